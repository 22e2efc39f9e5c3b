"""Score arithmetic and position values shared by every level.

:func:`scores_after` replays the engine's capping rules (cap, team/solo clamp at 18, bonus
thresholds) on a plain list, so a player can judge a placement without touching a game.
:class:`Valuation` turns a score list into one number a search can add and compare.
"""

from __future__ import annotations

from ingenious_desktop.engine import Variant


def scores_after(scores, variant: Variant, first: int, first_points: int, second: int, second_points: int):
    """The holder's scores after a placement of colours (first, second) scoring those points,
    and the bonus placements it earns; the same arithmetic as the engine's scoring."""
    after = list(scores)
    cap, clamp, thresholds = variant.cap, variant.clamp_at, variant.bonus_at
    frozen = -1
    bonuses = 0
    for colour, points in ((first, first_points), (second, second_points)):
        if colour == frozen or not points:
            continue
        before = after[colour]
        new = min(before + points, cap)
        if clamp is not None and before < clamp <= new:
            new = clamp
            frozen = colour
        after[colour] = new
        for threshold in thresholds:
            if before < threshold <= new:
                bonuses += 1
    return after, bonuses


class Valuation:
    """How good a score list is for its holder, as one number.

    The game ranks sorted score lists lexicographically, so a point is worth more the lower
    its colour stands: each colour's value is concave in its score (a point at 0 is worth
    about six times one at 17 of 18), and the lowest colour counts once more on top.
    """

    #: Extra weight of the lowest colour; the final ranking looks at it first.
    LOWEST_WEIGHT = 1.0
    #: The last points below the cap keep this much of a first point's worth.
    FLOOR = 0.2

    def __init__(self, variant: Variant):
        cap = variant.cap
        self.cap = cap
        value, total = [0.0], 0.0
        for point in range(cap):
            total += self.FLOOR + (1 - point / cap) ** 2
            value.append(total)
        self.colour_value = value
        # Solo ranks only the three lowest colours; the others count a little, as reserves.
        self.solo = variant.name == "solo"

    def __call__(self, scores) -> float:
        value = self.colour_value
        if self.solo:
            ordered = sorted(scores)
            return (sum(value[s] for s in ordered[:3]) + 0.25 * sum(value[s] for s in ordered[3:])
                    + self.LOWEST_WEIGHT * ordered[0])
        return sum(value[s] for s in scores) + self.LOWEST_WEIGHT * min(scores)


#: What earning a bonus placement is worth when a greedy reply is chosen: about one placement's value.
BONUS_VALUE = 4.0


def gain_judge(scores, variant: Variant, valuation: Valuation, bonus_value: float = BONUS_VALUE):
    """judge(first, points, second, points) -> how much a placement adds to the holder's value
    (the greedy reply of the play-outs; :mod:`.moves` explains judges)."""
    base = valuation(scores)

    def judge(first, first_points, second, second_points):
        after, bonuses = scores_after(scores, variant, first, first_points, second, second_points)
        return valuation(after) - base + bonus_value * bonuses

    return judge
