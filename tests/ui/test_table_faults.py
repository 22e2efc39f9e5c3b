"""Issue 9's table faults, as a player meets them: real mouse and key events on the table and the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QMessageBox

from ingenious_desktop.app.setup import GameSetup
from ingenious_desktop.engine import DIRECTIONS, ISOLATED_CELL, Game, Hex, Place, Seat, hexes_within
from ingenious_desktop.ui.table.plates import PanelItem
from ingenious_desktop.ui.table.scene import TableScene
from ingenious_desktop.ui.table.view import TableView
from ingenious_desktop.ui.table.items import LabelItem, RackTileItem
from ingenious_desktop.ui.table.layout import panel_places

from games import dealt_game, game_at_a_swap_offer

SEATS = [Seat("Ada"), Seat("Bea")]
VARIANTS = [("standard", 2), ("standard", 3), ("standard", 4), ("travel", 2), ("team", 4), ("solo", 1)]


@pytest.fixture
def table(qtbot):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1200, 680)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def start(scene, game, seats=SEATS, seat=0):
    scene.set_preferences(points_preview=True, animation_speed=0.0)
    scene.show_game(game, seats)
    scene.set_face_up_racks({seat})
    scene.set_human_turn(seat)


def rack_point(scene, index: int) -> QPointF:
    item = next(i for i in scene.items() if isinstance(i, RackTileItem) and i.index == index)
    return item.mapToScene(item.offset / 2)


def at(view, point: QPointF) -> QPoint:
    return view.mapFromScene(point)


def move_to(qtbot, view, point: QPointF) -> None:
    qtbot.mouseMove(view.viewport(), at(view, point) + QPoint(2, 1))  # Qt drops a move to where the pointer is
    qtbot.mouseMove(view.viewport(), at(view, point))


def hint(scene) -> LabelItem:
    return scene._hint


def requests(scene) -> list:
    asked = []
    scene.placementRequested.connect(asked.append)
    return asked


def refusals(scene) -> list:
    said = []
    scene.spotRefused.connect(said.append)
    return said


# ------------------------------------------------------------ 15: an illegal spot says why

def test_hovering_a_spot_the_first_round_forbids_says_why_and_a_click_says_it_again(qtbot, table):
    scene, view = table
    start(scene, dealt_game())
    asked, said = requests(scene), refusals(scene)
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=at(view, rack_point(scene, 0)))

    move_to(qtbot, view, scene.layout.centre(Hex(0, 0)))  # the centre touches no printed symbol
    assert "first round" in hint(scene).text

    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=at(view, scene.layout.centre(Hex(0, 0))))
    assert asked == [] and len(said) == 1 and "first round" in said[0]


def test_a_spot_over_a_tile_says_it_is_occupied(qtbot, table):
    scene, view = table
    game = dealt_game()
    placement = max(game.scored_placements(), key=lambda sp: sum(sp[1]))[0]
    game.place(placement)
    game.end_turn()
    start(scene, game, seat=1)
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=at(view, rack_point(scene, 0)))

    move_to(qtbot, view, scene.layout.centre(placement.cells[0]))

    assert "occupied" in hint(scene).text


def test_in_travel_play_a_spot_that_isolates_a_cell_says_so(qtbot, table):
    scene, view = table
    game = dealt_game("travel", seed=3)
    spot = None
    while spot is None and not game.is_over:
        game.place(game.legal_placements()[0])
        game.end_turn()
        spot = next(((a, a + step) for a in hexes_within(game.variant.radius) for step in DIRECTIONS
                     if game.spot_fault((a, a + step)) == ISOLATED_CELL), None)
    start(scene, game, seat=game.to_move)
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=at(view, rack_point(scene, 0)))
    scene.hand.orientation = next(d for d, step in enumerate(DIRECTIONS) if spot[0] + step == spot[1])

    move_to(qtbot, view, scene.layout.centre(spot[0]))

    assert "isolated cell" in hint(scene).text


# ------------------------------------------------------------ 16: drag and drop places

def test_a_tile_dragged_from_the_rack_and_dropped_on_a_legal_spot_is_placed(qtbot, table):
    scene, view = table
    game = dealt_game()
    start(scene, game)
    asked = requests(scene)
    tile = game.racks[0][0]
    first, second = next(p.cells for p in game.legal_placements()
                         if p.tile == tile and p.cells[1] == p.cells[0] + DIRECTIONS[0])
    target = scene.layout.centre(first)

    qtbot.mousePress(view.viewport(), Qt.LeftButton, pos=at(view, rack_point(scene, 0)))
    move_to(qtbot, view, target)
    qtbot.mouseRelease(view.viewport(), Qt.LeftButton, pos=at(view, target))

    assert [(p.tile, p.cells) for p in asked] == [(tile, (first, second))]


def test_a_tile_dropped_on_an_illegal_spot_or_off_the_board_stays_in_hand(qtbot, table):
    scene, view = table
    start(scene, dealt_game())
    asked = requests(scene)
    for target in (scene.layout.centre(Hex(0, 0)), QPointF(scene.width() / 2, 4)):
        qtbot.mousePress(view.viewport(), Qt.LeftButton, pos=at(view, rack_point(scene, 1)))
        move_to(qtbot, view, target)
        qtbot.mouseRelease(view.viewport(), Qt.LeftButton, pos=at(view, target))

        assert asked == [] and scene.hand.pick is not None and scene.hand.pick.index == 1
        scene.cancel_pick()


# ------------------------------------------------------------ 19: the keyboard cursor starts on the best spot

def test_the_first_arrow_puts_the_tile_on_its_best_scoring_legal_spot(qtbot, table):
    scene, view = table
    game = dealt_game()
    start(scene, game)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key_1)
    qtbot.keyClick(view, Qt.Key_Right)

    tile = game.racks[0][0]
    best = max(sum(points) for placement, points in game.scored_placements() if placement.tile == tile)
    assert scene.hand.points is not None and sum(scene.hand.points) == best
    asked = requests(scene)
    qtbot.keyClick(view, Qt.Key_Return)
    assert len(asked) == 1 and asked[0].tile == tile


# ------------------------------------------------------------ 24 and 13: readable text on the table

def _relative_luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def _contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((_relative_luminance(a), _relative_luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("name, players", VARIANTS)
def test_the_hint_line_stands_out_from_the_felt_under_it(qtbot, table, name, players):
    scene, view = table
    start(scene, dealt_game(name, players), [Seat(f"P{k}") for k in range(players)])
    label = hint(scene)
    felt = [colour for _stop, colour in scene.backgroundBrush().gradient().stops()]  # lit centre to dark corners
    image = view.grab().toImage()
    box = view.mapFromScene(label.rect).boundingRect()
    felt += [QColor(image.pixel(x, y)) for x in (box.left() + 2, box.center().x(), box.right() - 2)
             for y in (box.top() + 2, box.bottom() - 2)]
    assert min(_contrast(label.colour, colour) for colour in felt) >= 4.5  # 4.09 in the old grey


def text_pixels(window) -> list[float]:
    """The size in screen pixels of every piece of text the table draws, after the view's scale."""
    sizes = []
    original = QPainter.setFont

    def record(painter, font):
        sizes.append(font.pixelSize() * abs(painter.worldTransform().determinant()) ** 0.5)
        original(painter, font)

    QPainter.setFont = record
    try:
        window.table.view.grab()
    finally:
        QPainter.setFont = original
    return sizes


@pytest.mark.parametrize("name, players", VARIANTS)
def test_no_text_on_the_table_is_under_9_pixels_at_1366_by_768(window, qtbot, name, players):
    window.resize(1366, 768)
    window.show()
    seats = (Seat("You"),) + tuple(Seat(f"C{k}", "ai", "easy") for k in range(players - 1))
    window.controller.computer_pause = 60.0
    window.new_game(GameSetup(name, seats, 0))
    scene, view = window.scene, window.table.view
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=at(view, rack_point(scene, 0)))  # the hint line too
    assert hint(scene).text

    assert min(text_pixels(window)) >= 9


def test_in_a_small_window_the_log_gives_way_and_comes_back_when_there_is_room(window, qtbot):
    window.resize(1366, 768)
    window.show()
    window.new_game(GameSetup("standard", (Seat("You"), Seat("C", "ai", "easy")), 0))
    assert window.log.dock.isVisible()

    window.resize(800, 600)
    qtbot.waitUntil(lambda: not window.log.dock.isVisible() and window.table.view.width() == 800)
    assert min(text_pixels(window)) >= 8.5  # 5.8 beside the log

    window.resize(1366, 768)
    qtbot.waitUntil(window.log.dock.isVisible)


def test_a_log_the_player_hid_stays_hidden_when_there_is_room(window, qtbot):
    window.resize(1366, 768)
    window.show()
    window.new_game(GameSetup("standard", (Seat("You"), Seat("C", "ai", "easy")), 0))
    window.show_log_action.trigger()
    assert not window.log.dock.isVisible()

    window.resize(800, 600)
    window.resize(1366, 768)
    qtbot.wait(50)
    assert not window.log.dock.isVisible()


# ------------------------------------------------------------ 17: who starts never moves the panels

def panel_of(window, name: str) -> PanelItem:
    return next(p for p in window.scene.items() if isinstance(p, PanelItem) and p.seats[0][1] == name)


def test_who_starts_changes_the_turn_order_not_where_the_seats_are(window, qtbot, tmp_path):
    window.resize(1366, 768)
    window.show()
    seats = (Seat("You"), Seat("Computer", "ai", "easy"))
    window.new_game(GameSetup("standard", seats, starter=0))
    places = {name: panel_of(window, name).pos() for name in ("You", "Computer")}

    window.controller.computer_pause = 60.0  # the computer to move stays to move
    window.new_game(GameSetup("standard", seats, starter=1))
    assert window.controller.seats[0].name == "Computer"
    assert {name: panel_of(window, name).pos() for name in places} == places

    path = tmp_path / "g.ingenious"
    assert window.documents.save_to(path)
    window.new_game(GameSetup("standard", seats, starter=0))
    assert window.documents.open_file(path)
    assert {name: panel_of(window, name).pos() for name in places} == places


# ------------------------------------------------------------ 20: the swap question waits for the move

def test_the_swap_question_waits_until_the_placement_has_landed(window, qtbot):
    offer = game_at_a_swap_offer()
    turn_starts = max(k for k, event in enumerate(offer.log) if not isinstance(event, Place)) + 1
    game = Game.from_events(offer.variant, offer.log[:turn_starts], offer.seed)
    placement = offer.results[-1].placement
    seat = game.to_move
    seats = [Seat("Ada"), Seat("Bot", "ai", "easy")] if seat == 0 else [Seat("Bot", "ai", "easy"), Seat("Ada")]
    window.settings.animation_speed = 1.0
    window.apply_preferences()
    window.show()
    window.start_game(game, seats)

    window.scene.placementRequested.emit(placement)

    assert window.controller.game.can_swap()
    assert window.findChild(QMessageBox) is None  # the tile settles, its lines flash, the pegs slide
    qtbot.waitUntil(lambda: window.findChild(QMessageBox) is not None, timeout=5000)


# ------------------------------------------------------------ 23: three players sit balanced

def test_three_players_sit_left_right_and_below_the_board():
    columns = [column for column, _row, _count in panel_places(3)]
    assert sorted(columns) == [0, 1, 2]


@pytest.mark.parametrize("view_size", [QSizeF(1200, 680), QSizeF(700, 680)])
def test_the_three_panels_are_balanced_around_the_board(qtbot, table, view_size):
    scene, view = table
    view.resize(view_size.toSize())
    start(scene, dealt_game("standard", 3), [Seat("A"), Seat("B"), Seat("C")])
    board = scene._table.board_centre
    centres = [p.mapToScene(p.boundingRect().center()) for p in scene.items() if isinstance(p, PanelItem)]
    left = [c for c in centres if c.x() < board.x() - 100]
    right = [c for c in centres if c.x() > board.x() + 100]
    below = [c for c in centres if abs(c.x() - board.x()) <= 100 and c.y() > board.y()]
    assert (len(left), len(right), len(below)) == (1, 1, 1)
    assert abs((board.x() - left[0].x()) - (right[0].x() - board.x())) < 2
