"""Stable identifiers: the same text or name always gets the same id, whatever else the corpus holds."""

import hashlib
import re
import unicodedata
from functools import lru_cache

_QUOTES = (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("„", '"'), ("‚", "'"))
_SLUG_FOLD = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "æ": "ae"})


@lru_cache(maxsize=1 << 18)
def normalize_text(text: str) -> str:
    """Fold the differences that do not make two ruling texts different rulings.

    Sources disagree on straight and typographic quotes and on white space; the words are
    what identifies a ruling.
    """
    text = unicodedata.normalize("NFC", text)
    for typographic, straight in _QUOTES:
        text = text.replace(typographic, straight)
    return " ".join(text.split())


def ruling_id(lang: str, text: str) -> str:
    """Id of a ruling whose original text is `text` in `lang` (12 hex digits)."""
    digest = hashlib.sha1(f"{lang}\n{normalize_text(text)}".encode()).hexdigest()
    return digest[:12]


@lru_cache(maxsize=1 << 16)
def slug(name: str) -> str:
    """URL-safe, readable id for a card or article name ("Wilde Werfüchsin" -> "wilde-werfuechsin")."""
    folded = unicodedata.normalize("NFKD", name.lower().translate(_SLUG_FOLD))
    ascii_only = folded.encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", ascii_only).strip("-")


@lru_cache(maxsize=1 << 16)
def name_key(name: str) -> str:
    """Key under which two spellings of one card name meet (case, quotes, spaces folded)."""
    return normalize_text(name).casefold()
