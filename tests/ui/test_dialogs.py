"""The rules and the game-over ranking as a player reads them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QTextDocument
from PySide6.QtWidgets import QTextBrowser

from ingenious_desktop.engine import COLOURS
from ingenious_desktop.ui.kit.palette import CHIP_COLOURS, DARK_TEXT
from ingenious_desktop.ui.dialogs.rules import RulesDialog

from test_game_log import contrast


def test_the_rules_show_each_colours_symbol_and_the_keys(qtbot):
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    document = dialog.findChild(QTextBrowser).document()

    for colour in range(len(COLOURS)):
        picture = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"symbol:{colour}"))
        assert picture is not None and not picture.isNull()
        assert f"symbol:{colour}" in document.toHtml()
    text = document.toPlainText()
    assert "1 to 6 picks a tile up" in text and "Enter places it" in text


@pytest.mark.parametrize("colour", range(6))
def test_every_score_chip_at_the_end_is_readable(colour):
    letters = QColor("#1d1d1d") if colour in DARK_TEXT else QColor("#ffffff")
    assert contrast(QColor(CHIP_COLOURS[colour]), letters) >= 4.5
