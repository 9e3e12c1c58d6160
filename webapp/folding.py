"""What a page lists first and what it folds away.

A ruling's example applies many rules besides the ones the ruling is about (casting a spell
applies the rules on paying costs): a ruling page lists the rules the ruling cites and those
of its example's that are about what the ruling says, and folds the others under one line; a
rule page does the same with the rulings whose example applies it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def shown_first(entry: Mapping[str, Any]) -> bool:
    """A rule of a ruling, or a ruling or article on a rule, cited or on the subject (an entry
    of an index built before these fields is shown first)."""
    return entry.get("cited", True) or entry.get("on_subject", True)
