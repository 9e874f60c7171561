"""Zip files for tests and benchmarks, generated on demand (never committed): a class zip of student folders,
and hostile zips each of which a scan must list with its reason, writing nothing anywhere.

Used by tests/test_zip_folders.py, and by bench/bench_hostile.py and bench/bench_zip.py.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from fixtures_docs import essay_text, wrap, write_docx, write_pdf

#: A paragraph two students share, so that a scan of the class zip has a pair to find.
SHARED = ("The committee concluded that the river had changed its course three times in the last century, "
          "each time after a winter of unusually heavy snow in the mountains to the north of the valley, "
          "and that every change had moved the market town a little further from the water.")


def write_class_files(folder: Path, students: int, seed: int = 0, pdf_every: int = 2) -> list[Path]:
    """Write `students` student folders under `folder`, each with one essay (a PDF every `pdf_every`-th, a
    DOCX otherwise); students 0 and 1 share SHARED. Return the files written, in name order."""
    files = []
    for number in range(students):
        paragraphs = essay_text(seed * 100_000 + number, paragraphs=6, sentences=6)
        if number < 2:
            paragraphs.insert(2, SHARED)
        student = folder / f"Student {number:03d}"
        student.mkdir(parents=True, exist_ok=True)
        if pdf_every and number % pdf_every == 1:
            files.append(write_pdf(student / "essay.pdf", [wrap(paragraphs)]))
        else:
            files.append(write_docx(student / "essay.docx", paragraphs))
    return sorted(files)


def zip_folder(folder: Path, target: Path, compression: int = zipfile.ZIP_DEFLATED) -> Path:
    """Write the files under `folder` into the zip `target`, named relative to `folder`; return `target`."""
    with zipfile.ZipFile(target, "w", compression) as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                archive.write(path, path.relative_to(folder).as_posix())
    return target


def zip_bytes(members: dict[str, bytes | str], compression: int = zipfile.ZIP_DEFLATED) -> bytes:
    """Return the bytes of a zip holding `members` (name -> contents)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def with_raw_name(data: bytes, placeholder: str, raw: bytes) -> bytes:
    """Return the zip `data` with a member's ASCII name `placeholder` replaced by the bytes `raw` (as long),
    without the UTF-8 flag: as an old tool writes names (CP437) or a new one without saying (UTF-8)."""
    assert len(placeholder.encode()) == len(raw)
    return data.replace(placeholder.encode(), raw)


def encrypted_flag(data: bytes, name: str) -> bytes:
    """Return the zip `data` with member `name` marked encrypted (flag bit 0), as a password-protected zip has
    it (Python cannot write encrypted zips; the flag is what a reader goes by)."""
    out = bytearray(data)
    for signature, flag_at, name_length_at, name_at in ((b"PK\x03\x04", 6, 26, 30), (b"PK\x01\x02", 8, 28, 46)):
        start = 0
        while (start := out.find(signature, start)) >= 0:
            length = int.from_bytes(out[start + name_length_at:start + name_length_at + 2], "little")
            if out[start + name_at:start + name_at + length] == name.encode():
                out[start + flag_at] |= 0x1
            start += 4
    return bytes(out)


@dataclass(frozen=True)
class ZipCase:
    """A built hostile zip: the paths to scan, and for each entry that must be listed its name and the start
    of its message."""

    paths: tuple[str, ...]
    expected: dict[str, str]


def bomb(folder: Path, scale: float = 1.0) -> ZipCase:
    """A zip of a member that unpacks from 100 KB to 100 MB of zeros (at scale 1), one whose header lies
    about its size, and a zip of zips of such members (42.zip's shape, two levels)."""
    megabytes = max(9, int(100 * scale))
    zeros = b"\x00" * (megabytes << 20)
    honest = zip_bytes({"ratio.txt": zeros})
    lying = bytearray(zip_bytes({"liar.txt": b"a" * (1 << 20)}))
    for signature, size_at in ((b"PK\x03\x04", 22), (b"PK\x01\x02", 24)):  # declare 100 bytes, not 1 MB
        at = lying.find(signature)
        lying[at + size_at:at + size_at + 4] = (100).to_bytes(4, "little")
    nested = zip_bytes({f"layer-{i}.zip": honest for i in range(4)})
    (folder / "bomb.zip").write_bytes(zip_bytes({"ratio.txt": zeros, "nested.zip": nested}))
    (folder / "liar.zip").write_bytes(bytes(lying))
    name = folder.name
    return ZipCase((str(folder),), {
        f"{name}/bomb.zip \u203a ratio.txt": "refused: its compressed contents unpack to an enormous size",
        f"{name}/bomb.zip \u203a nested.zip \u203a layer-0.zip": "skipped: a zip inside a zip inside a zip",
        f"{name}/liar.zip \u203a liar.txt": "corrupt: this file is damaged inside the zip",
    })


def climbing_names(folder: Path, scale: float = 1.0) -> ZipCase:
    """Members named ../ (zip slip), from the root, from a drive, and with backslashes."""
    (folder / "slip.zip").write_bytes(zip_bytes({
        "../../escaped.txt": "Written outside by a careless unpacker.", "/etc/cron.d/job.txt": "From the root.",
        "C:/Windows/evil.txt": "From a drive.", "a\\..\\..\\back.txt": "Backslashes.", "fine/essay.txt": "Fine.",
    }))
    name = folder.name
    return ZipCase((str(folder),), {
        f"{name}/slip.zip \u203a ../../escaped.txt": "skipped: its name in the zip leads out of the zip",
        f"{name}/slip.zip \u203a /etc/cron.d/job.txt": "skipped: its name in the zip leads out of the zip",
        f"{name}/slip.zip \u203a C:/Windows/evil.txt": "skipped: its name in the zip leads out of the zip",
        f"{name}/slip.zip \u203a a\\..\\..\\back.txt": "skipped: its name in the zip leads out of the zip",
        f"{name}/slip.zip \u203a fine/essay.txt": "",
    })


def stored_links(folder: Path, scale: float = 1.0) -> ZipCase:
    """A link stored in the zip, pointing at a system file, beside a file of the same name as its target."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        link = zipfile.ZipInfo("passwd.txt")
        link.create_system = 3
        link.external_attr = 0o120777 << 16
        archive.writestr(link, "/etc/passwd")
        archive.writestr("essay.txt", "An honest essay.")
    (folder / "links.zip").write_bytes(buffer.getvalue())
    return ZipCase((str(folder),), {f"{folder.name}/links.zip \u203a passwd.txt": "skipped: a link stored in the zip"})


def encrypted_members(folder: Path, scale: float = 1.0) -> ZipCase:
    """A zip whose one member is encrypted, beside one that is not."""
    data = zip_bytes({"locked.docx": b"PK\x03\x04 encrypted bytes", "open.txt": "Readable."})
    (folder / "locked.zip").write_bytes(encrypted_flag(data, "locked.docx"))
    return ZipCase((str(folder),), {f"{folder.name}/locked.zip \u203a locked.docx": "password protected"})


def many_members(folder: Path, scale: float = 1.0) -> ZipCase:
    """A zip of 10,000 small members (at scale 1; never fewer than the limit allows)."""
    from plagcheck.engine.reading.extract.zipped import MAX_ZIP_ENTRIES

    count = max(MAX_ZIP_ENTRIES + 1, int(10_000 * scale))
    (folder / "many.zip").write_bytes(zip_bytes({f"f{i:05d}.txt": "x" for i in range(count)},
                                                zipfile.ZIP_STORED))
    return ZipCase((str(folder),), {f"{folder.name}/many.zip": "refused: the zip holds more than"})


def zip_in_zip_in_zip(folder: Path, scale: float = 1.0) -> ZipCase:
    """A zip inside a zip inside a zip: the second level is read, the third listed."""
    third = zip_bytes({"deep.txt": "Three levels down."})
    second = zip_bytes({"inner.txt": "Two levels down, read.", "third.zip": third})
    (folder / "outer.zip").write_bytes(zip_bytes({"second.zip": second}))
    name = folder.name
    return ZipCase((str(folder),), {
        f"{name}/outer.zip \u203a second.zip \u203a third.zip": "skipped: a zip inside a zip inside a zip",
        f"{name}/outer.zip \u203a second.zip \u203a inner.txt": "",
    })


def not_a_zip(folder: Path, scale: float = 1.0) -> ZipCase:
    """A file named .zip that is no zip, and one cut short."""
    (folder / "fake.zip").write_bytes(b"This is a text file with the wrong name." * 20)
    whole = zip_bytes({"a.txt": "An essay." * 100})
    (folder / "cut.zip").write_bytes(whole[: len(whole) // 2])
    return ZipCase((str(folder),), {f"{folder.name}/fake.zip": "corrupt: not a readable zip file",
                                    f"{folder.name}/cut.zip": "corrupt: not a readable zip file"})


#: Every hostile zip by name.
ZIP_CASES: dict[str, Callable[[Path, float], ZipCase]] = {
    "z1-bomb": bomb,
    "z2-climbing-names": climbing_names,
    "z3-stored-links": stored_links,
    "z4-encrypted-members": encrypted_members,
    "z5-many-members": many_members,
    "z6-zip-in-zip-in-zip": zip_in_zip_in_zip,
    "z7-not-a-zip": not_a_zip,
}


def build_zip_case(name: str, root: Path, scale: float = 1.0) -> ZipCase:
    """Write hostile zip case `name` into a class folder under `root`, beside the two control essays."""
    from hostile_cases import write_controls

    folder = root / name
    write_controls(folder)
    return ZIP_CASES[name](folder, scale)
