"""Hand-made ScanResults for the report tests (no engine needed). Holds helpers, not tests."""

from __future__ import annotations

import hashlib
from dataclasses import replace

from plagcheck.shared.models import DocumentRecord, LshParameters, PairResult, Passage, ScanResult, ScanSettings


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


QUOTE = '"Machines do not rest, and neither did the children who tended them," wrote one inspector.'
TEMPLATE = "Answer the question in five hundred words and list your sources at the end."
SOURCE = "Cotton mills in Lancashire ran day and night once gas lighting arrived in the early eighteen hundreds."


def make_class_with_extras(collection: str = "Essays 2024", names: tuple[str, ...] = ()) -> ScanResult:
    """Return a scan with a template, a quotation, a reference list, a reference document and a group of three.

    Documents 0-2 (dan, eve, fay) all share COMMON: a group of three; dan and eve also both match the
    reference document 3 (SOURCE), a common source. Names can be overridden with `names` (four names).
    """
    texts = [
        f"{TEMPLATE} Dan writes. {COMMON} {QUOTE} Dan again. {SOURCE}\n\nReferences\nSmith (2001). Mills.",
        f"{TEMPLATE} Eve writes. {COMMON} {QUOTE} {SOURCE} Eve ends.",
        f"{TEMPLATE} Fay's essay. {COMMON} Fay ends here.",
        f"An old essay from last year. {SOURCE} The end.",
    ]
    labels = names or ("dan.txt", "eve.txt", "fay.txt", "old.txt")
    documents = [make_document(i, name, text) for i, (name, text) in enumerate(zip(labels, texts))]
    documents[3] = replace(documents[3], collection=collection, name=f"{collection}/{labels[3]}", format="library")
    dan, eve, fay, old = documents
    pairs = (
        shared_pair(dan, eve, [COMMON, QUOTE, SOURCE], 0.8),
        shared_pair(dan, old, [SOURCE], 0.5),
        shared_pair(eve, old, [SOURCE], 0.45),
        shared_pair(dan, fay, [COMMON], 0.4),
        shared_pair(eve, fay, [COMMON], 0.35),
    )
    ignored = {doc.id: (("template", 0, len(TEMPLATE)),) for doc in documents[:3]}
    citations: dict[int, tuple[tuple[str, int, int], ...]] = {}
    for doc in (dan, eve):
        start = doc.text.index(QUOTE)
        citations[doc.id] = (("quote", start, start + QUOTE.index(",\" ") + 2),)
    references_at = dan.text.index("References")
    citations[dan.id] += (("bibliography", references_at, len(dan.text)),)
    template = make_document(0, "assignment.txt", TEMPLATE)
    return ScanResult(
        settings=ScanSettings(threshold=0.1, template_paths=("/home/teacher/assignment.txt",),
                              reference_collections=(collection,)),
        documents=tuple(documents),
        pairs=tuple(sorted(pairs, key=lambda p: -p.score)),
        lsh=LshParameters(bands=32, rows=4, num_perm=128),
        candidate_count=5,
        ignored_spans=ignored,
        citation_spans=citations,
        ignored_template_shingles=11,
        templates=(template,),
    )
