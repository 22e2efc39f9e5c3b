"""Whether the coach (hints and win chances) may help at a network table: the host proposes it when the
table is created, each person sitting there agrees or not before the deal, and at the deal it is decided
for the game: on only if every person at the table agreed. It never changes after (docs/network-protocol.md,
"The coach").

    >>> coach = CoachAgreement(proposed=True, agreed={0})
    >>> coach.agree(1, True, started=False)
    >>> coach.decide([0, 1])
    >>> coach.public()
    {'proposed': True, 'agreed': [0, 1], 'allowed': True}
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .protocol import NOT_ALLOWED, ProtocolError


@dataclass
class CoachAgreement:
    """The host's proposal, the seats whose person agreed, and the decision taken at the deal."""

    proposed: bool = False
    agreed: set[int] = field(default_factory=set)
    allowed: bool = False

    def agree(self, seat: int, agree: bool, started: bool) -> None:
        """The person at ``seat`` agrees to the coach (or takes the agreement back); only before the deal."""
        if started:
            raise ProtocolError("the coach is agreed to before the game is dealt", NOT_ALLOWED)
        if not self.proposed:
            raise ProtocolError("the host did not propose the coach at this table", NOT_ALLOWED)
        if agree:
            self.agreed.add(seat)
        else:
            self.agreed.discard(seat)

    def forget(self, seat: int) -> None:
        """The person at ``seat`` left before the deal: whoever sits there next has not agreed."""
        self.agreed.discard(seat)

    def decide(self, persons: list[int]) -> None:
        """At the deal: the coach is on for the game if it was proposed and every person seat agreed."""
        self.allowed = self.proposed and all(seat in self.agreed for seat in persons)

    def turned(self, count: int) -> CoachAgreement:
        """The same agreement for a rematch, whose seat i is seat i + 1 of the game before (online.rematch)."""
        return CoachAgreement(self.proposed, {(seat - 1) % count for seat in self.agreed}, self.allowed)

    def public(self) -> dict:
        """As every client is told it, and as the table's record keeps it."""
        return {"proposed": self.proposed, "agreed": sorted(self.agreed), "allowed": self.allowed}

    @classmethod
    def from_json(cls, data, seats: int) -> CoachAgreement:
        """What :meth:`public` wrote (None: a table without the coach); ValueError for anything else."""
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise ValueError('"coach" must be an object')
        proposed, agreed, allowed = data.get("proposed"), data.get("agreed"), data.get("allowed")
        if not isinstance(proposed, bool) or not isinstance(allowed, bool):
            raise ValueError('"coach" needs "proposed" and "allowed", true or false')
        if not isinstance(agreed, list) or not all(type(seat) is int and 0 <= seat < seats for seat in agreed):
            raise ValueError('"coach" needs "agreed", a list of seats')
        return cls(proposed, set(agreed), allowed and proposed)
