"""From parsed records to the corpus the index is built from: the model, ids, cards, examples, documents."""
