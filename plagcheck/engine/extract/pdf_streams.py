"""Refusing a PDF whose compressed streams unpack to an enormous size (a deflate bomb), before any reader
opens it.

Neither PDF reader can be told to stop unpacking: pypdfium2 inflated a 4 MB file's 4 GiB page content to
5 GB of memory, then pdfminer.six did the same. So the streams are inflated here first, a megabyte at a time
and thrown away, until their total passes MAX_UNPACKED_BYTES (about half a second of work for a bomb; a
typical essay's streams unpack to a few hundred kilobytes). Image streams are not counted (text readers do
not unpack pictures, and scanned pages may legitimately hold hundreds of megabytes of them), nor streams
whose first filter is not Flate: the worker's memory limit stands behind this check for those.
"""

from __future__ import annotations

import re
import zlib

from plagcheck.engine.extract.base import BOMB_MESSAGE, MAX_UNPACKED_BYTES, ExtractionError

_STREAM = re.compile(rb"(?<!end)stream\r?\n")
_FIRST_FILTER_FLATE = re.compile(rb"/Filter\s*(?:\[\s*)?/(?:FlateDecode|Fl)\b")
_IMAGE = re.compile(rb"/Subtype\s*/Image\b")
#: How far before a stream its dictionary is looked for.
_DICTIONARY_REACH = 4096
_IN_CHUNK = 1 << 16
_OUT_CHUNK = 1 << 20


def check_unpacked_size(data: bytes, limit: int = MAX_UNPACKED_BYTES) -> int:
    """Return the bytes the PDF's Flate-compressed non-image streams unpack to; raise ExtractionError with
    BOMB_MESSAGE as soon as they pass `limit`."""
    total = 0
    for match in _STREAM.finditer(data):
        start = match.start()
        head = data[max(0, start - _DICTIONARY_REACH) : start]
        dictionary = head[head.rfind(b"obj") + 1 :] if b"obj" in head else head
        if not _FIRST_FILTER_FLATE.search(dictionary) or _IMAGE.search(dictionary):
            continue
        total += _inflated_size(data, match.end(), limit - total)
        if total > limit:
            raise ExtractionError(BOMB_MESSAGE)
    return total


def _inflated_size(data: bytes, start: int, allowance: int) -> int:
    """Return the size the zlib stream at data[start:] inflates to, stopping once past `allowance`."""
    inflater = zlib.decompressobj()
    size = 0
    position = start
    pending = b""
    view = memoryview(data)
    try:
        while size <= allowance and not inflater.eof:
            if not pending:
                if position >= len(data):
                    break
                pending = bytes(view[position : position + _IN_CHUNK])
                position += _IN_CHUNK
            size += len(inflater.decompress(pending, _OUT_CHUNK))
            pending = inflater.unconsumed_tail
    except zlib.error:
        pass  # damaged or not zlib after all: the readers will say what they make of it
    return size
