"""The game table as a player uses it: real mouse and key events on a TableView, offscreen."""

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from ingenious_desktop.app.change import Mark, apply_events
from ingenious_desktop.engine import DIRECTIONS, Game, Hex, Place, Placement, Seat, load_record, tile_colours
from ingenious_desktop.ui.table.plates import PanelItem
from ingenious_desktop.ui.table.scene import TableScene
from ingenious_desktop.ui.table.view import TableView
from ingenious_desktop.ui.table.items import BoardTileItem, PegItem, RackTileItem, TileBackItem, TileItem
from ingenious_desktop.ui.table.marks import BannerItem, PreviewItem, ScoringFlashItem

EXAMPLES = Path(__file__).parents[1] / "engine" / "examples"
SEATS = [Seat("Ada"), Seat("Bea")]


def new_game(seed: int = 7) -> Game:
    game = Game.new("standard", players=2, seed=seed)
    game.deal()
    return game


@pytest.fixture
def table(qtbot):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1200, 680)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def start(scene: TableScene, game: Game, seat: int = 0, speed: float = 0.0) -> None:
    scene.set_preferences(points_preview=True, animation_speed=speed)
    scene.show_game(game, SEATS)
    scene.set_face_up_racks({seat})
    scene.set_human_turn(seat)


def items_of(scene, kind) -> list:
    return [item for item in scene.items() if isinstance(item, kind)]


def rack_tile(scene, seat: int, index: int) -> RackTileItem:
    return next(i for i in items_of(scene, RackTileItem) if (i.seat, i.index) == (seat, index))


def click(qtbot, view, point: QPointF, button=Qt.LeftButton) -> None:
    qtbot.mouseClick(view.viewport(), button, pos=view.mapFromScene(point))


def click_rack_tile(qtbot, view, scene, seat: int, index: int) -> None:
    item = rack_tile(scene, seat, index)
    click(qtbot, view, item.mapToScene(item.offset / 2))


def move_to(qtbot, view, point: QPointF) -> None:
    target = view.mapFromScene(point)
    qtbot.mouseMove(view.viewport(), target + QPoint(2, 1))  # Qt drops a move to where the pointer already is
    qtbot.mouseMove(view.viewport(), target)


def hover_cell(qtbot, view, scene, cell: Hex) -> None:
    move_to(qtbot, view, scene.layout.centre(cell))


def click_cell(qtbot, view, scene, cell: Hex) -> None:
    hover_cell(qtbot, view, scene, cell)
    click(qtbot, view, scene.layout.centre(cell))


def preview(scene) -> PreviewItem:
    return items_of(scene, PreviewItem)[0]


def rightward_placement(game: Game, tile: str) -> Placement:
    """A legal placement of ``tile`` with its second half right of the first (the picked-up orientation)."""
    return next(p for p in game.legal_placements()
                if p.tile == tile and p.cells[1] == p.cells[0] + DIRECTIONS[0])


def record_emissions(scene) -> list:
    emitted = []
    scene.placementRequested.connect(emitted.append)
    return emitted


def test_clicking_a_rack_tile_then_a_legal_spot_asks_for_that_placement(qtbot, table):
    scene, view = table
    game = new_game()
    start(scene, game)
    tile = game.racks[0][2]
    expected = rightward_placement(game, tile)
    click_rack_tile(qtbot, view, scene, 0, 2)
    with qtbot.waitSignal(scene.placementRequested, timeout=1000) as blocker:
        click_cell(qtbot, view, scene, expected.cells[0])
    assert blocker.args == [expected]


def test_an_illegal_spot_asks_for_nothing(qtbot, table):
    scene, view = table
    game = new_game()
    start(scene, game)
    emitted = record_emissions(scene)
    click_rack_tile(qtbot, view, scene, 0, 0)
    printed_symbol = Hex(0, -5)
    outside_the_two_player_board = Hex(6, 0)
    for cell in (printed_symbol, outside_the_two_player_board, Hex(0, 0)):  # (0, 0): first round, no symbol near
        click_cell(qtbot, view, scene, cell)
        assert preview(scene).isVisible() and not preview(scene).legal
    assert emitted == []


def test_the_preview_shows_each_halfs_points_from_the_engine(qtbot, table):
    scene, view = table
    game = new_game()
    start(scene, game)
    tile = game.racks[0][0]
    placement = rightward_placement(game, tile)
    points = dict(game.scored_placements())[placement]
    click_rack_tile(qtbot, view, scene, 0, 0)
    hover_cell(qtbot, view, scene, placement.cells[0])
    shown = preview(scene)
    assert shown.cells == placement.cells and shown.legal and shown.points == points


def test_face_down_racks_have_no_item_that_shows_a_tiles_colours(qtbot, table):
    scene, _view = table
    game = new_game()
    start(scene, game, seat=0)
    assert {item.seat for item in items_of(scene, RackTileItem)} == {0}
    backs = items_of(scene, TileBackItem)
    assert len(backs) == len(game.racks[1]) and {b.seat for b in backs} == {1}
    assert not any(hasattr(b, "colours") or hasattr(b, "tile") for b in backs)
    scene.set_face_up_racks(set())
    assert items_of(scene, RackTileItem) == []
    assert len(items_of(scene, TileBackItem)) == len(game.racks[0]) + len(game.racks[1])


def test_a_tile_of_a_rack_that_is_not_the_humans_cannot_be_picked(qtbot, table):
    scene, view = table
    game = new_game()
    start(scene, game, seat=0)
    scene.set_face_up_racks({0, 1})
    emitted = record_emissions(scene)
    click_rack_tile(qtbot, view, scene, 1, 0)
    placement = rightward_placement(game, game.racks[0][0])
    click_cell(qtbot, view, scene, placement.cells[0])
    assert emitted == [] and not preview(scene).isVisible()


def test_after_a_placement_one_tile_item_is_added_and_the_pegs_match_the_scores(qtbot, table):
    scene, _view = table
    game = new_game()
    start(scene, game)
    before = set(items_of(scene, BoardTileItem))
    mark = Mark.of(game)
    game.place(rightward_placement(game, game.racks[0][0]))
    game.end_turn()
    scene.apply_change(mark.change(game))
    after = set(items_of(scene, BoardTileItem))
    assert before < after and len(after) == len(before) + 1
    assert_pegs_match(scene, game)


def test_the_draw_that_ends_the_turn_does_not_cut_the_scored_lines_short(qtbot, table):
    scene, _view = table
    game = new_game()
    start(scene, game, speed=1.0)
    placement = max(game.scored_placements(), key=lambda scored: sum(scored[1]))[0]
    mark = Mark.of(game)
    game.place(placement)
    scene.apply_change(mark.change(game))
    mark = Mark.of(game)
    game.end_turn()
    scene.apply_change(mark.change(game))
    assert items_of(scene, ScoringFlashItem)
    qtbot.keyClick(_view, Qt.Key_Escape)  # any key skips the effects
    assert not items_of(scene, ScoringFlashItem)
    assert_pegs_match(scene, game)


@pytest.mark.parametrize("speed", [0.0, 4.0])
def test_pegs_follow_a_whole_game_and_tiles_are_never_rebuilt(qtbot, table, speed):
    scene, _view = table
    record = load_record(EXAMPLES / "standard-2p-complete.ingenious")
    game = Game(record.variant)
    scene.set_preferences(True, speed)
    scene.show_game(game, record.seats)
    scene.set_face_up_racks({0, 1})
    seen = set()
    for event in record.events:
        scene.apply_change(apply_events(game, event))
        tiles = set(items_of(scene, BoardTileItem))
        assert seen <= tiles
        seen = tiles
    assert len(seen) == sum(isinstance(event, Place) for event in record.events)
    qtbot.waitUntil(lambda: pegs_match(scene, game), timeout=5000)


def pegs_match(scene, game) -> bool:
    return all(peg.pos() == peg.parentItem().hole_centre(peg.colour, game.scores[peg.holder][peg.colour])
               for peg in items_of(scene, PegItem))


def assert_pegs_match(scene, game) -> None:
    pegs = items_of(scene, PegItem)
    assert len(pegs) == 6 * game.variant.holders
    assert pegs_match(scene, game)


@pytest.mark.parametrize("name, earns_a_bonus", [("standard-4p-complete", True), ("solo-1p-complete", False)])
def test_reaching_18_shows_the_ingenious_banner_where_it_earns_a_bonus_placement(qtbot, table, name, earns_a_bonus):
    scene, _view = table
    record = load_record(EXAMPLES / f"{name}.ingenious")
    game = Game(record.variant)
    scene.set_preferences(True, 0.0)
    scene.show_game(game, record.seats)
    banner = items_of(scene, BannerItem)[0]
    shown = 0
    for event in record.events:
        before = [scores[:] for scores in game.scores]
        scene.apply_change(apply_events(game, event))
        reached = any(b < 18 <= a for old, new in zip(before, game.scores) for b, a in zip(old, new))
        if reached and earns_a_bonus:
            assert banner.isVisible() and "reached 18" in banner.subtitle
        elif not shown or not earns_a_bonus:
            assert not banner.isVisible()  # solo play has no bonus placements, so no "Ingenious!"
        shown += reached
    assert shown > 0


def test_r_turns_the_tile_so_its_second_half_moves(qtbot, table):
    scene, view = table
    game = new_game()
    start(scene, game)
    click_rack_tile(qtbot, view, scene, 0, 0)
    cell = Hex(1, -3)
    hover_cell(qtbot, view, scene, cell)
    assert preview(scene).cells == (cell, cell + DIRECTIONS[0])
    qtbot.keyClick(view, Qt.Key_R)
    second = preview(scene).cells[1]
    assert second != cell + DIRECTIONS[0] and second.distance(cell) == 1
    qtbot.mouseClick(view.viewport(), Qt.RightButton, pos=view.mapFromScene(scene.layout.centre(cell)))
    assert preview(scene).cells[1] not in (second, cell + DIRECTIONS[0])


def test_the_wheel_turns_the_tile_one_step_per_notch(qtbot, table):
    scene, view = table
    game = new_game()
    start(scene, game)
    click_rack_tile(qtbot, view, scene, 0, 0)
    cell = Hex(1, -3)
    hover_cell(qtbot, view, scene, cell)
    position = QPointF(view.mapFromScene(scene.layout.centre(cell)))

    def roll(delta: int) -> None:
        QApplication.sendEvent(view.viewport(), QWheelEvent(
            position, QPointF(view.viewport().mapToGlobal(position.toPoint())), QPoint(), QPoint(0, delta),
            Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False))

    roll(120)
    assert preview(scene).cells[1] == cell + DIRECTIONS[1]
    roll(60)
    assert preview(scene).cells[1] == cell + DIRECTIONS[1]
    roll(60)
    assert preview(scene).cells[1] == cell + DIRECTIONS[2]
    roll(-240)
    assert preview(scene).cells[1] == cell + DIRECTIONS[0]


def test_escape_puts_the_tile_back(qtbot, table):
    scene, view = table
    game = new_game()
    start(scene, game)
    emitted = record_emissions(scene)
    placement = rightward_placement(game, game.racks[0][0])
    click_rack_tile(qtbot, view, scene, 0, 0)
    hover_cell(qtbot, view, scene, placement.cells[0])
    assert preview(scene).isVisible() and rack_tile(scene, 0, 0).opacity() < 1
    qtbot.keyClick(view, Qt.Key_Escape)
    assert not preview(scene).isVisible() and rack_tile(scene, 0, 0).opacity() == 1
    click_cell(qtbot, view, scene, placement.cells[0])
    assert emitted == []


def test_the_keyboard_alone_picks_moves_turns_and_places(qtbot, table):
    scene, view = table
    game = new_game()
    start(scene, game)
    emitted = record_emissions(scene)
    qtbot.keyClick(view, Qt.Key_2)
    qtbot.keyClick(view, Qt.Key_Right)
    for _turn in range(6):
        if preview(scene).legal:
            break
        qtbot.keyClick(view, Qt.Key_R)
    assert preview(scene).legal
    expected = Placement(game.racks[0][1], preview(scene).cells)
    qtbot.keyClick(view, Qt.Key_Return)
    assert emitted == [expected]
    game.place(expected)  # the engine takes it


def test_no_input_when_it_is_not_the_humans_turn(qtbot, table):
    scene, view = table
    game = new_game()
    start(scene, game)
    scene.set_human_turn(None)
    emitted = record_emissions(scene)
    click_rack_tile(qtbot, view, scene, 0, 0)
    click_cell(qtbot, view, scene, rightward_placement(game, game.racks[0][0]).cells[0])
    assert emitted == [] and not preview(scene).isVisible()


@pytest.mark.parametrize("view_size", [(1500, 700), (900, 740)])
@pytest.mark.parametrize("name", ["standard-3p-midgame", "standard-4p-midgame", "team-4p-midgame",
                                  "solo-1p-midgame", "travel-2p-midgame"])
def test_every_variant_is_laid_out_with_a_peg_board_per_holder(qtbot, table, name, view_size):
    scene, view = table
    view.resize(*view_size)
    record = load_record(EXAMPLES / f"{name}.ingenious")
    game = record.replay()
    scene.show_game(game, record.seats)
    scene.set_face_up_racks({game.to_move})
    assert_pegs_match(scene, game)
    tiles = len(items_of(scene, RackTileItem)) + len(items_of(scene, TileBackItem))
    assert tiles == sum(len(rack) for rack in game.racks)
    assert all(scene.sceneRect().contains(item.sceneBoundingRect()) for item in scene.items()
               if item.parentItem() is None and item.isVisible())


def test_a_narrow_window_gets_upright_panels_and_a_larger_board(qtbot, table):
    scene, view = table
    record = load_record(EXAMPLES / "standard-4p-midgame.ingenious")
    game = record.replay()
    scene.show_game(game, record.seats)
    view.resize(1600, 700)
    assert not any(panel.upright for panel in items_of(scene, PanelItem))
    wide = scene.sceneRect()
    view.resize(900, 740)
    assert all(panel.upright for panel in items_of(scene, PanelItem))
    scale_if_wide = min(900 / wide.width(), 740 / wide.height())
    assert view.transform().m11() > 1.05 * scale_if_wide
    assert len(items_of(scene, BoardTileItem)) == sum(isinstance(e, Place) for e in game.log)
    assert_pegs_match(scene, game)


def test_the_tile_in_hand_follows_the_pointer_off_the_board(qtbot, table):
    scene, view = table
    game = new_game()
    start(scene, game)
    click_rack_tile(qtbot, view, scene, 0, 0)
    off_board = QPointF(scene.sceneRect().center().x(), scene.sceneRect().bottom() - 5)
    move_to(qtbot, view, off_board)
    hands = [item for item in items_of(scene, TileItem) if type(item) is TileItem and item.isVisible()]
    assert len(hands) == 1 and hands[0].sceneBoundingRect().contains(off_board)
    assert hands[0].colours == tile_colours(game.racks[0][0]) and not preview(scene).isVisible()
    hover_cell(qtbot, view, scene, Hex(0, 0))
    assert not hands[0].isVisible() and preview(scene).isVisible()


def test_a_double_click_picks_a_tile_up_and_a_second_click_puts_it_back(qtbot, table):
    scene, view = table
    game = new_game()
    start(scene, game)
    item = rack_tile(scene, 0, 3)
    point = view.mapFromScene(item.mapToScene(item.offset / 2))
    qtbot.mouseDClick(view.viewport(), Qt.LeftButton, pos=point)
    assert rack_tile(scene, 0, 3).opacity() < 1
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=point)
    assert rack_tile(scene, 0, 3).opacity() == 1


def test_the_rack_tile_under_the_pointer_is_raised_only_while_it_may_be_picked(qtbot, table):
    scene, view = table
    game = new_game()
    start(scene, game)
    item = rack_tile(scene, 0, 1)
    rest = item.pos()
    move_to(qtbot, view, item.mapToScene(item.offset / 2))
    assert item.pos().y() < rest.y()
    scene.set_human_turn(None)
    assert item.pos() == rest


def test_a_whole_game_with_the_player_fiddling_and_the_window_resized_keeps_the_table_true(qtbot, table):
    scene, view = table
    rng = random.Random(3)
    record = load_record(EXAMPLES / "team-4p-complete.ingenious")
    game = Game(record.variant)
    scene.set_preferences(True, 3.0)
    scene.show_game(game, record.seats)
    sizes = [(1500, 700), (900, 760)]
    for number, event in enumerate(record.events):
        scene.apply_change(apply_events(game, event))
        scene.set_face_up_racks({seat for seat in range(4) if rng.random() < 0.5})
        scene.set_human_turn(game.to_move if rng.random() < 0.7 else None)
        if number % 25 == 0:
            view.resize(*sizes[number // 25 % 2])
        for item in rng.sample(items_of(scene, RackTileItem), k=min(1, len(items_of(scene, RackTileItem)))):
            click(qtbot, view, item.mapToScene(item.offset / 2))
        move_to(qtbot, view, QPointF(rng.uniform(0, scene.width()), rng.uniform(0, scene.height())))
        click(qtbot, view, scene.layout.centre(Hex(rng.randint(-7, 7), rng.randint(-7, 7))))
        qtbot.keyClick(view, rng.choice([Qt.Key_R, Qt.Key_Escape, Qt.Key_Up, Qt.Key_Right, Qt.Key_3]))
    qtbot.keyClick(view, Qt.Key_Escape)  # skips what is still moving
    assert len(items_of(scene, BoardTileItem)) == sum(isinstance(event, Place) for event in record.events)
    assert_pegs_match(scene, game)
    racks = items_of(scene, RackTileItem) + items_of(scene, TileBackItem)
    assert len(racks) == sum(len(rack) for rack in game.racks)
