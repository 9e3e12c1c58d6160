"""Reading the corpus: the manifest, its files record by record, importing new files, the list of sources."""
