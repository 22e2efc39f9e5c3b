"""Render the app icon's SVG source into the PNG, .ico and .icns files the installers use.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_icons.py

Run it after editing ``resources/icons/ingenious-desktop.svg``; the files it
writes beside the SVG are committed, so building needs no rendering.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SOURCE = ICONS / "ingenious-desktop.svg"

#: the sizes of the freedesktop hicolor theme's apps folders
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
#: Windows picks from these for Explorer, the taskbar and shortcuts
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)
#: (size in pixels, OSType): each PNG a Mac .icns may hold, Retina (@2x) variants included
ICNS_ENTRIES = (
    (16, b"icp4"), (32, b"icp5"), (64, b"icp6"), (128, b"ic07"), (256, b"ic08"),
    (512, b"ic09"), (1024, b"ic10"), (32, b"ic11"), (64, b"ic12"), (256, b"ic13"),
    (512, b"ic14"),
)  # fmt: skip


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data)


def ico_file(pngs: dict[int, bytes]) -> bytes:
    """An .ico holding one PNG-compressed image per size (Windows Vista and later read these)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    directory, images = b"", b""
    offset = len(header) + 16 * len(pngs)
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 stands for 256 in an icon directory
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(images))
        images += png
    return header + directory + images


def icns_file(pngs: dict[int, bytes]) -> bytes:
    """An Apple .icns: a big-endian 'icns' header, then (OSType, length, PNG) chunks."""
    chunks = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for size, kind in ICNS_ENTRIES
    )
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def main() -> int:
    app = QGuiApplication(sys.argv[:1])  # noqa: F841  (QImage and QPainter need one)
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"{SOURCE}: not a valid SVG", file=sys.stderr)
        return 1
    sizes = sorted({*HICOLOR_SIZES, *ICO_SIZES, *(size for size, _ in ICNS_ENTRIES)})
    pngs = {size: render_png(renderer, size) for size in sizes}
    for size in HICOLOR_SIZES:
        (ICONS / f"ingenious-desktop-{size}.png").write_bytes(pngs[size])
    (ICONS / "ingenious-desktop.ico").write_bytes(ico_file({s: pngs[s] for s in ICO_SIZES}))
    (ICONS / "ingenious-desktop.icns").write_bytes(icns_file(pngs))
    print(f"wrote {len(HICOLOR_SIZES)} PNGs, an .ico and an .icns into {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
