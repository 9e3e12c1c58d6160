"""Rule references: found in text, resolved against the rules tree, checked and reported; the rules' releases."""
