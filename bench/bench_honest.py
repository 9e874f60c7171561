"""Honest students on realistic classes (issues 26, 39): who is listed at the defaults, and are the planted copies found?

    python3 bench/bench_honest.py [--quick] [--languages en de ...] [--sizes 5 12 40] [--topics tuning|held-out|all]
                                  [--families on|off] [--scans unmarked marked] [--keep DIR] [--cli PATH]
                                  [--data DIR]

For each language (every folder of bench/data/classes/ with a topic), topic and size, generates the class with
its fixed seed (bench/class_generator/realistic_classes.py; with `--families on`, the default, each class is of a
family: Moodle or Canvas zip or plain folder, the assignment sheet in the sources, at the top or absent, the
sources in a folder of any name or loose, the question pasted anywhere, each student's typography and citations)
and scans it as a teacher drops it, at the defaults (a fresh process, an empty text cache):

- **unmarked**: `plagcheck-cli scan CLASS --json OUT --include-text`: the whole folder, the sources in it and
  not marked;
- **marked**: the same with `--source` for the sources folder (or each loose source file), the assignment
  sheet left as it lies.

It compares the pairs listed with the class's truth:

- honest students listed: a student who copied nothing (a classmate they were copied from counts as honest)
  and is in a listed pair with another student that is not a planted copy;
- planted copies found: the pair is listed and one of its passages overlaps the planted text on both sides;
  as a share and by kind (a classmate's opening in a file named like the assignment is "paragraph/student");
- documents the engine left out as "the question" or a template, and how many of them are a student's
  submission (must be 0); documents it offers the teacher as the question (`template_suggestions`: still
  compared), and how many are a student's;
- rank: the lowest rank of a planted pair against the highest rank of a pair of two honest students; a
  planted pair not listed ranks "missed";
- honest students in a listed pair with a source (unmarked, a source is one more document of the folder);
- pairs with a source (cited: the student quotes or cites that source; uncited), with the teacher's sheet,
  between one student's two files, and other unplanted pairs (a copier with someone they did not copy);
- every listed pair of honest students: names, score, passage kinds, what the truth says the passages cover
  (quotation, stock phrase, cover sheet, question, own writing...), and the first 100 characters of each;
- scan time (wall, the whole CLI process).

The summary gives each figure per language, size and scan (unmarked/marked). `--quick` scans one class of 12
per language (the tuning topic, else the first). `--families off` scans the classes the seeds gave before the families (the
figures of bench/README.md before issue 39), and then only marked, unless `--scans` says otherwise.
`--cli` runs another checkout's plagcheck-cli (default: the one on PATH, else the one beside this Python), so
that two engines can be compared on the same classes. Writes bench/results/honest.json.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from common import ROOT, fresh_cache_env, load_average, machine, median, table, write_results

sys.path.insert(0, str(ROOT / "bench"))

from class_generator.class_material import topics  # noqa: E402
from class_generator.realistic_classes import KINDS, build  # noqa: E402

SCANS = ("unmarked", "marked")
#: What the engine says of a document it left out as the assignment's question or a template.
LEFT_OUT_WORDS = ("question", "template", "assignment")


def languages_present() -> list[str]:
    """Return the languages that have at least one topic written (bench/data/classes/LANGUAGE/TOPIC/)."""
    return sorted({language for language, _, _ in topics()})


def find_cli(given: str | None) -> str:
    """Return the plagcheck-cli to run: the one given, the one on PATH, or the one beside this Python."""
    if given:
        return given
    found = shutil.which("plagcheck-cli")
    return found or str(Path(sys.executable).parent / "plagcheck-cli")


def cli_checkout(cli: str) -> str:
    """Return where the CLI's plagcheck package lives and its git commit ("" when that cannot be told)."""
    try:
        interpreter = Path(cli).read_text(encoding="utf-8", errors="replace").splitlines()[0].lstrip("#!").strip()
        where = subprocess.run([interpreter, "-c", "import plagcheck, os; print(os.path.dirname(plagcheck.__file__))"],
                               capture_output=True, text=True, timeout=60).stdout.strip()
        commit = subprocess.run(["git", "-C", where, "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                                timeout=60).stdout.strip()
        return f"{where} at {commit}" if commit else where
    except (OSError, IndexError, subprocess.SubprocessError):
        return ""


def source_paths(truth: dict) -> list[str]:
    """Return what --source marks in a class: its sources folder, or each source file lying loose."""
    families = truth.get("families")
    return families["sources_marked_as"] if families else ["sources"]


def scan(cli: str, folder: Path, out: Path, work: Path, sources: list[str] = ()) -> tuple[dict, float]:
    """Scan a class folder with the CLI at its defaults (`sources`: paths in it marked with --source); return
    (the JSON result, wall seconds)."""
    marked = [arg for rel in sources for arg in ("--source", str(folder / rel))]
    command = [cli, "scan", str(folder), *marked, "--json", str(out), "--include-text", "--quiet"]
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env={**os.environ, **fresh_cache_env(work)})
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed ({done.returncode}):\n{done.stderr[-3000:]}")
    return json.loads(out.read_text(encoding="utf-8")), seconds


def overlaps(span: tuple[int, int], start: int, end: int) -> bool:
    """Return True when [start, end) and span share a character."""
    return start < span[1] and span[0] < end


class ClassFigures:
    """The figures of one scanned class, worked out from its truth and the scan's JSON."""

    def __init__(self, truth: dict, result: dict, folder: Path) -> None:
        self.truth = truth
        self.students = {s["id"]: s for s in truth["students"]}
        self.by_file: dict[int, tuple[str, str]] = {}  # document id -> (role, student id / source key / "")
        self.rel: dict[int, str] = {}
        self.texts: dict[int, str] = {}
        files = {f: s["id"] for s in truth["students"] for f in s["files"]}
        sources = {path: key for key, path in truth["sources"].items()}
        for doc in result["documents"]:
            rel = Path(doc["path"]).resolve().relative_to(folder.resolve()).as_posix()
            self.rel[doc["id"]] = rel
            self.texts[doc["id"]] = doc.get("text", "")
            if rel in files:
                self.by_file[doc["id"]] = ("student", files[rel])
            elif rel in sources:
                self.by_file[doc["id"]] = ("source", sources[rel])
            elif rel == truth["prompt"]:
                self.by_file[doc["id"]] = ("prompt", "")
            else:
                self.by_file[doc["id"]] = ("other", rel)
        self.doc_of = {rel: doc_id for doc_id, rel in self.rel.items()}
        #: Documents the engine left out as the question or a template: (path, role by the truth).
        self.left_out = [(self.rel[d["id"]], self.by_file[d["id"]][0]) for d in result["documents"]
                         if d.get("status") == "skipped"
                         and any(word in (d.get("message") or "").casefold() for word in LEFT_OUT_WORDS)]
        #: Documents offered to the teacher as the question (still compared): (path, role by the truth).
        self.offered = [(self.rel[t["id"]], self.by_file[t["id"]][0]) for t in result.get("template_suggestions", [])
                        if t.get("id") in self.rel]
        self.cites = self._citations()
        self.pairs = result["pairs"]  # listed, best first
        self.evaluate()

    def _citations(self) -> set[tuple[str, str]]:
        """Return (student, source) for every source a student quotes or lists among their references."""
        cites = set()
        for piece in self.truth["shared"]:
            parts = piece["key"].split(":")
            source = parts[1] if parts[0] == "quote" else parts[2] if parts[0] == "reference" else None
            if source:
                cites |= {(student, source) for student in piece["students"]}
        return cites

    def planted_pair(self, a: int, b: int) -> dict | None:
        """Return the planted copy between documents a and b, if any."""
        names = {self.rel[a], self.rel[b]}
        return next((p for p in self.truth["planted"] if {p["copier_file"], p["other_file"]} == names), None)

    def evaluate(self) -> None:
        """Sort every listed pair into its category and work out the figures."""
        self.honest_pairs: list[dict] = []
        self.found: dict[str, bool] = {p["id"]: False for p in self.truth["planted"]}
        self.planted_rank: dict[str, int] = {}
        self.categories = Counter()
        self.listed_honest: set[str] = set()
        self.honest_with_source: set[str] = set()  # honest students in a listed pair with a source
        for rank, pair in enumerate(self.pairs, start=1):
            (role_a, who_a), (role_b, who_b) = self.by_file[pair["a"]], self.by_file[pair["b"]]
            plant = self.planted_pair(pair["a"], pair["b"])
            if plant is not None:
                self.planted_rank[plant["id"]] = rank
                self.found[plant["id"]] = self.located(pair, plant)
                self.categories["planted"] += 1
                continue
            roles = {role_a, role_b}
            if roles == {"student"}:
                if who_a == who_b:
                    self.categories["same student"] += 1
                elif self.students[who_a]["role"] == self.students[who_b]["role"] == "honest":
                    self.categories["honest pair"] += 1
                    self.listed_honest |= {who_a, who_b}
                    self.honest_pairs.append(self.describe(pair, rank, "honest pair"))
                else:
                    self.categories["other unplanted"] += 1
                    for who in (who_a, who_b):
                        if self.students[who]["role"] == "honest":
                            self.listed_honest.add(who)
                    self.honest_pairs.append(self.describe(pair, rank, "other unplanted"))
            elif roles == {"student", "source"}:
                student, source = (who_a, who_b) if role_a == "student" else (who_b, who_a)
                self.categories["source, cited" if (student, source) in self.cites else "source, uncited"] += 1
                if self.students[student]["role"] == "honest":
                    self.honest_with_source.add(student)
            elif "prompt" in roles and "student" in roles:
                self.categories["prompt"] += 1
            else:
                self.categories["other"] += 1

    def located(self, pair: dict, plant: dict) -> bool:
        """Return True when a passage of the pair overlaps the planted text in both documents."""
        side = {self.doc_of[plant["copier_file"]]: plant["copier_span"], self.doc_of[plant["other_file"]]: plant["other_span"]}
        span_a, span_b = side[pair["a"]], side[pair["b"]]
        return any(overlaps(span_a, p["a_start"], p["a_end"]) and overlaps(span_b, p["b_start"], p["b_end"])
                   for p in pair["passages"] + pair.get("absorbed", []))

    def covered_by(self, doc_id: int, start: int, end: int) -> str:
        """Return what the truth says a passage covers in a document: shared pieces by kind, or own writing."""
        spans = self.truth["documents"].get(self.rel[doc_id], {})
        kinds = Counter()
        for s, e, key in spans.get("shared_spans", []) + spans.get("planted_spans", []):
            inside = min(e, end) - max(s, start)
            if inside > 0:
                kind = key.split(":")[0] if not key.startswith("copy") else "planted"
                kinds[kind] += inside
        own = (end - start) - sum(kinds.values())
        if own > 0:
            kinds["own"] += own
        total = max(1, end - start)
        return ", ".join(f"{kind} {count / total:.0%}" for kind, count in kinds.most_common())

    def describe(self, pair: dict, rank: int, category: str) -> dict:
        """Return a listed unplanted student pair for the listing: names, score, passages and what they cover."""
        names = [self.students[self.by_file[pair[x]][1]]["name"] for x in ("a", "b")]
        passages = []
        for p in pair["passages"]:
            text = self.texts[pair["a"]][p["a_start"] : p["a_end"]]
            passages.append({"kind": p["kind"], "words": min(p["length_a"], p["length_b"]),
                             "similarity": round(p.get("similarity", 1.0), 2),
                             "covers_a": self.covered_by(pair["a"], p["a_start"], p["a_end"]),
                             "covers_b": self.covered_by(pair["b"], p["b_start"], p["b_end"]),
                             "text": " ".join(text.split())[:100]})
        return {"rank": rank, "category": category, "a": f"{names[0]} ({self.rel[pair['a']]})", "b": f"{names[1]} ({self.rel[pair['b']]})",
                "score": round(pair["score"], 3), "reported_because": pair.get("reported_because"),
                "passages": passages}

    def summary(self) -> dict:
        """Return the class's figures."""
        honest = [s for s in self.truth["students"] if s["role"] == "honest"]
        by_kind = Counter()
        found_by_kind = Counter()
        for plant in self.truth["planted"]:
            kind = kind_label(plant)
            by_kind[kind] += 1
            found_by_kind[kind] += self.found[plant["id"]]
        ranks = [self.planted_rank.get(p["id"]) for p in self.truth["planted"]]
        worst_planted = None if None in ranks else max(ranks, default=0)
        best_honest = min((p["rank"] for p in self.honest_pairs if p["category"] == "honest pair"), default=None)
        return {
            "students": len(self.truth["students"]), "honest": len(honest),
            "honest_listed": len(self.listed_honest),
            "honest_with_source": len(self.honest_with_source),
            "planted": len(self.truth["planted"]), "planted_found": sum(self.found.values()),
            "planted_listed": len(self.planted_rank),
            "found_by_kind": {k: f"{found_by_kind[k]}/{by_kind[k]}" for k in sorted(by_kind)},
            "worst_planted_rank": worst_planted if worst_planted is not None else "missed",
            "best_honest_rank": best_honest,
            "ranks_ok": worst_planted is not None and (best_honest is None or worst_planted < best_honest),
            "pairs_listed": len(self.pairs), "categories": dict(self.categories),
            "honest_pairs": self.honest_pairs,
            "missed": [f"{p['id']} {kind_label(p)}" for p in self.truth["planted"] if not self.found[p["id"]]],
            "left_out": [f"{rel} ({role})" for rel, role in self.left_out],
            "left_out_students": sum(1 for _, role in self.left_out if role == "student"),
            "offered": [f"{rel} ({role})" for rel, role in self.offered],
            "offered_students": sum(1 for _, role in self.offered if role == "student"),
        }


def kind_label(plant: dict) -> str:
    """Return a planted copy's kind as the bench reports it: "synonyms/source", "paragraph/student+opening"
    (a classmate's opening, in a file named like the assignment)."""
    return f"{plant['kind']}/{plant['origin']}" + ("+opening" if plant.get("details", {}).get("opening") else "")


def run_class(language: str, topic: str, size: int, cli: str, keep: Path | None, work: Path, families: bool,
              scans: list[str]) -> list[dict]:
    """Generate one class, scan it each way asked (unmarked, marked) and return the figures of each scan."""
    out = (keep or work) / f"{language}-{topic}-{size}"
    truth = build(language, topic, size, out, families=families)
    runs = []
    for how in scans:
        marked = source_paths(truth) if how == "marked" else []
        result, seconds = scan(cli, out / "class", out / f"scan-{how}.json", work, marked)
        figures = ClassFigures(truth, result, out / "class").summary()
        figures.update(language=language, topic=topic, split=truth["split"], size=size, scan=how,
                       scan_s=round(seconds, 2), family=family_line(truth))
        runs.append(figures)
    if keep is None:
        shutil.rmtree(out, ignore_errors=True)
    return runs


def passage_causes(runs: list[dict]) -> Counter:
    """Return how many passages of the listed unplanted student pairs are of each kind and cover mostly what
    ("copied cite/cite": a citation in both, such as one narrative citation written alike)."""
    causes = Counter()
    for r in runs:
        for pair in r["honest_pairs"]:
            for p in pair["passages"]:
                most = [side.split(",")[0].rsplit(" ", 1)[0] for side in (p["covers_a"], p["covers_b"])]
                causes[f"{p['kind']} {most[0]}/{most[1]}"] += 1
    return causes


def family_line(truth: dict) -> str:
    """Return the class's family in a few words: layout, sheet, sources, the question's usual place."""
    f = truth.get("families")
    if not f:
        return "before families"
    return (f"{f['layout']}, sheet {f['sheet']}, sources {f['sources']}, question {f['question_place']} "
            f"({len(f['question_students'])}), marks {f['marks']}, named like the assignment "
            f"{len(f['assignment_named_files'])}")


def grouped(runs: list[dict]) -> list[list]:
    """Return the summary rows: per language, size and scan, the classes' figures added up."""
    groups: dict[tuple, list[dict]] = {}
    for r in runs:
        groups.setdefault((r["language"], r["size"], r["scan"]), []).append(r)
    rows = []
    for (language, size, how), members in sorted(groups.items()):
        kinds_found, kinds_total = Counter(), Counter()
        for r in members:
            for kind, share in r["found_by_kind"].items():
                found, total = map(int, share.split("/"))
                kinds_found[kind] += found
                kinds_total[kind] += total
        missed = ", ".join(f"{k} {kinds_found[k]}/{kinds_total[k]}" for k in sorted(kinds_total)
                           if kinds_found[k] < kinds_total[k]) or "-"
        found, planted = sum(r["planted_found"] for r in members), sum(r["planted"] for r in members)
        rows.append([language, size, how, len(members),
                     f"{sum(r['honest_listed'] for r in members)}/{sum(r['honest'] for r in members)}",
                     f"{found}/{planted} ({found / max(1, planted):.0%})", missed,
                     sum(r["honest_with_source"] for r in members),
                     sum(len(r["left_out"]) for r in members), sum(r["left_out_students"] for r in members),
                     f"{sum(len(r['offered']) for r in members)} ({sum(r['offered_students'] for r in members)})",
                     sum(r["categories"].get("prompt", 0) for r in members),
                     round(median([r["scan_s"] for r in members]), 2)])
    return rows


def main() -> None:
    """Print and save the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--languages", nargs="+", default=None, help="default: every language with a topic")
    parser.add_argument("--sizes", nargs="+", type=int, default=[5, 12, 40])
    parser.add_argument("--topics", choices=["tuning", "held-out", "all"], default="all")
    parser.add_argument("--quick", action="store_true",
                        help="one class of 12 per language (its tuning topic, else its first)")
    parser.add_argument("--families", choices=["on", "off"], default="on",
                        help="off: the classes the seeds gave before the class families (issue 39)")
    parser.add_argument("--scans", nargs="+", choices=SCANS, default=None,
                        help="how to scan each class (default: both; with --families off: marked)")
    parser.add_argument("--keep", type=Path, help="keep the generated classes (and their scans) in this folder")
    parser.add_argument("--data", type=Path, help="the material's folder (default bench/data/classes): material "
                                                   "being written elsewhere")
    parser.add_argument("--cli", help="the plagcheck-cli to run (default: the one on PATH)")
    args = parser.parse_args()
    if args.data:
        from class_generator import class_material

        class_material.DATA = args.data.resolve()
    families = args.families == "on"
    scans = args.scans or (list(SCANS) if families else ["marked"])
    cli = find_cli(args.cli)
    checkout = cli_checkout(cli)
    info = machine()
    print(f"Machine: {info['cpu']}, {info['cores']} cores; load {load_average()}; cli {cli} ({checkout}); "
          f"families {args.families}; scans {', '.join(scans)}")
    languages = args.languages or languages_present()
    if args.quick:
        classes = [(lang, (topics(lang, "tuning") or topics(lang))[0][1]) for lang in languages if topics(lang)]
        sizes = [12]
    else:
        classes = [(lang, topic) for lang, topic, _ in topics(split=args.topics) if lang in languages]
        sizes = args.sizes
    runs = []
    with tempfile.TemporaryDirectory(prefix="honest-") as work:
        for language, topic in classes:
            for size in sizes:
                started = time.perf_counter()
                for figures in run_class(language, topic, size, cli, args.keep, Path(work), families, scans):
                    runs.append(figures)
                    print(f"  {language}/{topic} ({figures['split']}) {size} {figures['scan']}: "
                          f"{figures['honest_listed']} of {figures['honest']} honest listed, planted found "
                          f"{figures['planted_found']}/{figures['planted']}, left out {len(figures['left_out'])} "
                          f"({figures['left_out_students']} students'), scan {figures['scan_s']:.1f} s "
                          f"[{figures['family']}]", flush=True)
                print(f"    class {language}/{topic}/{size}: {time.perf_counter() - started:.1f} s generated and "
                      f"scanned (load {load_average()})", flush=True)
    print()
    print(table(
        ["language", "topic", "size", "scan", "honest listed", "planted found", "worst planted rank",
         "best honest rank", "ranks ok", "source pairs cited/uncited", "sheet pairs", "same student",
         "other unplanted", "left out (students)", "scan s"],
        [[r["language"], r["topic"], r["size"], r["scan"], f"{r['honest_listed']}/{r['honest']}",
          f"{r['planted_found']}/{r['planted']}", r["worst_planted_rank"], r["best_honest_rank"] or "-",
          "yes" if r["ranks_ok"] else "NO",
          f"{r['categories'].get('source, cited', 0)}/{r['categories'].get('source, uncited', 0)}",
          r["categories"].get("prompt", 0), r["categories"].get("same student", 0),
          r["categories"].get("other unplanted", 0), f"{len(r['left_out'])} ({r['left_out_students']})",
          r["scan_s"]] for r in runs]))
    print()
    print("Per language, size and scan:")
    print(table(["language", "size", "scan", "classes", "honest listed", "planted found", "kinds missed (found/planted)",
                 "honest paired with a source", "left out as question/template", "of them students'",
                 "offered as the question (students')", "sheet pairs", "scan s (median)"],
                grouped(runs)))
    print()
    for how in scans:
        of = [r for r in runs if r["scan"] == how]
        kinds_found, kinds_total = Counter(), Counter()
        for r in of:
            for kind, share in r["found_by_kind"].items():
                found, total = map(int, share.split("/"))
                kinds_found[kind] += found
                kinds_total[kind] += total
        honest, listed = sum(r["honest"] for r in of), sum(r["honest_listed"] for r in of)
        found, planted = sum(r["planted_found"] for r in of), sum(r["planted"] for r in of)
        print(f"All classes, {how}: {listed} of {honest} honest students listed (and "
              f"{sum(r['honest_with_source'] for r in of)} honest students paired with a source); planted copies found {found}/{planted} "
              f"({found / max(1, planted):.1%}); left out as question/template {sum(len(r['left_out']) for r in of)} "
              f"documents, {sum(r['left_out_students'] for r in of)} of them students'; ranks ok in "
              f"{sum(r['ranks_ok'] for r in of)} of {len(of)} classes")
        print("  found by kind: " + ", ".join(f"{k} {kinds_found[k]}/{kinds_total[k]}" for k in sorted(kinds_total)))
        missed = [f"{r['language']}/{r['topic']}/{r['size']}: {m}" for r in of for m in r["missed"]]
        if missed:
            print("  missed: " + "; ".join(missed))
        left = [f"{r['language']}/{r['topic']}/{r['size']}: {d}" for r in of for d in r["left_out"]]
        if left:
            print("  left out: " + "; ".join(left))
        offered = [f"{r['language']}/{r['topic']}/{r['size']}: {d}" for r in of for d in r["offered"]]
        if offered:
            print("  offered as the question: " + "; ".join(offered))
        print("  passages of listed unplanted student pairs, by kind and what they cover most: " + ", ".join(
            f"{what} {count}" for what, count in passage_causes(of).most_common(8)))
    print()
    print("Listed pairs of students that are not planted copies (first 5 per class and scan):")
    for r in runs:
        for pair in r["honest_pairs"][:5]:
            print(f"  {r['language']}/{r['topic']}/{r['size']} {r['scan']} #{pair['rank']} ({pair['category']}) "
                  f"{pair['a']} ~ {pair['b']}: score {pair['score']} ({pair['reported_because']})")
            for p in pair["passages"][:3]:
                print(f"      {p['kind']} {p['words']} words, {p['similarity']}; covers {p['covers_a']} | "
                      f"{p['covers_b']}: {p['text']!r}")
    path = write_results("honest", {"machine": info, "cli": cli, "checkout": checkout, "load_average": load_average(),
                                    "families": args.families, "scans": scans, "classes": runs,
                                    "kinds": list(map(list, KINDS))})
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
