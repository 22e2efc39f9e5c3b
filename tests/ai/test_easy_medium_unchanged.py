"""The easy and medium levels choose on the compiled core exactly what they chose in pure Python:
their logic did not change, only where the legal placements come from. easy_medium_choices.json was
recorded on main at 44895d9, before the core, by playing these games: every fifth placement of the
first 40 of each seeded game of every variant, the rest chosen at random from the seed."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from ingenious_desktop.ai import make_player
from ingenious_desktop.engine import Game, Phase

RECORDED = json.loads((Path(__file__).parent / "easy_medium_choices.json").read_text())
GAMES = sorted({(r["variant"], r["players"], r["seed"]) for r in RECORDED})


def choices_along(variant: str, players: int, seed: int) -> list[dict]:
    game = Game.new(variant, players, seed=seed)
    game.deal()
    rng, steps, found = random.Random(seed), 0, []
    while not game.is_over and steps < 40:
        if game.phase is Phase.PLACE:
            view = game.view(game.to_move)
            if steps % 5 == 0:
                found.append({"variant": variant, "players": players, "seed": seed, "steps": steps,
                              "easy": make_player("easy", seed=seed).choose_placement(view).to_json(),
                              "medium": make_player("medium").choose_placement(view).to_json()})
            legal = game.legal_placements()
            game.place(legal[rng.randrange(len(legal))])
            steps += 1
        else:
            game.end_turn(swap=game.can_swap() and rng.random() < 0.3)
    return found


@pytest.mark.parametrize("variant, players, seed", GAMES)
def test_easy_and_medium_choose_as_they_did_in_pure_python(variant, players, seed):
    recorded = [r for r in RECORDED if (r["variant"], r["players"], r["seed"]) == (variant, players, seed)]
    assert choices_along(variant, players, seed) == recorded
