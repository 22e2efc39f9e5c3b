"""The parts of a shipped model file (the learner's or the value networks': MAGIC, a JSON header line, the
numbers), and the file rewritten with a changed header or numbers and a checksum that matches again."""

from __future__ import annotations

import json


def split(module, raw: bytes) -> tuple[dict, bytes]:
    """The header and the numbers of ``raw``, a file in ``module``'s format (learner_file or network_file)."""
    end = raw.index(b"\n", len(module.MAGIC))
    return json.loads(raw[len(module.MAGIC):end]), raw[end + 1:]


def rewritten(module, raw: bytes, change_header=None, change_payload=None) -> bytes:
    """The file with its header or numbers changed and its checksum made to match again."""
    header, payload = split(module, raw)
    if change_header:
        change_header(header)
    if change_payload:
        payload = change_payload(payload)
    header["checksum"] = module._checksum(header, payload)
    return module.MAGIC + json.dumps(header).encode() + b"\n" + payload
