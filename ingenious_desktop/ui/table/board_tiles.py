"""The tiles lying on the board, and which moment of the game they show.

Its one job: keep one :class:`~.items.BoardTileItem` per placement, in the order placed,
with the gold ring around the last one; match them to another position of the same game (the
replay viewer going back or jumping: only the tiles since are taken off or put down); fade the
tiles after a moment of the game (the log's ghost); and pick out the placement a log line
points at.  It draws what the engine's results say and never walks a line itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QGraphicsScene

from ingenious_desktop.engine import Placement, PlacementResult, tile_colours

from .hexlayout import HexLayout
from .items import BoardTileItem
from .marks import LastPlacementItem
from .pointing import GHOST_OPACITY, PointedPlacementItem


class BoardTiles:
    """The tile items of one table layout; they live in ``scene`` and are laid out by ``layout``."""

    def __init__(self, scene: QGraphicsScene, layout: HexLayout):
        self._scene, self._layout = scene, layout
        self.items: list[BoardTileItem] = []  # in the order placed
        self._last = LastPlacementItem(layout)
        self.pointed = PointedPlacementItem(layout)
        scene.addItem(self._last)
        scene.addItem(self.pointed)

    def put_down(self, placement: Placement) -> BoardTileItem:
        """A tile item for ``placement``, now the last placement."""
        item = BoardTileItem(placement.cells, tile_colours(placement.tile), self._layout)
        self._scene.addItem(item)
        self.items.append(item)
        self._last.mark(placement.cells)
        return item

    def match(self, results: Sequence[PlacementResult]) -> None:
        """Show the placements of ``results``: the tiles after the last one both share go, the rest come."""
        kept = next((index for index, (item, result) in enumerate(zip(self.items, results))
                     if item.cells != result.placement.cells), min(len(self.items), len(results)))
        for item in self.items[kept:]:
            self._scene.removeItem(item)
        del self.items[kept:]
        for result in results[kept:]:
            self.put_down(result.placement)
        self._last.mark(results[-1].placement.cells if results else None)

    def show_moment(self, placements: int | None) -> None:
        """Show the board after its first ``placements`` as a ghost over it (later tiles faint); None: as it is."""
        for index, item in enumerate(self.items):
            item.setOpacity(GHOST_OPACITY if placements is not None and index >= placements else 1.0)

    def point_at(self, result: PlacementResult | None) -> None:
        """Pick out ``result``'s cells and the lines it scored (the log line under the pointer); None: nothing."""
        self.pointed.point_at(result)
