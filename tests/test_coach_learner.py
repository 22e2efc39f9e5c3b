"""The calibration benchmark's rows (benchmarks/coach_calibration.py): chances on every row, and the
learner's chance read for the seat to move (benchmarks/learner_chance.py)."""

import re
import statistics
from pathlib import Path

import pytest

from benchmarks.coach_calibration import play_and_judge, report, with_predictions
from ingenious_desktop.ai.model.calibration import load_calibration

LEARNER = Path(__file__).resolve().parent.parent / "benchmarks" / "inputs" / "learner-2p-best-65008.npz"
#: A game (index 3 of seed 3, medium against easy, 8 coach samples) whose middle third the coach
#: partly judges by points.
TASK = (3, [("medium", "easy")], 3, 0.25, 8, (str(LEARNER), 2))


@pytest.fixture(scope="module")
def rows():
    return play_and_judge(TASK)


def test_every_row_holds_chances_even_where_the_coach_judged_by_points(rows):
    assert any(r.get("settled") for r in rows)
    for row in rows:
        for name in ("position", "best", "learner", "learner 2"):
            assert 0 <= row[name] <= 1, (name, row)


def test_the_learners_chance_is_the_seat_to_moves(rows):
    for name in ("learner", "learner 2"):
        won = statistics.fmean(r[name] for r in rows if r["outcome"] == 1)
        lost = statistics.fmean(r[name] for r in rows if r["outcome"] == 0)
        assert won > 0.5 > lost, name


def test_the_report_scores_the_learners_chances_against_the_coachs(rows):
    text = report(with_predictions(rows, rows, load_calibration("standard", 2)), held_out=True)
    for name in ("learner", "learner 2", "learner fit", "learner 2 fit", "coach + learner 2"):
        assert re.search(rf"\n{re.escape(name)} +0\.\d{{4}} ", text), name
        assert f"{name} less coach:" in text
