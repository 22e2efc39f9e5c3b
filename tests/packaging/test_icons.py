"""The app icon in every form the three systems ask for, rendered from one SVG."""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ET

import pytest

from packaging_sources import ICONS

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG_SIGNATURE)
    return struct.unpack(">II", data[16:24])  # the IHDR chunk comes first


def test_the_source_is_a_square_svg():
    root = ET.parse(ICONS / "ingenious-desktop.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 512 512"


@pytest.mark.parametrize("size", HICOLOR_SIZES)
def test_a_png_for_each_hicolor_size(size):
    assert png_size((ICONS / f"ingenious-desktop-{size}.png").read_bytes()) == (size, size)


def test_the_windows_icon_holds_small_and_large_images():
    data = (ICONS / "ingenious-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = set()
    for index in range(count):
        width, height, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * index:22 + 16 * index])
        image = data[offset:offset + length]
        side = width or 256
        assert png_size(image) == (side, height or 256)
        sizes.add(side)
    assert {16, 32, 48, 256} <= sizes


def test_the_mac_icon_holds_every_size_up_to_retina_512():
    data = (ICONS / "ingenious-desktop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    chunks, position = {}, 8
    while position < len(data):
        kind, length = data[position:position + 4], struct.unpack(">I", data[position + 4:position + 8])[0]
        chunks[kind] = png_size(data[position + 8:position + length])
        position += length
    assert position == len(data)
    assert chunks[b"icp4"] == (16, 16)
    assert chunks[b"ic07"] == (128, 128)
    assert chunks[b"ic09"] == (512, 512)
    assert chunks[b"ic10"] == (1024, 1024)
