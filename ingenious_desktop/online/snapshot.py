"""What one seat may see of a game, as the wire carries it: the state, the events and what each
placement did. Both sides use it: the server writes, the client's mirror reads.

    >>> from ingenious_desktop.engine import Game
    >>> game = Game.new("standard", players=2, seed=1)
    >>> game.deal()
    >>> [event.get("tiles", event.get("count")) for event in visible_events(game.log, 0)][1]
    6
"""

from __future__ import annotations

from collections.abc import Collection

from ingenious_desktop.engine import (Colour, Draw, Event, Game, Hex, Phase, Place, Placement, PlacementResult,
                                     Swap, Threshold, canonical)

from .protocol import BY_COMPUTER, hidden_draw

#: A spectator's seat: sees no rack.
SPECTATOR = None


def visible_event(event: Event, seat: int | None, shown: list[str] | None = None) -> dict:
    """``event`` as ``seat`` may see it: another seat's draw says only how many tiles it took; a swap
    carries ``shown``, the rack its player showed everyone before setting it aside (docs/rules.md)."""
    if isinstance(event, Draw) and event.player != seat:
        return hidden_draw(event.player, len(event.tiles))
    if isinstance(event, Swap) and shown is not None:
        return {**event.to_json(), "shown": shown}
    return event.to_json()


def visible_events(events, seat: int | None, start: int = 0, by_computer: Collection[int] = ()) -> list[dict]:
    """``events[start:]`` as ``seat`` may see them; ``events`` is the whole log from the deal on (a swap's
    shown rack is what its player drew and did not place since the last swap); those whose index is in
    ``by_computer`` (a computer's moves for a person's seat) say ``"by": "computer"``."""
    shown = _shown_racks(events, start)
    return [{**visible_event(event, seat, shown.get(index)), **({"by": BY_COMPUTER} if index in by_computer else {})}
            for index, event in enumerate(events[start:], start)]


def _shown_racks(events, start: int) -> dict[int, list[str]]:
    """The rack shown at each swap among ``events[start:]``, by its index. The log is replayed only when
    there is such a swap: most updates carry none, and replaying every update took most of the server's time."""
    last = next((i for i in range(len(events) - 1, start - 1, -1) if isinstance(events[i], Swap)), None)
    racks: dict[int, list[str]] = {}
    shown: dict[int, list[str]] = {}
    for index, event in enumerate(events[:0 if last is None else last + 1]):
        if isinstance(event, Draw):
            racks.setdefault(event.player, []).extend(canonical(tile) for tile in event.tiles)
        elif isinstance(event, Place):
            rack = racks.get(event.player, [])
            if canonical(event.tile) in rack:
                rack.remove(canonical(event.tile))
        elif isinstance(event, Swap):
            shown[index] = sorted(racks.pop(event.player, []))
    return shown


def result_to_json(result: PlacementResult) -> dict:
    return {**result.placement.to_json(), "player": result.player, "points": list(result.points),
            "reached": [[t.holder, int(t.colour), t.value] for t in result.reached], "bonuses": result.bonuses,
            "bonus": result.bonus, "game_over": result.game_over, "runs": [list(run) for run in result.runs]}


def result_from_json(data: dict) -> PlacementResult:
    """The :class:`PlacementResult` a server sent (the server's own engine made it: trusted in shape)."""
    cells = tuple(Hex(*cell) for cell in data["at"])
    return PlacementResult(Placement(data["tile"], cells), data["player"], tuple(data["points"]),
                           tuple(Threshold(h, Colour(c), v) for h, c, v in data["reached"]), data["bonuses"],
                           data["bonus"], data["game_over"], tuple(tuple(run) for run in data["runs"]))


def results_for(game: Game, start: int) -> list[dict]:
    """What each placement among ``game.log[start:]`` did, in order."""
    placed_before = sum(isinstance(event, Place) for event in game.log[:start])
    return [result_to_json(result) for result in game.results[placed_before:]]


def state_of(game: Game, seat: int | None) -> dict:
    """The game as ``seat`` may see it (a spectator: ``None``, no rack at all): the engine's
    :class:`PlayerView` of it, the one rule of what a seat may know, as the wire carries it."""
    return states_of(game, [seat])[seat]


def states_of(game: Game, seats) -> dict[int | None, dict]:
    """:func:`state_of` for each of ``seats``; what every seat sees (the board, the scores) is one object
    shared by all of them (made once, and encoded once by protocol.SharingEncoder)."""
    states: dict[int | None, dict] = {}
    shared: dict | None = None
    for seat in seats:
        view = game.view(seat)
        if shared is None:
            geo = view.board.geo
            shared = {"scores": [list(s) for s in view.scores], "rack_sizes": list(view.rack_sizes),
                      "placements_made": list(view.placements_made),
                      "board": [[*geo.cells[cell], colour] for cell, colour in enumerate(view.board.colour)
                                if colour >= 0 and cell not in geo.symbols]}
        states[seat] = {
            "events": len(game.log), "phase": view.phase.value, "to_move": view.to_move,
            "bonus_owed": view.bonus_owed, "scores": shared["scores"], "rack": list(view.rack),
            "rack_sizes": shared["rack_sizes"], "placements_made": shared["placements_made"],
            "bag_size": view.bag_size, "unseen": list(view.unseen), "board": shared["board"],
            "instant_winner": view.instant_winner,
            "swap_offered": seat == view.to_move and view.phase is Phase.REFILL and view.can_swap(),
        }
    return states
