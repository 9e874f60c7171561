"""Reading members of zip-based documents (DOCX, ODT) without being fooled by zip bombs, and parsing XML safely.

A zip's declared sizes can lie, so a member is read in chunks and abandoned as soon as it passes the limit;
all the members one document reads together may not unpack to more than MAX_UNPACKED_BYTES either (a .docx
of a thousand header parts of 200 MB each would pass any per-member limit).
"""

from __future__ import annotations

import io
import zipfile
import zlib
from collections.abc import Callable

from typing import TYPE_CHECKING

from plagcheck.engine.reading.extract.base import BOMB_MESSAGE, MAX_UNPACKED_BYTES, ExtractionError

if TYPE_CHECKING:
    from lxml import etree

#: Largest uncompressed size of one member we read (a 300-page thesis's document.xml is about 20 MB; parsed,
#: 128 MB of XML takes about a gigabyte, the reader's memory limit).
MAX_MEMBER_BYTES = 128 * 1024 * 1024
#: Largest declared uncompressed size of the whole archive.
MAX_TOTAL_BYTES = 1024 * 1024 * 1024
MAX_MEMBERS = 20_000
#: Text-heavy XML compresses about 5-20 times; ratios far above that on a large member mean a bomb.
MAX_RATIO = 300
RATIO_APPLIES_ABOVE = 8 * 1024 * 1024
_CHUNK = 1 << 20

ZIP_BOMB_MESSAGE = BOMB_MESSAGE

_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_ENCRYPTED_PACKAGE = "EncryptedPackage".encode("utf-16-le")


class Archive:
    """A document's zip archive, whose members are read through the bomb checks, counting what they unpack."""

    def __init__(self, archive: zipfile.ZipFile) -> None:
        self.zip = archive
        self.unpacked = 0

    def namelist(self) -> list[str]:
        """Return the names of the members."""
        return self.zip.namelist()

    def read(self, name: str) -> bytes | None:
        """Return the uncompressed bytes of member `name` (None if absent); raise ExtractionError on a bomb."""
        data = read_member(self.zip, name, MAX_UNPACKED_BYTES - self.unpacked)
        self.unpacked += len(data or b"")
        return data


def open_zip(data: bytes, kind: str) -> Archive:
    """Return the zip archive in `data`, checked for bombs; raise ExtractionError naming `kind` if unusable."""
    if data.startswith(_OLE_MAGIC):
        if _ENCRYPTED_PACKAGE in data:
            raise ExtractionError("password protected: open it, remove the password and save it again")
        raise ExtractionError(f"not a real {kind} file: it is an old-style Office file; save it as {kind} or PDF")
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        members = archive.infolist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, EOFError, ValueError) as exc:
        raise ExtractionError(f"corrupt: not a readable {kind} file (damaged or cut short)") from exc
    if len(members) > MAX_MEMBERS or sum(m.file_size for m in members) > MAX_TOTAL_BYTES:
        raise ExtractionError(ZIP_BOMB_MESSAGE)
    if any(m.flag_bits & 0x1 for m in members):
        raise ExtractionError("password protected: open it, remove the password and save it again")
    return Archive(archive)


def read_member(archive: zipfile.ZipFile, name: str | zipfile.ZipInfo, allowance: int = MAX_MEMBER_BYTES,
                damaged: str = "corrupt: part of the document is damaged") -> bytes | None:
    """Return the uncompressed bytes of member `name` (None if absent); raise ExtractionError on a bomb: more
    than MAX_MEMBER_BYTES, or than `allowance` (what the document may still unpack); `damaged` is the message
    for a member that cannot be unpacked."""
    chunks: list[bytes] = []
    size = unpack_member(archive, name, chunks.append, min(MAX_MEMBER_BYTES, allowance), damaged)
    return b"".join(chunks) if size is not None else None


def unpack_member(archive: zipfile.ZipFile, name: str | zipfile.ZipInfo, take: Callable[[bytes], object],
                  limit: int, damaged: str) -> int | None:
    """Pass the uncompressed bytes of member `name` to `take` a chunk at a time; return their size (None if
    absent). Raise ExtractionError (`damaged` if it cannot be unpacked) on a bomb: more than `limit` bytes,
    declared or unpacked, or a large member packed far tighter than any document."""
    try:
        info = name if isinstance(name, zipfile.ZipInfo) else archive.getinfo(name)
    except KeyError:
        return None
    if info.file_size > limit or packed_too_tight(info):
        raise ExtractionError(ZIP_BOMB_MESSAGE)
    size = 0
    try:
        with archive.open(info) as stream:
            while chunk := stream.read(_CHUNK):
                size += len(chunk)
                if size > limit:
                    raise ExtractionError(ZIP_BOMB_MESSAGE)
                take(chunk)
    # RuntimeError: zipfile's "password required", and (NotImplementedError) a compression method it lacks;
    # zlib.error: packed data that does not inflate (one flipped bit); ValueError: a name that does not decode.
    except (zipfile.BadZipFile, zlib.error, OSError, EOFError, ValueError, RuntimeError) as exc:
        raise ExtractionError(damaged) from exc
    return size


def packed_too_tight(info: zipfile.ZipInfo) -> bool:
    """Return True for a large member packed far tighter than any document is (a zip bomb)."""
    return info.file_size > RATIO_APPLIES_ABOVE and info.file_size > MAX_RATIO * max(info.compress_size, 1)


def parse_xml(data: bytes) -> etree._Element:
    """Return the root of an XML document parsed without entities, DTDs or network access."""
    from lxml import etree  # imported by the readers that parse XML, not by a zip's listing

    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False,
                             recover=False)
    try:
        return etree.fromstring(data, parser)
    except etree.XMLSyntaxError as exc:
        if "Excessive depth" in str(exc):
            raise ExtractionError("refused: its contents are nested too deeply (over 256 levels), as no real "
                                  "document is; it may be built to stall readers") from exc
        raise ExtractionError("corrupt: the document's contents are damaged") from exc
