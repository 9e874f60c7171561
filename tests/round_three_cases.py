"""Issue 40's hostile files, built on demand (nothing binary is committed): a classmate's copy hidden inside a
student's own upload on each platform, names that differ in case only, a damaged member, names flagged UTF-8
that are not, zips of overlapping entries and of many members just under the packing test's floor, many zips
of tiny files, and saved sessions built to stall or exhaust whoever opens them.

Used by tests/test_hostile_round_three.py and bench/bench_hostile.py.
"""

from __future__ import annotations

import gzip
import io
import json
import struct
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path

from synthetic import TextGenerator
from zip_cases import zip_bytes

#: The platforms whose download is built with a copy hidden in a student's own zip.
HIDDEN_COPY_PLATFORMS = ("blackboard", "brightspace", "canvas", "moodle", "classroom")


def class_texts(seed: int = 40) -> dict[str, str]:
    """Return three students' essays of about 400 words: Priya's, Bob's and Chen's, none sharing a passage."""
    generator = TextGenerator(seed)
    return {name: generator.essay(400) for name in ("priya", "bob", "chen")}


@dataclass(frozen=True)
class HiddenCopy:
    """A platform's class zip in which Bob's own upload (a zip) holds Priya's essay word for word under a name
    the platform would give a file of Priya's; `priya` and `bob` are the student names the layout must give."""

    path: Path
    platform: str
    priya: str
    bob: str


def hidden_copy(platform: str, folder: Path) -> HiddenCopy:
    """Write `platform`'s class zip with Bob's upload hiding a copy of Priya's essay; return where and who."""
    texts = class_texts()
    copy = texts["priya"]
    if platform == "blackboard":
        stem = "Essay 1_{user}_attempt_{date}"
        members = {}
        for user, date, text in (("psharma", "2024-03-11-09-15-01", texts["priya"]),
                                 ("bjones", "2024-03-12-10-20-02", texts["bob"]),
                                 ("cwei", "2024-03-12-11-00-03", texts["chen"])):
            members[stem.format(user=user, date=date) + "_Essay.txt"] = text
            members[stem.format(user=user, date=date) + ".txt"] = f"Name: {user} ({user})\nFiles:\n"
        inner = {stem.format(user="psharma", date="2099-12-31-23-59-59") + "_Essay.txt": copy}
        members[stem.format(user="bjones", date="2024-03-12-10-20-02") + "_appendix.zip"] = zip_bytes(inner)
        who = ("psharma", "bjones")
    elif platform == "brightspace":
        members = {
            "88001-88002 - Priya Sharma - Mar 4, 2024 105 PM - Essay.txt": texts["priya"],
            "88003-88004 - Bob Jones - Mar 5, 2024 210 PM - Essay.txt": texts["bob"],
            "88005-88006 - Bob Jones - Mar 5, 2024 210 PM - appendix.zip": zip_bytes(
                {"99001-99002 - Priya Sharma - Dec 31, 2099 1159 PM - Essay.txt": copy}),
            "88007-88008 - Chen Wei - Mar 6, 2024 900 AM - Essay.txt": texts["chen"],
            "index.html": "<html><body><table><tr><td>Priya Sharma</td></tr></table></body></html>",
        }
        who = ("Priya Sharma", "Bob Jones")
    elif platform == "canvas":
        members = {
            "sharmapriya_101_555001_Essay.txt": texts["priya"],
            "jonesbob_102_555002_Essay.txt": texts["bob"],
            "jonesbob_102_557_extra.zip": zip_bytes({"sharmapriya_101_999_notes.txt": copy}),
            "weichen_103_555003_Essay.txt": texts["chen"],
        }
        who = ("sharmapriya", "jonesbob")
    elif platform == "moodle":
        prefix = "{name}_{number}_assignsubmission_file_"
        members = {
            prefix.format(name="Priya Sharma", number=101) + "Essay.txt": texts["priya"],
            prefix.format(name="Bob Jones", number=102) + "Essay.txt": texts["bob"],
            prefix.format(name="Bob Jones", number=102) + "extra.zip": zip_bytes(
                {prefix.format(name="Priya Sharma", number=101) + "notes.txt": copy}),
            prefix.format(name="Chen Wei", number=103) + "Essay.txt": texts["chen"],
        }
        who = ("Priya Sharma", "Bob Jones")
    elif platform == "classroom":
        members = {
            "Priya Sharma - Essay.txt": texts["priya"],
            "Bob Jones - Essay.txt": texts["bob"],
            "Bob Jones - Essay sources.zip": zip_bytes({"Priya Sharma - Essay.txt": copy}),
            "Chen Wei - Essay.txt": texts["chen"],
        }
        who = ("Priya Sharma", "Bob Jones")
    else:
        raise ValueError(platform)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{platform}-download.zip"
    path.write_bytes(zip_bytes(members))
    return HiddenCopy(path, platform, *who)


def case_pair(folder: Path) -> Path:
    """Write a Google Classroom folder where Bob's file `priya sharma - Essay.txt` (Priya's essay word for word)
    lies beside Priya's `Priya Sharma - Essay.txt`; return the folder."""
    texts = class_texts()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Priya Sharma - Essay.txt").write_text(texts["priya"], encoding="utf-8")
    (folder / "priya sharma - Essay.txt").write_text(texts["priya"], encoding="utf-8")
    (folder / "Chen Wei - Essay.txt").write_text(texts["chen"], encoding="utf-8")
    return folder


def assignment_copy(folder: Path) -> Path:
    """Write a class folder in which one student's 200-word `assignment.txt` is the opening of a classmate's
    essay, and `bob.txt` copies that essay whole; return the folder."""
    texts = class_texts()
    folder.mkdir(parents=True, exist_ok=True)
    words = texts["priya"].split()
    (folder / "priya.txt").write_text(texts["priya"], encoding="utf-8")
    (folder / "assignment.txt").write_text(" ".join(words[:200]), encoding="utf-8")
    (folder / "bob.txt").write_text(texts["priya"], encoding="utf-8")
    (folder / "chen.txt").write_text(texts["chen"], encoding="utf-8")
    return folder


def damaged_member_zip(path: Path, essays: int = 6) -> str:
    """Write a class zip of `essays` essays whose third member's deflate data has one bit flipped (it no
    longer inflates: zlib.error); return the damaged member's name."""
    generator = TextGenerator(3)
    members = {f"Student {n}/essay.txt": generator.essay(300) for n in range(essays)}
    data = bytearray(zip_bytes(members))
    damaged = "Student 2/essay.txt"
    info = zipfile.ZipFile(io.BytesIO(bytes(data))).getinfo(damaged)
    start = info.header_offset + 30 + len(damaged.encode())
    data[start] ^= 0x06  # the first block's type bits: 11 (reserved), which no inflater accepts
    path.write_bytes(bytes(data))
    return damaged


def false_utf8_flag_zip(path: Path) -> str:
    """Write a zip of two essays, one named in CP1252 bytes but flagged UTF-8 (as a careless tool writes);
    return the name the flagged member must be shown with (its bytes read in CP437, as unzip reads them)."""
    generator = TextGenerator(5)
    raw = "Résumé é.txt".encode("cp1252")
    placeholder = "R" * (len(raw) - 4) + ".txt"
    data = bytearray(zip_bytes({"fine.txt": generator.essay(200), placeholder: generator.essay(200)}))
    data = bytearray(bytes(data).replace(placeholder.encode(), raw))
    for signature, flag_at in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):
        at = 0
        while (at := data.find(signature, at)) >= 0:
            data[at + flag_at + 1] |= 0x08  # bit 11 of the flags: the name is UTF-8
            at += 4
    path.write_bytes(bytes(data))
    return raw.decode("cp437")


def _raw_zip(entries: list[tuple[bytes, bytes, int, int, int]], data_blocks: list[tuple[int, bytes]] | None = None
             ) -> bytes:
    """Return a zip built by hand from (name, packed data, CRC, unpacked size, method) entries, each written
    with its own local header."""
    out = io.BytesIO()
    central = []
    for name, packed, crc, size, method in entries:
        offset = out.tell()
        out.write(struct.pack("<4s5H3L2H", b"PK\x03\x04", 20, 0, method, 0, 0, crc, len(packed), size,
                              len(name), 0) + name + packed)
        central.append(struct.pack("<4s6H3L5H2L", b"PK\x01\x02", 20, 20, 0, method, 0, 0, crc, len(packed), size,
                                   len(name), 0, 0, 0, 0, 0, offset) + name)
    start = out.tell()
    out.write(b"".join(central))
    size_cd = out.tell() - start
    out.write(struct.pack("<4s4H2LH", b"PK\x05\x06", 0, 0, len(entries), len(entries), size_cd, start, 0))
    return out.getvalue()


def overlapping_zip(path: Path, entries: int = 1000, megabytes: float = 7.9) -> int:
    """Write a zip of `entries` central entries whose data all overlap one deflated block of `megabytes` of
    text (David Fifield's non-recursive bomb: each member's data quotes the next member's header in a stored
    deflate block, then runs on through the rest); return its size in bytes."""
    kernel_plain = (b"all work and no play makes a dull essay " * int(megabytes * (1 << 20) / 40 + 1))
    kernel_plain = kernel_plain[:int(megabytes * (1 << 20))]
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    kernel = packer.compress(kernel_plain) + packer.flush()
    names = [f"essay{n:04d}.txt".encode() for n in range(entries)]
    # Built from the last member back: member i's data is a stored block quoting member i+1's header, then
    # member i+1's data. CRCs are left 0: a reader finds out only after inflating the whole member.
    headers: list[bytes] = [b""] * entries
    packed_size = len(kernel)
    plain_size = len(kernel_plain)
    sizes = []
    for index in range(entries - 1, -1, -1):
        sizes.append((packed_size, plain_size))
        headers[index] = struct.pack("<4s5H3L2H", b"PK\x03\x04", 20, 0, 8, 0, 0, 0, packed_size, plain_size,
                                     len(names[index]), 0) + names[index]
        quoted = headers[index]
        packed_size += 5 + len(quoted)
        plain_size += len(quoted)
    sizes.reverse()
    out = io.BytesIO()
    offsets = []
    for index in range(entries):
        offsets.append(out.tell())
        out.write(headers[index])
        if index + 1 < entries:
            quoted = headers[index + 1]
            out.write(struct.pack("<BHH", 0, len(quoted), len(quoted) ^ 0xFFFF))  # a stored block, not the last
    out.write(kernel)
    start = out.tell()
    for index in range(entries):
        packed, plain = sizes[index]
        out.write(struct.pack("<4s6H3L5H2L", b"PK\x01\x02", 20, 20, 0, 8, 0, 0, 0, packed, plain,
                              len(names[index]), 0, 0, 0, 0, 0, offsets[index]) + names[index])
    size_cd = out.tell() - start
    out.write(struct.pack("<4s4H2LH", b"PK\x05\x06", 0, 0, entries, entries, size_cd, start, 0))
    path.write_bytes(out.getvalue())
    return path.stat().st_size


def near_floor_zip(path: Path, members: int = 1100, megabytes: float = 7.5) -> int:
    """Write a zip of `members` members of `megabytes` each (just under the 8 MB where one member's packing is
    tested), each packed about a thousand times tighter than a document; return its size in bytes."""
    plain = b"\x00" * int(megabytes * (1 << 20))
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(plain) + packer.flush()
    crc = zlib.crc32(plain)
    path.write_bytes(_raw_zip([(f"part{n:04d}.txt".encode(), packed, crc, len(plain), 8) for n in range(members)]))
    return path.stat().st_size


def tiny_zips(folder: Path, zips: int = 40, files: int = 4_999) -> Path:
    """Write `zips` zips of `files` tiny text files each (a few distinct words) into `folder`; return it."""
    folder.mkdir(parents=True, exist_ok=True)
    for z in range(zips):
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
            for n in range(files):
                archive.writestr(f"f{n:04d}.txt", f"note {z} {n} of the pile")
        (folder / f"pile{z:02d}.zip").write_bytes(buffer.getvalue())
    return folder


# ---------------------------------------------------------------- sessions

def session_payload(inputs: list[dict], version: object = 1) -> dict:
    """Return a small session's JSON: a check of two documents, with `inputs` as its original files."""
    from plagcheck.shared.models import DocumentRecord, LshParameters, ScanResult, ScanSettings
    from plagcheck.saved.session import Session, session_to_dict
    from plagcheck.triage.review import ReviewBook

    documents = tuple(DocumentRecord(n, f"/nowhere/{n}.txt", f"{n}.txt", "ok", "", "0" * 64, "txt", "An essay.")
                      for n in range(2))
    result = ScanResult(ScanSettings(), documents, (), LshParameters(16, 8, 128), 0)
    data = session_to_dict(Session(result, ReviewBook(), ()))
    data["format_version"] = version
    data["inputs"] = inputs
    return data


def write_session_file(path: Path, data: dict | bytes) -> Path:
    """Write `data` (a session's JSON, or raw bytes to gzip) as a session file; return its path."""
    raw = data if isinstance(data, bytes) else json.dumps(data).encode()
    path.write_bytes(gzip.compress(raw, compresslevel=1, mtime=0))
    return path


def session_naming(path: Path, targets: list[str]) -> Path:
    """Write a session whose original files are `targets` (e.g. /proc/self/pagemap, a fifo)."""
    return write_session_file(path, session_payload([{"doc_id": 0, "path": t, "sha256": "0" * 64}
                                                      for t in targets]))


def session_inflating(path: Path, megabytes: int = 1536) -> Path:
    """Write a session of about 1.6 MB that inflates to `megabytes` (spaces inside a valid JSON document)."""
    head = json.dumps(session_payload([]))[:-1] + ', "padding": "'
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    out = [packer.compress(head.encode())]
    block = b" " * (1 << 20)
    for _ in range(megabytes):
        out.append(packer.compress(block))
    out.append(packer.compress(b'"}') + packer.flush())
    path.write_bytes(b"".join(out))
    return path


def session_huge_version(path: Path, digits: int = 5_000) -> Path:
    """Write a session whose format_version is a number of `digits` digits."""
    text = json.dumps(session_payload([])).replace('"format_version": 1', '"format_version": ' + "9" * digits)
    return write_session_file(path, text.encode())
