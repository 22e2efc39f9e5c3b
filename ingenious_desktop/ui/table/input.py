"""What the mouse, the wheel and the keys do on the game table.

Its one job: turn the scene's input events into calls on the tile in hand (:class:`~.hand.Hand`):
a click on a rack tile picks it up, on a hint takes that hint's tile, on the board puts the tile
down; a rack tile dragged onto the board and let go is put down there; the right button, the
wheel and the keys turn and move it.  It also raises the rack tile under the pointer and keeps
where the pointer is, for the scene to draw the tile in hand under it.  It paints nothing.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QGraphicsScene

from .hand import Hand
from .hint_items import HintItem
from .items import RackTileItem

#: How far (scene units) the rack tile under the pointer is raised.
RACK_LIFT = 4.0


class TableInput(QObject):
    """Takes every mouse, wheel and key event of the table ``scene`` (an event filter on it) for its ``hand``;
    ``hand_changed`` is called whenever the tile in hand may look different."""

    def __init__(self, scene: QGraphicsScene, hand: Hand, hand_changed: Callable[[], None]):
        super().__init__(scene)
        self._scene, self._hand = scene, hand
        self._hand_changed = hand_changed
        self.pointer: QPointF | None = None  # in scene coordinates, once the pointer has moved over the table
        self._pressed_on_rack = False  # the left button went down on a rack tile: a release on the board drops it
        self._lifted: RackTileItem | None = None
        self._handlers = {QEvent.Type.GraphicsSceneMousePress: self.press,
                          QEvent.Type.GraphicsSceneMouseDoubleClick: self.double_click,
                          QEvent.Type.GraphicsSceneMouseMove: self.move,
                          QEvent.Type.GraphicsSceneMouseRelease: self.release,
                          QEvent.Type.GraphicsSceneWheel: self.wheel,
                          QEvent.Type.KeyPress: self.key}
        scene.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Handle the input events here, in place of the scene (which would hand them to its items)."""
        # getattr: while Python tears this object down with its scene, Qt may still hand it an event
        handle = getattr(self, "_handlers", {}).get(event.type())
        if handle is None:
            return False
        handle(event)
        return True

    def press(self, event) -> None:
        event.accept()
        self._scene.animate.finish_all()
        if event.button() == Qt.RightButton:
            self._hand.turn(-1)
        elif event.button() == Qt.LeftButton:
            rack_tile = self._rack_tile_at(event.scenePos())
            self._pressed_on_rack = rack_tile is not None
            hint = self._hint_at(event.scenePos())
            if rack_tile is not None:
                self._hand.take(rack_tile.index)
            elif hint is not None:
                self._scene.take_hint(hint.placement)  # draws the hand
                return
            else:
                self._hand.click_board(self._scene.layout.cell_at(event.scenePos()))
        self._hand_changed()

    def double_click(self, event) -> None:
        rack_tile = self._rack_tile_at(event.scenePos())
        pick = self._hand.pick
        if rack_tile is not None and pick is not None and rack_tile.index == pick.index:
            event.accept()  # the second click of a double click keeps the tile in hand
            return
        self.press(event)

    def move(self, event) -> None:
        event.accept()
        self.pointer = event.scenePos()
        self._hand.point_at(self._scene.layout.cell_at(self.pointer))
        self.lift(self._rack_tile_at(self.pointer))
        self._hand_changed()

    def release(self, event) -> None:
        """A tile dragged from the rack and let go over the board is put down there, if that is legal."""
        event.accept()
        dragged = (event.scenePos() - event.buttonDownScenePos(Qt.LeftButton)).manhattanLength()
        if (event.button() == Qt.LeftButton and self._pressed_on_rack
                and dragged * self._view_scale() >= QApplication.startDragDistance()):
            self._hand.click_board(self._scene.layout.cell_at(event.scenePos()))
            self._hand_changed()
        self._pressed_on_rack = False

    def wheel(self, event) -> None:
        event.accept()
        self._hand.wheel(event.delta())
        self._hand_changed()

    def key(self, event) -> None:
        if self.press_key(QKeySequence(event.key()).toString(), bool(event.modifiers() & Qt.ShiftModifier)):
            event.accept()
        else:
            event.ignore()

    def press_key(self, key: str, shift: bool = False) -> bool:
        """A key for the tile in hand, named as :meth:`.hand.Hand.press` names it; False if it means nothing now."""
        self._scene.animate.finish_all()
        if not self._hand.press(key, shift):
            return False
        self._hand_changed()
        return True

    def lift(self, item: RackTileItem | None) -> None:
        """Raise the rack tile under the pointer, so it is plain which tile a click would pick up."""
        if item is self._lifted:
            return
        if self._lifted is not None:
            self._lifted.moveBy(0, RACK_LIFT)
        if item is not None:
            item.moveBy(0, -RACK_LIFT)
        self._lifted = item

    def forget_lifted(self, items) -> None:
        """The rack tiles ``items`` are taken off the table: none of them is raised any more."""
        if self._lifted in items:
            self._lifted = None

    def _rack_tile_at(self, point: QPointF) -> RackTileItem | None:
        for item in self._scene.items(point):
            if isinstance(item, RackTileItem) and item.seat == self._hand.seat:
                return item
        return None

    def _hint_at(self, point: QPointF) -> HintItem | None:
        return next((item for item in self._scene.items(point) if isinstance(item, HintItem)), None)

    def _view_scale(self) -> float:
        """Screen pixels per scene unit in the view showing the table."""
        views = self._scene.views()
        return views[0].transform().m11() if views else 1.0
