"""One parser per corpus format (the manifest names each document's format)."""
