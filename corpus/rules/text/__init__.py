"""Text for a reader: the engine's untranslated messages and game words, the setup and the
actions in words, and a run rendered in one language."""
