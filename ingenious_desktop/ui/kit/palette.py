"""Every colour the window paints with, by what it is for.

Its one job: one place to change the look.  Items choose how strongly to paint (the alpha of
a glow or a shadow, through :func:`tint`); the colours themselves are named here.  Text
colours are at least 4.5:1 in WCAG contrast against the backgrounds they are drawn on.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QRadialGradient

# ---------------------------------------------------------------- the six colours of the game, R O Y G B P
#: Tile backgrounds, chosen to stay apart in hue and lightness.
COLOUR_FILLS = tuple(QColor(c) for c in ("#d23c35", "#ec8a23", "#f0c330", "#3f9b57", "#2f74c8", "#8a4fbd"))
#: The symbol on each colour: ivory, edged with a dark shade of the background so it reads on yellow too.
SYMBOL_FILL = QColor("#fbf5e6")
#: Chip colours of the game-over ranking (the name is written on the chip), and the letters that read on them.
CHIP_COLOURS = ("#c8322d", "#e8832a", "#e6c31e", "#2e7d32", "#2f6fc4", "#8a45b0")
CHIP_DARK_TEXT, CHIP_LIGHT_TEXT = "#1d1d1d", "#ffffff"
DARK_TEXT = {1, 2}  # orange and yellow chips need dark letters

# ---------------------------------------------------------------- ink and light
INK = QColor("#ece6d6")          # names and numbers
INK_DIM = QColor("#9aa3a8")
ACCENT = QColor("#f2c45a")       # turn marker, lowest colour, "Ingenious!"
ACCENT_PALE = QColor("#fff1c2")  # the top of the banner's gold letters
LEGAL = QColor("#7fe0a0")
ILLEGAL = QColor("#ff6a5c")
FLASH = QColor("#fff4d0")        # the scored lines lighting up
BLACK, WHITE = QColor("#000000"), QColor("#ffffff")  # shadows and sheens, always through tint()

# ---------------------------------------------------------------- the table
BOARD_BODY = QColor("#1b2329")
BOARD_RIM = (QColor("#3c4a54"), QColor("#10161a"))       # lit corner to shaded corner
BOARD_INSET = QColor("#222d34")                          # the centre of the dished board
#: Socket colours of the three areas: radius 5 (2 players), ring 6 (3), ring 7 (4).
AREA_SOCKETS = (QColor("#34424b"), QColor("#2e3a45"), QColor("#2a3440"))
UNUSED_SOCKET = QColor("#20282e")
PRINTED_SOCKET = QColor("#11171b")                       # the dark well of a printed symbol
TILE_SLAB = (QColor("#f4eedf"), QColor("#a89d86"))       # the ivory slab, top to bottom
TILE_EDGE = QColor("#282014")
TILE_BACK = (QColor("#4a5a66"), QColor("#2a343c"))       # a face-down tile, top to bottom
DISC = QColor("#0c1013")                                 # under the preview's points; the peg holes
BAG_CLOTH = (QColor("#9a7650"), QColor("#4f3a28"))
BAG_SEAM = QColor("#2c2016")
BANNER_PLATE = QColor("#0e1216")
PANEL_FACE = (QColor("#2f3941"), QColor("#232b31"))      # top to bottom
TRAY = (QColor("#141a1e"), QColor("#1e262c"))            # top to bottom

# ---------------------------------------------------------------- the window around the table
FRAME = QColor("#12181c")            # the status line, the log's title bar, the edge between them
LOG_BACKGROUND = QColor("#1a2126")
LOG_OTHER_TURN = QColor("#222b31")   # every other turn, so a turn's rows read as one
LOG_INK_DIM = QColor("#a3adb5")      # turn numbers, points of 0
LOG_SWAP_INK = QColor("#9ccbf0")
LOG_SCROLL_HANDLE = QColor("#46535c")
LOG_TOLD_LAST = QColor("#3a3a2a")    # in the replay viewer, the line of the position shown
COVER = QColor(24, 30, 40, 245)      # the hand-over screen
COVER_INK, COVER_INK_DIM = QColor("#f4efe2"), QColor("#a9b3c1")


def tint(colour: QColor, alpha: int) -> QColor:
    """``colour`` with opacity ``alpha`` (0-255)."""
    result = QColor(colour)
    result.setAlpha(alpha)
    return result


def table_glow(width: float, height: float) -> QRadialGradient:
    """The table's felt: lit in the middle, darker towards the corners."""
    glow = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.62)
    for stop, colour in ((0, "#34414a"), (0.6, "#263038"), (1, "#161c21")):
        glow.setColorAt(stop, QColor(colour))
    return glow
