"""Terms: the curated English-German term list, the rules glossaries' entries and pairs, synonyms,
matching terms in text."""
