"""A passing message too long for the status line is elided, its whole text the line's tool tip: a server's
reason or a player's name in it shows as the letters it is, never as HTML (Qt renders a tip that looks like it)."""

from __future__ import annotations

from PySide6.QtGui import QTextDocument, Qt

from ingenious_desktop.ui.kit.status_message import show_fitted

REASON = "The server refused: <h1>Eve</h1> <a href='https://example.org'>click</a> " + "and more " * 40


def as_a_tip_shows(tip: str) -> str:
    """What a tool tip's label shows of ``tip`` (it takes anything that might be rich text as HTML)."""
    document = QTextDocument()
    if Qt.mightBeRichText(tip):
        document.setHtml(tip)
    else:
        document.setPlainText(tip)
    return document.toPlainText()


def test_an_elided_messages_tip_shows_the_text_as_it_is(window):
    window.resize(800, 600)
    window.show()
    bar = window.statusBar()

    show_fitted(bar, REASON, 8000)

    assert bar.currentMessage() != REASON  # elided: the tip holds the whole
    assert as_a_tip_shows(bar.toolTip()).split() == REASON.split()
