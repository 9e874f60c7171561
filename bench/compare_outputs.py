"""The same scans before and after a change that must not change behaviour: dumped as JSON and compared.

    python3 bench/compare_outputs.py prepare DATA      # the classes, written once (outside the checkout)
    python3 bench/compare_outputs.py dump DATA OUT     # `plagcheck-cli scan --json` of every class into OUT
    python3 bench/compare_outputs.py diff BEFORE AFTER # per class: pairs compared, differences printed

The classes: the PAN 2,000-document selection (common.pan_selection, when the corpus is present), each
language's class of bench_multilingual.py (multilingual.build_class) and each language's in-place classes of
bench_in_place.py (multilingual.build_in_place_class, at its four shares). They are written once by `prepare`,
so a change to the generators' code cannot change the scans' input. `diff` compares the whole JSON apart from
the fields of IGNORED: when the scan ran and how long its steps took, which differ between any two runs of the
same code.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

from common import pan_available, pan_selection
from multilingual import build_class, build_in_place_class, languages

#: Shares of content words replaced in bench_in_place.py's classes.
IN_PLACE_SHARES = (0.5, 0.6, 0.7, 0.8)
#: Keys whose values differ between two runs of the same code: when the scan ran, and how long each of its
#: steps took (`timings[].seconds`; the steps' names and item counts are compared).
IGNORED = {"scanned_at", "seconds"}


def prepare(data: Path) -> None:
    """Write every class into its own folder under `data`."""
    if pan_available():
        pan = data / "pan2k"
        pan.mkdir(parents=True, exist_ok=True)
        for path in pan_selection():  # copied: a scan reads no link to a file outside the folder it is given
            shutil.copyfile(path, pan / f"{path.parent.name}-{path.name}")
    for language in languages():
        build_class(language, data / f"multilingual-{language}")
        for share in IN_PLACE_SHARES:
            build_in_place_class(language, data / f"in_place-{share}-{language}", share=share)


def dump(data: Path, out: Path, only: list[str]) -> None:
    """Scan every class folder of `data` (or those named in `only`) with plagcheck-cli (of the plagcheck this
    interpreter imports) and write its JSON to `out`/<class>.json."""
    out.mkdir(parents=True, exist_ok=True)
    for folder in sorted(p for p in data.iterdir() if p.is_dir() and (not only or p.name in only)):
        target = out / f"{folder.name}.json"
        subprocess.run([sys.executable, "-m", "plagcheck.cli", "scan", str(folder), "--json", str(target), "--quiet"],
                       check=True)
        print(f"{folder.name}: {len(json.loads(target.read_text(encoding='utf-8'))['pairs'])} pairs", flush=True)


def stripped(value):
    """Return `value` without the IGNORED keys, at every depth."""
    if isinstance(value, dict):
        return {k: stripped(v) for k, v in value.items() if k not in IGNORED}
    if isinstance(value, list):
        return [stripped(v) for v in value]
    return value


def differences(a, b, where: str = "") -> list[str]:
    """Return where `a` and `b` differ (at most the first few places of each list)."""
    if isinstance(a, dict) and isinstance(b, dict):
        found = [f"{where}.{k}: only in one" for k in sorted(set(a) ^ set(b))]
        for k in sorted(set(a) & set(b)):
            found += differences(a[k], b[k], f"{where}.{k}")
        return found
    if isinstance(a, list) and isinstance(b, list):
        found = [f"{where}: {len(a)} against {len(b)} items"] if len(a) != len(b) else []
        for i, (x, y) in enumerate(zip(a, b)):
            found += differences(x, y, f"{where}[{i}]")
        return found
    return [] if a == b else [f"{where}: {a!r} against {b!r}"]


def diff(before: Path, after: Path) -> int:
    """Print each class's pair and passage counts and its differences; return how many classes differ."""
    differing = 0
    names = sorted({p.name for p in before.glob("*.json")} | {p.name for p in after.glob("*.json")})
    for name in names:
        if not (before / name).exists() or not (after / name).exists():
            print(f"{name}: missing on one side")
            differing += 1
            continue
        a = stripped(json.loads((before / name).read_text(encoding="utf-8")))
        b = stripped(json.loads((after / name).read_text(encoding="utf-8")))
        found = differences(a, b)
        passages = sum(len(p.get("passages", [])) for p in a.get("pairs", []))
        print(f"{name}: {len(a.get('pairs', []))} pairs, {passages} passages: "
              + ("identical" if not found else f"{len(found)} differences"))
        for line in found[:20]:
            print(f"    {line}")
        differing += bool(found)
    print(f"{len(names)} classes, {differing} differ; ignored keys: {', '.join(sorted(IGNORED))}")
    return differing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("prepare").add_argument("data", type=Path)
    scan = commands.add_parser("dump")
    scan.add_argument("data", type=Path)
    scan.add_argument("out", type=Path)
    scan.add_argument("only", nargs="*", help="the classes to scan (default: all)")
    compare = commands.add_parser("diff")
    compare.add_argument("before", type=Path)
    compare.add_argument("after", type=Path)
    args = parser.parse_args()
    if args.command == "prepare":
        prepare(args.data)
    elif args.command == "dump":
        dump(args.data, args.out, args.only)
    else:
        sys.exit(1 if diff(args.before, args.after) else 0)


if __name__ == "__main__":
    main()
