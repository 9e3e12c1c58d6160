"""Analysis: how texts and queries become terms, per language, and the index schema."""
