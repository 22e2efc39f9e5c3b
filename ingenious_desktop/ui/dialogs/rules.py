"""How to play, in a window of its own."""

from __future__ import annotations

from html import escape
from itertools import groupby

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, Qt, QUrl
from PySide6.QtGui import QPainter, QPixmap, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from ingenious_desktop.app.describe import colour_name
from ingenious_desktop.engine import Colour

from ..kit.retranslating import Retranslating
from ..table.symbols import paint_half

translate = QCoreApplication.translate


#: The rules, a paragraph at a time in the order shown, as (how it is shown, its English text); each
#: text is translated whole when shown. "lead" is a bold paragraph, "ol" and "ul" the items of a
#: numbered or a bulleted list, "legend" the row of tile halves.
RULES = (
    ("h2", QT_TRANSLATE_NOOP("RulesDialog", "How to play Ingenious")),
    ("p", QT_TRANSLATE_NOOP("RulesDialog",
        "<b>The aim.</b> Score in all six colours — red, orange, yellow, green, blue and purple. At the end only "
        "your <i>weakest</i> colour counts first: the player whose lowest colour is highest wins. If that is a "
        "draw, compare the next lowest colour, and so on.")),
    ("p", QT_TRANSLATE_NOOP("RulesDialog",
        "<b>Tiles and symbols.</b> Each tile is two joined hexagons, each showing one colour. Every colour has "
        "its own symbol, so the game can be played without telling colours apart: red is a 12-pointed star, "
        "orange a hexagon, yellow a sun with eight rays, green a small filled circle, blue a 6-pointed star and "
        "purple a ring. Six symbols are printed on the board; they are never covered and count like tile halves.")),
    ("legend", None),
    ("lead", QT_TRANSLATE_NOOP("RulesDialog", "Your turn.")),
    ("ol", QT_TRANSLATE_NOOP("RulesDialog",
        "<b>Place</b> one tile from your rack on two neighbouring empty cells, either way round. In your very "
        "first turn the tile must touch a printed symbol that no tile touches yet.")),
    ("ol", QT_TRANSLATE_NOOP("RulesDialog",
        "<b>Score</b> each half of the tile. From that half, look in the five directions that do not point at the"
        " other half. In each direction count the cells of the same colour in an unbroken line, starting next to "
        "the half; an empty cell, another colour or the edge of the board ends the line. Add the count to that "
        "colour on your score board. A colour cannot go above 18; points beyond that are lost.")),
    ("ol", QT_TRANSLATE_NOOP("RulesDialog",
        "<b>Ingenious!</b> Each colour that reaches 18 gives you one extra placement straight away. An extra "
        "placement can earn another one.")),
    ("ol", QT_TRANSLATE_NOOP("RulesDialog",
        "<b>Refill</b> your rack to six tiles from the bag. If your rack has no tile showing your lowest colour "
        "(or any of them, if several are equally low), you may first swap: put your whole rack aside, draw six "
        "new tiles, and the old ones go back into the bag.")),
    ("p", QT_TRANSLATE_NOOP("RulesDialog",
        "<b>The end.</b> The game ends as soon as no tile fits on the board anywhere. A player who brings all six"
        " colours to 18 wins at once.")),
    ("h3", QT_TRANSLATE_NOOP("RulesDialog", "The board")),
    ("p", QT_TRANSLATE_NOOP("RulesDialog",
        "The board grows with the number of players: two players use the inner area, three and four players use "
        "one or two more rings. Cells outside the area in play are dimmed.")),
    ("h3", QT_TRANSLATE_NOOP("RulesDialog", "Other ways to play")),
    ("ul", QT_TRANSLATE_NOOP("RulesDialog",
        "<b>Travel edition</b> (two players): a smaller bag of 57 tiles. No tile may be placed so that it leaves "
        "an empty cell with no empty neighbour.")),
    ("ul", QT_TRANSLATE_NOOP("RulesDialog",
        "<b>Team play</b> (four players): players 1 and 3 play against 2 and 4, each team on one score board that"
        " goes up to 36. Reaching 18 and reaching 36 in a colour each give an extra placement; a colour that "
        "reaches 18 stops there for the rest of that placement.")),
    ("ul", QT_TRANSLATE_NOOP("RulesDialog",
        "<b>Solo</b>: one tile in the rack at a time, no swapping and no extra placements, colours up to 36 "
        "(stopping at 18 for the rest of a placement). Your result is your three lowest colours as two digits "
        "each, lowest first: 12, 14 and 18 make 121418. The best possible is 363636.")),
    ("h3", QT_TRANSLATE_NOOP("RulesDialog", "In this program")),
    ("p", QT_TRANSLATE_NOOP("RulesDialog",
        "Click a tile in your rack to pick it up, then move over the board: the tile shows where it would go and "
        "what it would score. Turn it with the right mouse button, the wheel or R, place it with a click, and put"
        " it back with Esc. The keyboard alone works too: 1 to 6 picks a tile up, the arrows move it, R turns it "
        "and Enter places it. With several people at one screen, the table is covered between turns so nobody "
        "sees another player's tiles. Against the computer you can take back your last turn with Ctrl+Z. The game"
        " log beside the table lists every turn; View ▸ Game log (Ctrl+L) hides it or brings it back.")),
)
#: How each kind of paragraph is written in HTML.
BLOCKS = {"h2": "<h2>{}</h2>", "h3": "<h3>{}</h3>", "p": "<p>{}</p>", "lead": "<p><b>{}</b></p>", "li": "<li>{}</li>"}


def rules_html(legend: str) -> str:
    """The rules in the language now chosen, with ``legend`` (HTML) where the row of tile halves goes."""
    parts = []
    for kind, blocks in groupby(RULES, key=lambda block: block[0]):
        texts = [translate("RulesDialog", text) for _kind, text in blocks if text is not None]
        if kind == "legend":
            parts.append(legend)
        elif kind in ("ol", "ul"):
            parts.append(f"<{kind}>" + "".join(BLOCKS["li"].format(text) for text in texts) + f"</{kind}>")
        else:
            parts.extend(BLOCKS[kind].format(text) for text in texts)
    return "\n".join(parts)


#: Pixels of one tile half in the symbol legend.
LEGEND_HALF = 30


class RulesDialog(Retranslating, QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.text = QTextBrowser()
        for colour in Colour:
            self.text.document().addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"symbol:{colour}"),
                                             tile_half_picture(colour, self.devicePixelRatioF()))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.retranslate()
        available = self.screen().availableGeometry()  # a small screen keeps the Close button in sight
        self.resize(min(640, available.width()), min(720, available.height() * 9 // 10))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of Ingenious"))
        self.text.setHtml(rules_html(symbol_legend_html()))


def symbol_legend_html() -> str:
    """A row of the six tile halves, each over its colour's name."""
    cells = "".join(f"<td align='center'><img src='symbol:{colour}' width='{LEGEND_HALF}' height='{LEGEND_HALF}'>"
                    f"<br>{escape(colour_name(colour))}</td>" for colour in Colour)
    return f"<table cellspacing='8'><tr>{cells}</tr></table>"


def tile_half_picture(colour: int, pixel_ratio: float) -> QPixmap:
    picture = QPixmap(round(LEGEND_HALF * pixel_ratio), round(LEGEND_HALF * pixel_ratio))
    picture.setDevicePixelRatio(pixel_ratio)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_half(painter, QPointF(LEGEND_HALF / 2, LEGEND_HALF / 2), LEGEND_HALF / 2 / 0.86, colour)
    painter.end()
    return picture
