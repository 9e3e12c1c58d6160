"""What the site knows: source texts (data files in this folder) and, in `corpus.rules`, the
executable rule modules that play out each ruling's example scenario (`corpus/scenarios/`).

Only `corpus.rules` is code; it imports neither the indexer nor Flask (they import it).
"""
