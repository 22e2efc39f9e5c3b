"""The named computer opponents as a player meets them: who they are, which one plays a seat, and their words.

The opponents themselves (level, name, style, how to build one) are :data:`ingenious_desktop.ai.OPPONENTS`;
what a player reads about each, its one-line description, is here, keyed by name and translated
(context "opponents"). A seat names its opponent in :attr:`Seat.opponent` and keeps its ``level``
as the save format says. A seat whose opponent this program does not know at that level (a save
from a later version, or edited by hand) plays as the plain level: the level is what the save
format promises, and a game is never refused for one of our own keys (see :func:`known_opponent`).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ingenious_desktop.engine import Seat

from .describe import level_name, level_word

translate = QCoreApplication.translate

_DESCRIPTIONS = {
    "Pip": QT_TRANSLATE_NOOP("opponents", "A beginner who likes to sit on the line you need most."),
    "Juno": QT_TRANSLATE_NOOP("opponents", "A beginner who chases 18s, even when another colour is falling behind."),
    "Tess": QT_TRANSLATE_NOOP("opponents", "A beginner who tries to keep all six colours together."),
    "Marlo": QT_TRANSLATE_NOOP("opponents", "Plays for points, and when two placements are close, shuts the line your weakest colour needs."),
    "Vega": QT_TRANSLATE_NOOP("opponents", "Races colours to 18 and strings bonus placements together."),
    "Bram": QT_TRANSLATE_NOOP("opponents", "Steady: keeps its colours level and rarely lets one lag."),
    "Kestrel": QT_TRANSLATE_NOOP("opponents", "Sees which colour you need and shuts its lines before you get there."),
    "Nova": QT_TRANSLATE_NOOP("opponents", "Plans bonus chains: an 18 now, another placement at once."),
    "Sage": QT_TRANSLATE_NOOP("opponents", "Patient and balanced: leaves you no weak colour to exploit."),
}


def named_at(level: str) -> list[str]:
    """The names of ``level``'s opponents, in the order the computer players list them."""
    from ingenious_desktop.ai import OPPONENTS

    return [opponent.name for opponent in OPPONENTS if opponent.level == level]


def opponent_names() -> list[str]:
    """Every named opponent's name."""
    return list(_DESCRIPTIONS)


def plain_choice() -> str:
    """The choice of no named opponent: the level's own player."""
    return translate("opponents", "No particular style")


def description(name: str | None) -> str:
    """The one line a player reads about the opponent ``name`` (None: the level's own player)."""
    if name is None:
        return translate("opponents", "Plays the level's own game, with no habit you could learn to expect.")
    return translate("opponents", _DESCRIPTIONS[name])


def known_opponent(seat: Seat) -> Seat:
    """``seat``, without an opponent this program does not have at the seat's level."""
    if seat.opponent is None or (seat.is_computer and seat.opponent in named_at(seat.level or "medium")):
        return seat
    return replace(seat, opponent=None)


def computer_player(seat: Seat, seed: int | None = None, seconds: float = 1.0, helper: bool | None = None):
    """The computer that plays ``seat`` (ai.seat_player: its named opponent, or else its plain level)."""
    from ingenious_desktop.ai import seat_player

    return seat_player(seat.level or "medium", seat.opponent, seed, seconds, helper=helper)


def opponent_label(level: str, name: str | None) -> str:
    """One computer as the statistics name it: its level ("Hard"), or its name and level ("Nova (hard)")."""
    if name is None:
        return level_name(level)
    return translate("opponents", "{name} ({level})").format(name=name, level=level_word(level))


def opponents_label(opponents: tuple[tuple[str, str | None], ...]) -> str:
    """The computers of the other side(s), each as :func:`opponent_label` says it, e.g. "Hard and Nova (hard)"."""
    labels = [opponent_label(level, name) for level, name in opponents]
    if len(labels) == 1:
        return labels[0]
    return translate("opponents", "{names} and {last}").format(names=", ".join(labels[:-1]), last=labels[-1])
