"""The query side: the query language, its parse tree compiled into index queries, expansions."""
