"""The translation catalog for the command line (the web app uses Flask-Babel's)."""

from __future__ import annotations

import gettext
from pathlib import Path

from .messages import Translations

TRANSLATIONS_DIR = Path(__file__).resolve().parents[3] / "translations"


def translations_for(lang: str) -> Translations:
    """The compiled German catalog for "de"; English needs none (msgids are English)."""
    if lang == "en":
        return gettext.NullTranslations()
    return gettext.translation("messages", localedir=str(TRANSLATIONS_DIR), languages=[lang])
