"""Smoke test of a frozen plagcheck bundle: the command line scans a small class, the window opens and closes.

    python3 packaging/smoke_test.py [BUNDLE] [--xvfb]

BUNDLE is the folder holding both executables: dist/plagcheck (the default) on Linux and Windows, or
dist/plagcheck.app/Contents/MacOS on macOS (also found on its own when BUNDLE is dist/plagcheck.app).
It needs only the Python standard library, so it runs on any CI runner before anything else is installed.

Checks, in order:
 1. `plagcheck-cli --version` prints the version in pyproject.toml.
 2. `plagcheck-cli scan` on a generated class of fifteen files (plain text, DOCX and PDF, one planted copy in
    each format; nine PDFs, enough for the reader's spawned worker processes, which re-run the frozen executable)
    exits 0 and writes JSON with documents, pairs and settings in which every planted pair is found and the
    unrelated essays are not paired; the HTML report is written and escapes a hostile file name.
 3. The window proves it started: with PLAGCHECK_READY_FILE set, the app writes that file once its window is
    shown (on the expected Qt platform), and with PLAGCHECK_SMOKE_QUIT_MS it then closes itself, exit code 0.
    No ready file within READY_TIMEOUT seconds fails the test: a window that never opens (a hang, or a start-up
    error shown in a message box by a windowed Windows executable) cannot pass.
 4. With --xvfb (Linux): the same on a real X server (xcb platform plugin), which is what teachers use.
 5. On Linux, no library in the bundle has a dependency that cannot be found.
Exits 0 when all pass, 1 with the first failure otherwise.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXE = ".exe" if sys.platform == "win32" else ""
QUIT_MS = 1500
#: Seconds the window may take to show itself (a cold start on a busy 2-core CI machine takes a few).
READY_TIMEOUT = 60.0
#: A student-chosen file name that must come out escaped in the HTML report (Windows forbids < and > in names).
HOSTILE_NAME = "gina & <b onmouseover=alert(1)>.txt" if sys.platform != "win32" else "gina & co.txt"

WORDS = (
    "river mountain history energy market language theory culture garden window village engine science ocean "
    "letter winter summer forest memory music island bridge harvest machine planet signal museum kitchen "
    "painting journey silver copper student teacher library chapter evidence argument measure pattern network "
    "balance harbour weather season distance picture station product reason surface circle number question "
    "shadow thunder meadow lantern compass voyage glacier desert canyon orchard quarry factory railway castle "
    "temple market fortune treaty empire colony harvest famine rebellion reform parliament republic monarchy"
).split()


class SmokeFailure(Exception):
    """A check failed; the message says which and why."""


def essay(rng: random.Random, words: int) -> str:
    """Return `words` pseudo-random words in sentences of 8-14 words (unrelated essays share few 5-grams)."""
    out: list[str] = []
    while len(out) < words:
        sentence = [rng.choice(WORDS) for _ in range(rng.randint(8, 14))]
        sentence[0] = sentence[0].capitalize()
        sentence[-1] += "."
        out.extend(sentence)
    return " ".join(out[:words])


def docx_bytes(paragraphs: list[str]) -> bytes:
    """Return a minimal valid .docx holding the paragraphs."""
    from xml.sax.saxutils import escape

    body = "".join(f"<w:p><w:r><w:t>{escape(p)}</w:t></w:r></w:p>" for p in paragraphs)
    parts = {
        "[Content_Types].xml": (
            '<?xml version="1.0" encoding="UTF-8"?>'
            '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/>'
            '<Override PartName="/word/document.xml" ContentType="application/'
            'vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'
        ),
        "_rels/.rels": (
            '<?xml version="1.0" encoding="UTF-8"?>'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
            'officeDocument" Target="word/document.xml"/></Relationships>'
        ),
        "word/document.xml": (
            '<?xml version="1.0" encoding="UTF-8"?>'
            '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
            f"<w:body>{body}</w:body></w:document>"
        ),
    }
    buffer = tempfile.SpooledTemporaryFile()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in parts.items():
            archive.writestr(name, text)
    buffer.seek(0)
    return buffer.read()


def pdf_bytes(text: str, words_per_line: int = 9) -> bytes:
    """Return a minimal valid one-page PDF showing `text` in Helvetica, a few words per line."""
    words = text.split()
    lines = [" ".join(words[i : i + words_per_line]) for i in range(0, len(words), words_per_line)]
    shown = "".join(
        "(" + line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ") Tj T*\n" for line in lines
    )
    stream = f"BT /F1 9 Tf 11 TL 40 800 Td\n{shown}ET".encode("latin-1")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> "
        b"/Contents 5 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length " + str(len(stream)).encode() + b" >>\nstream\n" + stream + b"\nendstream",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


def make_class(folder: Path) -> list[tuple[str, str]]:
    """Write a small class of submissions into `folder`; return the planted pairs as (name, name)."""
    rng = random.Random(20240611)
    source = essay(rng, 420)
    passage = " ".join(source.split()[100:260])  # 160 words copied word for word
    files = {
        "alice.txt": source,
        "bruno.txt": f"{essay(rng, 150)} {passage} {essay(rng, 120)}",
        "chen.docx": None,
        "dara.pdf": None,
        "emil.txt": essay(rng, 380),
        "fatou.txt": essay(rng, 400),
        HOSTILE_NAME: essay(rng, 300),
    }
    for name, text in files.items():
        if text is not None:
            (folder / name).write_text(text, encoding="utf-8")
    emil = files["emil.txt"].split()
    (folder / "chen.docx").write_bytes(docx_bytes([essay(rng, 120), " ".join(emil[50:230]), essay(rng, 90)]))
    fatou = files["fatou.txt"].split()
    (folder / "dara.pdf").write_bytes(pdf_bytes(" ".join([essay(rng, 80), " ".join(fatou[40:200]), essay(rng, 60)])))
    # Unrelated PDFs: with 8 or more PDF files the reader starts its pool of worker processes, which re-run
    # the frozen executable (multiprocessing.freeze_support must be in place for that to work).
    for name in ("hana", "ivan", "jonas", "kofi", "lena", "mika", "nora", "omar"):
        (folder / f"{name}.pdf").write_bytes(pdf_bytes(essay(rng, 120)))
    return [("alice.txt", "bruno.txt"), ("emil.txt", "chen.docx"), ("fatou.txt", "dara.pdf")]


def executables(bundle: Path) -> tuple[Path, Path]:
    """Return the (window, command line) executables inside the bundle folder."""
    if bundle.suffix == ".app":
        bundle = bundle / "Contents" / "MacOS"
    gui, cli = bundle / f"plagcheck{EXE}", bundle / f"plagcheck-cli{EXE}"
    for path in (gui, cli):
        if not path.is_file():
            raise SmokeFailure(f"{path} is missing: build the bundle first")
    return gui, cli


#: A throw-away home folder for every child, so the test never reads or writes the maintainer's own settings,
#: cache or logs (set by main()).
HOME: Path | None = None


def offscreen_env(**extra: str) -> dict[str, str]:
    """Return the environment for a child: a throw-away home, offscreen Qt unless overridden, plus `extra`."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    if HOME is not None:
        env.update(HOME=str(HOME), USERPROFILE=str(HOME), APPDATA=str(HOME / "AppData" / "Roaming"),
                   LOCALAPPDATA=str(HOME / "AppData" / "Local"), XDG_CONFIG_HOME=str(HOME / ".config"),
                   XDG_DATA_HOME=str(HOME / ".local" / "share"), XDG_CACHE_HOME=str(HOME / ".cache"),
                   XDG_STATE_HOME=str(HOME / ".local" / "state"))
    env.update(extra)
    return env


def check_version(cli: Path) -> str:
    """Check that the command line reports the pyproject version; return that version."""
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    run = subprocess.run([str(cli), "--version"], capture_output=True, text=True, timeout=60, env=offscreen_env())
    if run.returncode != 0 or version not in run.stdout:
        raise SmokeFailure(f"--version: exit {run.returncode}, printed {run.stdout!r} {run.stderr!r}; expected {version}")
    return version


def check_scan(cli: Path, work: Path) -> dict:
    """Scan a generated class with the frozen command line and check the JSON and HTML; return the JSON."""
    folder = work / "class"
    folder.mkdir()
    planted = make_class(folder)
    out_json, out_html = work / "result.json", work / "report.html"
    started = time.perf_counter()
    # Two workers: a class this size is read by spawned worker processes, which re-run the frozen executable.
    run = subprocess.run(
        [str(cli), "scan", str(folder), "--json", str(out_json), "--html", str(out_html), "--threshold", "0.2",
         "--workers", "2"],
        capture_output=True, text=True, timeout=300, env=offscreen_env(),
    )
    seconds = time.perf_counter() - started
    if run.returncode != 0:
        raise SmokeFailure(f"scan exited {run.returncode}:\n{run.stderr[-3000:]}")
    data = json.loads(out_json.read_text(encoding="utf-8"))
    for key in ("documents", "pairs", "settings"):
        if key not in data:
            raise SmokeFailure(f"the JSON has no {key!r} (keys: {sorted(data)})")
    names = {doc["id"]: Path(doc["name"]).name for doc in data["documents"]}
    broken = [f"{names[d['id']]}: {d['status']} {d['message']}" for d in data["documents"] if d["status"] != "ok"]
    if broken:
        raise SmokeFailure("documents not read: " + "; ".join(broken))
    found = {frozenset((names[p["a"]], names[p["b"]])) for p in data["pairs"]}
    missing = [pair for pair in planted if frozenset(pair) not in found]
    if missing:
        raise SmokeFailure(f"planted pairs not found: {missing}; pairs found: {sorted(map(sorted, found))}")
    extra = found - {frozenset(pair) for pair in planted}
    if extra:
        raise SmokeFailure(f"unrelated essays were paired: {sorted(map(sorted, extra))}")
    html = out_html.read_text(encoding="utf-8")
    if "<b onmouseover" in html:
        raise SmokeFailure("the HTML report contains a file name unescaped")
    print(f"  scan: {len(names)} documents, {len(data['pairs'])} pairs (all planted ones), {seconds:.1f} s, "
          f"HTML report {out_html.stat().st_size / 1024:.0f} KB")
    return data


def check_window(command: list[str], env: dict[str, str], label: str, work: Path, wrapper: list[str] | None = None,
                 timeout: float = READY_TIMEOUT, quit_ms: int = QUIT_MS) -> float:
    """Start the window and check that it proves it started, then quits by itself; return seconds to shown.

    Proof is the ready file the app writes once its window is shown (PLAGCHECK_READY_FILE): a program that never
    shows a window fails here, whether it hangs, sleeps, or sits in an error message box (what a start-up
    traceback becomes in a windowed Windows executable). It must then close itself (PLAGCHECK_SMOKE_QUIT_MS)
    with exit code 0 and print no traceback.
    """
    ready = work / f"ready-{label.replace(' ', '-')}.json"
    ready.unlink(missing_ok=True)
    env = dict(env, PLAGCHECK_SMOKE_QUIT_MS=str(quit_ms), PLAGCHECK_READY_FILE=str(ready))
    out_path, err_path = work / f"window-{label.replace(' ', '-')}.out", work / f"window-{label.replace(' ', '-')}.err"
    started = time.perf_counter()
    with out_path.open("w") as out, err_path.open("w") as err:
        # Its own process group on POSIX, so that stopping it also stops what a wrapper (xvfb-run) started.
        process = subprocess.Popen([*(wrapper or []), *command], stdout=out, stderr=err, env=env,
                                   start_new_session=sys.platform != "win32")
        try:
            while not ready.exists():
                if process.poll() is not None:
                    raise SmokeFailure(f"window ({label}) exited with code {process.returncode} before showing "
                                       f"itself:\n{tail(err_path)}")
                if time.perf_counter() - started > timeout:
                    raise SmokeFailure(f"window ({label}) never showed itself: no ready file after {timeout:.0f} s "
                                       f"(a hang, or an error message box)\n{tail(err_path)}")
                time.sleep(0.05)
            shown = time.perf_counter() - started
            data = json.loads(ready.read_text(encoding="utf-8"))
            expected = env.get("QT_QPA_PLATFORM", "")
            if not data.get("window_visible") or (expected and data.get("platform") != expected):
                raise SmokeFailure(f"window ({label}): the ready file says {data}; expected a visible window on "
                                   f"{expected or 'the default platform'}")
            try:
                code = process.wait(timeout=quit_ms / 1000 + 30)
            except subprocess.TimeoutExpired:
                raise SmokeFailure(f"window ({label}) was shown but did not close itself after {quit_ms} ms") from None
        finally:
            if process.poll() is None:
                stop(process)
    if code != 0:
        raise SmokeFailure(f"window ({label}) exited {code}:\n{tail(err_path)}")
    if "Traceback" in err_path.read_text(encoding="utf-8", errors="replace"):
        raise SmokeFailure(f"window ({label}) printed a traceback:\n{tail(err_path)}")
    print(f"  window ({label}): shown after {shown:.1f} s ({data['platform']}), closed itself, exit code 0")
    return shown


def tail(path: Path, chars: int = 3000) -> str:
    """Return the end of a captured output file."""
    return path.read_text(encoding="utf-8", errors="replace")[-chars:] if path.exists() else ""


def stop(process: subprocess.Popen) -> None:
    """Stop a child (and, on POSIX, its process group) and wait for it."""
    if sys.platform == "win32":
        process.kill()
    else:
        with contextlib.suppress(ProcessLookupError):  # already gone
            os.killpg(process.pid, signal.SIGKILL)
    process.wait(timeout=30)


def check_libraries(bundle: Path) -> None:
    """On Linux, check with ldd that every shared library in the bundle finds all its dependencies."""
    problems = []
    checked = 0
    for path in sorted(bundle.rglob("*")):
        if not path.is_file() or path.is_symlink() or not (".so" in path.name or os.access(path, os.X_OK)):
            continue
        with path.open("rb") as handle:
            if handle.read(4) != b"\x7fELF":
                continue
        checked += 1
        run = subprocess.run(["ldd", str(path)], capture_output=True, text=True,
                             env=dict(os.environ, LD_LIBRARY_PATH=str(bundle / "_internal")))
        problems += [f"{path.relative_to(bundle)}: {line.strip()}" for line in run.stdout.splitlines() if "not found" in line]
    if problems:
        raise SmokeFailure("unresolved libraries:\n" + "\n".join(problems[:40]))
    print(f"  libraries: {checked} ELF files, every dependency resolves")


def main(argv: list[str] | None = None) -> int:
    """Run every check against the bundle; return 0 when all pass, 1 otherwise."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", nargs="?", default=str(ROOT / "dist" / "plagcheck"), type=Path)
    parser.add_argument("--xvfb", action="store_true", help="also open the window on a virtual X server (Linux)")
    parser.add_argument("--ready-timeout", type=float, default=READY_TIMEOUT, metavar="SECONDS",
                        help="how long the window may take to show itself (default: %(default)s)")
    args = parser.parse_args(argv)
    print(f"smoke test of {args.bundle}")
    global HOME
    work = Path(tempfile.mkdtemp(prefix="plagcheck-smoke-"))
    HOME = work / "home"
    HOME.mkdir()
    try:
        gui, cli = executables(args.bundle)
        print(f"  version: {check_version(cli)}")
        check_scan(cli, work)
        check_window([str(gui)], offscreen_env(), "offscreen", work, timeout=args.ready_timeout)
        if args.xvfb:
            if not shutil.which("xvfb-run"):
                raise SmokeFailure("--xvfb needs xvfb-run (apt-get install xvfb xauth)")
            env = {k: v for k, v in offscreen_env(QT_QPA_PLATFORM="xcb").items() if k != "WAYLAND_DISPLAY"}
            check_window([str(gui)], env, "xcb under Xvfb", work, ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24"],
                         timeout=args.ready_timeout)
        if sys.platform.startswith("linux"):
            check_libraries(gui.parent)
    except (SmokeFailure, subprocess.TimeoutExpired, OSError, ValueError) as exc:
        print(f"SMOKE TEST FAILED: {exc}", file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
