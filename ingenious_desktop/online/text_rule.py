"""The one rule for text a player gives: a name or a chat line reaches the wire, the log, a file and an
announcement only as well-formed Unicode in NFC, with nothing that hides or stacks, and (a name) something
visible in it (docs/network-protocol.md, "Names and chat lines").

    >>> checked_text("Ame\\u0301lie", "name", 32)  # NFC: the e and its accent become one character
    'Amélie'
    >>> checked_text("\\u200b\\u3164", "name", 32)
    Traceback (most recent call last):
    ...
    ValueError: "name" shows nothing: it holds only blank or invisible characters
"""

from __future__ import annotations

import re
import unicodedata

from ingenious_desktop.engine import is_unicode_text

#: The most combining marks one character may carry (Vietnamese, Thai and Hebrew names need two or three).
MAX_MARKS = 4
#: Characters never taken anywhere in a name or a chat line: C0 and C1 controls, DEL, line and paragraph
#: separators, every bidirectional mark, embedding, override and isolate, the byte order mark, the tag
#: characters, and the noncharacters (U+FDD0..U+FDEF and the last two of every plane).
REFUSED = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff\ufdd0-\ufdef"
                      "\U000e0000-\U000e007f" + "".join(f"{chr(plane << 16 | 0xfffe)}{chr(plane << 16 | 0xffff)}"
                                                         for plane in range(17)) + "]")
#: Characters that draw nothing though Unicode counts them as letters or symbols: the Hangul fillers,
#: the blank Braille pattern, the Khmer inherent vowels, the musical symbol spacers, the Mongolian
#: vowel separator, and every other default-ignorable code point.
_BLANK = re.compile("[\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f"
                    "\u2800\u3164\ufe00-\ufe0f\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
                    "\U000e0000-\U000e0fff]")
#: Categories that draw nothing on their own: separators, controls, format characters, marks,
#: surrogates, private use and unassigned code points.
_UNSEEN_CATEGORIES = frozenset({"Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn", "Mn", "Mc", "Me"})
_MARKS = frozenset({"Mn", "Mc", "Me"})


def checked_text(value, key: str, limit: int, *, visible: bool = True) -> str:
    """``value`` in NFC if it is text of at most ``limit`` characters that keeps the rule, ValueError (saying
    what is wrong with ``key``) if not; with ``visible``, it must also show something."""
    if not isinstance(value, str):
        raise ValueError(f'"{key}" must be text')
    if not is_unicode_text(value):
        raise ValueError(f'"{key}" is not well-formed Unicode (it holds a lone surrogate)')
    text = unicodedata.normalize("NFC", value)
    if len(text) > limit:
        raise ValueError(f'"{key}" is longer than {limit} characters')
    if REFUSED.search(text):
        raise ValueError(f'"{key}" holds a control, direction, tag or noncharacter code point')
    if _most_marks(text) > MAX_MARKS:
        raise ValueError(f'"{key}" stacks more than {MAX_MARKS} combining marks on one character')
    if visible and not any(_shows(character) for character in text):
        raise ValueError(f'"{key}" shows nothing: it holds only blank or invisible characters')
    return text


def keeps_rule(value, limit: int, *, visible: bool = True) -> bool:
    """Whether ``value`` is text exactly as :func:`checked_text` would give it back (in NFC, and with
    ``visible``, showing something)."""
    try:
        return checked_text(value, "text", limit, visible=visible) == value
    except ValueError:
        return False


def _most_marks(text: str) -> int:
    most = run = 0
    for character in text:
        run = run + 1 if unicodedata.category(character) in _MARKS else 0
        most = max(most, run)
    return most


def _shows(character: str) -> bool:
    return unicodedata.category(character) not in _UNSEEN_CATEGORIES and not _BLANK.match(character)
