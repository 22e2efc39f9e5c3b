"""Issue 25, item 22: the Hint button, the score boards and the tiles of the player's rack say what they are
when the pointer rests on them, in the player's language."""

from __future__ import annotations

import pytest

from ingenious_desktop.engine import Seat
from ingenious_desktop.ui.table.items import RackTileItem
from ingenious_desktop.ui.table.plates import ScoreBoardItem

from games import dealt_game


def tips(window, kind) -> set[str]:
    return {item.toolTip() for item in window.scene.items() if isinstance(item, kind)}


@pytest.mark.parametrize("language, words", [("en", ("colour", "lowest", "1-6")), ("de", ("Farbe", "niedrigste", "1-6"))])
def test_score_boards_rack_tiles_and_the_hint_button_have_tooltips(window, speak, language, words):
    speak(language)
    window.start_game(dealt_game(seed=5), [Seat("You"), Seat("Computer", "ai", "easy")])
    boards, rack = tips(window, ScoreBoardItem), tips(window, RackTileItem)

    assert len(boards) == 1 and words[0] in next(iter(boards)) and words[1] in next(iter(boards))
    assert len(rack) == 1 and words[2] in next(iter(rack))
    assert window.coach.hint_action.toolTip()
    window.controller.stop()
