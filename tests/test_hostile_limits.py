"""Issue 27, items 1-3: limits that cannot switch themselves off, and no step of a scan without a bound.

1. The readers' memory limit holds under a hard limit the process inherited (or the scan says it could not),
   and the PDF check before reading covers every chain of filters and nested drawings: a file refused is
   listed with its reason, never as "empty".
2. The scan keeps to a memory budget: long files are shortened, each saying so, and the scan says why.
3. The alignment of a pair is near-linear (tests/test_linear_time.py), chooses as the plain scan over every
   open chain did, and a pair that still runs long is cut off with a note on that pair.

The hostile files are built here from their shapes (tests/hostile_pdfs.py, tests/hostile_texts.py), small:
their faults lie in their kind, not their size.
"""

from __future__ import annotations

import json
import os
import random
import resource
import subprocess
import sys
import textwrap
import time

import numpy as np
import pytest

from hostile_pdfs import FormShape, StreamShape, write_filter_bomb, write_form_pdf
from hostile_texts import prose, repeated_and_shuffled
from plagcheck.engine import budget, compute
from plagcheck.engine.compare import prepare_texts
from plagcheck.engine.copied import verify
from plagcheck.engine.copied.align import Tiles, chain_tiles
from plagcheck.engine.reading.extract import extract_bytes
from plagcheck.engine.reading.extract import pdf_streams
from plagcheck.engine.reading.extract.base import BOMB_MESSAGE, MEMORY_LIMIT_MB
from plagcheck.engine.reading.extract.pdf_streams import DEEP_MESSAGE, DRAWN_MESSAGE, check_streams
from plagcheck.engine.reading.extract.workers import memory_notice
from plagcheck.pipeline import run_scan
from plagcheck.report.html import render_html_report
from plagcheck.saved.serialize import result_to_dict
from plagcheck.shared.models import DocumentRecord, ScanSettings

LINUX = sys.platform.startswith("linux")


# ---------------------------------------------------------------- 1. the readers' memory limit


def _python_under_limit(code: str, hard_bytes: int) -> subprocess.CompletedProcess:
    """Run `code` in a fresh Python whose address space has the hard (and soft) limit `hard_bytes`, as under
    `ulimit -v`."""
    def limited() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (hard_bytes, hard_bytes))

    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120,
                          preexec_fn=limited)


@pytest.mark.skipif(not LINUX, reason="the memory limit is set on Linux")
@pytest.mark.parametrize("inherited_kb", [14_000_000, 4_000_000])
def test_the_reader_memory_limit_holds_under_an_inherited_hard_limit(inherited_kb):
    # `ulimit -v 14000000`: asking for an unlimited hard limit failed, and the reader had none at all.
    proc = _python_under_limit("""
        from plagcheck.engine.reading.extract.workers import limit_memory
        room = limit_memory(200 << 20)
        try:
            block = bytearray(600 << 20)
        except MemoryError:
            print("refused", room >> 20)
        else:
            print("allowed", room)
    """, inherited_kb * 1024)
    assert proc.stdout.split()[:2] == ["refused", "200"], proc.stdout + proc.stderr


@pytest.mark.skipif(not LINUX, reason="the memory limit is set on Linux")
def test_a_hard_limit_leaving_a_reader_less_room_is_told_to_the_teacher():
    proc = _python_under_limit("""
        import json
        from plagcheck.engine.reading.extract.workers import limit_memory, memory_notice
        with open("/proc/self/statm") as statm:
            import os
            size = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        room = limit_memory(1 << 30)
        print(json.dumps({"room": room, "notice": str(memory_notice({room}))}))
    """, _own_size() + (400 << 20))
    answer = json.loads(proc.stdout)
    assert 0 < answer["room"] < 1 << 30
    assert f"{answer['room'] >> 20:,} MB instead of {MEMORY_LIMIT_MB:,} MB" in answer["notice"]


def _own_size() -> int:
    """Return the address space a fresh Python that imported the workers module uses (bytes)."""
    proc = subprocess.run([sys.executable, "-c", "import os, plagcheck.engine.reading.extract.workers as w\n"
                           "print(int(open('/proc/self/statm').read().split()[0]) * os.sysconf('SC_PAGE_SIZE'))"],
                          capture_output=True, text=True, timeout=60)
    return int(proc.stdout)


def test_the_notice_is_empty_when_every_reader_had_its_full_room():
    assert memory_notice({MEMORY_LIMIT_MB << 20}) is None
    assert memory_notice(set()) is None
    if LINUX:
        assert "could not be set" in str(memory_notice({None, MEMORY_LIMIT_MB << 20}))


@pytest.mark.skipif(not LINUX, reason="the memory limit is set on Linux")
def test_a_scan_under_a_tight_inherited_limit_says_so_in_its_json(tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    for n in range(3):
        (folder / f"essay{n}.txt").write_text(prose(3000, n), encoding="utf-8")
    out = tmp_path / "out.json"
    env = {**os.environ, "PLAGCHECK_CACHE_DIR": str(tmp_path / "cache")}

    def limited() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (900 << 20, 900 << 20))

    proc = subprocess.run([sys.executable, "-m", "plagcheck.cli", "scan", str(folder), "--json", str(out), "-q"],
                          capture_output=True, text=True, timeout=300, env=env, preexec_fn=limited)
    assert proc.returncode == 0, proc.stderr
    notices = json.loads(out.read_text(encoding="utf-8"))["notices"]
    assert any("less memory than usual" in notice for notice in notices), notices


# ---------------------------------------------------------------- 1. streams behind any chain of filters

#: The shapes of the issue's files, and others of the same kinds: every filter a reader applies to page
#: content, in chains, with the stream and its dictionary written in each way a reader accepts.
SHAPES = {
    "flate": StreamShape(),
    "image subtype": StreamShape(extra=b"/Subtype /Image /Width 20 /Height 20"),
    "image without size": StreamShape(extra=b"/Subtype /Image"),
    "stream then CR": StreamShape(eol=b"\r"),
    "stream then spaces": StreamShape(eol=b"   \r\n"),
    "dictionary over 4 KB": StreamShape(padding=6000),
    "dictionary over 64 KB": StreamShape(padding=70_000, eol=b"\r"),
    "hex then flate": StreamShape(outer=("ASCIIHexDecode",)),
    "base-85 then flate, short names": StreamShape(outer=("ASCII85Decode",), abbreviated=True),
    "lzw": StreamShape(inner="LZWDecode"),
    "flate then lzw": StreamShape(inner="LZWDecode", outer=("FlateDecode",)),
    "hex, base-85, then lzw": StreamShape(inner="LZWDecode", outer=("ASCIIHexDecode", "ASCII85Decode")),
    "run length": StreamShape(inner="RunLengthDecode"),
    "hex then run length, image": StreamShape(inner="RunLengthDecode", outer=("AHx",), abbreviated=True,
                                             extra=b"/Subtype /Image /Width 8 /Height 8"),
    "filters in an object of their own": StreamShape(indirect_filter=True, outer=("A85",), abbreviated=True),
}


def _random_shapes(count: int, seed: int) -> dict[str, StreamShape]:
    """Return `count` more shapes drawn at random: chains the list above does not name."""
    rng = random.Random(seed)
    shapes = {}
    for n in range(count):
        inner = rng.choice(["FlateDecode", "LZWDecode", "RunLengthDecode"])
        outer = tuple(rng.choice(["ASCIIHexDecode", "ASCII85Decode", "FlateDecode"]) for _ in range(rng.randint(0, 3)))
        shapes[f"random {n}"] = StreamShape(
            inner=inner, outer=outer, eol=rng.choice([b"\n", b"\r\n", b"\r", b" \n"]),
            padding=rng.choice([0, 0, 5000]), abbreviated=rng.random() < 0.5, indirect_filter=rng.random() < 0.3,
            extra=rng.choice([b"", b"/Subtype /Image", b"/Subtype /Image /Width 4 /Height 4 /BitsPerComponent 8"]))
    return shapes


ALL_SHAPES = {**SHAPES, **_random_shapes(8, seed=27)}


@pytest.fixture
def small_limit(monkeypatch):
    """The streams' limit at 6 MB, so that a bomb of a few megabytes shows the fault in a moment."""
    monkeypatch.setattr(pdf_streams, "MAX_UNPACKED_BYTES", 6 << 20)


@pytest.mark.parametrize("name", sorted(ALL_SHAPES))
def test_a_bomb_behind_any_chain_of_filters_is_refused_with_its_reason(name, tmp_path, small_limit):
    data = write_filter_bomb(tmp_path / "bomb.pdf", ALL_SHAPES[name], megabytes=8).read_bytes()
    result = extract_bytes(data, ".pdf")
    assert (result.status, result.message) == ("error", BOMB_MESSAGE)


@pytest.mark.parametrize("name", sorted(ALL_SHAPES))
def test_the_same_stream_unpacking_to_a_little_is_read(name, tmp_path, small_limit):
    # The check reads each chain as the readers do: the same shape below the limit gives the page's text.
    data = write_filter_bomb(tmp_path / "small.pdf", ALL_SHAPES[name], megabytes=1).read_bytes()
    check = check_streams(data)
    assert 1 << 20 <= check.unpacked <= (1 << 20) + 4096 or "Image" in repr(ALL_SHAPES[name].extra)
    result = extract_bytes(data, ".pdf")
    assert result.status == "ok" and "Hello from a hostile file" in result.text, result


# ---------------------------------------------------------------- 1. drawings nested and drawn many times


@pytest.mark.parametrize("shape", [
    FormShape((1,) * 5000),  # the chain
    FormShape((1,) * 41),  # one level past what PDFium reads: it left the text out, silently
    FormShape((1,) * 33, compressed=True),
    FormShape((1,) * 60, shared_resources=True),
    FormShape((1, 2, 1), loop=True),  # forms drawing each other in a loop
], ids=["chain of 5000", "chain of 41", "compressed chain of 33", "chain through one resources object", "loop"])
def test_drawings_nested_too_deep_are_refused_with_their_reason(shape, tmp_path):
    data = write_form_pdf(tmp_path / "deep.pdf", shape).read_bytes()
    result = extract_bytes(data, ".pdf")
    assert (result.status, result.message) == ("error", DEEP_MESSAGE)


@pytest.mark.parametrize("shape", [
    FormShape((10,) * 12),  # the 10^12
    FormShape((2,) * 10, width=3),  # a lattice: 6^10
    FormShape((1000, 1001), compressed=True),
    FormShape((7,) * 9, shared_resources=True),
], ids=["fan-out of 10^12", "lattice", "two wide levels", "one resources object"])
def test_drawings_drawn_too_often_are_refused_before_any_reader_opens_them(shape, tmp_path):
    assert shape.drawn > 1_000_000
    data = write_form_pdf(tmp_path / "wide.pdf", shape).read_bytes()
    started = time.perf_counter()
    with pytest.raises(Exception) as refused:
        check_streams(data)
    assert getattr(refused.value, "message", "") == DRAWN_MESSAGE
    assert time.perf_counter() - started < 5


@pytest.mark.parametrize("shape", [FormShape((1,) * 10), FormShape((10, 10, 10)), FormShape((30_000,)),
                                   FormShape((1,) * 32, compressed=True), FormShape((3, 3), width=2)],
                         ids=["chain of 10", "a thousand drawings", "a chart of 30,000 markers", "chain of 32",
                              "small lattice"])
def test_drawings_as_real_documents_nest_them_are_read(shape, tmp_path):
    data = write_form_pdf(tmp_path / "fine.pdf", shape).read_bytes()
    check = check_streams(data)
    assert check.forms_drawn == sum(np.cumprod([f * shape.width for f in shape.fanout]).tolist())
    result = extract_bytes(data, ".pdf")
    assert result.status == "ok" and "Hello from a hostile file" in result.text


# ---------------------------------------------------------------- 2. the scan's memory budget


def _records(lengths: dict[int, int], seed: int = 5) -> list[DocumentRecord]:
    return [DocumentRecord(i, f"/class/{i}.txt", f"{i}.txt", "ok", "", text=prose(n, seed + i))
            for i, n in lengths.items()]


def test_the_budget_shortens_the_longest_files_first_and_says_so(monkeypatch):
    monkeypatch.setattr(budget, "_BUDGET", 40 << 20)
    documents = _records({0: 40_000, 1: 1_500_000, 2: 3_000_000, 3: 2_000_000})
    kept, notice = budget.budgeted(documents, ScanSettings())
    assert kept[0] == documents[0]  # a short essay is never touched
    words = {d.id: len(d.text.split()) for d in kept}
    shortened = [d for d in kept if d.message.startswith("compared in part")]
    assert {d.id for d in shortened} == {1, 2, 3} and all(d.status == "warning" for d in shortened)
    assert max(words[i] for i in (1, 2, 3)) - min(words[i] for i in (1, 2, 3)) <= 1  # all to the same length
    assert all(documents[d.id].text.startswith(d.text) for d in kept)
    assert "memory budget" in str(notice) and "(3 files," in str(notice)


def test_the_budget_holds_each_file_to_its_own_limit(monkeypatch):
    monkeypatch.setitem(budget.FILE_UNITS, "word", 1_000)
    documents = _records({0: 20_000, 1: 60_000, 2: 3_000})
    kept, notice = budget.budgeted(documents, ScanSettings())
    assert [len(d.text.split()) for d in kept[:2]] == [1_000, 1_000] and kept[2] == documents[2]
    assert "(2 files," in str(notice)


def test_texts_counted_together_count_what_each_holds_alone(monkeypatch):
    monkeypatch.setattr(budget, "_COUNTED_TOGETHER", 60)  # groups of a few texts, and texts alone
    monkeypatch.setattr(budget, "_SHORT_TEXT", 50)
    texts = ["", "one", "a hyphen-\n", "\nation begins a line", "-\nword", "end with a hyphen -", "\x00zero\x00",
             "naïve café — ünïcode wörds", "日本語 の text", "  ", "tab-\t\n joined", "co-\noperate", "x" * 80,
             "under_score and 123 digits", "zero\u200bwidth"]
    documents = [DocumentRecord(i, f"/class/{i}.txt", f"{i}.txt", "ok", "", text=text) for i, text in enumerate(texts)]
    for unit in ("word", "char"):
        alone = {d.id: budget._unit_ends(d.text, unit).size for d in documents}
        assert budget.unit_counts(documents, unit) == alone
    monkeypatch.setattr(budget, "_COUNTED_TOGETHER", 10_000)  # all of them in one pass
    monkeypatch.setattr(budget, "_SHORT_TEXT", 10_000)
    assert budget.unit_counts(documents, "word") == {d.id: budget._unit_ends(d.text, "word").size for d in documents}


def test_a_class_within_the_budget_is_left_as_it_is():
    documents = _records({0: 20_000, 1: 30_000, 2: 500})
    assert budget.budgeted(documents, ScanSettings()) == (tuple(documents), None)


def test_a_scan_over_its_budget_lists_what_it_shortened(tmp_path, monkeypatch):
    monkeypatch.setattr(budget, "_BUDGET", 55 << 20)  # room for long0 (29,000 words), not the two longer
    folder = tmp_path / "class"
    folder.mkdir()
    shared = prose(3000, 99)
    for n, length in enumerate([200_000, 900_000, 1_200_000]):
        (folder / f"long{n}.txt").write_text(shared + " " + prose(length, n), encoding="utf-8")
    (folder / "essay.txt").write_text(prose(2000, 7) + " " + shared, encoding="utf-8")
    result = run_scan([str(folder)], ScanSettings(workers=1))
    data = result_to_dict(result)
    assert any("memory budget" in notice for notice in data["notices"])
    names = {d["id"]: d["name"] for d in data["documents"]}
    shortened = {d["name"] for d in data["documents"] if d["message"].startswith("compared in part")}
    assert shortened == {"class/long1.txt", "class/long2.txt"}
    # What was kept is still compared: the passage every long file opens with is found in the essay.
    found = {frozenset((names[p["a"]], names[p["b"]])) for p in data["pairs"]}
    assert all(frozenset(("class/essay.txt", f"class/long{n}.txt")) in found for n in range(3))
    assert "memory budget" in render_html_report(result)


# ---------------------------------------------------------------- 3. a pair that stalls the alignment


def _reference_chains(tiles: Tiles, max_gap: int, k: int) -> list[tuple[int, int, int, int, list[int]]]:
    """The chaining as it was specified: every tile checked against every open chain (quadratic)."""
    chains: list[list] = []
    open_chains: list[list] = []
    for index, (a, b, length) in enumerate(zip(tiles.a.tolist(), tiles.b.tolist(), tiles.length.tolist())):
        best, best_gap = None, 0
        for chain in open_chains:
            gap_a, gap_b = a - (chain[1] + k), b - (chain[3] + k)
            if -k < gap_a <= max_gap and -k < gap_b <= max_gap and b > chain[2]:
                if best is None or max(gap_a, gap_b) < best_gap:
                    best, best_gap = chain, max(gap_a, gap_b)
        if best is None:
            best = [a, a + length - 1, b, b + length - 1, []]
            chains.append(best)
            open_chains.append(best)
        else:
            best[1], best[3] = max(best[1], a + length - 1), max(best[3], b + length - 1)
        best[4].append(index)
        open_chains = [c for c in open_chains if c[1] + k + max_gap >= a]
    return [tuple(c[:4]) + (c[4],) for c in chains]


@pytest.mark.parametrize("seed", range(40))
def test_the_indexed_chaining_chooses_as_the_plain_scan_did(seed):
    rng = np.random.default_rng(seed)
    count = int(rng.integers(1, 400))
    spread = int(rng.choice([30, 200, 3000]))
    a = np.sort(rng.integers(0, spread, count))
    b = rng.integers(0, spread, count)
    length = rng.integers(1, rng.choice([2, 6, 40]), count)
    order = np.lexsort((b, a))
    tiles = Tiles(a[order], b[order], length[order])
    max_gap, k = int(rng.choice([0, 3, 20])), int(rng.choice([1, 5, 9]))
    chains, cut = chain_tiles(tiles, max_gap, k)
    expected = _reference_chains(tiles, max_gap, k)
    got = [(chains.a_first[c], chains.a_last[c], chains.b_first[c], chains.b_last[c],
            np.flatnonzero(chains.owner == c).tolist()) for c in range(chains.count)]
    assert not cut and got == expected


def test_a_pair_past_its_time_limit_is_cut_off_with_a_note(monkeypatch, tmp_path):
    monkeypatch.setattr(verify, "PAIR_TIME_LIMIT", 0.0)
    first, second = repeated_and_shuffled(3000, 8, 5, seed=4)
    documents = prepare_texts({0: first, 1: second}, ScanSettings(find_reworded=False))
    pair = verify.verify_pair(0, 1, documents[0].shingled, documents[1].shingled, ScanSettings(),
                              clock=verify.PairClock())
    assert pair.note == verify.CUT_OFF_NOTE
    # The whole scan: the pair is listed with its note in the JSON and the report, and nothing else waits.
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "repeated.txt").write_text(first, encoding="utf-8")
    (folder / "shuffled.txt").write_text(second, encoding="utf-8")
    result = run_scan([str(folder)], ScanSettings(workers=1))
    [listed] = result_to_dict(result)["pairs"]
    assert listed["note"] == str(verify.CUT_OFF_NOTE) and listed["note"].startswith("compared only in part: ")
    assert "Compared only in part" in render_html_report(result)


def test_a_pair_sharing_more_passages_than_anyone_could_read_gives_the_longest_with_a_note(monkeypatch):
    from plagcheck.engine.copied import align

    first, second = repeated_and_shuffled(3000, 2, 9, seed=5)  # pieces of 9 words: each one a passage
    documents = prepare_texts({0: first, 1: second}, ScanSettings(find_reworded=False))
    whole = verify.verify_pair(0, 1, documents[0].shingled, documents[1].shingled, ScanSettings())
    assert whole.note is None and len(whole.passages) > 100
    monkeypatch.setattr(align, "MAX_PASSAGES", 100)
    pair = verify.verify_pair(0, 1, documents[0].shingled, documents[1].shingled, ScanSettings())
    assert pair.note == verify.CROWDED_NOTE and len(pair.passages) == 100
    longest = sorted((p.shared for p in whole.passages), reverse=True)[:100]
    assert sorted((p.shared for p in pair.passages), reverse=True) == longest
    assert (pair.jaccard, pair.containment_a) == (whole.jaccard, whole.containment_a)  # every passage counts


def test_a_check_saved_before_notes_still_loads():
    from plagcheck.engine.steps import drained
    from plagcheck.pipeline import scan_documents
    from plagcheck.saved.serialize import result_from_dict

    texts = {0: prose(2000, 1), 1: prose(2000, 1)}
    documents = [DocumentRecord(i, f"/c/{i}.txt", f"{i}.txt", "ok", "", text=t) for i, t in texts.items()]
    data = json.loads(json.dumps(result_to_dict(drained(scan_documents(documents, ScanSettings(workers=1))),
                                                include_text=True)))
    assert data["pairs"]
    for pair in data["pairs"]:
        pair.pop("note")
    data.pop("notices")
    loaded = result_from_dict(data)
    assert loaded.pairs and all(p.note is None for p in loaded.pairs) and loaded.notices == ()


def _sleep(store, seconds):
    time.sleep(seconds)
    return seconds


def test_a_task_apart_past_its_time_limit_stands_aside_for_its_fallback():
    apart = compute.Apart(lambda seconds: seconds > 1, 1.0, lambda seconds: -seconds)
    started = time.perf_counter()
    answers = dict(a for a in compute.run_tasks(_sleep, [(0.0,), (30.0,), (0.1,)], 1, apart=apart) if a is not None)
    assert answers == {0: 0.0, 1: -30.0, 2: 0.1}
    assert time.perf_counter() - started < 10
