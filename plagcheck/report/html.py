"""The evidence report: one self-contained HTML file (inline CSS, script and data; no network at all).

Each document's text is embedded once, as JSON, and the report's script builds a pair's side-by-side view
from it when the pair scrolls near (or before printing). Rendering every pair's texts into the HTML instead
repeats a document once per pair it is in, which for 500 pairs broke the 20 MB budget (bench/README.md).
Everything a student controls (text, file names, messages) goes through Jinja2's autoescaping or |tojson,
and a Content-Security-Policy lets only the report's own style and script (by hash) run.
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass, fields
from datetime import datetime, timezone
from functools import lru_cache
from importlib.resources import files
from pathlib import Path

import jinja2
from markupsafe import Markup

from plagcheck import __version__
from plagcheck.models import DocumentRecord, PairResult, ScanResult, ScanSettings
from plagcheck.report.anonymise import anonymise_result
from plagcheck.report.files import write_text_atomically
from plagcheck.report.highlight import Utf16Offsets, flatten_for_script, pair_segments
from plagcheck.report.histogram import histogram_svg, score_histogram
from plagcheck.report.selection import chosen_pairs, effective_threshold

_EXCERPT_CHARS = 140

_SETTING_LABELS = {
    "unit": "Shingle unit",
    "k": "Shingle length",
    "num_perm": "MinHash permutations",
    "seed": "Random seed",
    "threshold": "Scan's threshold",
    "min_score": "Lowest score kept",
    "lowest_threshold": "Whole-document LSH tuned for Jaccard",
    "bands": "LSH bands (chosen)",
    "rows": "LSH rows per band (chosen)",
    "merge_gap_words": "Gap bridged between shared runs (words)",
    "min_passage_words": "Shortest passage listed (words)",
    "fold_homoglyphs": "Look-alike letters folded",
    "join_hyphenated": "Hyphenated line breaks joined",
    "max_file_mb": "Largest file read (MB)",
    "group_subfolders": "Each sub-folder is one submission",
    "workers": "Reading processes",
}


@dataclass(frozen=True)
class PassageView:
    """One shared passage as the report lists it."""

    number: int
    length_a: int
    length_b: int
    shared: int
    excerpt: str


@dataclass(frozen=True)
class PairView:
    """One reported pair: its rank, its two documents and its passages."""

    rank: int
    result: PairResult
    a: DocumentRecord
    b: DocumentRecord
    passages: tuple[PassageView, ...]


def _percent(value: float) -> str:
    """Return a share as a percentage with one decimal ("62.5%")."""
    return f"{value * 100:.1f}%"


def _asset(name: str) -> str:
    return (files("plagcheck.report") / "templates" / name).read_text(encoding="utf-8")


def _csp_hash(text: str) -> str:
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"


@lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    """Return the Jinja2 environment: autoescaping always on, undefined names an error."""
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("plagcheck.report", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    # Compact JSON keeps the embedded texts small; |tojson still escapes <, >, & and ' inside it.
    env.policies["json.dumps_kwargs"] = {"ensure_ascii": False, "separators": (",", ":")}
    env.filters["pct"] = _percent
    return env


def excerpt(text: str, limit: int = _EXCERPT_CHARS) -> str:
    """Return `text` with white space collapsed, cut at a word boundary to at most about `limit` characters."""
    flat = re.sub(r"\s+", " ", text).strip()
    if len(flat) <= limit:
        return flat
    cut = flat.rfind(" ", 0, limit)
    return flat[: cut if cut > limit // 2 else limit].rstrip() + " …"


def _pair_view(rank: int, pair: PairResult, result: ScanResult) -> PairView:
    doc_a, doc_b = result.document(pair.a), result.document(pair.b)
    passages = tuple(
        PassageView(i, p.length_a, p.length_b, p.shared, excerpt(doc_a.text[p.a_start : p.a_end]))
        for i, p in enumerate(pair.passages)
    )
    return PairView(rank, pair, doc_a, doc_b, passages)


def _script_data(pairs: list[PairView]) -> dict:
    """Return the data the script needs: each involved text once, and each pair's highlight segments."""
    texts: dict[str, str] = {}
    offsets: dict[int, Utf16Offsets] = {}
    entries = []
    for view in pairs:
        for doc in (view.a, view.b):
            if doc.id not in offsets:
                texts[str(doc.id)] = doc.text
                offsets[doc.id] = Utf16Offsets(doc.text)
        side_a, side_b = pair_segments(view.result, len(view.a.text), len(view.b.text))
        entries.append(
            {
                "a": str(view.a.id),
                "b": str(view.b.id),
                "n": len(view.passages),
                "sa": flatten_for_script(side_a, offsets[view.a.id]),
                "sb": flatten_for_script(side_b, offsets[view.b.id]),
            }
        )
    return {"texts": texts, "pairs": entries}


def _settings_rows(settings: ScanSettings) -> list[tuple[str, str]]:
    """Return every scan setting as (label, value), the shingle length as actually used."""
    rows = []
    for field in fields(settings):
        value = getattr(settings, field.name)
        if field.name == "k":
            value = f"{settings.shingle_k} {settings.unit}s" + (" (default)" if settings.k is None else "")
        elif field.name in ("threshold", "min_score", "lowest_threshold"):
            value = _percent(value)
        elif isinstance(value, bool):
            value = "yes" if value else "no"
        elif value is None:
            value = "automatic"
        rows.append((_SETTING_LABELS.get(field.name, field.name.replace("_", " ")), str(value)))
    return rows


def _lowest_kept(settings: ScanSettings) -> float:
    """Return the lowest score a verified pair in this scan can have (the pipeline drops pairs below it)."""
    return min(settings.min_score, settings.threshold)


def render_html_report(
    result: ScanResult,
    threshold: float | None = None,
    selected: Iterable[tuple[int, int]] | None = None,
    anonymise: bool = False,
    now: datetime | None = None,
) -> str:
    """Return the report's HTML text (see write_html_report)."""
    if anonymise:
        result = anonymise_result(result)
    cut = effective_threshold(result, threshold)
    selected_only = selected is not None
    pairs = [_pair_view(rank, p, result) for rank, p in enumerate(chosen_pairs(result, cut, selected), 1)]
    written = (now or datetime.now(timezone.utc)).astimezone(timezone.utc)
    css, script = _asset("report.css"), _asset("report.js")
    csp = (
        f"default-src 'none'; script-src {_csp_hash(script)}; style-src {_csp_hash(css)}; "
        "base-uri 'none'; form-action 'none'"
    )
    unit = result.settings.unit
    report_rows = [
        ("plagcheck version", __version__),
        ("Written", written.strftime("%Y-%m-%d %H:%M UTC")),
        ("Threshold", _percent(cut)),
        ("Pairs", f"{len(pairs)} " + ("selected" if selected_only else "at or above the threshold")),
        ("Anonymised", "yes (names and paths only)" if anonymise else "no"),
        ("LSH bands × rows", f"{result.lsh.bands} × {result.lsh.rows} of {result.lsh.num_perm}"),
        ("LSH S-curve midpoint", _percent(result.lsh.threshold)),
        ("Candidate pairs checked", str(result.candidate_count)),
        ("Pairs verified", str(len(result.pairs))),
    ]
    return _environment().get_template("report.html.j2").render(
        csp=csp,
        css=Markup(css),
        script=Markup(script),
        version=__version__,
        generated_at=written.strftime("%Y-%m-%d %H:%M UTC"),
        generated_date=written.strftime("%Y-%m-%d"),
        threshold=cut,
        lowest_kept=_lowest_kept(result.settings),
        anonymised=anonymise,
        selected_only=selected_only,
        documents=result.documents,
        usable_count=sum(1 for d in result.documents if d.usable),
        verified_count=len(result.pairs),
        problems=[d for d in result.documents if d.status != "ok" or not d.usable],
        pairs=pairs,
        histogram=histogram_svg(score_histogram([p.score for p in result.pairs], cut)),
        settings_rows=_settings_rows(result.settings),
        report_rows=report_rows,
        shingle_k=result.settings.shingle_k,
        unit_plural="words" if unit == "word" else "characters",
        unit_short="words" if unit == "word" else "chars",
        data=_script_data(pairs),
    )


def write_html_report(
    result: ScanResult,
    path: str | Path,
    threshold: float | None = None,
    selected: Iterable[tuple[int, int]] | None = None,
    anonymise: bool = False,
    now: datetime | None = None,
) -> Path:
    """Write the self-contained HTML report to `path` and return the path.

    `threshold` None means the scan's own; `selected` (document-id pairs) limits the report to those pairs;
    `anonymise` replaces names and paths by "Student n"; `now` fixes the date shown (for reproducible output).
    """
    return write_text_atomically(path, render_html_report(result, threshold, selected, anonymise, now))
