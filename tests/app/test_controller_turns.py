"""The game controller: a player's intents, the turn flow, computer seats, hand-over, undo, autosave."""

from __future__ import annotations

import threading

from PySide6.QtCore import QTimer

from ingenious_desktop import ai
from ingenious_desktop.app.change import Notice
from ingenious_desktop.app.describe import BONUS, PLACED, SWAPPED
from ingenious_desktop.engine import COLOURS, Hex, Phase, Placement, Seat, load_record

from games import dealt_game, gains, game_about_to_reach_18, game_at_a_swap_offer
from shown import plain

ADA, BEN = Seat("Ada"), Seat("Ben")
BOT = Seat("Bot", "ai", "easy")


def finish_turn_without_swap(controller) -> None:
    if controller.game.phase is Phase.REFILL:
        controller.answer_swap(False)


def test_a_placement_adds_its_points_to_the_movers_colours(controller):
    game = dealt_game()
    controller.start(game, [Seat("You"), BOT])  # the name the program gives: spoken to
    placement, points = max(game.scored_placements(), key=lambda sp: sum(sp[1]))
    before = [s[:] for s in game.scores]

    assert controller.request_placement(placement)

    expected = before[0][:]
    for colour, gained in gains(placement, points).items():
        expected[colour] += gained
    assert sum(points) > 0
    assert controller.game.scores[0] == expected
    assert controller.game.scores[1] == before[1]
    assert any(line.startswith("You place") for line in (l.text for l in controller.log_lines))  # the one human


def test_an_illegal_placement_is_refused_and_nothing_changes(controller, qtbot):
    game = dealt_game()
    controller.start(game, [ADA, BOT])
    log, scores, rack = list(game.log), [s[:] for s in game.scores], list(game.racks[0])
    in_the_middle = Placement(rack[0], (Hex(0, 0), Hex(1, 0)))  # first round: touches no printed symbol

    with qtbot.waitSignal(controller.placementRefused) as refused:
        assert not controller.request_placement(in_the_middle)

    assert "first round" in refused.args[0]
    assert controller.game.log == log
    assert controller.game.scores == scores
    assert controller.game.racks[0] == rack
    assert controller.human_to_place() == 0


def test_reaching_18_demands_a_bonus_placement_from_the_same_player(controller, qtbot):
    game, placement = game_about_to_reach_18()
    seat = game.to_move
    controller.start(game, [ADA, BEN])
    controller.confirm_hand_over()

    with qtbot.waitSignal(controller.gameChanged) as changed:
        assert controller.request_placement(placement)

    change = changed.args[0]
    assert [(p.player, r.bonuses) for p, r in zip(change.placements, change.results)] == [(seat, 1)]
    assert [mark.value for mark in change.reached] == [18]
    assert controller.game.phase is Phase.PLACE
    assert controller.game.to_move == seat
    assert controller.game.bonus_owed == 1
    assert controller.human_to_place() == seat
    earned = controller.log_lines[-1]
    assert "Ingenious!" in earned.text and "reaches 18" in earned.text
    assert [score for _colour, score in earned.reached] == [18] and earned.kind == PLACED
    bonus = controller.game.legal_placements()[0]
    assert controller.request_placement(bonus)
    bonus_line = controller.log_lines[-1]
    assert plain(bonus_line.text).startswith(f"{controller.seats[seat].name} places {bonus.tile} (bonus placement)")
    assert bonus_line.kind == BONUS and bonus_line.turn == earned.turn  # the bonus belongs to the same turn
    assert [colour for colour, _points in bonus_line.halves] == [COLOURS.index(letter) for letter in bonus.tile]


class WaitsForTheGuiThread:
    """A computer player that can only answer once a timer in the GUI thread has fired."""

    def __init__(self):
        self.released = threading.Event()
        self.thread = None

    def choose_placement(self, view, cancel=None):
        self.thread = threading.current_thread()
        if not self.released.wait(10):
            raise AssertionError("the GUI thread's timer never fired while the computer was thinking")
        return view.scored_placements()[0][0]

    def choose_swap(self, view, cancel=None):
        return False


def test_a_computer_seat_moves_in_a_worker_while_the_event_loop_runs(controller, qtbot, monkeypatch):
    player = WaitsForTheGuiThread()
    monkeypatch.setattr(ai, "make_player", lambda level, *_arguments, **_keywords: player)
    controller.start(dealt_game(), [BOT, ADA])
    assert controller.computer_thinking
    QTimer.singleShot(20, player.released.set)

    qtbot.waitUntil(lambda: controller.human_to_place() == 1, timeout=10000)

    assert player.thread is not threading.main_thread()
    assert controller.game.placements_made[0] == 1


def test_closing_the_game_stops_a_thinking_computer(controller, qtbot, monkeypatch):
    player = WaitsForTheGuiThread()
    monkeypatch.setattr(ai, "make_player", lambda level, *_arguments, **_keywords: player)
    game = dealt_game()
    controller.start(game, [BOT, ADA])
    log = list(game.log)
    controller.stop()
    player.released.set()
    qtbot.wait(50)
    assert not controller.computer_thinking
    assert controller.game.log == log


def test_hot_seat_hides_every_rack_until_the_next_player_is_ready(controller, qtbot):
    shown = []
    controller.faceUpChanged.connect(lambda seats: shown.append(set(seats)))
    with qtbot.waitSignal(controller.handOverRequested) as handover:
        controller.start(dealt_game(), [ADA, BEN])
    assert handover.args == [0]
    assert controller.face_up_racks() == set()
    assert not controller.request_placement(controller.game.legal_placements()[0])

    controller.confirm_hand_over()
    assert controller.face_up_racks() == {0}
    with qtbot.waitSignal(controller.handOverRequested) as handover:
        controller.request_placement(controller.game.legal_placements()[0])
        finish_turn_without_swap(controller)

    assert handover.args == [1]
    assert controller.face_up_racks() == set()
    assert shown[-1] == set()
    controller.confirm_hand_over()
    assert controller.face_up_racks() == {1}
    assert {0, 1} not in shown and all(len(seats) <= 1 for seats in shown)
    assert not controller.can_undo()


def test_undo_goes_back_to_the_start_of_the_humans_turn_and_redo_returns(controller, qtbot):
    game = dealt_game()
    controller.start(game, [ADA, BOT])
    dealt = list(game.log)
    controller.request_placement(game.legal_placements()[0])
    finish_turn_without_swap(controller)
    qtbot.waitUntil(lambda: controller.human_to_place() == 0, timeout=10000)
    played = list(controller.game.log)
    assert controller.can_undo()

    controller.undo()

    assert controller.game.log == dealt
    assert controller.game.scores == [[0] * 6, [0] * 6]
    assert controller.human_to_place() == 0
    assert controller.can_redo()
    controller.redo()
    assert controller.game.log == played


def test_every_turn_is_autosaved(controller, qtbot):
    game = dealt_game()
    controller.start(game, [ADA, BOT])
    controller.request_placement(game.legal_placements()[0])
    finish_turn_without_swap(controller)
    qtbot.waitUntil(lambda: controller.human_to_place() == 0, timeout=10000)

    saved = load_record(controller.autosave_path)

    assert saved.events == controller.game.log
    assert [s.name for s in saved.seats] == ["Ada", "Bot"]


def test_a_swap_is_offered_with_its_reason_after_the_hand_over_and_everyone_sees_it(controller, qtbot):
    game = game_at_a_swap_offer()
    seat = game.to_move
    offers = []
    controller.swapOffered.connect(lambda *args: offers.append(args))
    with qtbot.waitSignal(controller.handOverRequested):
        controller.start(game, [ADA, BEN])
    assert offers == []

    controller.confirm_hand_over()
    assert offers and offers[0][0] == seat and "lowest colour" in offers[0][1]
    status = []
    controller.statusChanged.connect(status.append)
    with qtbot.waitSignal(controller.gameChanged) as changed:
        controller.answer_swap(True)

    assert changed.args[0].notice == Notice(SWAPPED, seat)
    assert status and f"{controller.seats[seat].name} swapped the rack" in plain(status[-1])

    assert controller.game.to_move != seat
    swapped = next(line for line in controller.log_lines if line.kind == SWAPPED)
    assert plain(swapped.text).startswith(f"{controller.seats[seat].name} swaps")
    assert swapped.turn == max(line.turn for line in controller.log_lines)


class ThinksUntilCancelled:
    """A computer player that ponders its swap until it is told to stop."""

    def __init__(self):
        self.asked = threading.Event()
        self.stopped = threading.Event()

    def choose_swap(self, view, cancel=None):
        self.asked.set()
        if cancel is not None and cancel.wait(30):
            self.stopped.set()
        return False


def test_closing_the_game_stops_a_computer_thinking_about_a_swap(controller, qtbot, monkeypatch):
    player = ThinksUntilCancelled()
    monkeypatch.setattr(ai, "make_player", lambda level, *_arguments, **_keywords: player)
    game = game_at_a_swap_offer()
    seats = [BOT, BOT]
    controller.start(game, seats)
    assert player.asked.wait(10)

    controller.stop()

    assert player.stopped.wait(10)
