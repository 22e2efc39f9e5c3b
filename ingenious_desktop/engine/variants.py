"""The four ways to play, as docs/rules.md tabulates them.

    >>> team = make_variant("team", 4)
    >>> team.radius, team.holders, team.holder_of(3), team.holder_seats(1)
    (7, 2, 1, (1, 3))
    >>> holder_label(["Ada", "Bo", "Cy", "Di"], team, 0)
    'Ada & Cy'
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import PLAYER_COUNT, UNKNOWN_VARIANT, IllegalAction, quoted

STANDARD_RADIUS = {2: 5, 3: 6, 4: 7}
#: Travel set: 2 of each double, 3 of each mixed pair (docs/rules.md: an assumption, only the total of 57 is known).
TRAVEL_DOUBLES, TRAVEL_MIXED = 2, 3
STANDARD_DOUBLES, STANDARD_MIXED = 5, 6


@dataclass(frozen=True)
class Variant:
    name: str
    players: int
    radius: int
    doubles: int
    mixed: int
    rack_size: int
    cap: int
    #: Scores whose reaching (from below) earns a bonus placement.
    bonus_at: tuple[int, ...]
    #: A colour reaching this stops there for the rest of the placement (team and solo), else None.
    clamp_at: int | None
    teams: bool = False
    swap_allowed: bool = True
    no_isolated_cells: bool = False

    @property
    def holders(self) -> int:
        """How many score boards there are: one per team in team play, else one per player."""
        return 2 if self.teams else self.players

    def holder_of(self, seat: int) -> int:
        """The score board ``seat`` plays for: its team's in team play, else its own."""
        return seat % 2 if self.teams else seat

    def holder_seats(self, holder: int) -> tuple[int, ...]:
        """The seats that play for score board ``holder``, in seat order."""
        return tuple(seat for seat in range(self.players) if self.holder_of(seat) == holder)


VARIANT_NAMES = ("standard", "travel", "team", "solo")


def make_variant(name: str, players: int) -> Variant:
    """The variant called ``name`` for ``players`` seats; raises IllegalAction for a bad pair."""
    if name == "standard":
        if players not in STANDARD_RADIUS:
            raise IllegalAction(f"standard play takes 2, 3 or 4 players, not {players}", PLAYER_COUNT, variant=name,
                                players=players)
        return Variant("standard", players, STANDARD_RADIUS[players], STANDARD_DOUBLES, STANDARD_MIXED,
                       rack_size=6, cap=18, bonus_at=(18,), clamp_at=None)
    if name == "travel":
        _require(players, 2, name)
        return Variant("travel", 2, 5, TRAVEL_DOUBLES, TRAVEL_MIXED, rack_size=6, cap=18, bonus_at=(18,),
                       clamp_at=None, no_isolated_cells=True)
    if name == "team":
        _require(players, 4, name)
        return Variant("team", 4, 7, STANDARD_DOUBLES, STANDARD_MIXED, rack_size=6, cap=36, bonus_at=(18, 36),
                       clamp_at=18, teams=True)
    if name == "solo":
        _require(players, 1, name)
        return Variant("solo", 1, 5, STANDARD_DOUBLES, STANDARD_MIXED, rack_size=1, cap=36, bonus_at=(),
                       clamp_at=18, swap_allowed=False)
    raise IllegalAction(f"unknown variant {quoted(name)}: one of {', '.join(VARIANT_NAMES)}", UNKNOWN_VARIANT,
                        variant=name)


def holder_label(names: list[str], variant: Variant, holder: int) -> str:
    """A score board's owner as one name: the player's, or the partners' joined by " & "."""
    return " & ".join(names[seat] for seat in variant.holder_seats(holder))


def _require(players: int, wanted: int, name: str) -> None:
    if players != wanted:
        raise IllegalAction(f"{name} play takes {wanted} player{'s' if wanted > 1 else ''}, not {players}",
                            PLAYER_COUNT, variant=name, players=players)
