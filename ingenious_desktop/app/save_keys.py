"""The keys of ours a saved game holds beside its record (docs/save-format.md): the game's id, whether
a turn was undone, the seat that plays first as the new-game dialog set it up, and each seat's hints.

    >>> ours = our_keys("g1", undid=False, table_offset=1, hints_used=[0, 2])
    >>> ours == {"game_id": "g1", TABLE_OFFSET_KEY: 1, HINTS_KEY: [0, 2]}
    True
    >>> table_offset_of(ours, players=2), hints_count(ours[HINTS_KEY], players=3)
    (1, [0, 0, 0])
"""

from __future__ import annotations

#: The extra key of a save that keeps the controller's table offset.
TABLE_OFFSET_KEY = "table_offset"
#: The extra key of a saved game that counts each seat's hints.
HINTS_KEY = "hints"


def our_keys(game_id: str, undid: bool, table_offset: int, hints_used: list[int]) -> dict:
    """The keys of ours for a save, each only where it says more than its default."""
    ours = {"game_id": game_id}
    if undid:
        ours["undid"] = True
    if table_offset:
        ours[TABLE_OFFSET_KEY] = table_offset
    if any(hints_used):
        ours[HINTS_KEY] = hints_used
    return ours


def hints_count(saved, players: int) -> list[int]:
    """Hints per seat as a saved game holds them; none where the file has no such list."""
    if isinstance(saved, list) and len(saved) == players and all(type(n) is int and n >= 0 for n in saved):
        return list(saved)
    return [0] * players


def table_offset_of(extra: dict, players: int) -> int:
    """The table offset a save's ``extra`` keys keep (0 if none, or if it is not a seat)."""
    offset = extra.get(TABLE_OFFSET_KEY, 0)
    return offset if type(offset) is int and 0 <= offset < players else 0
