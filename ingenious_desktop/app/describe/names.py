"""How a player is named, everywhere the window names one: one rule, and every name made safe to show.

The rule: a seat is named by its name. A name the program gave (the human of a first game, "You";
a computer nobody named, "Computer" or "Computer 3") is a placeholder, shown in the language now
chosen whatever language it was saved in, and a computer is numbered only when the table has more
than one such computer. A seat is spoken to ("You place") exactly when it is a human whose name is
the program's "You", everywhere (a replay, a hot-seat table): "You" never stands in a sentence made
for a name ("Du hat" in German), and the log, the panels and the status line agree.

A name comes from a player or a file, so it is shown through :func:`shown_text`: line breaks and
other control characters as spaces, at most :data:`SHOWN_NAME_LENGTH` characters, and isolated
(Unicode FSI…PDI, its own direction marks balanced) so that a right-to-left override in it cannot
turn round the words after it.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTranslator

from ingenious_desktop.engine import Seat, Variant

from .words import translate

#: The most characters of a name shown (as many as the new-game dialog takes); a longer one ends in "…".
SHOWN_NAME_LENGTH = 24
#: The names this program gives, in English as saved from now on (the human, a computer, a numbered computer).
GIVEN_YOU, GIVEN_COMPUTER, GIVEN_NUMBERED = "You", "Computer", "Computer {number}"
_SHOWN = {GIVEN_YOU: QT_TRANSLATE_NOOP("describe", "You"),
          GIVEN_COMPUTER: QT_TRANSLATE_NOOP("describe", "Computer"),
          GIVEN_NUMBERED: QT_TRANSLATE_NOOP("describe", "Computer {number}")}
FSI, PDI, PDF = "\u2068", "\u2069", "\u202c"
_EMBEDDINGS = "\u202a\u202b\u202d\u202e"   # LRE, RLE, LRO, RLO: each closed by a PDF
_ISOLATES = "\u2066\u2067\u2068"           # LRI, RLI, FSI: each closed by a PDI
_BREAKS = re.compile(r"[\r\n\t\v\f\x1c-\x1e\x85\u2028\u2029]+")


def shown_text(text: str, length: int = SHOWN_NAME_LENGTH) -> str:
    """``text`` from a player or a file, as it may stand among the program's own words: one line,
    elided to ``length`` characters, isolated in its own direction.

    >>> shown_text("Ada\\r\\nBen") == FSI + "Ada Ben" + PDI
    True
    >>> shown_text("\u202eniw") == FSI + "\u202eniw" + PDF + PDI
    True
    """
    one_line = "".join(" " if unicodedata.category(c) == "Cc" else c for c in _BREAKS.sub(" ", text))
    if len(one_line) > length:
        one_line = one_line[:length - 1] + "…"
    return FSI + _balanced(one_line) + PDI


def _balanced(text: str) -> str:
    """``text`` with every direction mark it opens closed at its end and every closing mark it did not open dropped
    (so that its own closing marks cannot end the isolate around it)."""
    kept, opened = [], []
    for char in text:
        if char in _EMBEDDINGS or char in _ISOLATES:
            opened.append(char)
        elif char == PDF:
            if not opened or opened[-1] not in _EMBEDDINGS:
                continue
            opened.pop()
        elif char == PDI:
            if not any(each in _ISOLATES for each in opened):
                continue
            while opened.pop() not in _ISOLATES:
                pass
        kept.append(char)
    closing = "".join(PDI if char in _ISOLATES else PDF for char in reversed(opened))
    return "".join(kept) + closing


def seat_name(seats: list[Seat], seat: int) -> str:
    """Seat ``seat``'s player as every part of the window names them (see the module's rule), safe to show."""
    name = seats[seat].name
    if given_name(name) == GIVEN_YOU and not seats[seat].is_computer:
        return translate("describe", _SHOWN[GIVEN_YOU])
    if _unnamed_computer(seats[seat]):
        if sum(1 for each in seats if _unnamed_computer(each)) == 1:
            return translate("describe", _SHOWN[GIVEN_COMPUTER])
        number = re.search(r"\d+", name)
        return translate("describe", _SHOWN[GIVEN_NUMBERED]).format(
            number=number.group() if number else seat + 1)
    return shown_text(name)


def _unnamed_computer(seat: Seat) -> bool:
    return seat.is_computer and given_name(seat.name) in (GIVEN_COMPUTER, GIVEN_NUMBERED)


def spoken_to(seats: list[Seat], seat: int) -> bool:
    """Whether ``seat`` is spoken to in the second person ("You place"): a human named "You" (a name the
    program gave); a player with a name of their own is named, like everyone. A seat ``seats`` does not
    hold (a broken file's event) is nobody spoken to."""
    if not 0 <= seat < len(seats):
        return False
    return not seats[seat].is_computer and given_name(seats[seat].name) == GIVEN_YOU


def holder_name(variant: Variant, seats: list[Seat], holder: int) -> str:
    """A score board's owner: the player, or both partners in team play ("Ada & Ben")."""
    return " & ".join(seat_name(seats, seat) for seat in variant.holder_seats(holder))


def given_name(name: str) -> str | None:
    """Which of the names this program gives ``name`` is (GIVEN_YOU, GIVEN_COMPUTER, GIVEN_NUMBERED), in
    any language the program speaks, or None for a name of a player's own."""
    plain, numbered = _given_forms()
    if name in plain:
        return plain[name]
    return GIVEN_NUMBERED if any(pattern.fullmatch(name) for pattern in numbered) else None


@cache
def _given_forms() -> tuple[dict[str, str], tuple[re.Pattern, ...]]:
    """Every given name as each shipped translation says it: the plain ones, and patterns for the numbered."""
    from ingenious_desktop.app.languages import LANGUAGES, SOURCE_LANGUAGE, TRANSLATIONS

    plain, numbered = {GIVEN_YOU: GIVEN_YOU, GIVEN_COMPUTER: GIVEN_COMPUTER}, {GIVEN_NUMBERED}
    for code in LANGUAGES:
        translator = QTranslator()
        if code == SOURCE_LANGUAGE or not translator.load(f"ingenious_{code}", str(TRANSLATIONS)):
            continue
        for source in _SHOWN:  # as earlier versions saved them, in the language of the day
            said = translator.translate("describe", source)
            if said and source == GIVEN_NUMBERED:
                numbered.add(said)
            elif said:
                plain[said] = source
    patterns = tuple(re.compile(re.escape(form).replace(re.escape("{number}"), r"\d{1,2}")) for form in numbered)
    return plain, patterns
