"""The German side: aligning translations, English left in them, statuses, coverage, translation
catalogs, learned word pairs."""
