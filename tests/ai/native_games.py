"""Games driven through the Python engine and the compiled core side by side, for tests/ai/test_native_*.py."""

from __future__ import annotations

import random

from ingenious_desktop.ai import native
from ingenious_desktop.engine import Draw, Game, Phase, Place, Swap, make_variant

#: (variant, players) for every way to play.
VARIANTS = [("standard", 2), ("standard", 3), ("standard", 4), ("travel", 2), ("team", 4), ("solo", 1)]


class Disagreement(AssertionError):
    """The engines disagree: the message shows the seed and the board."""


def check_same(game: Game, position: native.Position, seed, where: str) -> None:
    """Every question a player could ask of the position gets the same answer from both engines."""
    answers = [
        ("phase", game.phase, position.phase), ("to_move", game.to_move, position.to_move),
        ("bonus owed", game.bonus_owed, position.bonus_owed), ("scores", game.scores, position.scores),
        ("placements made", game.placements_made, position.placements_made),
        ("swap allowed", game.can_swap(), position.can_swap()), ("over", game.is_over, position.is_over),
        ("ranking", game.ranking(), position.ranking()), ("instant winner", game.instant_winner, position.instant_winner),
        ("board", game.board.colour, position.colours), ("bag", sorted(game.bag), position.bag),
        ("racks", [sorted(r) for r in game.racks], [position.rack(s) for s in range(game.variant.players)]),
        ("scored placements", game.scored_placements(), position.scored_placements()),
    ]
    for what, expected, found in answers:
        if expected != found:
            raise Disagreement(f"{where}, seed {seed}: {what} differ\npython: {expected}\ncore:   {found}\n"
                               f"{game.board.diagram()}")


def apply_both(game: Game, position: native.Position, event, seed, where: str) -> None:
    """Apply ``event`` to both (the game first: it is the judge) and compare what a placement did."""
    game.apply(event)
    outcome = position.apply(event)
    if isinstance(event, Place):
        result = game.results[-1]
        expected = (result.points, tuple((t.holder, t.colour.value, t.value) for t in result.reached), result.bonus,
                    result.game_over)
        if expected != tuple(outcome):
            raise Disagreement(f"{where}, seed {seed}: placement {event} did {tuple(outcome)}, python {expected}\n"
                               f"{game.board.diagram()}")


def greedy_or_random(rng: random.Random, scored):
    """Mostly the placement scoring most (so colours reach 18, clamp and earn bonuses), else one at random."""
    if rng.random() < 0.7:
        return max(scored, key=lambda item: sum(item[1]))[0]
    return rng.choice(scored)[0]


def play_both(variant: str, players: int, seed: int, near_cap: bool = False) -> Game:
    """One game chosen by the Python engine, followed event by event by the core and compared on
    every step; returns the game. ``near_cap``: after the deal, every holder's colours are set a few
    points short of the cap (so that a holder may fill all six and win at once), in both engines."""
    rng = random.Random(seed)
    game = Game(make_variant(variant, players), seed)
    position = native.Position.from_game(game)
    where = f"{variant}-{players}"
    while not game.is_over:
        if game.phase is Phase.DEAL:
            game.deal()
            for event in game.log[len(game.log) - players:]:
                position.apply(event)
            if near_cap:
                game.scores = [scores_near_cap(game.variant.cap, rng) for _holder in game.scores]
                position = native.Position.from_game(game)
        elif game.phase is Phase.PLACE:
            placement = greedy_or_random(rng, game.scored_placements())
            if rng.random() < 0.2:
                placement = placement.mirrored()  # the same placement written the other way round
            apply_both(game, position, Place(game.to_move, placement.tile, placement.cells), seed, where)
        else:
            if game.can_swap() and rng.random() < 0.5:
                apply_both(game, position, Swap(game.to_move), seed, where)
            draw = _draw_at_random(game)
            position.apply(draw)
        check_same(game, position, seed, where)
    return game


def scores_near_cap(cap: int, rng: random.Random) -> list[int]:
    """Six scores from 4 below ``cap`` up to it, at least one below it."""
    scores = [cap - rng.randrange(5) for _colour in range(6)]
    scores[rng.randrange(6)] = cap - 1 - rng.randrange(4)
    return scores


def _draw_at_random(game: Game) -> Draw:
    game.end_turn()
    return game.log[-1]
