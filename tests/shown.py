"""Reading the window's words as a player does: the Unicode isolates around every name are invisible."""

from __future__ import annotations

from ingenious_desktop.app.describe.names import FSI, PDI


def plain(text: str) -> str:
    """``text`` without the isolates (FSI, PDI) that keep each name's direction to itself."""
    return text.replace(FSI, "").replace(PDI, "")
