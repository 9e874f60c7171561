"""Zip files read as folders of submissions, in the reader workers and in memory: nothing is ever unpacked.

`list_zip` lists a class's zip (and the zips inside it, MAX_ZIP_DEPTH deep in all): every member with its
path below the zip, and either the SHA-256 of its bytes (so that its text can be found in the cache, as any
file's) or why it is not read: a name that climbs out of the zip (`../`) or starts at a root, a link stored in
the zip, an encrypted member, a zip nested too deep, a member that is damaged or unpacks to far more than it
declares. A zip of more than MAX_ZIP_ENTRIES entries, or whose table of contents alone is larger than such a
zip's, is refused whole. `read_zip_member` reads one member's bytes for its reader, under the same limits, and
checks that they are the bytes listed.

Names are decoded as the zip says (UTF-8 when its flag is set and they are UTF-8, or an Info-ZIP Unicode
path field), else as UTF-8 when they are valid UTF-8 (as most zips made today are, flag or not), else as zip
tools do: in the East Asian code page a detector finds for the zip's names (Windows writes names in the
system's code page), else in CP437, the zip format's own. A name flagged UTF-8 that is not is read the same
way: it spoils no other member.

A damaged member (data that does not inflate, a bad checksum) is one damaged file: the rest of the zip is read.
A zip whose members overlap (many entries pointing at one block of data) or whose members together unpack
hundreds of times larger than they are packed (each under the size where one member alone is checked) is a
zip bomb, refused as soon as its table of contents is read.
"""

from __future__ import annotations

import hashlib
import io
import os
import posixpath
import re
import stat
import struct
import unicodedata
import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import BinaryIO

from plagcheck.engine.reading.extract.archive import MAX_RATIO, RATIO_APPLIES_ABOVE, packed_too_tight, unpack_member
from plagcheck.engine.reading.extract.base import BOMB_MESSAGE, Extraction, ExtractionError, ZipEntry
from plagcheck.engine.reading.extract.files import DiskFile, open_document

#: Zip files opened on the way to a member: the one named or found, and zips inside it (a zip in those is
#: listed, not opened).
MAX_ZIP_DEPTH = 2
#: Entries one zip may hold, those of the zips inside it included (a class of 300 with a few files each has
#: about a thousand).
MAX_ZIP_ENTRIES = 5_000
#: Largest table of contents read: about 2 KB an entry, ten times what a long name and its extra fields take.
MAX_DIRECTORY_BYTES = MAX_ZIP_ENTRIES * 2048
#: Bytes the listing may unpack in all (each member is unpacked once to be hashed): a class of 300 PDFs of
#: 10 MB each is 3 GB.
MAX_ZIP_UNPACKED = 8 << 30
#: Bytes of a link stored in the zip read to say where it points.
_LINK_BYTES = 1024
_UTF8_FLAG = 0x800
_UNICODE_PATH_FIELD = 0x7075
_DRIVE = re.compile(r"^[A-Za-z]:")

NOT_A_ZIP = "corrupt: not a readable zip file (damaged or cut short)"
TOO_MANY_ENTRIES = (f"refused: the zip holds more than {MAX_ZIP_ENTRIES:,} files (with the zips inside it), as "
                    "no class does; it may be built to stall readers. Split it, or unpack the part you need")
TOO_NESTED = (f"skipped: a zip inside a zip inside a zip; zips are opened {MAX_ZIP_DEPTH} deep at most, so it "
              "was not opened")
OUTSIDE_NAME = ("skipped: its name in the zip leads out of the zip ({name}), as only a zip built to attack "
                "unpackers does, so it was not read")
STORED_LINK = "skipped: a link stored in the zip (to {target}), not a document; links are not followed"
ENCRYPTED = "password protected: the zip encrypts this file; unpack it with its password to check it"
DAMAGED = "corrupt: this file is damaged inside the zip"
SECOND_NAME = "skipped: a second file of the same name in the zip (as only a zip built to mislead holds); the first is read"
CHANGED = "skipped: the zip changed since it was listed, so this file was not read"
OVERLAPPING = ("refused: its files overlap inside the zip (one block of data stands for many files), as only a "
               "'zip bomb' built to exhaust memory and time is made, so it was not opened")
PACKED_TIGHT = ("refused: its files together unpack to an enormous size, each packed far tighter than any document "
                "(a 'zip bomb' of many members, built to exhaust memory and time), so it was not opened")
UNPACKED_TOO_MUCH = (f"refused: the zip unpacks to more than {MAX_ZIP_UNPACKED >> 30} GB in all (a 'zip bomb', "
                     "built to exhaust memory and time), so the rest of it was not read")


@dataclass(frozen=True)
class ZipFolder:
    """A job for a reader worker: list the zip file `file`, hashing members of at most `max_member_bytes`."""

    file: DiskFile
    max_member_bytes: int


@dataclass(frozen=True)
class ZipMember:
    """Where a member's bytes are: the zip on disk, then the member's position in each zip on the way."""

    container: DiskFile
    indexes: tuple[int, ...]
    sha256: str
    #: Its size as the zip declares it (the bytes read are held to it).
    size: int
    #: Its name's ending, in lower case (".docx"), which tells its reader with its first bytes.
    suffix: str
    #: Most bytes read of it, or of a zip on the way to it (the limit it was listed under).
    limit: int
    #: When the file was last changed, as the zip says ("2024-03-14 10:22"; "" when it does not): a learning
    #: platform's download writes when each file was handed in.
    modified: str = ""

    @classmethod
    def of(cls, entry: ZipEntry, container: DiskFile, limit: int) -> ZipMember:
        """Return where a listed entry's bytes are, in the zip file `container` listed with this `limit`."""
        return cls(container, entry.indexes, entry.sha256, entry.size,
                   posixpath.splitext(entry.levels[-1][-1])[1].lower(), limit, entry.modified)


def list_zip(folder: ZipFolder) -> Extraction:
    """Return the Extraction of a zip read as a folder: status ok and its entries in `members` (in the zip's
    order), or the reason it cannot be listed. Never raises."""
    try:
        with open_document(folder.file) as stream:
            budget = _Budget()
            entries = list(_entries(open_zip_folder(stream), (), (), 1, folder.max_member_bytes, budget))
    except ExtractionError as exc:
        return Extraction(exc.status, exc.message, "zip")
    except MemoryError:
        return Extraction("error", "too large to read: listing the zip needs more memory than a reader may use",
                          "zip")
    except Exception as exc:  # noqa: BLE001 - a hostile zip must never stop the batch
        return Extraction("error", f"corrupt: the zip could not be read ({type(exc).__name__})", "zip")
    return Extraction("ok", "", "zip", members=tuple(entries))


def read_zip_member(member: ZipMember) -> bytes:
    """Return the bytes of `member`, unpacked in memory (no more than it was listed with); raise
    ExtractionError when it cannot be read or is no longer the member listed."""
    with open_document(member.container) as stream:
        archive = _opened.archive(stream)
        for index in member.indexes[:-1]:
            archive = _opened.inner(archive, index, member.limit)
        info = _info(archive, member.indexes[-1])
        if info.file_size != member.size:
            raise ExtractionError(CHANGED, "skipped")
        chunks: list[bytes] = []
        unpack_member(archive, info, chunks.append, min(member.size, member.limit), DAMAGED)
    data = b"".join(chunks)
    if hashlib.sha256(data).hexdigest() != member.sha256:
        raise ExtractionError(CHANGED, "skipped")
    return data


def open_zip_folder(stream: BinaryIO) -> zipfile.ZipFile:
    """Return the zip in `stream`, its table of contents checked for size before it is read; raise
    ExtractionError if it is no readable zip or too large a one."""
    try:
        end = zipfile._EndRecData(stream)  # the end record: how large the table of contents says it is
        if end and (end[zipfile._ECD_SIZE] > MAX_DIRECTORY_BYTES or end[zipfile._ECD_ENTRIES_TOTAL] > MAX_ZIP_ENTRIES):
            raise ExtractionError(TOO_MANY_ENTRIES)
        stream.seek(0)
        try:
            archive = zipfile.ZipFile(stream)
        except UnicodeDecodeError:  # a name flagged UTF-8 that is not: read with the flag cleared where false
            archive = zipfile.ZipFile(_FalseFlagsCleared(stream, end))
    except ExtractionError:
        raise
    # NotImplementedError: a zip version it does not read.
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, EOFError, ValueError, NotImplementedError,
            struct.error) as exc:
        raise ExtractionError(NOT_A_ZIP) from exc
    infos = archive.infolist()
    if len(infos) > MAX_ZIP_ENTRIES:
        raise ExtractionError(TOO_MANY_ENTRIES)
    if _overlapping(infos, archive.start_dir):
        raise ExtractionError(OVERLAPPING)
    # Members above the floor are each checked alone (packed_too_tight); many just under it, together.
    tight = sum(info.file_size for info in infos if info.file_size <= RATIO_APPLIES_ABOVE
                and info.file_size > MAX_RATIO * max(info.compress_size, 1))
    if tight > RATIO_APPLIES_ABOVE:
        raise ExtractionError(PACKED_TIGHT)
    return archive


def _overlapping(infos: list[zipfile.ZipInfo], directory_start: int) -> bool:
    """Return True when two members' data overlap, or a member's runs into the table of contents: each
    member's local header (30 bytes) and packed data must end before the next member starts."""
    ends = sorted((info.header_offset, info.header_offset + 30 + info.compress_size) for info in infos)
    for (_, end), (next_start, _) in zip(ends, ends[1:]):
        if next_start < end:
            return True
    return bool(ends) and ends[-1][1] > directory_start


class _FalseFlagsCleared(io.RawIOBase):
    """A zip file read with the UTF-8 flag cleared on the names (in the table of contents and in the members'
    own headers) that it marks UTF-8 though they are not, so that zipfile reads them in the legacy code page
    instead of refusing the whole zip; every other byte is the file's."""

    def __init__(self, stream: BinaryIO, end: list) -> None:
        super().__init__()
        self.stream = stream
        self.patches: dict[int, bytes] = {}
        size_cd, offset_cd = end[zipfile._ECD_SIZE], end[zipfile._ECD_OFFSET]
        concat = end[zipfile._ECD_LOCATION] - size_cd - offset_cd
        if end[zipfile._ECD_SIGNATURE] == zipfile.stringEndArchive64:
            concat -= zipfile.sizeEndCentDir64 + zipfile.sizeEndCentDir64Locator
        stream.seek(offset_cd + concat)
        directory = stream.read(size_cd)
        at = 0
        while at + 46 <= len(directory) and directory[at:at + 4] == zipfile.stringCentralDir:
            flags, = struct.unpack_from("<H", directory, at + 8)
            name_length, extra_length, comment_length = struct.unpack_from("<HHH", directory, at + 28)
            local, = struct.unpack_from("<I", directory, at + 42)
            name = directory[at + 46:at + 46 + name_length]
            if flags & _UTF8_FLAG and not _is_utf8(name):
                self.patches[offset_cd + concat + at + 8] = struct.pack("<H", flags & ~_UTF8_FLAG)
                stream.seek(local + concat + 6)
                local_flags = stream.read(2)
                if len(local_flags) == 2:
                    self.patches[local + concat + 6] = struct.pack("<H", struct.unpack("<H", local_flags)[0]
                                                                   & ~_UTF8_FLAG)
            at += 46 + name_length + extra_length + comment_length
        self.position = 0

    def readable(self) -> bool:
        """Return True: the file is read."""
        return True

    def seekable(self) -> bool:
        """Return True: zipfile seeks in it."""
        return True

    def seek(self, offset: int, whence: int = 0) -> int:
        """Move to `offset` (from `whence`, as io does); return the new position."""
        self.position = self.stream.seek(offset, whence)
        return self.position

    def tell(self) -> int:
        """Return the position."""
        return self.position

    def read(self, size: int = -1) -> bytes:
        """Return up to `size` bytes from the position (all that is left for -1), with the flags cleared."""
        self.stream.seek(self.position)
        data = bytearray(self.stream.read(size))
        start, self.position = self.position, self.position + len(data)
        for offset, patch in self.patches.items():
            for index, byte in enumerate(patch):
                if start <= offset + index < self.position:
                    data[offset + index - start] = byte
        return bytes(data)


def _is_utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


class _Budget:
    """What one listing may still open: entries (of all the zips in it) and bytes to unpack."""

    def __init__(self) -> None:
        self.entries = MAX_ZIP_ENTRIES
        self.unpacked = MAX_ZIP_UNPACKED

    def count(self, entries: int) -> None:
        self.entries -= entries
        if self.entries < 0:
            raise ExtractionError(TOO_MANY_ENTRIES)


def _entries(archive: zipfile.ZipFile, levels: tuple[tuple[str, ...], ...], indexes: tuple[int, ...], depth: int,
             max_bytes: int, budget: _Budget) -> Iterator[ZipEntry]:
    """Yield the entries of `archive` (a zip `depth` deep) and of the zips inside it, in the zip's order."""
    infos = archive.infolist()
    budget.count(len(infos))
    legacy = legacy_codec(infos)
    seen: set[tuple[str, ...]] = set()
    for index, info in enumerate(infos):
        name = member_name(info, legacy)
        parts, problem = _parts(name)
        if not parts and not problem:
            continue  # a folder's own entry: folders are known by the names of their files
        here = (*levels, parts or (name,))
        at = (*indexes, index)
        if problem:
            yield ZipEntry(here, at, problem=problem, unsafe_name=True)
        elif parts in seen:
            yield ZipEntry(here, at, problem=SECOND_NAME)
        else:
            seen.add(parts)
            yield from _entry(archive, info, here, at, depth, max_bytes, budget)


def _entry(archive: zipfile.ZipFile, info: zipfile.ZipInfo, levels: tuple[tuple[str, ...], ...],
           indexes: tuple[int, ...], depth: int, max_bytes: int, budget: _Budget) -> Iterator[ZipEntry]:
    """Yield one member's entry, or the entries of the zip it is."""
    if info.flag_bits & 0x1:
        yield ZipEntry(levels, indexes, problem=ENCRYPTED, status="error")
        return
    if info.create_system == 3 and stat.S_ISLNK(info.external_attr >> 16):
        yield ZipEntry(levels, indexes, problem=STORED_LINK.format(target=_link_target(archive, info)))
        return
    if packed_too_tight(info):
        yield ZipEntry(levels, indexes, problem=BOMB_MESSAGE, status="error")
        return
    suffix = posixpath.splitext(levels[-1][-1])[1].lower()
    if suffix == ".zip":
        if depth >= MAX_ZIP_DEPTH:
            yield ZipEntry(levels, indexes, problem=TOO_NESTED)
            return
        chunks: list[bytes] = []
        try:
            _unpack(archive, info, chunks.append, max_bytes, budget)
            inner = open_zip_folder(io.BytesIO(b"".join(chunks)))
        except ExtractionError as exc:
            yield ZipEntry(levels, indexes, problem=exc.message, status="error")
            return
        yield from _entries(inner, levels, indexes, depth + 1, max_bytes, budget)
        return
    from plagcheck.engine.reading.extract import SUFFIX_FORMATS  # the package imports this module on use

    if suffix not in SUFFIX_FORMATS or info.file_size > max_bytes:
        yield ZipEntry(levels, indexes, size=info.file_size)  # reading says why it is not read: nothing to hash
        return
    digest = hashlib.sha256()
    try:
        _unpack(archive, info, digest.update, max_bytes, budget)
    except ExtractionError as exc:
        yield ZipEntry(levels, indexes, problem=exc.message, status="error")
        return
    yield ZipEntry(levels, indexes, digest.hexdigest(), info.file_size, status="ok", modified=_modified(info))


def _modified(info: zipfile.ZipInfo) -> str:
    """Return when a member was last changed, as its zip says ("2024-03-14 10:22"), or "" for none (1980-01-01,
    the earliest time a zip can hold, is what tools write when they have none)."""
    year, month, day, hour, minute, _ = info.date_time
    if year <= 1980:
        return ""
    return f"{year:04d}-{month:02d}-{day:02d} {hour:02d}:{minute:02d}"


def _unpack(archive: zipfile.ZipFile, info: zipfile.ZipInfo, take: Callable[[bytes], object], max_bytes: int,
            budget: _Budget) -> None:
    """Pass a member's bytes to `take` (at most `max_bytes`), counted against what the listing may unpack."""
    if budget.unpacked < info.file_size:
        raise ExtractionError(UNPACKED_TOO_MUCH)
    budget.unpacked -= unpack_member(archive, info, take, min(max_bytes, budget.unpacked), DAMAGED) or 0


def member_name(info: zipfile.ZipInfo, legacy: str = "cp437") -> str:
    """Return a member's name decoded as its zip meant it (see the module's note on names); a name that is not
    UTF-8 is decoded as `legacy` (legacy_codec's choice for its zip)."""
    if info.flag_bits & _UTF8_FLAG:
        return info.orig_filename
    raw = _raw_name(info)
    unicode_path = _unicode_path(info.extra, raw)
    if unicode_path is not None:
        return unicode_path
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode(legacy, "replace") if legacy != "cp437" else info.orig_filename


def _raw_name(info: zipfile.ZipInfo) -> bytes:
    """Return a member's name as the bytes stored (zipfile decoded them as CP437 unless flagged UTF-8)."""
    if info.flag_bits & _UTF8_FLAG:
        return info.orig_filename.encode("utf-8")
    return info.orig_filename.encode("cp437")


#: Code pages Windows writes zip names in where a detector tells them apart from CP437 reliably: their names
#: decode to the scripts' own letters (single-byte code pages decode anything, so they are not guessed).
_EAST_ASIAN = {"cp932": "cp932", "shift_jis": "cp932", "gb18030": "gb18030", "gbk": "gb18030", "gb2312": "gb18030",
               "big5": "big5", "cp950": "big5", "cp949": "cp949", "euc_kr": "cp949", "euc_jp": "euc_jp"}
_EAST_ASIAN_LETTERS = ("CJK UNIFIED", "HIRAGANA", "KATAKANA", "HANGUL", "CJK COMPATIBILITY IDEOGRAPH", "FULLWIDTH",
                       "IDEOGRAPHIC")


def legacy_codec(infos: list[zipfile.ZipInfo]) -> str:
    """Return the code page the names of a zip that are not UTF-8 are in: an East Asian one when a detector
    finds one in which every such name decodes to that script's letters, else CP437 (as unzip reads them)."""
    raws = [raw for raw in (_raw_name(info) for info in infos if not info.flag_bits & _UTF8_FLAG)
            if not raw.isascii() and not _is_utf8(raw)]
    if not raws:
        return "cp437"
    from charset_normalizer import from_bytes  # only for zips whose names are in a legacy code page

    joined = b"\n".join(raws)[:65536]
    best = from_bytes(joined).best()
    codec = _EAST_ASIAN.get(best.encoding if best is not None else "", "")
    if not codec:
        return "cp437"
    try:
        text = joined.decode(codec)
    except UnicodeDecodeError:
        return "cp437"
    letters = [char for char in text if not char.isascii()]
    if all(unicodedata.name(char, "").startswith(_EAST_ASIAN_LETTERS) for char in letters):
        return codec
    return "cp437"


def _unicode_path(extra: bytes, raw: bytes) -> str | None:
    """Return the name in an Info-ZIP Unicode Path extra field (0x7075) made for `raw`, else None."""
    offset = 0
    while offset + 4 <= len(extra):
        kind, size = struct.unpack_from("<HH", extra, offset)
        body = extra[offset + 4:offset + 4 + size]
        offset += 4 + size
        if kind == _UNICODE_PATH_FIELD and len(body) > 5 and body[0] == 1:
            if struct.unpack_from("<I", body, 1)[0] != zlib.crc32(raw):
                return None  # made for another name: the name was changed by a tool that did not know the field
            try:
                return body[5:].decode("utf-8")
            except UnicodeDecodeError:
                return None
    return None


def _parts(name: str) -> tuple[tuple[str, ...], str]:
    """Return (the components of a member's name, '') or ((), why it is refused); ((), '') for a folder."""
    name = name.split("\x00", 1)[0]
    if name.startswith(("/", "\\")) or _DRIVE.match(name):
        return (), OUTSIDE_NAME.format(name=name)
    parts = tuple(part for part in re.split(r"[/\\]", name) if part not in ("", "."))
    if ".." in parts:
        return (), OUTSIDE_NAME.format(name=name)
    if name.endswith(("/", "\\")):
        return (), ""
    return parts, ""


def _link_target(archive: zipfile.ZipFile, info: zipfile.ZipInfo) -> str:
    """Return where a link stored in the zip points, as far as it can be read in a few bytes."""
    chunks: list[bytes] = []
    try:
        unpack_member(archive, info, chunks.append, _LINK_BYTES, DAMAGED)
    except ExtractionError:
        return "somewhere it does not say"
    return b"".join(chunks).decode("utf-8", "replace")


def _info(archive: zipfile.ZipFile, index: int) -> zipfile.ZipInfo:
    infos = archive.infolist()
    if not 0 <= index < len(infos):
        raise ExtractionError(CHANGED, "skipped")
    return infos[index]


class _Opened:
    """The zip a worker read its last member from, kept open for the next (members of one zip are read one
    after the other): the zip file by its identity, size and time of change, and the zip inside it last
    unpacked, so that a class zip's table of contents is read once per worker, not once per member."""

    def __init__(self) -> None:
        self.key: tuple[int, ...] | None = None
        self.file: BinaryIO | None = None
        self.zip: zipfile.ZipFile | None = None
        self.inner_key: tuple[int, ...] | None = None
        self.inner_zip: zipfile.ZipFile | None = None

    def archive(self, stream: BinaryIO) -> zipfile.ZipFile:
        """Return the zip in `stream` (an opened file), the one kept if it is the same unchanged file."""
        info = os.fstat(stream.fileno())
        key = (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)
        if key != self.key or self.zip is None:
            self.close()
            self.file = os.fdopen(os.dup(stream.fileno()), "rb")  # kept open with the zip, closed with it
            self.zip = open_zip_folder(self.file)
            self.key = key
        return self.zip

    def inner(self, archive: zipfile.ZipFile, index: int, max_bytes: int) -> zipfile.ZipFile:
        """Return the zip that is member `index` of `archive`, unpacked in memory (at most `max_bytes`)."""
        key = (*(self.key or ()), id(archive), index)
        if key != self.inner_key or self.inner_zip is None:
            chunks: list[bytes] = []
            self.inner_key, self.inner_zip = None, None
            unpack_member(archive, _info(archive, index), chunks.append, max_bytes, DAMAGED)
            self.inner_zip = open_zip_folder(io.BytesIO(b"".join(chunks)))
            self.inner_key = key
        return self.inner_zip

    def close(self) -> None:
        """Forget the zips kept, closing the file."""
        if self.file is not None:
            self.file.close()
        self.key, self.file, self.zip, self.inner_key, self.inner_zip = None, None, None, None, None


_opened = _Opened()


def forget_open_zips() -> None:
    """Close the zip kept open for the next member (a process other than a worker reads one member at most)."""
    _opened.close()

__all__ = ["MAX_ZIP_DEPTH", "MAX_ZIP_ENTRIES", "ZipEntry", "ZipFolder", "ZipMember", "forget_open_zips", "list_zip",
           "legacy_codec", "member_name", "open_zip_folder", "read_zip_member"]
