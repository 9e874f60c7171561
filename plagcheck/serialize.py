"""ScanResult <-> plain JSON-ready dicts: the command line's contract, also used by exports and sessions."""

from __future__ import annotations

from dataclasses import asdict, fields, replace
from typing import Any

from plagcheck import __version__
from plagcheck.models import (
    DocumentPart,
    DocumentRecord,
    LshParameters,
    PairResult,
    Passage,
    ScanResult,
    ScanSettings,
    StageTiming,
)

FORMAT_VERSION = 1


def document_to_dict(doc: DocumentRecord, include_text: bool = False) -> dict[str, Any]:
    """Return the JSON form of a document (its text only when asked: it can be large)."""
    data = asdict(doc)
    if not include_text:
        data.pop("text")
    data["parts"] = [asdict(p) for p in doc.parts]
    data["characters"] = len(doc.text)
    return data


def pair_to_dict(pair: PairResult) -> dict[str, Any]:
    """Return the JSON form of a verified pair, with its score."""
    # Field by field rather than asdict(), whose deep copies were a third of writing a large result.
    data = {name: getattr(pair, name) for name in _PAIR_FIELDS}
    data["score"] = pair.score
    data["passages"] = [{name: getattr(p, name) for name in _PASSAGE_FIELDS} for p in pair.passages]
    return data


_PAIR_FIELDS = tuple(f.name for f in fields(PairResult))
_PASSAGE_FIELDS = tuple(f.name for f in fields(Passage))


def result_to_dict(result: ScanResult, threshold: float | None = None, include_text: bool = False) -> dict[str, Any]:
    """Return the CLI's JSON document: settings, documents, and the pairs at or above the threshold."""
    cut = result.settings.threshold if threshold is None else threshold
    settings = asdict(result.settings) | {"threshold": cut, "k": result.settings.shingle_k}
    return {
        "format": "plagcheck-scan",
        "format_version": FORMAT_VERSION,
        "plagcheck_version": __version__,
        "scanned_at": result.scanned_at,
        "settings": settings,
        "lsh": asdict(result.lsh) | {"threshold": result.lsh.threshold},
        "candidate_pairs": result.candidate_count,
        "timings": [asdict(t) for t in result.timings],
        "documents": [document_to_dict(d, include_text) for d in result.documents],
        "pairs": [pair_to_dict(p) for p in result.pairs_above(cut)],
        "all_verified_pairs": len(result.pairs),
        "ignored": {
            "template_shingles": result.ignored_template_shingles,
            "common_shingles": result.ignored_common_shingles,
            "spans": {str(doc_id): [list(s) for s in spans] for doc_id, spans in result.ignored_spans.items()},
        },
        "templates": [document_to_dict(t, include_text) for t in result.templates],
        "citations": {str(doc_id): [list(s) for s in spans] for doc_id, spans in result.citation_spans.items()},
    }


def _build(cls, data: dict[str, Any]):
    names = {f.name for f in fields(cls)}
    return cls(**{k: v for k, v in data.items() if k in names})


def _document_from_dict(data: dict[str, Any]) -> DocumentRecord:
    return _build(DocumentRecord, data | {
        "parts": tuple(_build(DocumentPart, p) for p in data.get("parts", ())),
        "block_quotes": tuple(tuple(span) for span in data.get("block_quotes", ())),
    })


def result_from_dict(data: dict[str, Any]) -> ScanResult:
    """Rebuild a ScanResult from `result_to_dict(..., include_text=True)` output (pairs above its threshold)."""
    settings = _build(ScanSettings, data["settings"])
    settings = replace(
        settings,
        template_paths=tuple(settings.template_paths),
        reference_collections=tuple(settings.reference_collections),
        reference_archives=tuple(settings.reference_archives),
    )
    documents = tuple(_document_from_dict(d) for d in data["documents"])
    pairs = tuple(
        _build(PairResult, p | {"passages": tuple(_build(Passage, q) for q in p["passages"])})
        for p in data["pairs"]
    )
    ignored = data.get("ignored", {})
    return ScanResult(
        settings=settings,
        documents=documents,
        pairs=pairs,
        lsh=_build(LshParameters, data["lsh"]),
        candidate_count=data.get("candidate_pairs", len(pairs)),
        timings=tuple(_build(StageTiming, t) for t in data.get("timings", ())),
        ignored_spans={int(k): tuple(tuple(s) for s in v) for k, v in ignored.get("spans", {}).items()},
        ignored_template_shingles=ignored.get("template_shingles", 0),
        ignored_common_shingles=ignored.get("common_shingles", 0),
        citation_spans={int(k): tuple(tuple(s) for s in v) for k, v in data.get("citations", {}).items()},
        scanned_at=data.get("scanned_at", ""),
        templates=tuple(_document_from_dict(t) for t in data.get("templates", ())),
    )
