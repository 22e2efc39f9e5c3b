"""A player named "You" is spoken to in every sentence that names them, in every language: never "You wins",
"Du hat" or "Tipps für Du"; and a percentage never breaks between its number and its sign."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from ingenious_desktop.app.describe import (HAND_OVER, SWAP_OFFER, TO_PLACE, hand_over_message, hints_used,
                                            replay_status, seat_name, spoken_to, status_line, win_chance)
from ingenious_desktop.engine import Seat

from games import game_about_to_reach_18, game_at_a_swap_offer
from shown import plain

translate = QCoreApplication.translate
YOU, BEN, BOT = Seat("You"), Seat("Ben"), Seat("Computer", "ai", "easy")
#: A name-shaped "You" before a verb or preposition made for a name, in each language.
THIRD_PERSON = {"en": r"\bYou (places|owes|wins|swaps|has|is|may swap the)\b|Pass to You\b|by You\b",
                "de": r"\bDu (hat|ist|legt|gewinnt|tauscht|darf|überlegt)\b|an Du\b|für Du\b",
                "fr": r"\bVous (a|pose|gagne|doit|peut échanger le)\b|À Vous\b|à Vous\b",
                "es": r"\bTú (coloca|cambió|gana|debe|tiene|puede cambiar el)\b|a Tú\b"}


def sentences(seats: list[Seat], you: int) -> list[str]:
    """What the status line, the replay viewer and the hand-over cover say about seat ``you``."""
    said = []
    bonus, _placement = game_about_to_reach_18()
    for game in (bonus, game_at_a_swap_offer()):
        table = [YOU if seat == game.to_move else seats[1 - you] for seat in range(2)]
        said += [status_line(game, table, waiting) for waiting in (TO_PLACE, HAND_OVER, SWAP_OFFER)]
        said.append(replay_status(game, table, False, 3, 30))
        said.append(hand_over_message(seat_name(table, game.to_move), spoken_to(table, game.to_move)))
    name = seat_name([YOU], 0)
    said.append(hints_used([YOU, BOT], 0, 2))
    said += [translate("ReviewDialog", f"{{verdict}}: {{name}} {done} the tiles. Win chance {{played}}, the best choice "
                                       "{best}.").format(verdict="Good", name=name, played="40", best="50")
             for done in ("swapped", "kept")]
    return [plain(text) for text in said]


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
@pytest.mark.parametrize("other", [BOT, BEN], ids=["against the computer", "hot-seat"])
def test_you_is_never_put_where_a_name_stands(speak, code, other):
    speak(code)

    said = sentences([YOU, other], 0)

    assert said and not [text for text in said if re.search(THIRD_PERSON[code], text)]


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_a_percentage_never_breaks_before_its_sign(speak, code):
    speak(code)

    assert not re.search(r"\d[ \t]%", win_chance(0.62))
