"""Refusing a PDF built to exhaust a reader, before any reader opens it: streams that unpack to an enormous size
(a deflate bomb behind any chain of filters), and drawings (form XObjects) nested too deep or drawn too often.

Neither PDF reader can be told to stop unpacking: pypdfium2 inflated a 4 MB file's 4 GiB page content to 5 GB
of memory, then pdfminer.six did the same. So every stream is unpacked here first through its own filters
(pdf_filters.py), a megabyte at a time and thrown away, until their total passes MAX_UNPACKED_BYTES (about
half a second of work for a bomb; a typical essay's streams unpack to a few hundred kilobytes). What the
stream's dictionary says of itself is not trusted: a content stream calling itself an image is unpacked like
any other. A true image (which a text reader never unpacks) counts only for what it unpacks beyond its own
width x height x colours; images are checked up to MAX_CHECKED_IMAGE_BYTES in all (a scanned book's pictures
may hold gigabytes), past which the worker's memory limit stands behind this check.

A form XObject is drawn by the page, or by another form, by name (`/Fm1 Do`), and a reader reads a form's
content again each time it is drawn: ten forms each drawing the next ten times make 10^10 drawings from a few
kilobytes, and PDFium silently leaves out whatever is nested more than 40 levels deep. So the names each
content stream draws are resolved through its resources, and the drawings counted level by level; a file
whose forms are nested more than MAX_FORM_DEPTH levels deep (or in a loop) or drawn more than
MAX_FORMS_DRAWN times is refused with the reason.

An encrypted file's streams cannot be unpacked here (they are unpacked after decryption): the memory limit of
the worker reading it stands behind this check.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from plagcheck.engine.reading.extract.base import (BOMB_MESSAGE, MAX_FORM_DEPTH, MAX_FORMS_DRAWN, MAX_UNPACKED_BYTES,
                                                   ExtractionError)
from plagcheck.engine.reading.extract.pdf_filters import decoded, is_image_codec, pieces
from plagcheck.engine.reading.extract.pdf_objects import Name, PdfObjects, Ref, Stream, name_of

#: Bytes of image data unpacked in all to check that images are what they say (see the module's notes).
MAX_CHECKED_IMAGE_BYTES = 512 << 20
DEEP_MESSAGE = (f"refused: its drawings (form XObjects) are nested more than {MAX_FORM_DEPTH} levels deep or "
                "draw each other in a loop, which readers cut short (built to stall or mislead readers), so it "
                "was not read")
DRAWN_MESSAGE = (f"refused: its drawings (form XObjects) draw each other over {MAX_FORMS_DRAWN:,} times (built "
                 "to exhaust memory), so it was not read")

_DELIMITER = rb"\x00\t\n\x0c\r ()<>\[\]{}/%"
_DRAW = re.compile(rb"/([^" + _DELIMITER + rb"]{1,127})[\x00\t\n\x0c\r ]{0,64}Do(?![^" + _DELIMITER + rb"])")
#: Longer than any drawing operator _DRAW finds: one ending this close to the end of what is unpacked so
#: far is looked at again with the next piece.
_DRAW_REACH = 256
_PAGE = re.compile(rb"/Type[\x00\t\n\x0c\r ]*/Page(?![^" + _DELIMITER + rb"])|/Kids(?![^" + _DELIMITER + rb"])")
#: Counts of drawings multiply: past this they are kept at it.
_CAP = 10**15


@dataclass
class StreamCheck:
    """What the check found: bytes unpacked, form drawings, the deepest nesting of forms, image bytes checked."""

    unpacked: int = 0
    forms_drawn: int = 0
    form_depth: int = 0
    images_checked: int = 0
    #: The names each content stream draws, by stream number (all the definitions of a number together).
    draws: dict[int, Counter] = field(default_factory=dict, repr=False)


def check_streams(data: bytes, limit: int | None = None) -> StreamCheck:
    """Return what the PDF's streams unpack to and how its forms are drawn; raise ExtractionError with
    BOMB_MESSAGE as soon as the streams pass `limit` bytes (default MAX_UNPACKED_BYTES), DEEP_MESSAGE or
    DRAWN_MESSAGE for its forms."""
    limit = MAX_UNPACKED_BYTES if limit is None else limit
    check = StreamCheck()
    objects = PdfObjects(data, unpack=lambda stream, most: _unpacked(objects, stream, most, check, limit))
    streams = list(objects.streams())
    objects.unpack_object_streams(streams)
    for stream in streams:
        _measure(objects, stream, check, limit)
    _count_drawings(objects, streams, check)
    return check


def check_unpacked_size(data: bytes, limit: int | None = None) -> int:
    """Return the bytes the PDF's streams unpack to (check_streams, whose errors it raises)."""
    return check_streams(data, limit).unpacked


# ---------------------------------------------------------------- unpacking


def _chunks(objects: PdfObjects, stream: Stream) -> Iterator[bytes]:
    """Yield the stream's data decoded through its filters, a piece at a time."""
    return decoded(pieces(objects.data, stream.start, stream.end), _filters(objects, stream),
                   _early_change(objects, stream))


def _filters(objects: PdfObjects, stream: Stream) -> list[str]:
    value = objects.resolve(stream.dictionary.get(Name("Filter")))
    return [str(name) for name in map(objects.resolve, value if isinstance(value, list) else [value])
            if isinstance(name, Name)]


def _early_change(objects: PdfObjects, stream: Stream) -> int:
    params = objects.resolve(stream.dictionary.get(Name("DecodeParms")))
    for item in params if isinstance(params, list) else [params]:
        item = objects.resolve(item)
        if isinstance(item, dict) and objects.resolve(item.get(Name("EarlyChange"))) == 0:
            return 0
    return 1


def _unpacked(objects: PdfObjects, stream: Stream, most: int, check: StreamCheck, limit: int) -> bytes:
    """Return up to `most` bytes of an object stream's data, counted in the check's total."""
    out: list[bytes] = []
    size = 0
    for chunk in _chunks(objects, stream):
        _count(check, len(chunk), limit)
        out.append(chunk)
        size += len(chunk)
        if size >= most:
            break
    return b"".join(out)[:most]


def _count(check: StreamCheck, size: int, limit: int) -> None:
    check.unpacked += size
    if check.unpacked > limit:
        raise ExtractionError(BOMB_MESSAGE)


def _measure(objects: PdfObjects, stream: Stream, check: StreamCheck, limit: int) -> None:
    """Unpack one stream, counting what it unpacks to (but a true image's own pixels) and the names it draws."""
    if objects.resolve(stream.dictionary.get(Name("Type"))) == "ObjStm":
        return  # counted when its objects were unpacked
    image_size = _image_size(objects, stream)
    if image_size is not None:
        if any(map(is_image_codec, _filters(objects, stream))):
            return  # a picture only an image renderer unpacks
        if check.images_checked >= MAX_CHECKED_IMAGE_BYTES:
            return  # past what images are checked for: the memory limit stands behind
    draws = _Draws()
    unpacked = 0
    for chunk in _chunks(objects, stream):
        if image_size is None:
            _count(check, len(chunk), limit)
            draws.feed(chunk)
            continue
        pixels = max(0, min(len(chunk), image_size - unpacked))
        unpacked += len(chunk)
        check.images_checked += pixels
        _count(check, len(chunk) - pixels, limit)
        if check.images_checked >= MAX_CHECKED_IMAGE_BYTES:
            break
    draws.feed(b"", final=True)
    if draws.names:
        check.draws.setdefault(stream.number, Counter()).update({name_of(raw): n for raw, n in draws.names.items()})


def _image_size(objects: PdfObjects, stream: Stream) -> int | None:
    """Return the most bytes an image's pixels can take (width x height x 4 colours x bits, and a little), or
    None if the stream does not call itself an image."""
    if objects.resolve(stream.dictionary.get(Name("Subtype"))) != "Image":
        return None
    values = [objects.resolve(stream.dictionary.get(Name(key))) for key in ("Width", "Height", "BitsPerComponent")]
    width, height, bits = (value if isinstance(value, int) and value > 0 else 0 for value in values)
    return width * height * 4 * max(bits, 8) // 8 + 1024


class _Draws:
    """Counts the names a content stream draws (`/Name Do`) as its pieces come."""

    def __init__(self) -> None:
        self.names: Counter = Counter()  # names as written (bytes)
        self._text = b""

    def feed(self, chunk: bytes, final: bool = False) -> None:
        """Count the operators complete in what came so far; keep the end, where one may be growing."""
        if not final and b"Do" not in chunk and b"Do" not in self._text[-1:] + chunk[:1] and b"Do" not in self._text:
            self._text = (self._text + chunk[-_DRAW_REACH:])[-_DRAW_REACH:]  # no operator yet (most pieces)
            return
        text = self._text + chunk
        settled = len(text) if final else len(text) - _DRAW_REACH
        keep_from = max(0, settled)
        for match in _DRAW.finditer(text):
            if match.end() > settled:
                keep_from = min(keep_from, match.start())
                break
            self.names[match.group(1)] += 1
        self._text = b"" if final else text[keep_from:]


# ---------------------------------------------------------------- drawings


def _count_drawings(objects: PdfObjects, streams: list[Stream], check: StreamCheck) -> None:
    """Count the form drawings level by level from every page's content; raise if too deep or too many.

    A drawing is (a stream, the resources its names are looked up in): a form without resources of its own
    uses those of whatever draws it.
    """
    forms: dict[int, dict] = {}
    for stream in streams:
        if objects.resolve(stream.dictionary.get(Name("Subtype"))) == "Form":
            forms.setdefault(stream.number, stream.dictionary)
    if not forms or not check.draws:
        return
    Node = tuple[int, int]  # (stream number, number of the object holding its resources, or -page number)
    resources_of: dict[int, object] = {}
    level: dict[Node, int] = {}
    for page, resources, contents in _pages(objects):
        resources_of[-page] = resources
        for number in contents:
            level[(number, -page)] = level.get((number, -page), 0) + 1
    drawable: dict[int, dict[str, int]] = {}  # by holder
    depth = 0
    while level:
        following: dict[Node, int] = {}
        for (number, holder), times in level.items():
            if holder not in drawable:
                drawable[holder] = _drawable(objects, resources_of.get(holder))
            names = drawable[holder]
            for name, count in check.draws.get(number, {}).items():
                target = names.get(name)
                if target not in forms:
                    continue
                own = forms[target].get(Name("Resources"))
                key = (target, target if own is not None else holder)
                resources_of.setdefault(target, own)
                following[key] = min(_CAP, following.get(key, 0) + times * count)
                # Counted as they are found: each drawing found adds one at least, so this stops the work too.
                check.forms_drawn = min(_CAP, check.forms_drawn + times * count)
                if check.forms_drawn > MAX_FORMS_DRAWN:
                    raise ExtractionError(DRAWN_MESSAGE)
        if not following:
            break
        depth += 1
        check.form_depth = depth
        if depth > MAX_FORM_DEPTH:
            raise ExtractionError(DEEP_MESSAGE)
        level = following


def _drawable(objects: PdfObjects, resources: object) -> dict[str, int]:
    """Return the names of a resources dictionary's XObjects and the object numbers they name."""
    resources = objects.resolve(resources)
    xobjects = objects.resolve(resources.get(Name("XObject"))) if isinstance(resources, dict) else None
    if not isinstance(xobjects, dict):
        return {}
    return {str(name): value.number for name, value in xobjects.items() if isinstance(value, Ref)}


def _pages(objects: PdfObjects) -> Iterator[tuple[int, object, list[int]]]:
    """Yield (number, resources, content stream numbers) of every page: an object of type Page, or a leaf of
    the page tree (a reader takes a node without /Kids for a page, whatever its type)."""
    candidates: set[int] = set()
    for number in set(objects.containing(_PAGE)):
        node = objects.get(number)
        if not isinstance(node, dict):
            continue
        if objects.resolve(node.get(Name("Type"))) == "Page":
            candidates.add(number)
        kids = objects.resolve(node.get(Name("Kids")))
        for kid in kids if isinstance(kids, list) else []:
            if isinstance(kid, Ref) and not isinstance(objects.resolve(_get(objects.get(kid.number), "Kids")), list):
                candidates.add(kid.number)
    for number in candidates:
        page = objects.get(number)
        if not isinstance(page, dict):
            continue
        resources, node = None, page
        for _ in range(64):  # resources are inherited down the page tree
            if not isinstance(node, dict) or (resources := node.get(Name("Resources"))) is not None:
                break
            node = objects.resolve(node.get(Name("Parent")))
        contents = page.get(Name("Contents"))
        if not isinstance(contents, Ref) or isinstance(objects.resolve(contents), list):
            contents = objects.resolve(contents)
        yield number, resources, [item.number for item in (contents if isinstance(contents, list) else [contents])
                                  if isinstance(item, Ref)]


def _get(value: object, key: str) -> object:
    return value.get(Name(key)) if isinstance(value, dict) else None
