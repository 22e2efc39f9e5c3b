"""The example records (copied from shared/examples) replay, through the engine API, to what they expect.

The command-line side of the same check is in tests/commands.
"""

import json
from pathlib import Path

import pytest

from ingenious_desktop.engine import COLOURS, Place, load_record

EXAMPLES = Path(__file__).parent / "examples"
RECORDS = sorted(EXAMPLES.glob("*.ingenious"))
MIDGAME_RECORDS = [r for r in RECORDS if r.with_suffix(".moves.json").exists()]


def expected(record: Path, kind: str):
    return json.loads(record.with_suffix(f".{kind}.json").read_text())


def move_key(tile: str, at, points) -> tuple:
    """One key for a placement and its mirror image (with its points swapped too)."""
    (a, b), (pa, pb) = [tuple(c) for c in at], points
    return min((tile, a, b, pa, pb), (tile[::-1], b, a, pb, pa))


def test_every_variant_has_a_complete_and_a_midgame_example():
    assert len(RECORDS) == 12 and len(MIDGAME_RECORDS) == 6


@pytest.mark.parametrize("record", RECORDS, ids=lambda p: p.stem)
def test_example_replays_to_its_expected_result(record):
    game = load_record(record).replay()
    want = expected(record, "expected")

    assert [list(r.points) for r in game.results] == want["placements"]
    assert [dict(zip(COLOURS, s)) for s in game.scores] == want["scores"]
    assert game.is_over == want["game_over"]
    assert (None if game.is_over else game.to_move) == want["to_move"]
    assert game.ranking() == want["ranking"]


@pytest.mark.parametrize("record", MIDGAME_RECORDS, ids=lambda p: p.stem)
def test_midgame_example_lists_the_expected_moves(record):
    game = load_record(record).replay()
    listed = [move_key(p.tile, p.cells, points) for p, points in game.scored_placements()]
    want = {move_key(m["tile"], m["at"], m["points"]) for m in expected(record, "moves")}

    assert len(listed) == len(set(listed)), "a placement is listed twice"
    assert set(listed) == want


@pytest.mark.parametrize("record", [r for r in RECORDS if "complete" in r.name], ids=lambda p: p.stem)
def test_a_complete_example_ends_with_the_placement_that_finished_it(record):
    game = load_record(record).replay()

    assert game.is_over and isinstance(game.log[-1], Place)
    assert game.legal_placements() == []
