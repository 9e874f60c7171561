"""ScanResult <-> plain JSON-ready dicts: the command line's contract, also used by exports and sessions."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, is_dataclass, replace
from pathlib import Path
from typing import Any

from plagcheck import __version__
from plagcheck.shared.class_figures import class_figures, figures_to_dict
from plagcheck.shared.display import display_name
from plagcheck.shared.engine_notices import Notice, text_notice
from plagcheck.shared.models import (
    ClassListOutcome,
    DocumentPart,
    DocumentRecord,
    ListedStudent,
    LshParameters,
    PairResult,
    Passage,
    ScanResult,
    ScanSettings,
    StageTiming,
)
from plagcheck.shared.private_files import write_text_atomically
from plagcheck.shared.vocabulary import FIGURES, figure_label, pair_figures

FORMAT_VERSION = 1
#: A pair's figures are written under the names the window gives them ("A found in B": a_found_in_b).
JSON_FIGURE_KEYS = {"share_a": "a_found_in_b", "share_b": "b_found_in_a"}


def document_to_dict(doc: DocumentRecord, include_text: bool = False) -> dict[str, Any]:
    """Return the JSON form of a document (its text only when asked: it can be large)."""
    data = {name: _plain(getattr(doc, name)) for name in _DOCUMENT_FIELDS if include_text or name != "text"}
    data["parts"] = [_plain(p) for p in doc.parts]
    data["characters"] = len(doc.text)
    # `path` is the true path (see json_text for names that are not UTF-8); `name` and this are made safe
    # to show: invisible and direction-changing characters written out ("report[U+202E]fdp.txt").
    data["display_path"] = display_name(doc.path)
    return data


def pair_to_dict(pair: PairResult, settings: ScanSettings | None = None, threshold: float | None = None) -> dict[str, Any]:
    """Return the JSON form of a verified pair, with its score (and, given the settings and threshold it is
    shown at, why it is reported: "score" or "passage")."""
    # Field by field rather than asdict(), whose deep copies were a third of writing a large result.
    only = settings is not None and settings.copied_only
    data = {name: getattr(pair, name) for name in _PAIR_FIELDS}
    # "note" is the English sentence, as before notices; "note_notice" its key and values, for the window.
    data["note"] = str(pair.note) if pair.note else ""
    if pair.note:
        data["note_notice"] = pair.note.to_dict()
    data["score"] = pair.score_counting(only)
    data["copied_score"] = pair.copied_score
    data["longest_passage"] = pair.longest_passage(only)
    if settings is not None:
        cut = settings.threshold if threshold is None else threshold
        data["reported_because"] = pair.reported_because(cut, settings.passage_words, only)
    # The figures as the window, the report and the CSV show them (shares as fractions): "share_a" is "A found
    # in B", copied and reworded text together; containment_a above counts the copied text alone.
    data["figures"] = {JSON_FIGURE_KEYS.get(key, key): value for key, value in pair_figures(pair, only).items()}
    shown = pair.copied_part() if only else pair
    data["passages"] = [_passage_dict(p) for p in shown.passages]
    data["absorbed"] = [_passage_dict(p) for p in shown.absorbed]
    return data


def _passage_dict(passage: Passage) -> dict[str, Any]:
    data = {name: getattr(passage, name) for name in _PASSAGE_FIELDS}
    if not passage.languages:  # only a translated passage names its languages
        del data["languages"]
    else:
        data["languages"] = list(passage.languages)
    return data


_PAIR_FIELDS = tuple(f.name for f in fields(PairResult))
_DOCUMENT_FIELDS = tuple(f.name for f in fields(DocumentRecord))
_IMMUTABLE = (str, int, float, bool, type(None))


def _plain(value: Any) -> Any:
    """Return `value` as dataclasses.asdict gives it (dataclasses as dicts, lists, tuples and dicts rebuilt,
    anything else deep-copied), without asdict's deep copy of every string and number: a 15,000-document
    class's documents were written 3 times slower."""
    if isinstance(value, _IMMUTABLE):
        return value
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    if type(value) in (list, tuple):
        return type(value)(_plain(item) for item in value)
    if type(value) is dict:
        return {_plain(key): _plain(item) for key, item in value.items()}
    return asdict(_Wrapped(value))["value"]  # anything else (a named tuple, a subclass) as asdict makes it


@dataclass(frozen=True)
class _Wrapped:
    value: Any
_PASSAGE_FIELDS = tuple(f.name for f in fields(Passage))


def result_to_dict(result: ScanResult, threshold: float | None = None, include_text: bool = False) -> dict[str, Any]:
    """Return the CLI's JSON document: settings, documents, and the pairs at or above the threshold."""
    cut = result.settings.threshold if threshold is None else threshold
    settings = asdict(result.settings) | {"threshold": cut, "k": result.settings.shingle_k}
    names = {d.id: d.name for d in result.documents}
    paths = {d.id: d.path for d in result.documents}
    return {
        "format": "plagcheck-scan",
        "format_version": FORMAT_VERSION,
        "plagcheck_version": __version__,
        "scanned_at": result.scanned_at,
        "settings": settings,
        "lsh": asdict(result.lsh) | {"threshold": result.lsh.threshold},
        "candidate_pairs": result.candidate_count,
        # The counts the window, the report and the command line show (plagcheck.shared.class_figures).
        "counts": figures_to_dict(class_figures(result)),
        # What each key of a pair's "figures" is called in the window, the report and the CSV.
        "figure_labels": {JSON_FIGURE_KEYS.get(f.key, f.key): figure_label(f.key, result.settings.unit) for f in FIGURES},
        "timings": [asdict(t) for t in result.timings],
        "documents": [document_to_dict(d, include_text) for d in result.documents],
        "pairs": [pair_to_dict(p, result.settings, cut) for p in result.pairs_above(cut)],
        "all_verified_pairs": len(result.pairs),
        "ignored": {
            "template_shingles": result.ignored_template_shingles,
            "common_shingles": result.ignored_common_shingles,
            "spans": {str(doc_id): [list(s) for s in spans] for doc_id, spans in result.ignored_spans.items()},
        },
        "templates": [document_to_dict(t, include_text) for t in result.templates],
        # Documents that look like the assignment's question, compared like any other: `--template PATH` leaves
        # one's text out of every essay.
        "template_suggestions": [{"id": doc_id, "name": names.get(doc_id, ""), "path": paths.get(doc_id, "")}
                                 for doc_id in result.offered_templates],
        "citations": {str(doc_id): [list(s) for s in spans] for doc_id, spans in result.citation_spans.items()},
        "class": class_to_dict(result),
        "notices": [str(notice) for notice in result.notices],
        # The same notices as keys and values, so that a saved check shows them in the teacher's language.
        "notice_keys": [notice.to_dict() for notice in result.notices],
    }


def class_to_dict(result: ScanResult) -> dict[str, Any]:
    """Return how the class's files were read: the layouts recognised (students per layout) and in words."""
    from plagcheck.triage.roster import layout_summary  # the roster's words are only needed here

    layouts: dict[str, int] = {}
    for doc in result.documents:
        if doc.layout and not doc.is_reference:
            layouts[doc.layout] = layouts.get(doc.layout, 0) + 1
    data = {"layout_asked": result.settings.layout, "layouts": layouts, "summary": layout_summary(result)}
    return data | class_list_to_dict(result)


def class_list_to_dict(result: ScanResult) -> dict[str, Any]:
    """Return what the class list said of the class: the list, its students who handed nothing in
    ("absent") and the submissions that matched no one on it ("not_on_class_list"); {} without a list."""
    outcome = result.class_list
    if outcome is None:
        return {}
    unmatched = [d for d in result.documents if d.on_class_list is False]
    return {
        "class_list": {"file": outcome.path, "kind": outcome.kind, "listed": outcome.listed,
                       "handed_in": outcome.listed - len(outcome.absent)},
        "absent": [{"roster_name": s.name, "roster_id": s.number, "email": s.email, "ids": list(s.ids)}
                   for s in outcome.absent],
        "not_on_class_list": [{"id": d.id, "name": d.name, "path": d.path} for d in unmatched],
    }


def _class_list_from_dict(data: dict[str, Any]) -> ClassListOutcome | None:
    listed = data.get("class", {}).get("class_list")
    if not listed:
        return None
    absent = tuple(ListedStudent(s["roster_name"], s.get("roster_id", ""), s.get("email", ""), tuple(s.get("ids", ())))
                   for s in data["class"].get("absent", ()))
    return ClassListOutcome(listed["file"], listed["kind"], listed["listed"], absent)


def json_text(data: Any) -> str:
    """Return `data` as JSON text that any UTF-8 writer can write: an object's members one per line, and the
    items of a list member (documents, pairs) one per line, each on a single line.

    That layout is written by json's C encoder; indenting every level takes its pure-Python one, eight times
    slower (0.8 s for the 3,000 pairs of a 2,000-document scan).

    A file name whose bytes were not UTF-8 reaches Python with lone surrogates ("caf\\udce9.txt"), which UTF-8
    cannot encode: they are written as JSON escapes ("\\udce9"), which read back as the same name (and
    os.fsencode gives back the file's true bytes).
    """
    encode = json.JSONEncoder(ensure_ascii=False).encode
    if isinstance(data, dict) and data:
        members = []
        for key, value in data.items():
            if isinstance(value, list) and value:
                items = ",\n  ".join(encode(item) for item in value)
                members.append(f" {encode(key)}: [\n  {items}\n ]")
            else:
                members.append(f" {encode(key)}: {encode(value)}")
        text = "{\n" + ",\n".join(members) + "\n}"
    else:
        text = encode(data)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        # Only string contents can hold a surrogate, and "\\udce9" is a JSON escape there.
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text


def write_json(data: Any, out: str | Path) -> None:
    """Write `data` as JSON to the file `out` (atomically: a failure never leaves an empty or half file),
    straight into a device or a pipe, or to standard output when `out` is '-'."""
    write_text_atomically(out, json_text(data) + "\n")


def _build(cls, data: dict[str, Any]):
    names = {f.name for f in fields(cls)}
    return cls(**{k: v for k, v in data.items() if k in names})


def _passage_from_dict(data: dict[str, Any]) -> Passage:
    return _build(Passage, data | {"languages": tuple(data.get("languages", ()))})


def _document_from_dict(data: dict[str, Any]) -> DocumentRecord:
    return _build(DocumentRecord, data | {
        "parts": tuple(_build(DocumentPart, p) for p in data.get("parts", ())),
        "block_quotes": tuple(tuple(span) for span in data.get("block_quotes", ())),
        "earlier_attempts": tuple(data.get("earlier_attempts", ())),
        "set_aside": tuple(data.get("set_aside", ())),
    })


def _notice_from(keyed: dict[str, Any] | None, english: str) -> Notice | None:
    """Return a pair's note from its key and values, else from the English of a file saved before notices."""
    if keyed:
        return Notice.from_dict(keyed)
    return text_notice(english) if english else None


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
        _build(PairResult, p | {"passages": tuple(_passage_from_dict(q) for q in p["passages"]),
                                "absorbed": tuple(_passage_from_dict(q) for q in p.get("absorbed", ())),
                                "note": _notice_from(p.get("note_notice"), p.get("note", ""))})
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
        offered_templates=tuple(int(t["id"]) for t in data.get("template_suggestions", ())),
        notices=tuple(Notice.from_dict(n) for n in data["notice_keys"]) if "notice_keys" in data
        else tuple(text_notice(text) for text in data.get("notices", ())),
        class_list=_class_list_from_dict(data),
    )
