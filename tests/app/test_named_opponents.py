"""A seat played by a named computer opponent: the save keeps its name beside the level outside programs
read, a save without one loads as before, and a name this program does not have plays as the plain level."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ingenious_desktop.ai import OPPONENTS, HardLevel, MediumPlayer
from ingenious_desktop.ai.players.opponents import HARD_PLAYERS, ModelLeveller, StyledMedium
from ingenious_desktop.app.opponents import computer_player, description, opponent_names, opponents_label
from ingenious_desktop.app.setup import GameSetup
from ingenious_desktop.app.statistics import GameResult, Statistics, load_statistics, record_game
from ingenious_desktop.engine import Seat, load_record, parse_record

from games import dealt_game

EXAMPLES = Path(__file__).resolve().parents[1] / "engine" / "examples"


def saved_players(controller) -> list[dict]:
    return json.loads(controller.autosave_path.read_text(encoding="utf-8"))["players"]


def test_the_save_names_the_opponent_beside_the_level_outside_programs_read(controller):
    controller.start(dealt_game(), [Seat("Ada"), Seat("Kestrel", "ai", "hard", "Kestrel")])

    assert saved_players(controller) == [{"name": "Ada", "kind": "human"},
                                         {"name": "Kestrel", "kind": "ai", "level": "hard", "opponent": "Kestrel"}]
    assert load_record(controller.autosave_path).seats[1].opponent == "Kestrel"


def test_a_save_without_an_opponent_loads_and_plays_as_before():
    record = parse_record(json.dumps({"format": "ingenious-save", "version": 1, "variant": "standard",
                                      "players": [{"name": "Ada", "kind": "human"},
                                                  {"name": "Computer", "kind": "ai", "level": "hard"}],
                                      "events": []}))

    assert record.seats == [Seat("Ada"), Seat("Computer", "ai", "hard")]
    assert type(computer_player(record.seats[1], helper=False)) is HardLevel


@pytest.mark.parametrize("seat", [Seat("Wren", "ai", "hard", "Wren"), Seat("Kestrel", "ai", "medium", "Kestrel")],
                         ids=["unknown name", "another level's"])
def test_an_opponent_this_program_does_not_have_at_that_level_plays_as_the_plain_level(controller, seat):
    controller.start(dealt_game(), [Seat("Ada"), seat])

    assert controller.seats[1] == Seat(seat.name, "ai", seat.level)
    assert "opponent" not in saved_players(controller)[1]
    assert type(computer_player(seat, helper=False)) is {"hard": HardLevel, "medium": MediumPlayer}[seat.level]


def test_an_opponent_key_that_is_not_a_name_is_ignored_and_a_human_has_none():
    players = [{"name": "Ada", "kind": "human", "opponent": "Pip"}, {"name": "C", "kind": "ai", "opponent": 7}]
    record = parse_record(json.dumps({"format": "ingenious-save", "version": 1, "variant": "standard",
                                      "players": players, "events": []}))

    assert record.seats == [Seat("Ada"), Seat("C", "ai", "medium")]


def test_each_named_opponent_plays_with_its_level_and_style():
    assert type(computer_player(Seat("Nova", "ai", "hard", "Nova"), helper=False)) is HARD_PLAYERS["hunter"]
    vega, bram = (computer_player(Seat(name, "ai", "medium", name)) for name in ("Vega", "Bram"))
    assert isinstance(vega, StyledMedium) and vega.style.name == "hunter"
    assert isinstance(bram, ModelLeveller) and bram.style.name == "leveller"


def test_every_opponent_has_a_one_line_description_in_each_language(speak):
    assert sorted(opponent_names()) == sorted(opponent.name for opponent in OPPONENTS)
    for language in ("en", "de", "fr", "es"):
        speak(language)
        lines = [description(name) for name in (None, *opponent_names())]
        assert all(line and "\n" not in line for line in lines)
        assert len(set(lines)) == len(lines)


def test_the_remembered_setup_keeps_the_opponent():
    setup = GameSetup("standard", (Seat("Ada"), Seat("Vega", "ai", "medium", "Vega")))

    assert GameSetup.from_json(json.loads(json.dumps(setup.to_json()))) == setup


def test_the_statistics_count_a_named_opponent_in_a_row_of_its_own(tmp_path, speak):
    game = load_record(EXAMPLES / "standard-3p-complete.ingenious").replay()
    path = tmp_path / "statistics.json"
    record_game(path, GameResult.of(game, [Seat("Ada"), Seat("Nova", "ai", "hard", "Nova"),
                                           Seat("Computer", "ai", "hard")], "g1"))
    record_game(path, GameResult.of(game, [Seat("Ada"), Seat("C", "ai", "hard"), Seat("D", "ai", "hard")], "g2"))

    rows = load_statistics(path)[0].against_computer()

    assert [(opponents_label(row.opponents), row.games) for row in rows] == [("Hard", 1), ("Hard and Nova (hard)", 1)]
    speak("de")
    assert opponents_label(rows[1].opponents) == "Schwer und Nova (schwer)"
    assert Statistics.from_json(json.loads(path.read_text(encoding="utf-8"))).games[0].seats[1].opponent == "Nova"
