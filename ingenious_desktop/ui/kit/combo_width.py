"""A drop-down list wide enough for its widest item in the language now chosen."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox


def fit_to_items(combo: QComboBox) -> None:
    """Make ``combo`` at least as wide as its widest item plus the arrow, with a character's room between
    them (Qt's own size leaves a long item touching the arrow, and a wider font clips it)."""
    metrics = combo.fontMetrics()
    widest = max((metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())), default=0)
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    text = QSize(widest + 2 * metrics.averageCharWidth(), metrics.height())
    combo.setMinimumWidth(combo.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option, text, combo).width())
