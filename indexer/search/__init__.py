"""The search engine, without Flask: analysis/ (how texts and queries become terms, per
language), query/ (the query language, compiled into index queries), suggest/ (spelling and
completions), the engine over the index's postings, ranking, facets, the release search and
results. A hit names its document by kind and key and a query error by its code; the web app
builds the addresses and says the texts in the reader's language."""
