"""The reference library: kept between sessions, compared with the class only."""

import json
from dataclasses import replace

import pytest

from plagcheck.cli.commands import main
from plagcheck.engine.references.library import ReferenceLibrary
from plagcheck.pipeline import drive, scan_documents, with_trimmed_passages
from plagcheck.shared.models import DocumentRecord, ScanSettings
from synthetic import TextGenerator, plant


def record(i, text, name=None):
    import hashlib

    return DocumentRecord(i, f"/old/{name or i}.txt", name or f"doc{i}.txt", "ok", "",
                          sha256=hashlib.sha256(text.encode()).hexdigest(), text=text)


@pytest.fixture
def texts():
    gen = TextGenerator(31)
    old = [gen.essay(500) for _ in range(6)]
    old[5] = old[4] + "\n\n" + gen.essay(50)  # two references that nearly match each other
    student, *_ = plant(gen, old[2], gen.essay(700), 150, "verbatim")
    return gen, old, student


def test_library_survives_a_restart_and_adds_nothing_twice(tmp_path, texts):
    _, old, _ = texts
    path = tmp_path / "lib.sqlite3"
    with ReferenceLibrary(path) as library:
        report = drive(library.add("2025", [record(i, t) for i, t in enumerate(old)], ScanSettings()))
        assert (report.added, report.already_there) == (6, 0)
    with ReferenceLibrary(path) as library:
        assert [(c.name, c.documents) for c in library.collections()] == [("2025", 6)]
        again = drive(library.add("2025", [record(i, t) for i, t in enumerate(old)], ScanSettings()))
        assert (again.added, again.already_there) == (0, 6)
        drive(library.add("2026", [record(0, old[0])], ScanSettings()))  # same text, other collection
        assert library._db.execute("SELECT COUNT(*) FROM texts").fetchone()[0] == 6  # stored once
        assert library.remove("2026") == 1
        assert [c.name for c in library.collections()] == ["2025"]
        with pytest.raises(KeyError):
            library.remove("2026")


def test_class_is_compared_with_references_but_references_not_with_each_other(tmp_path, texts):
    gen, old, student = texts
    path = tmp_path / "lib.sqlite3"
    with ReferenceLibrary(path) as library:
        drive(library.add("2025", [record(i, t, f"old{i}") for i, t in enumerate(old)], ScanSettings()))
    classmates = [student, gen.essay(600), gen.essay(600)]
    settings = ScanSettings(workers=1, reference_collections=("2025",), library_path=str(path))
    result = drive(scan_documents([record(i, t) for i, t in enumerate(classmates)], settings))
    references = [d for d in result.documents if d.is_reference]
    assert references and all(d.collection == "2025" for d in references)
    reference_ids = {d.id for d in references}
    assert all(not (p.a in reference_ids and p.b in reference_ids) for p in result.pairs)
    (pair,) = [p for p in result.pairs if p.b in reference_ids]
    source = result.document(pair.b)
    assert source.name == "2025/old2" and source.text == old[2]
    best = max(pair.passages, key=lambda p: p.a_end - p.a_start)
    assert student[best.a_start : best.a_end] == source.text[best.b_start : best.b_end]
    assert best.length_a >= 140


def test_other_shingle_settings_rebuild_the_index_from_stored_texts(tmp_path, texts):
    gen, old, student = texts
    path = tmp_path / "lib.sqlite3"
    with ReferenceLibrary(path) as library:
        drive(library.add("2025", [record(i, t) for i, t in enumerate(old)], ScanSettings()))
    settings = ScanSettings(unit="char", workers=1, reference_collections=("2025",), library_path=str(path))
    result = drive(scan_documents([record(0, student), record(1, gen.essay(300))], settings))
    assert any(result.document(p.b).is_reference and p.score > 0.1 for p in result.pairs)


def test_unknown_collection_is_refused(tmp_path):
    with ReferenceLibrary(tmp_path / "lib.sqlite3") as library:
        with pytest.raises(KeyError):
            library.candidates({}, ScanSettings(), ["nope"])


def test_library_from_the_command_line(tmp_path, texts, capsys):
    gen, old, student = texts
    previous = tmp_path / "Essays 2025"
    previous.mkdir()
    for i, t in enumerate(old):
        (previous / f"old{i}.txt").write_text(t, encoding="utf-8")
    current = tmp_path / "class"
    current.mkdir()
    (current / "student.txt").write_text(student, encoding="utf-8")
    (current / "other.txt").write_text(gen.essay(400), encoding="utf-8")
    lib = str(tmp_path / "lib.sqlite3")
    out = tmp_path / "r.json"
    assert main(["scan", str(current), "--reference", str(previous), "--library", lib, "--json", str(out),
                 "-q", "--workers", "1"]) == 0
    data = json.loads(out.read_text())
    names = {d["id"]: d for d in data["documents"]}
    assert any(names[p["b"]]["collection"] == "Essays 2025" for p in data["pairs"])
    # the folder is now a collection: a second scan names it and reads none of its files again
    assert main(["scan", str(current), "--reference", "Essays 2025", "--library", lib, "--json", str(out),
                 "-q", "--workers", "1"]) == 0
    assert main(["library", "--library", lib, "list", "--json", "-"]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert listing["collections"][0]["name"] == "Essays 2025" and listing["collections"][0]["documents"] == 6
    assert main(["library", "--library", lib, "remove", "Essays 2025", "-q"]) == 0
    assert main(["scan", str(current), "--reference", "Essays 2025", "--library", lib, "-q"]) == 2


# -- what the library stores, and what each stored thing is for ---------------------------------------------

import sqlite3  # noqa: E402
import zlib  # noqa: E402

import numpy as np  # noqa: E402

from plagcheck.engine.copied import shingles  # noqa: E402
from plagcheck.engine.copied.minhash import MinHasher  # noqa: E402
from plagcheck.engine.copied.verify import verify_pair  # noqa: E402
from plagcheck.engine.prepare import prepare_document  # noqa: E402
from plagcheck.engine.references import derivations  # noqa: E402
from plagcheck.engine.references.derivations import fingerprint, pivot_key, signature_key  # noqa: E402
from plagcheck.engine.references.library_file import SCHEMA_VERSION  # noqa: E402
from plagcheck.engine.references.library_index import sample  # noqa: E402
from plagcheck.pipeline import _apply_exclusions  # noqa: E402

_VERSION_1_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE texts (sha256 TEXT PRIMARY KEY, text BLOB NOT NULL, characters INTEGER NOT NULL);
CREATE TABLE collections (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE documents (
    id INTEGER PRIMARY KEY,
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    sha256 TEXT NOT NULL REFERENCES texts(sha256),
    name TEXT NOT NULL,
    path TEXT NOT NULL,
    added_at TEXT NOT NULL,
    UNIQUE (collection_id, sha256)
);
CREATE TABLE samples (fingerprint TEXT NOT NULL, sha256 TEXT NOT NULL, hashes BLOB NOT NULL,
                      PRIMARY KEY (fingerprint, sha256));
INSERT INTO meta VALUES ('schema_version', '1');
"""


def version_1_library(path, collections):
    """Write a library file as plagcheck wrote version 1: {collection: [(name, text)]}, samples included."""
    db = sqlite3.connect(path)
    db.executescript(_VERSION_1_SCHEMA)
    for collection, documents in collections.items():
        cid = db.execute("INSERT INTO collections (name, created_at) VALUES (?, '2025-06-30T12:00:00+02:00')",
                         (collection,)).lastrowid
        for name, text in documents:
            sha = record(0, text).sha256
            db.execute("INSERT OR IGNORE INTO texts VALUES (?, ?, ?)", (sha, zlib.compress(text.encode()), len(text)))
            db.execute("INSERT INTO documents (collection_id, sha256, name, path, added_at) "
                       "VALUES (?, ?, ?, ?, '2025-06-30T12:00:00+02:00')", (cid, sha, name, f"/old/{name}"))
            stale = np.array([16, 32], dtype=np.int64)  # samples of the old fingerprint: never to be trusted
            db.execute("INSERT OR IGNORE INTO samples VALUES ('word:5:1:1', ?, ?)", (sha, stale.tobytes()))
    db.commit()
    db.close()


def scan_with_library(path, texts_, collections=("2025",), on_progress=None, **settings):
    options = dict(workers=1, reference_collections=collections, library_path=str(path)) | settings
    return drive(scan_documents([record(i, t) for i, t in enumerate(texts_)], ScanSettings(**options)), on_progress)


def reference_pairs(result):
    """Return {(class id, reference name): pair} of a result's pairs with the library."""
    return {(p.a, result.document(p.b).name): p for p in result.pairs if result.document(p.b).is_reference}


def test_a_version_1_library_keeps_its_texts_and_collections_and_rebuilds_the_rest(tmp_path, texts):
    gen, old, student = texts
    path = tmp_path / "lib.sqlite3"
    version_1_library(path, {"2025": [(f"old{i}.txt", t) for i, t in enumerate(old)],
                             "textbook": [("chapter.txt", old[0])]})
    with ReferenceLibrary(path) as library:
        assert [(c.name, c.documents) for c in library.collections()] == [("2025", 6), ("textbook", 1)]
        assert library._db.execute("SELECT value FROM meta").fetchone()[0] == str(SCHEMA_VERSION) == "4"
        assert library._db.execute("SELECT COUNT(*) FROM texts").fetchone()[0] == 6
        assert library._db.execute("PRAGMA foreign_key_check").fetchall() == []
        assert library._db.execute("PRAGMA page_size").fetchone()[0] == 16384
        assert library._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert library._db.execute("SELECT COUNT(*) FROM samples").fetchone()[0] == 0  # v1's untrusted samples
        assert library.document(3).name == "old2.txt" and library.document(3).text == old[2]
    progress = []
    result = scan_with_library(path, [student, gen.essay(600)], on_progress=progress.append)
    assert ("preparing the library for these settings" in {p.message for p in progress})
    (pair,) = [p for (a, name), p in reference_pairs(result).items() if name == "2025/old2.txt"]
    assert pair.a == 0 and pair.longest_run >= 140
    with ReferenceLibrary(path) as library:  # rebuilt once, kept: the next scan prepares nothing
        assert drive(library.prepare(ScanSettings())) == 0
        assert library._db.execute("SELECT COUNT(*) FROM shingle_sets").fetchone()[0] == 6
        drive(library.add("2026", [record(0, gen.essay(100))], ScanSettings()))
        assert [c.documents for c in library.collections()] == [6, 1, 1]


def test_the_fingerprint_covers_the_hash_version_and_the_excluded_citations(monkeypatch):
    base = ScanSettings()
    variants = [ScanSettings(exclude_quotes=True), ScanSettings(exclude_bibliography=False),
                ScanSettings(unit="char"), ScanSettings(k=4), ScanSettings(fold_homoglyphs=False),
                ScanSettings(join_hyphenated=False)]
    assert len({fingerprint(s) for s in [base, *variants]}) == 1 + len(variants)
    assert fingerprint(ScanSettings(num_perm=64, threshold=0.5, common_share=0)) == fingerprint(base)
    assert signature_key(ScanSettings(num_perm=64)) != signature_key(base)
    assert signature_key(ScanSettings(seed=2)) != signature_key(base)
    before = fingerprint(base)
    monkeypatch.setattr(shingles, "SHINGLE_HASH_VERSION", shingles.SHINGLE_HASH_VERSION + 1)
    assert fingerprint(base) != before


def test_citations_left_out_when_adding_still_count_when_a_scan_keeps_them(tmp_path):
    """Rows built with quotations or the reference list left out are not reused by a scan that keeps them."""
    gen = TextGenerator(5)
    quoted, listed = gen.essay(60), gen.essay(60)
    source = f'{gen.essay(300)}\n\nAs one author put it, "{quoted}"\n\n{gen.essay(200)}\n\nReferences\n\n{listed}\n'
    path = tmp_path / "lib.sqlite3"
    with ReferenceLibrary(path) as library:
        drive(library.add("2025", [record(0, source, "source")], ScanSettings(exclude_quotes=True)))
    # A student pastes the quotation without its marks, and the reference list without its heading.
    student = f"{gen.essay(250)}\n\n{quoted}\n\n{gen.essay(250)}\n\n{listed}\n"
    kept = reference_pairs(scan_with_library(path, [student], exclude_quotes=False, exclude_bibliography=False))
    assert kept[(0, "2025/source")].shared_shingles >= 100
    # With both left out the library's side of the copy does not count: what remains is under the floor.
    left_out = reference_pairs(scan_with_library(path, [student], exclude_quotes=True, exclude_bibliography=True))
    assert (0, "2025/source") not in left_out
    with ReferenceLibrary(path) as library:
        stored = library.shingle_sets([1], ScanSettings(exclude_quotes=False, exclude_bibliography=False))[1]
        assert np.array_equal(stored, prepare_document(source, ScanSettings(exclude_bibliography=False)).shingle_set)


def short_near_duplicate(seed):
    """Return (library text, class text) of about 40 words, one word changed, the class text's sample empty."""
    gen = TextGenerator(seed)
    while True:
        words = gen.essay(40).split()
        edited = words.copy()
        edited[20] = "changed"
        original, copy = " ".join(words), " ".join(edited)
        if sample(prepare_document(copy, ScanSettings()).shingle_set).size == 0:
            return original, copy


def test_a_short_near_duplicate_with_an_empty_sample_is_found_by_its_signature(tmp_path):
    original, copy = short_near_duplicate(8)
    gen = TextGenerator(9)
    path = tmp_path / "lib.sqlite3"
    with ReferenceLibrary(path) as library:
        drive(library.add("2025", [record(i, gen.essay(300), f"old{i}") for i in range(20)]
                          + [record(20, original, "short")], ScanSettings()))
    pairs = reference_pairs(scan_with_library(path, [copy, gen.essay(300)]))
    assert list(pairs) == [(0, "2025/short")]
    assert pairs[(0, "2025/short")].containment_a > 0.6


def test_a_short_library_document_with_one_sampled_shingle_is_found_inside_a_long_essay(tmp_path):
    gen = TextGenerator(12)
    while sample(prepare_document(short := gen.essay(45), ScanSettings()).shingle_set).size != 1:
        pass
    student = f"{gen.essay(400)}\n\n{short}\n\n{gen.essay(400)}"
    path = tmp_path / "lib.sqlite3"
    with ReferenceLibrary(path) as library:
        drive(library.add("2025", [record(0, short, "short")], ScanSettings()))
    pairs = reference_pairs(scan_with_library(path, [student]))
    assert pairs[(0, "2025/short")].containment_b == 1.0


def test_results_equal_a_plain_reshingle_and_verify_of_every_candidate(tmp_path, monkeypatch):
    """Scores from the stored sets only decide which candidates are shingled again: the pairs are the same."""
    gen = TextGenerator(77)
    prompt = gen.essay(80)
    old = [gen.essay(500) for _ in range(8)]
    students = [f"{prompt}\n\n{gen.essay(600)}" for _ in range(14)]
    for i in range(8):  # long copies reach the floor; short ones are candidates that do not
        students[i], *_ = plant(gen, old[i], students[i], 150 if i % 2 else 45, "verbatim" if i < 6 else "light")
    students[9] = f'{students[9]} "{old[1][:400]}"'  # a quotation, left out
    template = tmp_path / "prompt.txt"
    template.write_text(prompt, encoding="utf-8")
    path = tmp_path / "lib.sqlite3"
    with ReferenceLibrary(path) as library:
        drive(library.add("2025", [record(i, t, f"old{i}") for i, t in enumerate(old)], ScanSettings()))
    settings = ScanSettings(workers=1, reference_collections=("2025",), library_path=str(path), threshold=0.1,
                            min_score=0.1, exclude_quotes=True, common_share=0.3)
    templates = [DocumentRecord(0, str(template), "prompt.txt", "ok", "", text=prompt)]

    shingled = {i: prepare_document(t, settings) for i, t in enumerate(students)}
    shingled, ignored, _ = _apply_exclusions(shingled, settings, templates)
    assert ignored.size > 50  # the prompt
    floor = min(settings.min_score, settings.threshold)
    expected = {}
    with ReferenceLibrary(path) as library:
        candidates = library.candidates(shingled, settings, ["2025"])
        for a, b in candidates:
            stored = library.document(b)
            pair = verify_pair(a, b, shingled[a], prepare_document(stored.text, settings).ignoring(ignored),
                               settings, floor)
            if pair.score >= floor and pair.shared_shingles > 0:  # passage edges as every scan gives them
                expected[(a, f"2025/{stored.name}")] = with_trimmed_passages(pair, students[a], stored.text, settings)

    shingled_again = []
    original = derivations.prepare_document
    monkeypatch.setattr("plagcheck.engine.references.derivations.prepare_document",
                        lambda text, s, *rest: shingled_again.append(text) or original(text, s, *rest))
    result = drive(scan_documents([record(i, t) for i, t in enumerate(students)], settings, templates))
    found = reference_pairs(result)
    assert len(expected) >= 4 and found.keys() == expected.keys()
    for key, pair in found.items():
        assert replace(pair, b=expected[key].b) == expected[key]
    # only the references of pairs that reach the floor are shingled again
    assert len({b for _, b in candidates}) > len(shingled_again) == len({name for _, name in expected})
    assert {d.id for d in result.documents if d.is_reference} == {p.b for p in result.pairs
                                                                   if result.document(p.b).is_reference}


def test_signatures_match_the_class_and_other_permutations_come_from_the_stored_sets(tmp_path, texts, monkeypatch):
    _, old, _ = texts
    path = tmp_path / "lib.sqlite3"
    with ReferenceLibrary(path) as library:
        drive(library.add("2025", [record(i, t) for i, t in enumerate(old)], ScanSettings()))
        (derivation,) = library._db.execute("SELECT id FROM derivations WHERE key = ?",
                                            (signature_key(ScanSettings()),)).fetchone()
        blob = library._db.execute("SELECT signature FROM signatures WHERE derivation = ? AND text_id = 1",
                                   (derivation,)).fetchone()[0]
        expected = MinHasher(128, 1).signature(prepare_document(old[0], ScanSettings()).counted_hashes)
        assert np.array_equal(np.frombuffer(blob, dtype=np.uint32), expected)

        def no_shingling(*args):
            raise AssertionError("signatures of other permutations come from the stored sets")

        monkeypatch.setattr(derivations, "prepare_document", no_shingling)
        assert drive(library.prepare(ScanSettings(num_perm=64, seed=3))) == 6
        assert library._db.execute("SELECT COUNT(*) FROM signatures").fetchone()[0] == 12


def test_rows_of_an_old_hash_version_or_long_unused_settings_are_pruned(tmp_path, texts, monkeypatch):
    _, old, _ = texts
    path = tmp_path / "lib.sqlite3"
    with ReferenceLibrary(path) as library:
        drive(library.add("2025", [record(i, t) for i, t in enumerate(old)], ScanSettings()))
        drive(library.prepare(ScanSettings(unit="char")))
        library._db.execute("UPDATE derivations SET used_at = '2020-01-01T00:00:00+00:00' WHERE key LIKE '%:char:%'")
        library._db.commit()
        drive(library.prepare(ScanSettings(num_perm=64)))  # new rows: the char ones, unused for years, go
        keys = [k for (k,) in library._db.execute("SELECT key FROM derivations")]
        assert keys and not any(":char:" in k for k in keys)
        assert library._db.execute("SELECT COUNT(*) FROM shingle_sets").fetchone()[0] == 6

        monkeypatch.setattr(shingles, "SHINGLE_HASH_VERSION", shingles.SHINGLE_HASH_VERSION + 1)
        assert drive(library.prepare(ScanSettings())) == 6  # a new word hash: everything shingled again
        keys = [k for (k,) in library._db.execute("SELECT key FROM derivations") if k != pivot_key()]
        assert all(k.startswith(f"shingles{shingles.SHINGLE_HASH_VERSION}:") for k in keys) and len(keys) == 2
        for table in ("shingle_sets", "samples", "signatures", "pivot_texts"):
            assert library._db.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0] == 6
        # The languages found under other lexicons go when the next rows are built; those of these lexicons stay.
        monkeypatch.setattr(derivations, "PIVOT_DERIVATION_VERSION", derivations.PIVOT_DERIVATION_VERSION + 1)
        assert drive(library.prepare(ScanSettings())) == 6
        assert [k for (k,) in library._db.execute("SELECT key FROM derivations") if k.startswith("pivot")] == [
            pivot_key()]
        assert library._db.execute("SELECT COUNT(*) FROM pivot_texts").fetchone()[0] == 6
        assert library.remove("2025") == 6
        for table in ("texts", "shingle_sets", "samples", "signatures", "pivot_texts"):
            assert library._db.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0] == 0


def test_a_sampled_stock_phrase_held_by_too_many_library_documents_pairs_no_one():
    from plagcheck.engine.references.library_index import without_stock_phrases
    from plagcheck.engine.copied.lsh import MAX_BUCKET_DOCUMENTS

    stock, rare = np.uint64(16 * 7), np.uint64(16 * 9)
    many = MAX_BUCKET_DOCUMENTS + 1
    hashes = np.array([stock] * many + [rare] * MAX_BUCKET_DOCUMENTS, dtype=np.uint64)
    owners = np.arange(hashes.size, dtype=np.int64)
    kept, kept_owners = without_stock_phrases(hashes, owners)
    assert set(kept.tolist()) == {int(rare)} and kept_owners.tolist() == list(range(many, hashes.size))


def test_block_quotes_of_library_texts_are_kept_and_left_out_with_the_quotations(tmp_path, texts):
    gen, old, _ = texts
    quoted = gen.essay(120)
    source = old[0] + "\n\n" + quoted + "\n\n" + old[1]
    start = source.index(quoted)
    reference = replace(record(0, source, "with-quote"), block_quotes=((start, start + len(quoted)),))
    student = gen.essay(400) + "\n\n" + quoted + "\n\n" + gen.essay(400)
    path = tmp_path / "lib.sqlite3"
    with ReferenceLibrary(path) as library:
        drive(library.add("Sources", [reference], ScanSettings()))
    with ReferenceLibrary(path) as library:  # kept across a restart
        assert library.document(library._db.execute("SELECT id FROM documents").fetchone()[0]).block_quotes == (
            (start, start + len(quoted)),)
    # The student quotes the passage in quotation marks: with quotations left out, nothing is shared.
    marked = student.replace(quoted, f"“{quoted}”")
    for exclude, expect_pair in ((False, True), (True, False)):
        settings = ScanSettings(workers=1, reference_collections=("Sources",), library_path=str(path),
                                exclude_quotes=exclude)
        result = drive(scan_documents([record(1, marked, "student"), record(2, gen.essay(500))], settings))
        pairs = [p for p in result.pairs if result.document(p.b).is_reference]
        assert bool(pairs) == expect_pair
        if pairs:
            reference_doc = result.document(pairs[0].b)
            assert reference_doc.block_quotes == ((start, start + len(quoted)),)


def test_a_version_2_library_gains_the_block_quote_table(tmp_path, texts):
    _, old, _ = texts
    path = tmp_path / "lib.sqlite3"
    with ReferenceLibrary(path) as library:
        drive(library.add("2025", [record(0, old[0])], ScanSettings()))
        library._db.executescript("DROP TABLE text_quotes; UPDATE meta SET value = '2';")
    with ReferenceLibrary(path) as library:
        assert library._db.execute("SELECT value FROM meta").fetchone()[0] == "4"
        assert library.document(library._db.execute("SELECT id FROM documents").fetchone()[0]).block_quotes == ()
        assert [(c.name, c.documents) for c in library.collections()] == [("2025", 1)]
