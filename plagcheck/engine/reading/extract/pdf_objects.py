"""A PDF's objects as a reader would find them, read leniently and without trusting the file: enough to check
its streams before a real reader opens it (pdf_streams.py).

Objects are found by their "N G obj" headers (as a reader rebuilding a damaged file's index does), not through
the cross-reference table, so every object the file holds is seen, including those an index leaves out. A
stream is a dictionary followed by the keyword `stream`, however long the dictionary and whatever ends the
keyword's line. Objects packed in object streams are found too. Nothing is decoded here but object streams.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

#: PDF's white space and comments, which may stand between any two tokens.
_GAP = rb"(?:[\x00\t\n\x0c\r ]|%[^\r\n]*)"
_OBJ = re.compile(rb"(?<!end)obj(?![^\x00\t\n\x0c\r ()<>\[\]{}/%])")
#: The object number and generation before "obj" with a comment among them, looked for in the _HEADER_REACH
#: bytes before it (searching the whole file for a pattern that starts with a digit took 0.2 s a megabyte of
#: compressed data; without a comment, _numbers_before reads them backwards).
_NUMBERS = re.compile(rb"(?<![0-9])(\d{1,10})" + _GAP + rb"+(\d{1,5})" + _GAP + rb"+\Z")
_HEADER_REACH = 128
_SPACES = b"\x00\t\n\x0c\r "
_DIGITS = b"0123456789"
#: What ends a stream whose /Length is wrong: the nearer of the two, as in PDFium (neither: no data).
_DATA_END = re.compile(rb"endstream|endobj")
_STREAM_KEYWORD = re.compile(rb"(?<!end)stream(?![^\x00\t\n\x0c\r ()<>\[\]{}/%])")
_SKIP = re.compile(_GAP + rb"*")
_TOKEN = re.compile(
    rb"(?P<dict><<)|(?P<end>>>|\])|(?P<array>\[)|(?P<name>/[^\x00\t\n\x0c\r ()<>\[\]{}/%]*)"
    rb"|(?P<ref>(\d+)" + _GAP + rb"+(\d+)" + _GAP + rb"+R(?![^\x00\t\n\x0c\r ()<>\[\]{}/%]))"
    rb"|(?P<number>[+-]?(?:\d+\.?\d*|\.\d+))|(?P<hex><[^>]*>)|(?P<string>\()"
    rb"|(?P<word>[^\x00\t\n\x0c\r ()<>\[\]{}/%]+)"
)
_PARENTHESIS = re.compile(rb"[()\\]")
_NAME_ESCAPE = re.compile(rb"#([0-9A-Fa-f]{2})")
_EOL = re.compile(rb"\r\n|\n|\r")
#: Values nested deeper than this are not read further (a reader's own parser stops well before).
MAX_NESTING = 64
#: Longest object stream unpacked to find the objects inside it (real ones hold a few megabytes).
MAX_OBJECT_STREAM_BYTES = 64 << 20


@dataclass(frozen=True)
class Ref:
    """A reference to an indirect object: `number 0 R`."""

    number: int


class Name(str):
    """A PDF name, without its slash and with #xx escapes undone ("FlateDecode")."""


@dataclass(frozen=True)
class Stream:
    """A stream object: its number, its dictionary, and where its data starts and ends in the file."""

    number: int
    dictionary: dict
    start: int
    end: int


def parse_value(data: bytes, position: int, depth: int = 0) -> tuple[Any, int]:
    """Return (the PDF value at `position`, the position after it); None for anything unreadable. Dictionaries
    become dicts keyed by Name, arrays lists, names Name, references Ref, strings bytes."""
    position = _SKIP.match(data, position).end()
    match = _TOKEN.match(data, position)
    if match is None or depth > MAX_NESTING:
        return None, position + 1
    kind, end = match.lastgroup, match.end()
    if kind == "dict":
        return _dictionary(data, end, depth)
    if kind == "array":
        return _array(data, end, depth)
    if kind == "name":
        return name_of(match.group()[1:]), end
    if kind == "ref":
        return Ref(int(match.group(6))), end
    if kind == "number":
        text = match.group()
        return (float(text) if b"." in text else int(text)), end
    if kind == "hex":
        return match.group(), end
    if kind == "string":
        return _string(data, end)
    if kind == "word":
        return {b"true": True, b"false": False}.get(match.group()), end
    # A closing bracket out of place is skipped; ">>" is left for the dictionary it closes.
    return None, (end if match.group() == b"]" else position)


def name_of(raw: bytes) -> Name:
    """Return the Name written as `raw` (without its slash)."""
    if b"#" in raw:
        raw = _NAME_ESCAPE.sub(lambda m: bytes([int(m.group(1), 16)]), raw)
    return Name(raw.decode("latin-1"))


def _numbers_before(data: bytes, position: int) -> tuple[int, int] | None:
    """Return (where the header starts, the object number) of the "obj" at `position`, or None if no object
    number and generation stand before it."""
    at = position
    for most, needs in ((None, _SPACES), (5, _DIGITS), (None, _SPACES), (10, _DIGITS)):
        end = at
        while at > 0 and data[at - 1] in needs and (most is None or end - at < most):
            at -= 1
        if at == end:
            break
        if needs is _DIGITS and at > 0 and data[at - 1] in _DIGITS:
            return None  # more digits than a number of that place may have
    else:
        return at, int(data[at:end])
    if b"%" not in data[max(0, position - _HEADER_REACH) : position]:
        return None
    match = _NUMBERS.search(data, max(0, position - _HEADER_REACH), position)  # a comment among them
    return (match.start(), int(match.group(1))) if match else None


def _dictionary(data: bytes, position: int, depth: int) -> tuple[dict, int]:
    result: dict = {}
    while True:
        position = _SKIP.match(data, position).end()
        if position >= len(data):
            return result, position
        if data.startswith(b">>", position):
            return result, position + 2
        key, position = parse_value(data, position, depth + 1)
        if not isinstance(key, Name):
            continue  # not a key: skipped, as lenient readers do
        value, position = parse_value(data, position, depth + 1)
        result[key] = value


def _array(data: bytes, position: int, depth: int) -> tuple[list, int]:
    result: list = []
    while True:
        position = _SKIP.match(data, position).end()
        if position >= len(data):
            return result, position
        if data.startswith(b"]", position):
            return result, position + 1
        if data.startswith(b">>", position):
            return result, position  # the dictionary around it ends here
        value, position = parse_value(data, position, depth + 1)
        result.append(value)


def _string(data: bytes, position: int) -> tuple[bytes, int]:
    """Return (a literal string's raw bytes, the position after its closing parenthesis): parentheses nest,
    and a backslash escapes the character after it."""
    start, depth = position, 1
    while (match := _PARENTHESIS.search(data, position)) is not None:
        position = match.end()
        if match.group() == b"\\":
            position += 1
            continue
        depth += 1 if match.group() == b"(" else -1
        if depth == 0:
            return data[start : match.start()], position
    return data[start:], len(data)


class PdfObjects:
    """Every object of a PDF found by its header, read when first asked for; a later definition of a number
    (an incremental update) replaces an earlier one, as in a reader, and one written out in the file
    replaces one packed in an object stream."""

    def __init__(self, data: bytes, unpack: Callable[[Stream, int], bytes] | None = None) -> None:
        """`unpack(stream, limit)` returns up to `limit` bytes of a stream's decoded data (for object streams)."""
        self.data = data
        self._starts: list[int] = []
        self._ends: list[int] = []
        self._numbers: list[int] = []
        for keyword in _OBJ.finditer(data):
            header = _numbers_before(data, keyword.start())
            if header is not None:
                self._starts.append(header[0])
                self._ends.append(keyword.end())
                self._numbers.append(header[1])
        self._where = {number: index for index, number in enumerate(self._numbers)}
        self._parsed: dict[int, tuple[Any, int]] = {}
        #: Objects packed in object streams: number -> (the unpacked object stream, where the object starts).
        self._packed: dict[int, tuple[bytes, int]] = {}
        self._packed_parsed: dict[int, Any] = {}
        self._packs: list[tuple[bytes, list[int], list[int]]] = []  # (content, sorted starts, their numbers)
        self._unpack = unpack

    def streams(self) -> Iterator[Stream]:
        """Yield every stream object, in file order (each `stream` keyword that ends an object's dictionary).

        Its data starts after the end of the keyword's line, and ends as in PDFium: after /Length bytes when
        "endstream" follows them there, else at the first "endstream" or "endobj" (with neither, it holds
        nothing). The next line end and the next end word are each looked for once per stretch of the file
        (a file of keywords without either would otherwise be searched to its end from each)."""
        data = self.data
        eol = endstream = None  # the last found, for the keywords before them
        for match in _STREAM_KEYWORD.finditer(data):
            index = bisect.bisect_right(self._starts, match.start()) - 1
            if index < 0:
                continue
            dictionary, end = self._parse(index)
            if not isinstance(dictionary, dict) or _SKIP.match(data, end).end() != match.start():
                continue  # the word inside stream data, or in a string
            if eol is None or (eol[0] >= 0 and eol[0] < match.end()):
                found = _EOL.search(data, match.end())
                eol = (found.start(), found.end()) if found else (-1, len(data))
            start = eol[1]
            if endstream is None or 0 <= endstream < start:
                found = _DATA_END.search(data, start)
                endstream = found.start() if found else -1
            yield Stream(self._numbers[index], dictionary, start, self._data_end(dictionary, start, endstream))

    def _data_end(self, dictionary: dict, start: int, end_word: int) -> int:
        length = self.resolve(dictionary.get(Name("Length")))
        if isinstance(length, int) and 0 <= length <= len(self.data) - start:
            if self.data.startswith(b"endstream", _SKIP.match(self.data, start + length).end()):
                return start + length
        return end_word if end_word >= 0 else start

    def unpack_object_streams(self, streams: list[Stream]) -> None:
        """Find the objects packed in the object streams among `streams` (read when asked for)."""
        if self._unpack is None:
            return
        for stream in streams:
            if self.resolve(stream.dictionary.get(Name("Type"))) != "ObjStm":
                continue
            count = self.resolve(stream.dictionary.get(Name("N")))
            first = self.resolve(stream.dictionary.get(Name("First")))
            if not (isinstance(count, int) and isinstance(first, int)):
                continue
            content = self._unpack(stream, MAX_OBJECT_STREAM_BYTES)
            placed, position = [], 0
            for _ in range(max(0, min(count, len(content)))):
                number, position = parse_value(content, position)
                offset, position = parse_value(content, position)
                if not (isinstance(number, int) and isinstance(offset, int)):
                    break
                placed.append((first + offset, number))
                self._packed.setdefault(number, (content, first + offset))
            placed.sort()
            self._packs.append((content, [start for start, _ in placed], [number for _, number in placed]))

    def containing(self, pattern: re.Pattern) -> Iterator[int]:
        """Yield the numbers of the objects in whose text `pattern` is found (packed objects included)."""
        for text, starts, numbers in [(self.data, self._starts, self._numbers), *self._packs]:
            for match in pattern.finditer(text):
                index = bisect.bisect_right(starts, match.start()) - 1
                if index >= 0:
                    yield numbers[index]

    def get(self, number: int) -> Any:
        """Return object `number` (its last definition), or None."""
        index = self._where.get(number)
        if index is not None:
            return self._parse(index)[0]
        if number not in self._packed_parsed and number in self._packed:
            self._packed_parsed[number] = parse_value(*self._packed[number])[0]
        return self._packed_parsed.get(number)

    def resolve(self, value: Any, hops: int = 0) -> Any:
        """Return `value` with a reference followed to the object it names (None when it names nothing)."""
        while isinstance(value, Ref) and hops < MAX_NESTING:
            value, hops = self.get(value.number), hops + 1
        return None if isinstance(value, Ref) else value

    def _parse(self, index: int) -> tuple[Any, int]:
        if index not in self._parsed:
            self._parsed[index] = parse_value(self.data, self._ends[index])
        return self._parsed[index]
