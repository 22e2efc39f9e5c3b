"""The table's game for a seat at a network table: a whole game the engine replays, with stand-ins for the
tiles the seat may not see.

The server tells a seat every event, but another seat's draw only as a count. The table, the log, the
game-over chart and the replay want a :class:`Game` built from events, so the hidden draws are filled in.

A swap shows the swapped rack to everyone (docs/rules.md; the swap event's ``shown``): between two swaps
of a seat, its hidden draws then hold exactly the tiles it placed and the tiles it showed, and only their
order among the draws is made up (each draw takes, as the replay reaches it, the tiles needed before the
seat's next draw, then those the bag holds fewest of for what is still to be drawn; failing that, each tile
as late as it fits before it is needed, as early, or at random);
the draws after its last swap hold the tiles it places and, for the rack it holds now, tiles nobody needs
later. A server that sends no ``shown`` (an older one) leaves the guess below: each with the tiles that seat places before its next swap (as late as they fit), and the rest with tiles
nobody places later (of no colour that seat's lowest at its next swap, so the swap stays legal). The
engine replays the result; every placement, score and rack size is then the server's, the seat's own
rack is real, and the unseen tiles are the real ones (all tiles but the placed ones and the seat's rack).
Only the order in which hidden tiles were drawn is made up, and another rack is never shown face up.
"""

from __future__ import annotations

import random
from collections import Counter

from ingenious_desktop.engine import (Draw, Event, Game, Hex, IllegalAction, Place, Swap, Variant, canonical,
                                     tile_colours)


#: Tries, when neither drawing each seat's tiles as the bag allows, nor as late, nor as early as they fit
#: replays, of each of those with ties broken at random (seeded: the same events, the same game).
SHUFFLED_TRIES = 8


class NotReplayed(ValueError):
    """The events could not be filled in so that the engine replays them as the server said."""


def stand_in_game(variant: Variant, state: dict, seat: int | None, events: list[dict]) -> Game:
    """The game after ``events`` as ``seat`` saw them (None: a spectator), ``state`` the server's
    description of it now; NotReplayed if no filling in replays to the same position."""
    known = [_event_of(data) for data in events]
    shown = {index: [canonical(tile) for tile in data["shown"]] for index, data in enumerate(events)
             if data["type"] == "swap" and isinstance(data.get("shown"), list)}
    if all(index in shown for index, event in enumerate(known) if isinstance(event, Swap) and event.player != seat):
        # drawn as the bag allows, as late as they fit, as early, then at random
        tries = [(_replay_by_bag, None), (_replay_shown, True), (_replay_shown, False)]
        tries += [(replay, seed) for seed in range(SHUFFLED_TRIES) for replay in (_replay_by_bag, _replay_shown)]
        for replay, late in tries:
            try:
                game = replay(variant, known, seat, shown, late)
            except NotReplayed:
                continue
            if _matches(game, state, seat):
                return game
    for late in (True, False):  # each seat's tiles drawn as late as they fit, else as early
        forbidden: dict[int, set[int]] = {}
        for _attempt in range(1 + sum(isinstance(event, Swap) for event in known)):
            try:
                game = _replay(variant, known, seat, forbidden, late)
            except _SwapRefused as refused:
                forbidden[refused.index] = refused.lowest
                continue
            except NotReplayed:
                break
            if _matches(game, state, seat):
                return game
            break
    raise NotReplayed("the hidden draws could not be filled in")


def _event_of(data: dict) -> Event | int:
    """An event as the server sent it; another seat's draw (its tiles unknown) as the number of tiles."""
    kind, player = data["type"], data["player"]
    if kind == "place":
        return Place(player, data["tile"], tuple(Hex(*cell) for cell in data["at"]))
    if kind == "swap":
        return Swap(player)
    return Draw(player, tuple(data["tiles"])) if "tiles" in data else _Hidden(player, data["count"])


class _Hidden:
    """Another seat's draw: who, and how many tiles."""

    def __init__(self, player: int, count: int):
        self.player, self.count = player, count


class _SwapRefused(Exception):
    def __init__(self, index: int, lowest: set[int]):
        super().__init__(index)
        self.index, self.lowest = index, lowest


def _replay(variant: Variant, known: list, seat: int | None, forbidden: dict[int, set[int]], late: bool) -> Game:
    game = Game(variant, seed=0)
    committed: dict[int, Counter] = {player: Counter() for player in range(variant.players)}
    for index, event in enumerate(known):
        if isinstance(event, _Hidden):
            event = Draw(event.player, _fill(game, known, index, event, committed, forbidden, late))
        elif isinstance(event, Place) and event.player != seat:
            committed[event.player] -= Counter((event.tile,))
        if isinstance(event, Swap):
            holder = variant.holder_of(event.player)
            if not game.can_swap() and game.bag and variant.swap_allowed:
                raise _SwapRefused(index, game.lowest_colours(holder))
        _apply(game, event)
    return game


def _replay_shown(variant: Variant, known: list, seat: int | None, shown: dict[int, list[str]],
                  late: bool | int) -> Game:
    """The game with each hidden draw holding the tiles :func:`_plan` gives it, and any room left (the
    rack held now) filled with tiles of the bag no later draw takes."""
    plan = _plan(known, shown, late)
    to_come = Counter(tile for tiles in plan.values() for tile in tiles)
    to_come.update(canonical(tile) for event in known if isinstance(event, Draw) for tile in event.tiles)
    game = Game(variant, seed=0)
    for index, event in enumerate(known):
        if isinstance(event, Draw):  # the seat's own draw, seen
            to_come -= Counter(canonical(tile) for tile in event.tiles)
        elif isinstance(event, _Hidden):
            tiles = list(plan[index])
            to_come -= Counter(tiles)
            event = Draw(event.player, _filled(tiles, event.count, game.bag, to_come))
        _apply(game, event)
    return game


def _filled(tiles: list[str], count: int, bag, to_come: Counter) -> tuple[str, ...]:
    """A hidden draw's ``tiles`` made up to ``count`` from the ``bag``: first with tiles no later draw takes
    (``to_come``), then with those a later swap puts back, the least needed first."""
    if len(tiles) < count:
        left = Counter(bag) - Counter(tiles)
        tiles = tiles + sorted((left - to_come).elements())[:count - len(tiles)]
        if len(tiles) < count:
            spare = left - Counter(tiles)
            tiles += sorted(spare.elements(), key=lambda tile: (to_come[tile] - spare[tile], tile))[:count - len(tiles)]
    return tuple(tiles)


def _apply(game: Game, event) -> None:
    """Apply ``event`` to the stand-in ``game``; NotReplayed where the rules refuse it."""
    try:
        game.apply(event)
    except IllegalAction as error:
        raise NotReplayed(str(error)) from None


def _segments(known: list, shown: dict[int, list[str]]) -> dict[int, dict]:
    """Per hidden draw, its seat's stretch of play up to its next swap (the same dict for every draw of it):
    ``draws`` (their indices), ``needs`` ((index, tile) for each tile placed or shown in it), ``closed``
    (ended by a swap: its draws hold exactly its needs)."""
    stretch_of = {}
    for player in {event.player for event in known if isinstance(event, _Hidden)}:
        stretch = {"draws": [], "needs": [], "closed": False}
        for index, event in enumerate(known):
            if getattr(event, "player", None) != player:
                continue
            if isinstance(event, _Hidden):
                stretch["draws"].append(index)
                stretch_of[index] = stretch
            elif isinstance(event, Place):
                stretch["needs"].append((index, canonical(event.tile)))
            elif isinstance(event, Swap):
                stretch["needs"] += [(index, tile) for tile in shown.get(index, ())]
                stretch["closed"] = True
                stretch = {"draws": [], "needs": [], "closed": False}
    return stretch_of


def _replay_by_bag(variant: Variant, known: list, seat: int | None, shown: dict[int, list[str]],
                   seed: int | None = None) -> Game:
    """The game with each hidden draw deciding, as the replay reaches it, which of its stretch's tiles it
    takes: those needed before the stretch's later draws can bring them, then those the bag holds fewest of
    for what everyone still draws (``seed``: with ties, and near-ties, broken at random); room left in the
    last stretch (the rack held now) gets tiles nobody needs."""
    rng = None if seed is None else random.Random(seed)
    stretch_of = _segments(known, shown)
    to_come = Counter(tile for stretch in {id(s): s for s in stretch_of.values()}.values()
                      for _at, tile in stretch["needs"])
    to_come.update(canonical(tile) for event in known if isinstance(event, Draw) for tile in event.tiles)
    game = Game(variant, seed=0)
    for index, event in enumerate(known):
        if isinstance(event, Draw):
            to_come -= Counter(canonical(tile) for tile in event.tiles)
        elif isinstance(event, _Hidden):
            stretch = stretch_of[index]
            needs = sorted(stretch["needs"])
            later = [draw for draw in stretch["draws"] if draw > index]
            bag = Counter(game.bag)
            others = to_come - Counter(tile for _at, tile in needs)
            noise = [0.0 if rng is None else 2 * rng.random() for _need in needs]
            taken: list[int] = []

            def take_from(pool: list[int], wanted: int) -> None:
                """Take ``wanted`` needs of ``pool``: those the bag holds first, the scarcest of them first."""
                pool = sorted(pool, key=lambda n: (bag[needs[n][1]] <= 0,
                                                   bag[needs[n][1]] - others[needs[n][1]] + noise[n], needs[n][0]))
                for n in pool[:max(0, wanted)]:
                    bag[needs[n][1]] -= 1
                    taken.append(n)

            room = 0
            for k, boundary in enumerate([*later, len(known)]):  # what is due before each later draw, less its room
                due = [n for n, (at, _tile) in enumerate(needs) if at < boundary]
                take_from([n for n in due if n not in taken], len(due) - room - sum(n in taken for n in due))
                if k < len(later):
                    room += known[boundary].count
            if len(taken) > event.count:
                raise NotReplayed(f"draw {index} cannot bring the tiles needed before the next")
            rest = [n for n in range(len(needs)) if n not in taken]
            if not stretch["closed"]:  # the rack held now may hold tiles nobody needs instead
                rest = [n for n in rest if bag[needs[n][1]] > 0]
            take_from(rest, event.count - len(taken))
            take = [needs[n] for n in taken]
            for need in take:
                stretch["needs"].remove(need)
            tiles = [tile for _at, tile in take]
            to_come -= Counter(tiles)
            event = Draw(event.player, _filled(tiles, event.count, game.bag, to_come))  # the rack held now
        _apply(game, event)
    return game


def _plan(known: list, shown: dict[int, list[str]], late: bool | int) -> dict[int, list[str]]:
    """The tiles each hidden draw holds: between two swaps of a seat, the tiles it placed and showed, each in
    the latest draw before it is needed (``late`` True) or the earliest (False) that has room, or (a whole
    number: the seed) one of those at random."""
    plan = {index: [] for index, event in enumerate(known) if isinstance(event, _Hidden)}
    pick = ((lambda fits: max(fits)) if late is True else (lambda fits: min(fits)) if late is False
            else random.Random(late).choice)
    for player in {event.player for event in known if isinstance(event, _Hidden)}:
        draws, needs = [], []
        for index, event in enumerate(known):
            if getattr(event, "player", None) != player:
                continue
            if isinstance(event, _Hidden):
                draws.append(index)
            elif isinstance(event, Place):
                needs.append((index, canonical(event.tile)))
            elif isinstance(event, Swap):
                needs += [(index, tile) for tile in shown.get(index, ())]
                _assign(known, draws, needs, plan, late is True, pick)
                draws, needs = [], []
        _assign(known, draws, needs, plan, late is True, pick)
    return plan


def _assign(known: list, draws: list[int], needs: list[tuple[int, str]], plan: dict[int, list[str]],
            late: bool, pick) -> None:
    room = {draw: known[draw].count for draw in draws}
    for at, tile in (sorted(needs, reverse=True) if late else sorted(needs)):
        fits = [draw for draw in draws if draw < at and room[draw]]
        if not fits:
            raise NotReplayed(f"no draw before event {at} has room for {tile}")
        draw = pick(fits)
        room[draw] -= 1
        plan[draw].append(tile)


def _fill(game: Game, known: list, index: int, hidden: _Hidden, committed: dict[int, Counter],
          forbidden: dict[int, set[int]], late: bool) -> tuple[str, ...]:
    """The tiles of a hidden draw: those its seat places before its next swap that no later draw of its
    can bring in time (``late``; else as many as fit now), then stand-ins nobody needs."""
    player = hidden.player
    draws, places, swap_at = {index: hidden.count}, [], None
    for later in range(index + 1, len(known)):
        event = known[later]
        if getattr(event, "player", None) != player:
            continue
        if isinstance(event, Swap):
            swap_at = later
            break
        if isinstance(event, _Hidden):
            draws[later] = event.count
        elif isinstance(event, Place):
            places.append((later, event.tile))
    needed = _not_held(places, Counter(committed[player]))
    take, later = [], []
    for at, tile in (reversed(needed) if late else needed):  # the latest placement takes the latest draw before it
        before = [draw for draw, room in draws.items() if draw < at and room and (late or draw == index)]
        if before:
            draws[max(before)] -= 1
            (take if max(before) == index else later).append(tile)
    left = Counter(game.bag) - Counter(take)
    free = left - _reserved(known, index, len(known), committed, take)
    # a rack that is swapped gives its stand-ins back: they may be tiles needed only after the swap
    returned = left - _reserved(known, index, swap_at, committed, take) - free if swap_at else Counter()
    avoid = forbidden.get(swap_at, set())
    stand_ins = sorted((free + returned).elements(),
                       key=lambda tile: (bool(avoid & set(tile_colours(tile))), returned[tile] > 0, tile))
    short = hidden.count - len(take) - len(stand_ins)
    if short > 0:  # too few tiles nobody needs: draw some of this seat's own tiles early instead
        take += list(reversed(later))[:short]
    committed[player].update(take)
    return tuple(take + stand_ins[:hidden.count - len(take)])


def _not_held(places: list[tuple[int, str]], held: Counter) -> list[tuple[int, str]]:
    """The placements whose tiles the rack does not hold yet (what it holds goes to the first of them)."""
    left = []
    for at, tile in places:
        if held[tile] > 0:
            held[tile] -= 1
        else:
            left.append((at, tile))
    return left


def _reserved(known: list, index: int, until: int, committed: dict[int, Counter], taken: list[str]) -> Counter:
    """The tiles the bag must keep after ``index`` (up to ``until``): those placed then that no rack holds
    for it yet (nor the draw at ``index`` takes), and those a seat is seen to draw then."""
    later = Counter()
    for event in known[index + 1:until]:
        if isinstance(event, Place):
            later[event.tile] += 1
        elif isinstance(event, Draw):
            later.update(event.tiles)
    for held in [*committed.values(), Counter(taken)]:
        later -= held
    return later


def _matches(game: Game, state: dict, seat: int | None) -> bool:
    """Whether the replayed game stands where the server says."""
    return (game.scores == [list(s) for s in state["scores"]] and game.to_move == state["to_move"]
            and game.phase.value == state["phase"] and [len(r) for r in game.racks] == state["rack_sizes"]
            and len(game.bag) == state["bag_size"] and (seat is None or game.racks[seat] == list(state["rack"])))


def take_over(game: Game, fresh: Game) -> None:
    """``game`` becomes ``fresh``: the table keeps the game object it was given and draws what it now holds."""
    game.__dict__.update(fresh.__dict__)
