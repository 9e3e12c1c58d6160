"""Whole numbers sent in a request (a page, a limit): read only when they can be in range.

Python refuses to convert a string of more than 4,300 digits to an int (a ValueError, which
would be a 500), and converting a long one costs time; a number's digits are counted first.
"""

from __future__ import annotations


def whole_number(raw: str, low: int, high: int) -> int | None:
    """`raw` as a number from `low` to `high` (ASCII digits only, no sign), else None."""
    if not (raw.isascii() and raw.isdigit()) or len(raw) > len(str(high)):
        return None
    number = int(raw)
    return number if low <= number <= high else None


def capped_whole_number(raw: str, low: int, cap: int) -> int | None:
    """`raw` as a number of at least `low` (ASCII digits only, no sign), one above `cap` read as
    `cap`, else None: for a page number, where any number past the last page means the last
    page, however many digits it has ("99999999999999999999" as much as "9999")."""
    if not (raw.isascii() and raw.isdigit()):
        return None
    digits = raw.lstrip("0")
    number = cap if len(digits) > len(str(cap)) else min(int(digits or "0"), cap)
    return number if number >= low else None


def below_one(raw: str | None) -> bool:
    """Whether `raw` is a whole number below 1 ("0", "-1", "-0042"): a page number a reader
    who means the first page may type, as a huge one means the last."""
    if raw is None:
        return False
    digits = raw.removeprefix("-")
    return digits.isascii() and digits.isdigit() and (raw.startswith("-") or not digits.strip("0"))
