"""Suggestions: spelling corrections and completions of names and terms from the lexicon."""
