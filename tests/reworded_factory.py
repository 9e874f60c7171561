"""A hand-built scan with both kinds of passage and a pair listed for a long passage only (no engine needed).
Holds helpers, not tests."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from test_report_factory import make_document

from plagcheck.shared.models import LshParameters, PairResult, Passage, ScanResult, ScanSettings

COPIED = ("The committee decided that the new railway line would be built along the river valley because the "
          "ground there was flat and the villages needed a faster way to reach the market town.")
REWORDED_A = ("Farmers in the region grew wheat and barley, and most of the harvest was sold in the city during "
              "the autumn months when prices were highest.")
REWORDED_B = ("During the autumn months, when prices peaked, most of the harvest was sold in the city by the "
              "region's farmers, who grew barley and wheat.")
LONG = " ".join(f"sentence{i} about canals locks and barges on the old waterway network" for i in range(6))


def passage(text_a: str, snippet_a: str, text_b: str, snippet_b: str, kind: str = "copied",
            similarity: float = 1.0) -> Passage:
    """Return the passage joining `snippet_a` in text_a and `snippet_b` in text_b."""
    a, b = text_a.index(snippet_a), text_b.index(snippet_b)
    words_a, words_b = len(snippet_a.split()), len(snippet_b.split())
    return Passage(a, a + len(snippet_a), b, b + len(snippet_b), max(0, min(words_a, words_b) - 4), words_a,
                   words_b, kind, similarity)


def make_reworded_result(passage_words: int = 40, threshold: float = 0.02) -> ScanResult:
    """Return a scan of three essays: alice-bob share a copied and a reworded passage (score 50%); alice-carol
    share one long copied passage but score 1.5% (listed for the passage only); bob-carol share only a reworded
    passage (30%, nothing when copied text only is counted)."""
    alice = make_document(0, "alice.txt", f"Alice begins her essay here. {COPIED} Her own thoughts follow. "
                                          f"{REWORDED_A} {LONG} Alice ends.")
    bob = make_document(1, "bob.txt", f"Bob starts. {REWORDED_B} Some words of his own. {COPIED} Bob ends.")
    carol = make_document(2, "carol.txt", f"Carol writes at length. {LONG} " + "Carol's own words. " * 300)
    pairs = (
        PairResult(0, 1, 0.31, 0.35, 0.40, 30, 32,
                   (passage(alice.text, COPIED, bob.text, COPIED),
                    passage(alice.text, REWORDED_A, bob.text, REWORDED_B, "reworded", 0.64)),
                   reworded_a=0.15, reworded_b=0.2),
        PairResult(1, 2, 0.01, 0.004, 0.005, 2, 3,
                   (passage(bob.text, REWORDED_B, carol.text, "Carol writes at length.", "reworded", 0.41),),
                   reworded_a=0.3, reworded_b=0.01),
        PairResult(0, 2, 0.012, 0.015, 0.012, 50, 60, (passage(alice.text, LONG, carol.text, LONG),)),
    )
    settings = ScanSettings(threshold=threshold, passage_words=passage_words, min_score=0.01)
    return ScanResult(settings, (alice, bob, carol), pairs, LshParameters(32, 4, 128), 3)


#: A paragraph put through a synonym tool, with markup and a script in it (student text is never markup).
SHAPE_A = ("The <b>harbour</b> of the old town was built in the twelfth century by monks & masons. "
           "Its walls were raised with stone <script>alert('x')</script> that workers carried from the hill.")
SHAPE_B = ("The <b>haven</b> of the ancient village was erected in the tenth era by friars & builders. "
           "Its ramparts were lifted with granite <script>alert('x')</script> that labourers hauled from the ridge.")


def make_shape_result() -> ScanResult:
    """Return a scan of two essays sharing an ordinary reworded passage (64% alike) and one that stands on its
    shape (14% alike, 6 sentences in a row kept in place), whose text holds markup."""
    alice = make_document(0, "alice<b>.txt", f"Alice begins. {REWORDED_A} Her own thoughts follow. {SHAPE_A} Alice ends.")
    dave = make_document(1, "dave.txt", f"Dave starts. {SHAPE_B} Some words of his own. {REWORDED_B} Dave ends.")
    shape = replace(passage(alice.text, SHAPE_A, dave.text, SHAPE_B, "reworded", 0.142), basis="shape",
                    in_place_sentences=6)
    pair = PairResult(0, 1, 0.05, 0.1, 0.1, 4, 5,
                      (passage(alice.text, REWORDED_A, dave.text, REWORDED_B, "reworded", 0.64), shape),
                      reworded_a=0.6, reworded_b=0.6)
    return ScanResult(ScanSettings(), (alice, dave), (pair,), LshParameters(32, 4, 128), 1)


def write_shape_class(folder: Path) -> Path:
    """Write a class the engine finds a passage of shape in: the Baltic herring source and Maria's essay
    (tests/data/herring: a copied and a reworded paragraph), each with a paragraph on a harbour added, Maria's
    with most of its content words swapped one for one (tests/engine/test_skeleton.py); return the folder."""
    sys.path.insert(0, str(Path(__file__).resolve().parent / "engine"))
    from test_skeleton import IN_PLACE, SOURCE

    herring = Path(__file__).resolve().parent / "data" / "herring"
    folder.mkdir(parents=True, exist_ok=True)
    for name, added in (("source_article.txt", SOURCE), ("student_maria.txt", IN_PLACE)):
        text = (herring / name).read_text(encoding="utf-8")
        (folder / name).write_text(f"{text}\n\n{added}\n", encoding="utf-8")
    return folder
