"""Undo is never a way to fish for tiles: the bag's order is part of the game. After an undo the
same placement draws the same tiles and a different one the next tiles in the same order; a
saved and resumed game goes on drawing what it would have drawn."""

from __future__ import annotations

from ingenious_desktop.engine import Draw, Phase, Seat, parse_record

from games import dealt_game

ADA = Seat("Ada")
BOT = Seat("Bot", "ai", "easy")


def play_a_round(controller, qtbot, placement) -> list[str]:
    """Ada places ``placement`` and ends her turn, the computer plays its turn: the tiles drawn meanwhile."""
    start = len(controller.game.log)
    assert controller.request_placement(placement)
    if controller.game.phase is Phase.REFILL:
        controller.answer_swap(False)
    qtbot.waitUntil(lambda: controller.human_to_place() == 0, timeout=10000)
    return [tile for event in controller.game.log[start:] if isinstance(event, Draw) for tile in event.tiles]


def test_after_an_undo_any_placement_draws_the_same_next_tiles(controller, qtbot):
    controller.start(dealt_game(), [ADA, BOT])
    chosen = controller.game.legal_placements()[0]
    other = next(p for p in controller.game.legal_placements() if p.tile != chosen.tile)

    first = play_a_round(controller, qtbot, chosen)
    controller.undo()
    same_again = play_a_round(controller, qtbot, chosen)
    controller.undo()
    different = play_a_round(controller, qtbot, other)

    assert len(first) == 2  # one tile for each seat's refill
    assert same_again == first
    assert different == first


def test_a_saved_game_resumed_draws_what_it_would_have_drawn(controller, qtbot):
    controller.start(dealt_game(), [ADA, BOT])
    play_a_round(controller, qtbot, controller.game.legal_placements()[0])
    resumed = parse_record(controller.record_text()).replay()
    controller.stop()
    played_on = controller.game
    assert resumed.log == played_on.log

    for game in (played_on, resumed):
        for _turn in range(6):
            game.place(game.legal_placements()[0])
            while game.phase is Phase.PLACE and not game.is_over:  # a bonus placement
                game.place(game.legal_placements()[0])
            if not game.is_over:
                game.end_turn()

    assert resumed.log == played_on.log


def test_a_players_view_does_not_tell_the_seed_that_orders_the_bag():
    game = dealt_game()

    assert game.view(0)._public.seed is None
