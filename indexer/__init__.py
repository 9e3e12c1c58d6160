"""Reads the corpus, validates it and builds the Whoosh index the web app serves.

Data flows one way: corpus files -> parsers -> assembled corpus -> index directory.
Nothing in this package imports Flask.
"""
