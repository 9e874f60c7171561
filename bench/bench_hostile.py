"""Issues 13 and 27's hostile files, at the issues' sizes: the time and peak memory of a whole `plagcheck-cli
scan` of each case folder (the hostile files beside two essays sharing a passage), in a fresh process from an
empty text cache, with what the scan said of them.

    python3 bench/bench_hostile.py               # every case, 3 runs each (medians)
    python3 bench/bench_hostile.py --runs 1 --cases 10-pdf-deflate-bomb 09-odt-spaces-bomb
    python3 bench/bench_hostile.py --runs 1 --cases 27 --seed 5    # issue 27's cases, new random shapes

Issue 13's cases are built by tests/hostile_cases.py (the same builders the tests use, at scale 1); issue 27's
(items 1-3) from their shapes by tests/hostile_pdfs.py and tests/hostile_texts.py, `--seed` drawing other
filter chains, words and repetitions. Item 1's cases run under an inherited address-space limit, as
`bash -c 'ulimit -v 14000000; plagcheck-cli scan FOLDER'` (`--ulimit-kb`). Besides time and the process
tree's memory, each row gives the peak of the scan's own process and of its largest reader (target: under
1.5 GB and 1.1 GB), and what was listed: the hostile files' messages, the scan's notices, the pairs' notes
and the time checking matches took (the pair's own limit is 20 s). Figures: bench/results/hostile.json.

Issue 27 items 5-8 and issue 28's hostile zips (section "Links, swaps and zips" below; item 8, output to a
named pipe and to standard output, runs unless `--no-device-writes`):

    python3 bench/bench_hostile.py --cases --swap-runs 50    # the swap race only: 0 leaks is the target
    python3 bench/bench_hostile.py --cases --zip-cases z1-bomb z5-many-members

The swap race scans a class folder while a thread swaps one of its sub-folders for a link to an outside folder
of the same shape and back, as fast as it can, and counts the scans whose output holds the outside text.

Issue 40's cases (section "Round three" below; tests/round_three_cases.py builds them), each in a fresh
process: a classmate's essay hidden in a student's own zip on five platforms and the case-only name pair
(is the copy compared?), a damaged member and a false UTF-8 flag (how much of the zip is read?), the
overlapping-entry and near-floor zips (named a bomb, in how long?), 40 zips of 4,999 tiny files (how long,
what is said, how much is read), and saved sessions naming /proc files, inflating to 1.5 GB and holding a
5,000-digit number (refused in how long, at what peak memory?):

    python3 bench/bench_hostile.py --cases --zip-cases --swap-runs 0 --no-device-writes --round-three
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from bench.common import (  # noqa: E402
    child_report, fresh_cache_env, load_average, machine, median_of, run_child, table, work_folder, write_results,
)
from hostile_cases import CASES, CONTROL_A, CONTROL_B, build, remove_tree, write_controls  # noqa: E402
from hostile_pdfs import FormShape, StreamShape, write_filter_bomb, write_form_pdf  # noqa: E402
from hostile_texts import (write_capped_class, write_cjk_class, write_stalling_pair,  # noqa: E402
                           write_word_lines)
from zip_cases import ZIP_CASES, build_zip_case  # noqa: E402

#: Item 8: --encoding values that are no character set (a command-line case, no file to build).
ENCODINGS = ("rot13", "hex", "idna")
#: The address-space limit issue 27's item 1 cases inherit (kB), as `ulimit -v 14000000`.
ULIMIT_KB = 14_000_000
#: Issue 27 item 1: a 2 GiB bomb behind each kind of stream the old check let through.
BOMB_SHAPES = {
    "image-subtype": StreamShape(extra=b"/Subtype /Image"),
    "stream-cr": StreamShape(eol=b"\r"),
    "dictionary-over-4kb": StreamShape(padding=6000),
    "hex-then-flate": StreamShape(outer=("ASCIIHexDecode",)),
    "base85-then-flate": StreamShape(outer=("ASCII85Decode",), abbreviated=True),
    "lzw": StreamShape(inner="LZWDecode"),
    "flate-then-lzw": StreamShape(inner="LZWDecode", outer=("FlateDecode",)),
    "runlength": StreamShape(inner="RunLengthDecode"),
}
FORM_SHAPES = {"chain-5000": FormShape((1,) * 5000), "fanout-10e12": FormShape((10,) * 12)}


def _random_shapes(seed: int, count: int = 6) -> dict[str, StreamShape]:
    """Return `count` filter chains drawn at random (other chains than BOMB_SHAPES names)."""
    import random

    rng = random.Random(seed)
    shapes = {}
    for n in range(count):
        outer = tuple(rng.choice(["ASCIIHexDecode", "ASCII85Decode", "FlateDecode"]) for _ in range(rng.randint(1, 3)))
        shapes[f"chain{n}.pdf"] = StreamShape(
            inner=rng.choice(["FlateDecode", "LZWDecode"]), outer=outer, eol=rng.choice([b"\n", b"\r", b"\r\n"]),
            padding=rng.choice([0, 5000, 9000]), abbreviated=rng.random() < 0.5, indirect_filter=rng.random() < 0.5,
            extra=rng.choice([b"", b"/Subtype /Image", b"/Subtype /Image /Width 8 /Height 8"]))
    return shapes


def _round_two(seed: int) -> dict:
    """Return issue 27's cases: name -> (builder of the case's files in a folder, and the names to report, run
    under ULIMIT_KB or not, extra command-line arguments)."""
    cases = {}
    for name, shape in BOMB_SHAPES.items():
        cases[f"27.1-{name}"] = (lambda folder, shape=shape: [write_filter_bomb(folder / "bomb.pdf", shape, 2048)], True, [])
    for name, shape in FORM_SHAPES.items():
        cases[f"27.1-{name}"] = (lambda folder, shape=shape: [write_form_pdf(folder / "forms.pdf", shape)], True, [])
    cases["27.1-random-chains"] = (lambda folder: [write_filter_bomb(folder / name, shape, 1024)
                                                   for name, shape in _random_shapes(seed).items()], True, [])
    cases["27.2-ten-at-the-cap"] = (lambda folder: write_capped_class(folder, 10, 10_000_000, seed), False, [])
    cases["27.2-ten-at-the-cap-characters"] = (lambda folder: write_capped_class(folder, 10, 10_000_000, seed), False,
                                               ["--unit", "char"])
    cases["27.2-word-lines"] = (lambda folder: write_word_lines(folder, 4, 26, seed), False, [])
    cases["27.2-cjk"] = (lambda folder: write_cjk_class(folder, 1, 9_000_000, seed), False, [])
    cases["27.2-cjk-character-units"] = (lambda folder: write_cjk_class(folder, 3, 9_000_000, seed), False,
                                         ["--unit", "char"])
    cases["27.3-stalling-pair"] = (lambda folder: list(write_stalling_pair(folder, 40_000, 16, 5, seed)), False, [])
    cases["27.3-stalling-pair-3-word-pieces"] = (
        lambda folder: list(write_stalling_pair(folder, 30_000, 12, 3, seed + 1)), False, [])
    cases["27.3-stalling-pair-8-word-pieces"] = (
        lambda folder: list(write_stalling_pair(folder, 60_000, 16, 8, seed + 2)), False, [])
    return cases


def child(config: dict) -> dict:
    """Run one scan through the command line's main(); return its exit code and what it said of the case."""
    from plagcheck.cli.commands import main
    from plagcheck.engine.reading.extract import workers

    readers: list[int] = []
    start_reader = workers._Pool._start

    def recorded(pool):  # the readers' process ids, for their own peak memory
        worker = start_reader(pool)
        readers.append(worker.process.pid)
        return worker

    workers._Pool._start = recorded
    out = Path(config["out"])
    arguments = ["scan", *config["paths"], "--json", str(out), "-q", *config.get("extra", [])]
    code = main(arguments)
    report = {"exit": code, "reader_pids": readers}
    if code == 0:
        data = json.loads(out.read_text(encoding="utf-8"))
        documents = data["documents"]
        found = {d["name"]: d for d in documents}
        entry = found.get(config["name"] or "", {})
        report.update(status=entry.get("status", ""), message=entry.get("message", ""),
                      characters=entry.get("characters", 0), documents=len(documents))
        if config.get("all"):  # a zip case: what was said of every entry
            report["said"] = {d["name"]: d.get("message", "") for d in documents}
        names = config.get("names") or []
        report["listed"] = {name: found.get(name, {}).get("message", "(missing)") for name in names}
        report["shortened"] = sum(1 for d in documents if d["message"].startswith("compared in part"))
        report["notices"] = data.get("notices", [])
        report["pair_notes"] = [p["note"] for p in data["pairs"] if p.get("note")]
        report["verify_s"] = next((t["seconds"] for t in data["timings"] if t["stage"] == "verify"), 0.0)
        control = {found[n]["id"] for n in found if n.endswith((CONTROL_A, CONTROL_B))}
        report["control_pair_found"] = any({p["a"], p["b"]} == control for p in data["pairs"])
        if config.get("pair"):  # round three: is the hidden copy compared with the essay it copies?
            first, second = config["pair"]
            ones = {d["id"] for d in documents if d.get("student", "").startswith(first)}
            others = {d["id"] for d in documents if second in d["name"] and d["id"] not in ones}
            report["control_pair_found"] = any({p["a"], p["b"]} & ones and {p["a"], p["b"]} & others
                                               for p in data["pairs"])
        report["step_s"] = next((t["seconds"] for t in data["timings"] if t["stage"] == "read"), 0.0)
        report["read"] = sum(1 for d in documents if d["status"] in ("ok", "warning") and d.get("characters", 1))
        report["errors"] = sorted({d["message"][:90] for d in documents if d["status"] == "error"})
    return report


HEADERS = ["case", "wall s", "peak tree RSS MB", "peak scan process MB", "peak reader MB", "pair kept", "said"]


def main() -> None:
    """Build each case, scan it `--runs` times in fresh processes, print the medians and write them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--one", help=argparse.SUPPRESS)
    parser.add_argument("--build", help=argparse.SUPPRESS)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--cases", nargs="*", default=None,
                        help="case names, or 13 / 27 for all of one issue's (default: all)")
    parser.add_argument("--seed", type=int, default=1, help="draws issue 27's random shapes, words and repetitions")
    parser.add_argument("--ulimit-kb", type=int, default=ULIMIT_KB, help="the limit item 1's cases inherit")
    parser.add_argument("--zip-cases", nargs="*", default=list(ZIP_CASES))
    parser.add_argument("--swap-runs", type=int, default=50, help="scans of the swap race (0: none)")
    parser.add_argument("--no-device-writes", dest="device_writes", action="store_false",
                        help="leave out issue 27 item 8 (output written to a pipe and to standard output)")
    parser.add_argument("--round-three", nargs="*", default=None, metavar="CASE",
                        help="issue 40's cases (all when none is named; default: all, after the others)")
    parser.add_argument("--no-round-three", dest="round_three", action="store_const", const=False)
    args = parser.parse_args()
    if args.one:
        config = json.loads(args.one)
        child_report(session_child(config) if config.get("session") else child(config))
        return
    if args.build:
        order = json.loads(args.build)
        files = _round_two(order["seed"])[order["name"]][0](Path(order["folder"]))
        print(json.dumps([str(path) for path in files]))
        return
    round_two = _round_two(args.seed)
    issues = {"13": [*CASES, "08-encoding"], "27": list(round_two)}
    chosen = [name for wanted in (["13", "27"] if args.cases is None else args.cases) for name in issues.get(wanted, [wanted])]
    info = machine()
    print(f"Machine: {info['cpu']}, {info['cores']} cores, Python {info['python']}, load {load_average()}")
    work = work_folder("hostile-")
    rows, results = [], {}
    try:
        for name in chosen:
            configs = _configs(name, work, round_two, args.ulimit_kb, args.seed)
            for label, config, limit_kb in configs:
                runs = [run_child(Path(__file__), config, env=fresh_cache_env(work), timeout=1800,
                                  address_limit_kb=limit_kb) for _ in range(args.runs)]
                for run in runs:
                    run["reader_peak_mb"] = max((run["peak_rss_mb_by_pid"].get(str(pid), 0.0)
                                                 for pid in run.get("reader_pids", [])), default=0.0)
                last = runs[-1]
                results[label] = runs
                rows.append([label, median_of(runs, "wall_s"), median_of(runs, "peak_tree_rss_mb"),
                             median_of(runs, "self_maxrss_mb"), median_of(runs, "reader_peak_mb"),
                             "yes" if last.get("control_pair_found") else "-", _said(last)[:140]])
                print(table(HEADERS, rows[-1:]).splitlines()[-1], flush=True)
        rows += zip_case_rows(args.zip_cases, args.runs, work, results)
        if args.round_three is not False:
            rows += round_three_rows(args.round_three or list(ROUND_THREE), args.runs, work, results)
        if args.device_writes:
            results["device-writes"] = device_writes(work)
        if args.swap_runs:
            results["swap-race"] = swap_race(args.swap_runs, work)
    finally:
        remove_tree(work)
    print()
    print(table(HEADERS, rows))
    print("written:", write_results("hostile", {"machine": info, "runs": results}))


def _said(run: dict) -> str:
    """Return what the scan said of a case: its entries' messages, its notices, its pairs' notes."""
    if run["exit"] != 0:
        return "exit 2"
    parts = []
    listed = run.get("listed") or {}
    if listed:
        messages = sorted(set(listed.values()))
        parts.append(f"{len(listed)} file{'s' * (len(listed) != 1)}: " + " | ".join(m[:70] for m in messages))
    elif run.get("message") or run.get("status"):
        parts.append(run.get("message") or run.get("status", ""))
    if run.get("shortened"):
        parts.append(f"{run['shortened']} shortened to keep the budget")
    if run.get("notices"):
        parts.append("notice: " + " / ".join(n[:60] for n in run["notices"]))
    if run.get("pair_notes") is not None and (run.get("pair_notes") or run.get("verify_s", 0) > 1):
        notes = run.get("pair_notes") or []
        parts.append(f"checking matches {run.get('verify_s', 0):.1f} s; "
                     + (f"{len(notes)} pair(s) cut off at the time limit" if notes else "every pair compared in full"))
    return "; ".join(parts) or run.get("status", "")


def _configs(name: str, work: Path, round_two: dict, limit_kb: int, seed: int) -> list[tuple[str, dict, int | None]]:
    """Return (label, child config, inherited address-space limit) for case `name`, built in `work`.

    Issue 27's files are built in a process of their own: a child inherits the peak memory of the process that
    starts it (Linux keeps it across exec), and building ten texts of 10 million characters takes a gigabyte.
    """
    out = str(work / f"{name}.json")
    if name == "08-encoding":
        folder = work / name
        write_controls(folder)
        return [(f"08-encoding={codec}", {"paths": [str(folder)], "name": None, "out": out,
                                          "extra": ["--encoding", f"{folder / CONTROL_A}={codec}"]}, None)
                for codec in ENCODINGS]
    if name in round_two:
        _, limited, extra = round_two[name]
        folder = work / name
        write_controls(folder)
        order = json.dumps({"name": name, "folder": str(folder), "seed": seed})
        built = subprocess.run([sys.executable, __file__, "--build", order], capture_output=True, text=True,
                               check=True, cwd=ROOT)
        files = json.loads(built.stdout.splitlines()[-1])
        names = [f"{name}/{Path(path).name}" for path in files]
        config = {"paths": [str(folder)], "name": names[0] if len(names) == 1 else None, "names": names,
                  "out": out, "extra": extra}
        return [(name, config, limit_kb if limited else None)]
    case = build(name, work)
    return [(name, {"paths": list(case.paths), "name": case.name, "out": out}, None)]


# ---------------------------------------------------------------- links, swaps and zips (issues 27 and 28)


def zip_case_rows(names: list[str], runs: int, work: Path, results: dict) -> list[list]:
    """Scan each hostile zip case `runs` times in fresh processes; return a table row for each of its entries
    that must be listed (time and memory are the whole scan's), and put the runs in `results`."""
    rows = []
    for name in names:
        case = build_zip_case(name, work)
        config = {"paths": list(case.paths), "name": None, "out": str(work / f"{name}.json"), "all": True}
        measured = [run_child(Path(__file__), config, env=fresh_cache_env(work), timeout=900) for _ in range(runs)]
        results[name] = measured
        said = measured[-1].get("said", {})
        for entry, expected in case.expected.items():
            message = said.get(entry, "(not listed)")
            ok = "" if message.startswith(expected) else " [UNEXPECTED]"
            rows.append([entry, median_of(measured, "wall_s"), median_of(measured, "peak_tree_rss_mb"),
                         median_of(measured, "self_maxrss_mb"), "-",
                         "yes" if measured[-1].get("control_pair_found") else "-", (message or "read")[:80] + ok])
            print(table(HEADERS, rows[-1:]).splitlines()[-1], flush=True)
    return rows


def device_writes(work: Path) -> dict:
    """Issue 27 item 8: scan the control pair with each output (--json, --html, --csv) written to a named pipe
    (read as it is written) and --json to standard output ("-"); return, per output, whether the pipe is still
    a pipe afterwards and what was read (bytes, and whether it parses), and the scan's exit code."""
    import stat

    folder = work / "device-writes"
    write_controls(folder)
    cli = [sys.executable, "-m", "plagcheck.cli", "scan", str(folder), "-q"]
    found = {}
    for option in ("--json", "--html", "--csv"):
        pipe = work / f"pipe{option.strip('-')}"
        os.mkfifo(pipe)
        received: list[bytes] = []
        reader = threading.Thread(target=lambda pipe=pipe: received.append(pipe.read_bytes()), daemon=True)
        reader.start()
        code = subprocess.run([*cli, option, str(pipe)], cwd=ROOT, capture_output=True, timeout=600).returncode
        reader.join(timeout=30)
        data = received[0] if received else b""
        parsed = (option != "--json") or bool(data) and "pairs" in json.loads(data)
        found[option] = {"exit": code, "still_a_pipe": stat.S_ISFIFO(os.lstat(pipe).st_mode), "bytes": len(data),
                         "parsed": parsed}
    done = subprocess.run([*cli, "--json", "-"], cwd=ROOT, capture_output=True, timeout=600)
    found["--json -"] = {"exit": done.returncode, "bytes": len(done.stdout),
                         "parsed": bool(done.stdout) and "pairs" in json.loads(done.stdout)}
    print("device writes:", "; ".join(f"{k}: exit {v['exit']}, {v['bytes']:,} bytes"
                                      + (", still a pipe" if v.get("still_a_pipe") else "")
                                      + (", parsed" if v["parsed"] else ", NOT PARSED") for k, v in found.items()),
          flush=True)
    return found


SECRET = "SECRET-OUTSIDE-TEXT"


def swap_race(runs: int, work: Path, files: int = 40) -> dict:
    """Scan a class folder `runs` times while a thread swaps its sub-folder for a link to an outside folder (and
    back) as fast as it can; return the runs with leaks (outside text in the result) and swaps noticed."""
    from plagcheck.shared.models import ScanSettings
    from plagcheck.pipeline import run_scan

    leaks, noticed, swaps, seconds = 0, 0, 0, []
    for run in range(runs):
        root = work / f"swap-{run}"
        folder, outside = root / "class", root / "outside"
        write_controls(folder)
        for side, text in ((folder, "An honest essay about bridges number {n}, in words of its own."),
                           (outside, SECRET + " {n}")):
            (side / "sub").mkdir(parents=True)
            for n in range(files):
                (side / "sub" / f"essay-{n:03d}.txt").write_text(text.format(n=n), encoding="utf-8")
        stop = threading.Event()
        counter = [0]
        swapper = threading.Thread(target=_swap_until, args=(folder, outside, stop, counter), daemon=True)
        started = time.perf_counter()
        swapper.start()
        try:
            result = run_scan([str(folder)], ScanSettings(workers=2))
        finally:
            stop.set()
            swapper.join()
        seconds.append(time.perf_counter() - started)
        swaps += counter[0]
        leaks += any(SECRET in d.text for d in result.documents)
        noticed += any(d.name.startswith("class/sub") and not d.text for d in result.documents)
        remove_tree(root)
    print(f"swap race: {leaks} of {runs} scans leaked the outside text; {noticed} listed a swapped entry with its "
          f"reason; {swaps:,} swaps in all; median scan {sorted(seconds)[len(seconds) // 2]:.2f} s", flush=True)
    return {"runs": runs, "leaks": leaks, "noticed": noticed, "swaps": swaps, "seconds": seconds}


def _swap_until(folder: Path, outside: Path, stop: threading.Event, counter: list[int]) -> None:
    """Swap folder/sub for a link to outside/sub and back until `stop` is set."""
    sub, moved = folder / "sub", folder / "sub-moved"
    while not stop.is_set():
        os.rename(sub, moved)
        os.symlink(outside / "sub", sub)
        time.sleep(0.0005)
        os.unlink(sub)
        os.rename(moved, sub)
        counter[0] += 1
        time.sleep(0.0005)



# ---------------------------------------------------------------- round three (issue 40)

def session_child(config: dict) -> dict:
    """Open a session file as the window and the command line do; return what was said and the checks."""
    from plagcheck.saved.session import SessionError, open_session

    started = time.perf_counter()
    try:
        opened = open_session(config["session"])
    except SessionError as exc:
        return {"exit": 2, "message": str(exc), "step_s": time.perf_counter() - started}
    return {"exit": 0, "message": "; ".join(f"{c.state}: {c.message[:60]}" for c in opened.checks),
            "step_s": time.perf_counter() - started}


def _round_three_build(name: str, folder: Path) -> dict:
    """Build round-three case `name` in `folder`; return the child's config (without "out")."""
    import round_three_cases as r3

    folder.mkdir(parents=True, exist_ok=True)
    if name.startswith("r3-hidden-"):
        platform = name.removeprefix("r3-hidden-")
        made = r3.hidden_copy(platform, folder)
        holder = {"blackboard": "bjones", "canvas": "jonesbob", "classroom": "Essay sources.zip"}.get(platform, "Bob Jones")
        return {"paths": [str(made.path)], "name": None, "pair": [made.priya, holder]}
    if name == "r3-case-pair":
        return {"paths": [str(r3.case_pair(folder / "class"))], "name": None, "pair": ["Priya Sharma", "priya sharma"]}
    if name == "r3-damaged-member":
        r3.damaged_member_zip(folder / "class.zip")
        return {"paths": [str(folder / "class.zip")], "name": None}
    if name == "r3-false-utf8-flag":
        r3.false_utf8_flag_zip(folder / "flagged.zip")
        return {"paths": [str(folder / "flagged.zip")], "name": None}
    if name == "r3-overlapping-entries":
        write_controls(folder)
        r3.overlapping_zip(folder / "overlap.zip")
        return {"paths": [str(folder)], "name": f"{folder.name}/overlap.zip"}
    if name == "r3-near-floor-members":
        write_controls(folder)
        r3.near_floor_zip(folder / "floor.zip")
        return {"paths": [str(folder)], "name": f"{folder.name}/floor.zip"}
    if name == "r3-40-zips-of-4999":
        r3.tiny_zips(folder)
        return {"paths": [str(folder)], "name": None}
    if name == "r3-session-proc":
        os.mkfifo(folder / "pipe")
        return {"session": str(r3.session_naming(folder / "proc.plagcheck", [
            "/proc/self/pagemap", "/dev/zero", str(folder / "pipe")]))}
    if name == "r3-session-inflating":
        return {"session": str(r3.session_inflating(folder / "inflating.plagcheck"))}
    if name == "r3-session-5000-digits":
        return {"session": str(r3.session_huge_version(folder / "digits.plagcheck"))}
    raise ValueError(name)


ROUND_THREE = (*(f"r3-hidden-{p}" for p in ("blackboard", "brightspace", "canvas", "moodle", "classroom")),
               "r3-case-pair", "r3-damaged-member", "r3-false-utf8-flag", "r3-overlapping-entries",
               "r3-near-floor-members", "r3-40-zips-of-4999", "r3-session-proc", "r3-session-inflating",
               "r3-session-5000-digits")


def round_three_rows(names: list[str], runs: int, work: Path, results: dict) -> list[list]:
    """Run each round-three case `runs` times in fresh processes; return a table row for each."""
    rows = []
    for name in names:
        config = _round_three_build(name, work / name) | {"out": str(work / f"{name}.json")}
        measured = [run_child(Path(__file__), config, env=fresh_cache_env(work), timeout=900) for _ in range(runs)]
        results[name] = measured
        last = measured[-1]
        step = f"{median_of(measured, 'step_s'):.2f} s {'to open' if config.get('session') else 'to read'}; "
        if config.get("session"):
            said = step + last.get("message", "")
        else:
            said = step + "; ".join(part for part in (
                f"{last.get('read', 0):,} of {last.get('documents', 0):,} read",
                last.get("message", ""), " | ".join(last.get("errors", [])[:2]),
                " / ".join(n[:80] for n in last.get("notices", []))) if part)
        rows.append([name, median_of(measured, "wall_s"), median_of(measured, "peak_tree_rss_mb"),
                     median_of(measured, "self_maxrss_mb"), "-",
                     "yes" if last.get("control_pair_found") else "-", said[:160]])
        print(table(HEADERS, rows[-1:]).splitlines()[-1], flush=True)
    return rows


if __name__ == "__main__":
    main()
