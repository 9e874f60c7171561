"""Unpacking a PDF stream through its chain of filters a piece at a time, so that its size can be measured
without holding it (pdf_streams.py).

Every filter a reader applies to a page's content is here: Flate, LZW, RunLength, ASCIIHex and ASCII85, in any
order and number. Each is a generator over the pieces of its input that yields pieces of its output (at most a
megabyte each), and stops at its own end mark; a damaged piece ends it, as it ends a reader's. Image codecs
(JPEG, JPEG 2000, fax, JBIG2) are not unpacked by a text reader: their data goes through unchanged and ends
the chain, as in PDFium.
"""

from __future__ import annotations

import base64
import binascii
import zlib
from collections.abc import Iterable, Iterator

#: Pieces read from the file and pieces yielded, at most.
IN_CHUNK = 1 << 16
OUT_CHUNK = 1 << 20

_HEX_DIGITS = b"0123456789abcdefABCDEF"
_NOT_HEX = bytes(c for c in range(256) if c not in _HEX_DIGITS)
_A85_SPACE = b" \t\n\r\x0b\x0c\x00"
_IMAGE_CODECS = {"DCTDecode", "DCT", "JPXDecode", "CCITTFaxDecode", "CCF", "JBIG2Decode"}


def pieces(data: bytes, start: int, end: int) -> Iterator[bytes]:
    """Yield data[start:end] in pieces of IN_CHUNK bytes."""
    view = memoryview(data)
    for position in range(start, end, IN_CHUNK):
        yield bytes(view[position : min(end, position + IN_CHUNK)])


def decoded(chunks: Iterable[bytes], filters: list[str], early_change: int = 1) -> Iterator[bytes]:
    """Yield the pieces of what `chunks` decode to through `filters` (names, in the order a reader applies
    them); an unknown filter or an image codec passes its input through and ends the chain."""
    stream: Iterable[bytes] = chunks
    for name in filters:
        decoder = _DECODERS.get(name)
        if decoder is None:
            break  # an image codec, or a filter no reader knows: the data is used as it is
        stream = decoder(stream, early_change) if decoder is _lzw else decoder(stream)
    yield from stream


def is_image_codec(name: str) -> bool:
    """Return True for a filter that only an image renderer undoes."""
    return name in _IMAGE_CODECS


def _flate(chunks: Iterable[bytes]) -> Iterator[bytes]:
    inflater = zlib.decompressobj()
    for chunk in chunks:
        pending, out = chunk, b""
        # Until the piece is used up, and no output is held back (a full piece of output may leave more inside).
        while pending or len(out) == OUT_CHUNK:
            try:
                out = inflater.decompress(pending, OUT_CHUNK)
            except zlib.error:
                return
            if out:
                yield out
            if inflater.eof:
                return
            pending = inflater.unconsumed_tail


def _ascii_hex(chunks: Iterable[bytes]) -> Iterator[bytes]:
    odd = b""
    for chunk in chunks:
        end = chunk.find(b">")
        digits = odd + (chunk if end < 0 else chunk[:end]).translate(None, _NOT_HEX)
        odd = digits[len(digits) // 2 * 2 :]
        if len(digits) > 1:
            yield binascii.unhexlify(digits[: len(digits) // 2 * 2])
        if end >= 0:
            break
    if odd:
        yield binascii.unhexlify(odd + b"0")


def _ascii85(chunks: Iterable[bytes]) -> Iterator[bytes]:
    rest = b""
    for chunk in chunks:
        end = chunk.find(b"~")
        text = rest + (chunk if end < 0 else chunk[:end]).translate(None, _A85_SPACE).replace(b"z", b"!!!!!")
        whole = len(text) // 5 * 5
        rest = text[whole:]
        try:
            if whole:
                yield base64.a85decode(text[:whole])
            if end >= 0:
                break
        except ValueError:
            return
    if rest:
        try:
            yield base64.a85decode(rest)
        except ValueError:
            return


def _run_length(chunks: Iterable[bytes]) -> Iterator[bytes]:
    carry = b""
    for chunk in chunks:
        data = carry + chunk
        out: list[bytes] = []
        size, position = 0, 0
        while position < len(data):
            length = data[position]
            if length == 128:
                yield b"".join(out)
                return
            if length < 128:
                if position + length + 2 > len(data):
                    break
                out.append(data[position + 1 : position + length + 2])
                size += length + 1
                position += length + 2
            else:
                if position + 2 > len(data):
                    break
                out.append(data[position + 1 : position + 2] * (257 - length))
                size += 257 - length
                position += 2
            if size >= OUT_CHUNK:
                yield b"".join(out)
                out, size = [], 0
        carry = data[position:]
        if out:
            yield b"".join(out)


def _lzw(chunks: Iterable[bytes], early_change: int = 1) -> Iterator[bytes]:
    table = [bytes([i]) for i in range(256)] + [b"", b""]
    previous = b""
    width = 9
    value = bits = 0
    out: list[bytes] = []
    size = 0
    for chunk in chunks:
        for byte in chunk:
            value = (value << 8) | byte
            bits += 8
            while bits >= width:
                bits -= width
                code = (value >> bits) & ((1 << width) - 1)
                value &= (1 << bits) - 1
                if code == 256:
                    del table[258:]
                    previous, width = b"", 9
                    continue
                if code == 257:
                    yield b"".join(out)
                    return
                if code < len(table):
                    entry = table[code]
                    if previous:
                        table.append(previous + entry[:1])
                elif code == len(table) and previous:
                    entry = previous + previous[:1]
                    table.append(entry)
                else:
                    yield b"".join(out)
                    return  # a code never made: damaged data
                previous = entry
                out.append(entry)
                size += len(entry)
                grown = len(table) + early_change
                width = 9 if grown < 512 else 10 if grown < 1024 else 11 if grown < 2048 else 12
                if size >= OUT_CHUNK:
                    yield b"".join(out)
                    out, size = [], 0
    if out:
        yield b"".join(out)


_DECODERS = {
    "FlateDecode": _flate, "Fl": _flate,
    "LZWDecode": _lzw, "LZW": _lzw,
    "RunLengthDecode": _run_length, "RL": _run_length,
    "ASCIIHexDecode": _ascii_hex, "AHx": _ascii_hex,
    "ASCII85Decode": _ascii85, "A85": _ascii85,
}
