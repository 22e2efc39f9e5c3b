"""The name on a player's plate and the note beside it (who plays the seat, "to move") never overlap."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from ingenious_desktop.ui.table.plates import PanelItem

LONG_NAME = "Maximiliane Wilhelmina von Hohenzollern-Sigmaringen"
LONG_NOTE = "ordenador · intermedio · Kestrel el bloqueador"


def painted(name: str, detail: str, to_move: bool) -> QImage:
    """The top of a plate with one seat named ``name``, played by ``detail`` (the note beside the name)."""
    panel = PanelItem(0, [(0, name, detail)], 6, 18, upright=False)
    if to_move:
        panel.set_active(0, detail)
    image = QImage(int(panel.width), int(panel.header + panel.PAD), QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    panel.paint(painter, None)
    painter.end()
    return image


def columns_between(shown: QImage, without: QImage) -> set[int]:
    """The pixel columns where ``shown`` differs from ``without``."""
    return {x for x in range(shown.width()) for y in range(shown.height()) if shown.pixel(x, y) != without.pixel(x, y)}


@pytest.mark.parametrize("to_move", [False, True])
@pytest.mark.parametrize("name, note", [(LONG_NAME, "computer · hard"), (LONG_NAME, LONG_NOTE), ("Ada", LONG_NOTE)])
def test_a_long_name_is_elided_before_the_note_beside_it(qapp, name, note, to_move):
    both, note_alone = painted(name, note, to_move), painted("", note, to_move)
    name_ink = columns_between(both, note_alone)
    note_ink = columns_between(note_alone, painted("", "", to_move))
    assert name_ink and note_ink
    assert max(name_ink) < min(note_ink)
