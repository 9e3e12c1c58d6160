"""The files the build writes beside the Whoosh index, and the codes in them the web app reads.

They are the contract between the two halves: the web app renders from the index and these
files alone (it never reads the corpus), and it imports only this module to find them, not the
build and its parsers.
"""

META_NAME = "build.json"  # counts, releases, warnings, the fingerprint of the inputs
TERMS_NAME = "terms.json"  # the English-German term list, with sources
LEARNED_NAME = "learned-pairs.json"  # German-English word pairs learned from the parallel texts
SYNONYMS_NAME = "synonyms.json"  # old and new names of one thing in one language, with sources
EXAMPLES_NAME = "examples.json"  # the example scenarios and what each demonstrates
COVERAGE_NAME = "coverage.json"  # German ruling texts per status and per card
NAMES_NAME = "names.json"  # display forms of names and terms, for suggestions and autocomplete
RULES_NAME = "rules.json"  # every rule number in order, headings of sections and rules
REPORT_NAME = "report.json"  # the editors' report on rule references
SOURCES_NAME = "sources.json"  # the corpus documents as readers see them, with what each gives
RELEASES_NAME = "releases.json"  # the text of every rule in every release of the rules held
SHOWN_NAME = "shown.bin"  # what a search result shows of each document (indexer.search.shown_file)
LISTING_NAME = "listing.npy"  # each document's place in a listing of filters alone (indexer.search.listing)
MARKED_NAME = "marked.bin"  # the words of those texts that each term marks (indexer.search.marked_words)
TEMPLATES_NAME = "templates.npy"  # the groups of rulings written from one template (indexer.search.templates)
KEYED_NAME = "keyed.bin"  # the postings of card ids and uids (indexer.search.keyed_postings)
WORDS_NAME = "words.sqlite3"  # everyday English and German words (indexer.search.everyday_words)

# Why report.json lists a reference.
UNRESOLVED = "unresolved"
OFF_SUBJECT = "off-subject"
CHANGED_SINCE = "changed-since"  # a release after the citing text changed, removed or moved the rule
OTHER_THAN_ORIGINAL = "other-than-original"  # a translation cites another rule than its English original there
