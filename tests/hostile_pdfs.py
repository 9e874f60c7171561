"""Hostile PDFs of issue 27 item 1, built on demand (never committed): streams that unpack to an enormous size
behind any chain of filters, and form XObjects nested deep or drawn many times over.

Each builder takes the shape as parameters (filters, how the stream is written, fan-out per level), so that
tests and bench/bench_hostile.py can make new files of the same kinds, not only the issue's examples.
"""

from __future__ import annotations

import base64
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from fixtures_docs import write_pdf_file

#: The visible text every hostile PDF starts with, so a reader that got through would find some.
HELLO = b"BT /F1 12 Tf 72 720 Td (Hello from a hostile file) Tj ET\n"
FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"


# ---------------------------------------------------------------- encoders (the inverse of each PDF filter)


def lzw_encode(data: bytes, run: tuple[int, int] | None = None) -> bytes:
    """Return `data` LZW-encoded as PDF's LZWDecode reads it (codes of 9 to 12 bits, EarlyChange 1), followed,
    when `run` = (byte, count) is given, by `count` copies of `byte` written in codes directly (a run of
    hundreds of megabytes takes a few hundred kilobytes and no time to encode), then the end code."""
    out = _BitWriter()
    out.write(_CLEAR, 9)
    table, next_code, word = _fresh_table(), 258, b""
    # The decoder's table is one entry behind the encoder's: it reads each code at the width its own size gives.
    for value in data:
        grown = word + bytes([value])
        if grown in table:
            word = grown
            continue
        out.write(table[word], _width(next_code - 1))
        table[grown], next_code, word = next_code, next_code + 1, bytes([value])
        if next_code >= 4090:
            out.write(_CLEAR, _width(next_code - 1))
            table, next_code = _fresh_table(), 258
    if word:
        out.write(table[word], _width(next_code - 1))
        next_code += 1
    if run is None:
        out.write(_END, _width(next_code - 1))
        return out.bytes()
    out.write(_CLEAR, _width(next_code - 1))
    _lzw_run(out, *run)
    out.write(_END, 9)
    return out.bytes()


_CLEAR, _END = 256, 257


def _fresh_table() -> dict[bytes, int]:
    return {bytes([i]): i for i in range(256)}


def _width(decoder_length: int) -> int:
    """Return the code width a PDF LZW decoder reads with when its table holds `decoder_length` entries."""
    return 9 if decoder_length < 511 else 10 if decoder_length < 1023 else 11 if decoder_length < 2047 else 12


def _lzw_run(out: _BitWriter, byte: int, count: int) -> None:
    """Write codes for `count` copies of `byte` after a clear code: the byte, then the entry the decoder is
    about to make (one byte longer each time), until the table is nearly full; a clear code ends each round."""
    while count > 0:
        out.write(byte, 9)
        count -= 1
        code = 258  # the j-th code of a round is 257 + j and stands for j + 1 bytes
        while count >= code - 256 and code < 4090:
            out.write(code, _width(code))
            count -= code - 256
            code += 1
        out.write(_CLEAR, _width(code))


class _BitWriter:
    """Codes packed most significant bit first."""

    def __init__(self) -> None:
        self.buffer = bytearray()
        self.value = 0
        self.bits = 0

    def write(self, code: int, width: int) -> None:
        self.value = (self.value << width) | code
        self.bits += width
        while self.bits >= 8:
            self.bits -= 8
            self.buffer.append((self.value >> self.bits) & 0xFF)
        self.value &= (1 << self.bits) - 1

    def bytes(self) -> bytes:
        tail = bytes([(self.value << (8 - self.bits)) & 0xFF]) if self.bits else b""
        return bytes(self.buffer) + tail


def run_length_run(byte: int, count: int) -> bytes:
    """Return `count` copies of `byte` RunLength-encoded (128 per two bytes), with the end mark."""
    whole, rest = divmod(count, 128)
    tail = bytes([257 - rest, byte]) if rest > 1 else (bytes([0, byte]) if rest else b"")
    return bytes([129, byte]) * whole + tail + b"\x80"


#: Encoders by the filter name that undoes them.
def encode(filters: Sequence[str], data: bytes) -> bytes:
    """Return `data` encoded so that applying `filters` in order decodes it (the last filter encodes first)."""
    for name in reversed(filters):
        if name in ("FlateDecode", "Fl"):
            data = zlib.compress(data, 9)
        elif name in ("ASCIIHexDecode", "AHx"):
            data = data.hex().encode() + b">"
        elif name in ("ASCII85Decode", "A85"):
            data = base64.a85encode(data, wrapcol=72) + b"~>"
        elif name in ("LZWDecode", "LZW"):
            data = lzw_encode(data)
        elif name in ("RunLengthDecode", "RL"):
            runs = [data[i : i + 128] for i in range(0, len(data), 128)]
            data = b"".join(bytes([len(run) - 1]) + run for run in runs) + b"\x80"
        else:
            raise ValueError(name)
    return data


def deflate_run(prefix: bytes, byte: int, count: int) -> bytes:
    """Return `prefix` followed by `count` copies of `byte`, zlib-compressed a megabyte at a time."""
    compressor = zlib.compressobj(9)
    chunk = bytes([byte]) * (1 << 20)
    pieces = [compressor.compress(prefix)]
    whole, rest = divmod(count, len(chunk))
    pieces += [compressor.compress(chunk) for _ in range(whole)]
    pieces += [compressor.compress(chunk[:rest]), compressor.flush()]
    return b"".join(pieces)


# ---------------------------------------------------------------- bombs behind filter chains


@dataclass(frozen=True)
class StreamShape:
    """How a bomb's page content stream is written.

    `inner` is the filter that unpacks the bomb ("FlateDecode", "LZWDecode" or "RunLengthDecode"); `outer`
    are the filters undone before it (ASCII encodings, or Flate over an LZW bomb), in the order a reader
    applies them; `eol` the end of line after the stream keyword; `padding` bytes of filler inside the
    dictionary (a long array of numbers), `extra` more entries in it (a false "/Subtype /Image", say);
    `abbreviated` writes the filters' short names (Fl, AHx, A85, LZW, RL); `indirect_filter` puts the filter
    array in an object of its own.
    """

    inner: str = "FlateDecode"
    outer: tuple[str, ...] = ()
    eol: bytes = b"\n"
    padding: int = 0
    extra: bytes = b""
    abbreviated: bool = False
    indirect_filter: bool = False


_SHORT = {"FlateDecode": "Fl", "ASCIIHexDecode": "AHx", "ASCII85Decode": "A85", "LZWDecode": "LZW",
          "RunLengthDecode": "RL"}


def bomb_stream(shape: StreamShape, megabytes: int) -> bytes:
    """Return the page content (HELLO then `megabytes` MB of spaces) encoded by the shape's filters."""
    count = megabytes << 20
    if shape.inner in ("FlateDecode", "Fl"):
        data = deflate_run(HELLO, 0x20, count)
    elif shape.inner in ("LZWDecode", "LZW"):
        data = lzw_encode(HELLO, run=(0x20, count))
    elif shape.inner in ("RunLengthDecode", "RL"):
        data = encode(["RunLengthDecode"], HELLO)[:-1] + run_length_run(0x20, count)
    else:
        raise ValueError(shape.inner)
    return encode(shape.outer, data)


def write_filter_bomb(path: Path, shape: StreamShape, megabytes: int) -> Path:
    """Write a one-page PDF whose content stream unpacks to `megabytes` MB through the shape's filters."""
    names = [*shape.outer, shape.inner]
    if shape.abbreviated:
        names = [_SHORT.get(name, name) for name in names]
    filters = b"[" + b" ".join(b"/" + name.encode() for name in names) + b"]"
    stream = bomb_stream(shape, megabytes)
    padding = b" /Pad [" + b"0 " * (shape.padding // 2) + b"]" if shape.padding else b""
    filter_entry = b"6 0 R" if shape.indirect_filter else filters
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R"
        b" /Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d /Filter %s%s %s >>\nstream" % (len(stream), filter_entry, padding, shape.extra)
        + shape.eol + stream + b"\nendstream",
        FONT,
    ]
    if shape.indirect_filter:
        objects.append(filters)
    return write_pdf_file(path, objects)


# ---------------------------------------------------------------- form XObjects nested and fanned out


@dataclass(frozen=True)
class FormShape:
    """Form XObjects drawn by the page and by each other.

    `fanout[i]` is how many times a form of level i draws the next level (the page is level 0): (1,) * 5000
    is a chain of 5,000, (10,) * 12 draws the last form 10^12 times. `width` forms per level, each drawing
    every form of the next level (a lattice: the count multiplies by width * fanout per level). `compressed`
    deflates the forms' content; `shared_resources` gives every form one resources dictionary of its own
    object (naming all the forms) instead of a dictionary of its own.
    """

    fanout: tuple[int, ...]
    width: int = 1
    compressed: bool = False
    shared_resources: bool = False
    #: The last level draws the first again instead of showing text: forms drawing each other in a loop.
    loop: bool = False

    @property
    def drawn(self) -> int:
        """Return how many times the last level's forms are drawn in all."""
        total = 1
        for count in self.fanout:
            total *= count * self.width
        return total


def write_form_pdf(path: Path, shape: FormShape) -> Path:
    """Write a one-page PDF of nested form XObjects (each last-level form shows a line of text)."""
    levels = len(shape.fanout)
    first_form = 6
    resources_object = first_form + levels * shape.width

    def number(level: int, index: int) -> int:  # level 1..levels
        return first_form + (level - 1) * shape.width + index

    def name(level: int, index: int) -> bytes:
        return b"/X%d_%d" % (level, index)

    def resources(level: int) -> bytes:
        if shape.shared_resources:
            return b"%d 0 R" % resources_object
        if level > levels:
            if not shape.loop:
                return b"<< /Font << /F1 5 0 R >> >>"
            level = 1
        entries = b" ".join(name(level, i) + b" %d 0 R" % number(level, i) for i in range(shape.width))
        return b"<< /Font << /F1 5 0 R >> /XObject << " + entries + b" >> >>"

    def drawing(level: int) -> bytes:  # what a form of `level` draws: the next level's forms
        if level >= levels and not shape.loop:
            return HELLO
        following = level + 1 if level < levels else 1
        calls = b" ".join(name(following, i) + b" Do" for i in range(shape.width))
        return b"q " + b" ".join([calls] * shape.fanout[level % levels]) + b" Q\n"

    def stream_object(dictionary: bytes, content: bytes) -> bytes:
        if shape.compressed:
            content = zlib.compress(content)
            dictionary += b" /Filter /FlateDecode"
        return b"<< %s /Length %d >>\nstream\n" % (dictionary, len(content)) + content + b"\nendstream"

    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources %s >>" % resources(1),
        stream_object(b"", drawing(0)),
        FONT,
    ]
    for level in range(1, levels + 1):
        for _ in range(shape.width):
            objects.append(stream_object(b"/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources %s"
                                         % resources(level + 1), drawing(level)))
    if shape.shared_resources:
        every = b" ".join(name(level, i) + b" %d 0 R" % number(level, i)
                          for level in range(1, levels + 1) for i in range(shape.width))
        objects.append(b"<< /Font << /F1 5 0 R >> /XObject << " + every + b" >> >>")
    return write_pdf_file(path, objects)
