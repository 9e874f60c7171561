"""Hostile files of issue 13, generated on demand (never committed): each builder writes one case into a class
folder and returns what a scan of it must show.

Used by tests/test_hostile.py (small `scale`), the window test in tests/qt/test_qt_hostile.py, and
bench/bench_hostile.py (scale=1: the sizes of the issue's reproductions, timed in a fresh process).
"""

from __future__ import annotations

import os
import time
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from fixtures_docs import write_pdf_file
from plagcheck.engine.reading.discovery import MAX_FOLDER_DEPTH

#: Two essays sharing a passage, written beside every case: the scan must still report them.
SHARED = ("The committee concluded that the river had changed its course three times in the last century, "
          "each time after a winter of unusually heavy snow in the mountains to the north of the valley.")
CONTROL_A = "control_a.txt"
CONTROL_B = "control_b.txt"


@dataclass(frozen=True)
class Case:
    """A built case: the paths to scan, the display name of the hostile entry, and the start of its message
    ('' when it must be read as text without a message), or None when only the scan's completion counts."""

    paths: tuple[str, ...]
    name: str | None
    message: str | None
    #: The start of the entry's status: "ok", "warning", "error" or "skipped" ("" to accept any).
    status: str = ""


def write_controls(folder: Path) -> None:
    """Write the two control essays that share a passage."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / CONTROL_A).write_text(f"Alice wrote about floods. {SHARED} She then discussed farming and "
                                    "the price of grain in the nearby towns over several decades.", encoding="utf-8")
    (folder / CONTROL_B).write_text(f"Bob opened with maps of the region. {SHARED} His essay went on to "
                                    "describe the bridges that were built and later washed away.", encoding="utf-8")


def heading_backtracking(folder: Path, scale: float = 1.0) -> Case:
    """1. A Markdown heading followed by thousands of spaces (the old pattern backtracked for minutes)."""
    (folder / "h.md").write_text("# a" + " " * int(5000 * max(scale, 0.2)) + "x\n", encoding="utf-8")
    return Case((str(folder),), f"{folder.name}/h.md", "", "ok")


def unclosed_quotes(folder: Path, scale: float = 1.0) -> Case:
    """2. A text of two million unclosed curly quotes (quotation finding was quadratic)."""
    (folder / "q.txt").write_text("\u201ca " * int(2_000_000 * scale), encoding="utf-8")
    return Case((str(folder),), f"{folder.name}/q.txt", "", "ok")


def quotes_in_block_quotes(folder: Path, scale: float = 1.0) -> Case:
    """3. 60,000 block quotes each followed by a quotation (quotes x block quotes)."""
    text = "".join(f'> b{i}\n\n"q{i}" x\n\n' for i in range(int(60_000 * scale)))
    (folder / "b.md").write_text(text, encoding="utf-8")
    return Case((str(folder),), f"{folder.name}/b.md", "", "ok")


def punycode_charset(folder: Path, scale: float = 1.0) -> Case:
    """4. An HTML page declaring charset=punycode before a megabyte of letters (decoding them as punycode is
    quadratic: 256 s, then 'corrupt')."""
    letters = "abcdefghij" * int(100_000 * scale)
    (folder / "p.html").write_text(f'<html><head><meta charset="punycode"></head><body><p>Essay-{letters}</p>'
                                   "<p>Words of an essay.</p></body></html>", encoding="utf-8")
    return Case((str(folder),), f"{folder.name}/p.html", "", "")


def symlink_loop(folder: Path, scale: float = 1.0) -> Case:
    """5. A link to itself."""
    os.symlink("self.txt", folder / "self.txt")
    return Case((str(folder),), f"{folder.name}/self.txt", "skipped: a link that leads round in a loop", "skipped")


def deep_folders(folder: Path, scale: float = 1.0) -> Case:
    """6. 1,100 nested folders with an essay at the bottom (walking them recursively raised RecursionError)."""
    _nest(folder, ["n"] * 1100, "deep.txt", "Deep down.")
    shown = f"{folder.name}/" + "/".join(["n"] * (MAX_FOLDER_DEPTH + 1))
    return Case((str(folder),), shown, "skipped: a folder nested more than", "skipped")


def non_utf8_name(folder: Path, scale: float = 1.0) -> Case:
    """7. A file whose name is not UTF-8 (b'caf\\xe9.txt')."""
    path = os.fsdecode(os.fsencode(str(folder)) + b"/caf\xe9.txt")
    with open(path, "w", encoding="utf-8") as out:
        out.write("Un essai sur le caf\u00e9 et ses amateurs.")
    return Case((str(folder),), f"{folder.name}/caf[0xE9].txt", "", "ok")


def odt_spaces_bomb(folder: Path, scale: float = 1.0) -> Case:
    """9. A 41 KB .odt of 360,000 <text:s text:c="1000"/>: 720 million characters once expanded."""
    body = "<text:p>" + '<text:s text:c="1000"/>' * int(360_000 * scale) + "</text:p>"
    content = ('<?xml version="1.0" encoding="UTF-8"?><office:document-content '
               'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
               'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0">'
               f"<office:body><office:text>{body}</office:text></office:body></office:document-content>")
    with zipfile.ZipFile(folder / "spaces.odt", "w") as archive:
        archive.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.text")
        archive.writestr("content.xml", content, zipfile.ZIP_DEFLATED)
    return Case((str(folder),), f"{folder.name}/spaces.odt", "refused: the file expands", "error")


def pdf_deflate_bomb(folder: Path, scale: float = 1.0) -> Case:
    """10. A PDF whose page content is a deflate bomb (4 GiB at scale 1)."""
    write_pdf_bomb(folder / "bomb.pdf", megabytes=max(300, int(4096 * scale)))
    return Case((str(folder),), f"{folder.name}/bomb.pdf", "refused: its compressed contents unpack", "error")


def symlink_outside(folder: Path, scale: float = 1.0) -> Case:
    """11. A link inside the class folder to a file outside it (a stand-in for /etc/shadow)."""
    secret = folder.parent / f"{folder.name}-secret.txt"
    secret.write_text("root:SECRET-HASH:19000:0:99999:7:::", encoding="utf-8")
    os.symlink(secret, folder / "shadow.txt")
    return Case((str(folder),), f"{folder.name}/shadow.txt", "skipped: a link to a file outside", "skipped")


def fifo_in_folder(folder: Path, scale: float = 1.0) -> Case:
    """12. A named pipe in the class folder."""
    os.mkfifo(folder / "pipe.txt")
    return Case((str(folder),), f"{folder.name}/pipe.txt", "skipped: not a document but a named pipe", "skipped")


def fifo_named(folder: Path, scale: float = 1.0) -> Case:
    """12. A named pipe given directly (opening it for reading would block for ever)."""
    pipe = folder.parent / f"{folder.name}-pipe.txt"
    os.mkfifo(pipe)
    return Case((str(folder), str(pipe)), pipe.name, "skipped: not a document but a named pipe", "skipped")


def dangling_link(folder: Path, scale: float = 1.0) -> Case:
    """12. A link to a file that does not exist."""
    os.symlink(folder / "gone.txt", folder / "dangling.txt")
    return Case((str(folder),), f"{folder.name}/dangling.txt", "skipped: a link to a file that does not exist",
                "skipped")


def device_link(folder: Path, scale: float = 1.0) -> Case:
    """12. A link to a device (/dev/zero would be read for ever)."""
    os.symlink("/dev/zero", folder / "zero.txt")
    return Case((str(folder),), f"{folder.name}/zero.txt", "skipped: a link to a file outside", "skipped")


def unreadable_folder(folder: Path, scale: float = 1.0) -> Case:
    """12. A folder that cannot be listed (as root every folder can: the message is then not checked)."""
    locked = folder / "locked"
    locked.mkdir()
    (locked / "inside.txt").write_text("Hidden away.", encoding="utf-8")
    locked.chmod(0)
    if os.geteuid() == 0:
        return Case((str(folder),), None, None)
    return Case((str(folder),), f"{folder.name}/locked", "could not be read: you do not have permission", "error")


def long_path(folder: Path, scale: float = 1.0) -> Case:
    """12. A folder whose path is longer than PATH_MAX (4,096 bytes on Linux), with a file inside."""
    segment = "L" * 250
    _nest(folder, [segment] * 20, "far.txt", "Far away.")
    depth = -(-(4096 - len(str(folder))) // 251)  # the first folder whose path (with its NUL) passes PATH_MAX
    shown = f"{folder.name}/" + "/".join([segment] * depth)
    return Case((str(folder),), shown, "could not be read: its path is longer than the system allows", "error")


def html_one_line(folder: Path, scale: float = 1.0) -> Case:
    """13. A 20 MB page on a single line (libxml2's limits made it 'empty'); mostly markup, as pages are."""
    paragraph = f'<p class="c" style="{"margin: 0; " * 60}">A sentence of the essay goes on.</p>'
    count = int(20_000_000 * scale) // len(paragraph)
    (folder / "long.html").write_text(f"<html><body>{paragraph * count}</body></html>", encoding="utf-8")
    return Case((str(folder),), f"{folder.name}/long.html", "", "")


def html_deep(folder: Path, scale: float = 1.0) -> Case:
    """13. A page nested 100,000 tags deep (lxml stops at 2,048 levels)."""
    depth = int(100_000 * max(scale, 0.05))
    html = "<html><body>" + "<div>" * depth + "The deep text of the essay." + "</div>" * depth + "</body></html>"
    (folder / "deep.html").write_text(html, encoding="utf-8")
    return Case((str(folder),), f"{folder.name}/deep.html", "read as plain text: its tags are nested", "warning")


def bidi_name(folder: Path, scale: float = 1.0) -> Case:
    """15. A right-to-left override in a name: 'report\\u202efdp.txt' displays as 'reporttxt.pdf'."""
    (folder / "report\u202efdp.txt").write_text("An essay hiding behind its name.", encoding="utf-8")
    return Case((str(folder),), f"{folder.name}/report[U+202E]fdp.txt", "", "ok")


#: Every case by name, in the issue's order (item 8, invalid --encoding values, is a command-line case; item
#: 14, repetition hiding copying, belongs to the aligner).
CASES: dict[str, Callable[[Path, float], Case]] = {
    "01-heading-backtracking": heading_backtracking,
    "02-unclosed-quotes": unclosed_quotes,
    "03-quotes-in-block-quotes": quotes_in_block_quotes,
    "04-punycode-charset": punycode_charset,
    "05-symlink-loop": symlink_loop,
    "06-deep-folders": deep_folders,
    "07-non-utf8-name": non_utf8_name,
    "09-odt-spaces-bomb": odt_spaces_bomb,
    "10-pdf-deflate-bomb": pdf_deflate_bomb,
    "11-symlink-outside": symlink_outside,
    "12a-fifo-in-folder": fifo_in_folder,
    "12b-fifo-named": fifo_named,
    "12c-dangling-link": dangling_link,
    "12d-device-link": device_link,
    "12e-unreadable-folder": unreadable_folder,
    "12f-long-path": long_path,
    "13a-html-one-line": html_one_line,
    "13b-html-deep": html_deep,
    "15-bidi-name": bidi_name,
}


def build(name: str, root: Path, scale: float = 1.0) -> Case:
    """Write case `name` into a class folder under `root`, beside the two control essays; return it."""
    folder = root / name
    write_controls(folder)
    return CASES[name](folder, scale)


def _nest(folder: Path, names: list[str], file_name: str, text: str) -> None:
    """Make folders `names` one inside the other under `folder`, and a text file in the last one; one level at
    a time, relative to the last (the whole path may pass PATH_MAX)."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        for name in names:
            os.mkdir(name, dir_fd=fd)
            inner = os.open(name, os.O_RDONLY, dir_fd=fd)
            os.close(fd)
            fd = inner
        with open(os.open(file_name, os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd), "w", encoding="utf-8") as out:
            out.write(text)
    finally:
        os.close(fd)


def remove_tree(top: Path) -> None:
    """Delete `top` and everything under it, however deep (shutil.rmtree recurses: 1,100 folders are too many)
    or long its paths, and whatever their permissions; without recursion, folder by folder through dir fds."""
    if not os.path.lexists(top):
        return
    fds = [os.open(top, os.O_RDONLY)]
    names: list[str] = []
    while fds:
        fd = fds[-1]
        sub = None
        with os.scandir(fd) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    sub = entry.name
                    break
                os.unlink(entry.name, dir_fd=fd)
        if sub is not None:
            os.chmod(sub, 0o755, dir_fd=fd)
            fds.append(os.open(sub, os.O_RDONLY, dir_fd=fd))
            names.append(sub)
            continue
        os.close(fds.pop())
        if names:
            os.rmdir(names.pop(), dir_fd=fds[-1])
    os.rmdir(top)


def write_pdf_bomb(path: Path, megabytes: int) -> Path:
    """Write a one-page PDF whose content stream inflates to `megabytes` MB of spaces after one line of text."""
    compressor = zlib.compressobj(1)
    chunk = b" " * (1 << 20)
    pieces = [compressor.compress(b"BT /F1 12 Tf 72 720 Td (Hello) Tj ET\n")]
    pieces += [compressor.compress(chunk) for _ in range(megabytes)]
    pieces.append(compressor.flush())
    stream = b"".join(pieces)
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R"
        b" /Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    return write_pdf_file(path, objects)


def stalling_worker(connection, memory_bytes):
    """A reading worker that never finishes its file, as one stuck in a reader would."""
    connection.recv()
    time.sleep(120)
