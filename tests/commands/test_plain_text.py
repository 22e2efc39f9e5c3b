"""What the tools write of a name or a message: every control, format (bidirectional, zero-width) and
line or paragraph separator character escaped, everything else left as it is (issue 38, item 24)."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from ingenious_desktop.commands.output import plain

HIDDEN = ("Cc", "Cf", "Zl", "Zp", "Cs")
hidden_characters = st.characters(categories=HIDDEN)
shown_characters = st.characters(exclude_categories=HIDDEN)


def test_the_separators_and_bidirectional_marks_seen_raw_are_escaped():
    assert plain("A\u2028B\u2029C\u200fD\u061cE") == r"A\u2028B\u2029C\u200fD\u061cE"


@given(st.text(alphabet=st.one_of(hidden_characters, shown_characters)))
def test_no_hidden_character_is_left(text):
    assert not any(unicodedata.category(character) in HIDDEN for character in plain(text))


@given(st.text(alphabet=shown_characters))
def test_text_without_hidden_characters_is_left_as_it_is(text):
    assert plain(text) == text


@given(st.lists(st.tuples(st.text(alphabet=shown_characters.filter(lambda c: c != "\\")), hidden_characters)))
def test_each_hidden_character_becomes_its_own_escape(pieces):
    text = "".join(shown + hidden for shown, hidden in pieces)

    expected = "".join(shown + hidden.encode("unicode_escape").decode("ascii") for shown, hidden in pieces)
    assert plain(text) == expected
