"""The status line's tool tips (the network indicator's advice, say) are dark text on the pale tip, as the
menus' are: a tip takes the style sheet of its widget, whose ink is pale on the dark status line."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QToolTip


def luminance(colour: QColor) -> float:
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast(one: QColor, other: QColor) -> float:
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.qt_log_ignore("does not support raise")  # the offscreen platform, as a tip shows
def test_the_network_indicators_tool_tip_is_readable(window, qtbot):
    window.show()
    indicator = window.network.indicator
    indicator.setText("No answer from the server for 1:52: connecting again…")
    indicator.show()
    QToolTip.showText(indicator.mapToGlobal(indicator.rect().center()), "The host may have closed the game.",
                      indicator)
    tips = [widget for widget in QApplication.topLevelWidgets() if widget.objectName() == "qtooltip_label"]
    assert tips
    palette = tips[0].palette()
    assert contrast(palette.color(tips[0].foregroundRole()), palette.color(tips[0].backgroundRole())) >= 4.5
    QToolTip.hideText()
