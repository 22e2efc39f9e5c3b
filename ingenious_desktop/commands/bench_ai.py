"""The computer players' speed, for `bench`: the hard search's play-outs per second on one
position, whole 2-player games per second of self-play with the value model choosing every
placement one placement ahead (on the board as it is), and the placements the value network
judges per second. Search and self-play are measured in the compiled core and, in the same run,
in the pure-Python definition the core is held to (:mod:`..ai.players.playout`,
:mod:`..ai.model.lookahead`), so the two figures are taken on the same machine at the same load;
the core's search plays as the game does (with the network), the Python one with the hand-made model.
"""

from __future__ import annotations

import random
import time
from concurrent.futures import ThreadPoolExecutor

from ingenious_desktop.ai import native
from ingenious_desktop.ai.model.lookahead import ranked_by_model
from ingenious_desktop.ai.model.network_file import load_network
from ingenious_desktop.ai.model.scoring import Valuation
from ingenious_desktop.ai.model.value import load_core_model, load_value_model
from ingenious_desktop.ai.players.playout import play_out
from ingenious_desktop.ai.players.search import ModelEvaluation
from ingenious_desktop.engine import Game, Phase, make_variant

#: How long one round of each search runs.
SEARCH_SECONDS = 0.5
#: Whole games of core self-play in one round, played by this many threads (the core lets go of Python's lock).
CORE_GAMES, CORE_THREADS = 40, 2
#: Rankings of every legal placement in one round of the judging figures.
RANKINGS = 20


def search_rounds(game: Game):
    """(one round of the core's hard search, one of the Python play-outs): each returns its play-outs."""
    view = game.view(game.to_move)
    evaluation = ModelEvaluation(game.variant.name, game.variant.players)
    shortlist = evaluation.shortlist(view)
    position, model, config = native.Position.from_view(view), evaluation.core_model, evaluation.core_config()
    seeds = iter(range(1 << 30))

    def core_round() -> int:
        _totals, counts, _alive = native.search_placements(position, shortlist, model, config, next(seeds),
                                                           SEARCH_SECONDS)
        return sum(counts)

    def python_round() -> int:
        rng, valuation, done = random.Random(next(seeds)), Valuation(view.variant), 0
        deadline = time.perf_counter() + SEARCH_SECONDS
        while time.perf_counter() < deadline:
            sample, draws = view.sample_game(random.Random(rng.random())), rng.random()
            for placement in shortlist:
                play_out(sample, [placement], draws, view.seat, valuation, evaluation)
            done += len(shortlist)
        return done

    return core_round, python_round


def judging_rounds(game: Game):
    """(one round of the value network judging every legal placement of the player to move, one
    of the hand-made model doing so): each returns the placements judged, one placement ahead."""
    position = native.Position.from_view(game.view(game.to_move))
    count = len(position.scored_placements())

    def judging_round(model):
        def one_round() -> int:
            for _ in range(RANKINGS):
                position.rank_by_model(model, 0)
            return RANKINGS * count
        return one_round

    variant = game.variant
    return (judging_round(load_network(variant.name, variant.players)),
            judging_round(load_core_model(variant.name, variant.players)))


def self_play_rounds():
    """(a round of core self-play games on CORE_THREADS threads with the hand-made model, the same
    with the value network, one Python self-play game): each returns its games."""
    variant, seeds = make_variant("standard", 2), iter(range(1 << 30))
    core_model, model = load_core_model("standard", 2), load_value_model("standard", 2)

    def core_round(judge) -> int:
        with ThreadPoolExecutor(CORE_THREADS) as threads:
            list(threads.map(lambda seed: native.self_play(variant, judge, seed), [next(seeds) for _ in range(CORE_GAMES)]))
        return CORE_GAMES

    def python_round() -> int:
        game = Game(variant, next(seeds))
        game.deal()
        while not game.is_over:
            if game.phase is Phase.PLACE:
                view = game.view(game.to_move)
                game.place(ranked_by_model(model, view, view.scored_placements(), 0)[0][1])
            else:
                game.end_turn(swap=game.can_swap())
        return 1

    return lambda: core_round(core_model), lambda: core_round(load_network("standard", 2)), python_round
