"""Hand-made ScanResults for the report tests (no engine needed). Holds helpers, not tests."""

from __future__ import annotations

import hashlib

from plagcheck.models import DocumentRecord, LshParameters, PairResult, Passage, ScanResult, ScanSettings


def make_document(doc_id: int, name: str, text: str, status: str = "ok", message: str = "") -> DocumentRecord:
    """Return a document record with a real SHA-256 of its text."""
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest() if text else ""
    return DocumentRecord(
        id=doc_id,
        path=f"/home/teacher/class-7b/{name}",
        name=name,
        status=status,
        message=message,
        sha256=digest,
        format="txt" if text else "",
        text=text if status in ("ok", "warning") else "",
    )


def shared_pair(doc_a: DocumentRecord, doc_b: DocumentRecord, snippets: list[str], score: float) -> PairResult:
    """Return a pair whose passages are the given snippets, located in both texts (each must occur in both)."""
    passages = []
    for snippet in snippets:
        start_a, start_b = doc_a.text.index(snippet), doc_b.text.index(snippet)
        words = len(snippet.split())
        passages.append(
            Passage(start_a, start_a + len(snippet), start_b, start_b + len(snippet), max(1, words - 4), words, words)
        )
    return PairResult(
        a=doc_a.id,
        b=doc_b.id,
        jaccard=round(score * 0.6, 4),
        containment_a=score,
        containment_b=round(score * 0.8, 4),
        shared_shingles=sum(p.shared for p in passages),
        longest_run=max((p.length_a for p in passages), default=0),
        passages=tuple(passages),
        estimated_jaccard=round(score * 0.6, 4),
    )


COMMON = "The industrial revolution changed how people worked and where they lived in a few decades."
SECOND = "Steam engines let factories be built far away from rivers and closer to the growing cities."


def make_result(
    texts: dict[str, str] | None = None,
    threshold: float = 0.15,
    snippets: tuple[str, ...] = (COMMON, SECOND),
) -> ScanResult:
    """Return a small scan: three essays, one unreadable file, and two pairs (0-1 at 0.72, 0-2 at 0.12).

    A pair's passages are those of `snippets` found in both of its texts.
    """
    texts = texts or {
        "alice.txt": f"Intro by Alice. {COMMON} Her own middle part. {SECOND} Her ending.",
        "bob.txt": f"Bob starts differently. {SECOND} Bob's own words here. {COMMON} The end.",
        "carol.txt": f"Carol wrote about something else entirely. {COMMON}",
    }
    documents = [make_document(i, name, text) for i, (name, text) in enumerate(texts.items())]
    documents.append(make_document(len(documents), "broken.pdf", "", "error", "could not be read: damaged PDF"))

    def found_in(a: DocumentRecord, b: DocumentRecord) -> list[str]:
        return [s for s in snippets if s in a.text and s in b.text]

    pairs = (
        shared_pair(documents[0], documents[1], found_in(documents[0], documents[1]), 0.72),
        shared_pair(documents[0], documents[2], found_in(documents[0], documents[2]), 0.12),
    )
    return ScanResult(
        settings=ScanSettings(threshold=threshold),
        documents=tuple(documents),
        pairs=pairs,
        lsh=LshParameters(bands=32, rows=4, num_perm=128),
        candidate_count=3,
    )
