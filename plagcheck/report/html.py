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
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import lru_cache
from importlib.resources import files
from pathlib import Path

import jinja2
from markupsafe import Markup, escape

from plagcheck import __version__, i18n
from plagcheck.engine.reading.class_list import LIST_KINDS
from plagcheck.engine.reading.marked_sources import reference_words
from plagcheck.engine.reworded.shared_words import shared_word_ranges
from plagcheck.i18n import QT_TRANSLATE_NOOP, current_language, number, translate
from plagcheck.report.anonymise import anonymise as _anonymise
from plagcheck.report.groups import group_views, pair_hints, pair_review, state_styles
from plagcheck.report.guide import method_sections, reading_sections, sections_html
from plagcheck.report.highlight import (
    KIND_BITS,
    flatten_pieces,
    pair_segments,
    styled_pieces,
    with_reworded,
)
from plagcheck.report.histogram import histogram_svg, score_histogram
from plagcheck.report.naming import class_name, report_title
from plagcheck.report.selection import chosen_pairs, effective_threshold
from plagcheck.report.settings_table import settings_rows
from plagcheck.shared.class_figures import class_figures, has_problem
from plagcheck.shared.engine_messages import engine_text, notice_text
from plagcheck.shared.models import DocumentRecord, PairResult, ScanResult, ScanSettings
from plagcheck.shared.private_files import write_text_atomically
from plagcheck.shared.utf16 import Utf16Offsets
from plagcheck.shared.vocabulary import FIGURES, figure_explanation, figure_label, format_figure, pair_figures, percent
from plagcheck.shared.vocabulary import (
    KIND_WORDS, written_date, basis_text, kind_label, kind_text, kind_words, passage_text, reason_text, shape_label,
    shape_words, units_word,
)
from plagcheck.triage.review import Review, ReviewBook, pair_key

_EXCERPT_CHARS = 140
#: The guide's sections the report carries (the others are about the window).
_REPORT_GUIDE = (QT_TRANSLATE_NOOP("Guide", "What is left out, and why"),
                 QT_TRANSLATE_NOOP("Guide", "What a high score does and does not prove"),
                 QT_TRANSLATE_NOOP("Guide", "Reviewing a pair fairly"))

@dataclass(frozen=True)
class PassageView:
    """One shared passage as the report lists it."""

    number: int
    length_a: int
    length_b: int
    shared: int
    excerpt: str
    kind: str = "copied"
    #: How alike its two sides are, written as a percentage.
    alike: str = "100%"
    #: What a passage standing on its shape stands on, in plain words (vocabulary.basis_text), else "".
    evidence: str = ""
    #: Its kind in plain words: "copied", "reworded", "translated (French ← English)" (vocabulary.kind_text).
    label: str = "copied"


@dataclass(frozen=True)
class PairView:
    """One reported pair: its rank, its two documents and its passages."""

    rank: int
    result: PairResult
    a: DocumentRecord
    b: DocumentRecord
    passages: tuple[PassageView, ...]
    #: The teacher's review, or None when the report carries no reviews.
    review: Review | None = None
    #: The common-source sentence when both students match the same reference, else "".
    hint: str = ""
    #: The kinds of specially shown text in either side ("template", "quote"...), for the pair's legend.
    marked_kinds: frozenset[str] = frozenset()
    #: Every figure of the pair as shown, in plagcheck.shared.vocabulary.FIGURES order.
    figures: tuple[str, ...] = ()
    #: Why the pair is listed, in plain words ("" for a pair selected by hand).
    reason: str = ""
    #: True when it is listed for a long passage only (its score is below the threshold).
    by_passage: bool = False


def _percent(value: float) -> str:
    """Return a share as the window writes it ("37%", "4.5%": plagcheck.shared.vocabulary.percent)."""
    return percent(value)


@dataclass(frozen=True)
class FigureColumn:
    """A figure's column in the report: its label and what it means."""

    label: str
    explanation: str


def figure_columns(unit: str) -> list[FigureColumn]:
    """Return the report's figure columns, labelled as the window and the CSV label them."""
    return [FigureColumn(figure_label(f.key, unit), figure_explanation(f.key, unit)) for f in FIGURES]


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
        extensions=["jinja2.ext.i18n"],
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    # Compact JSON keeps the embedded texts small; |tojson still escapes <, >, & and ' inside it.
    env.policies["json.dumps_kwargs"] = {"ensure_ascii": False, "separators": (",", ":")}
    env.filters["pct"] = _percent
    env.filters["number"] = number
    env.filters["engine"] = engine_text
    env.filters["reference_words"] = reference_words
    env.filters["notice"] = notice_text
    # The template's words ({{ _("…") }}) are looked up when it renders, in the language of that moment; they
    # are listed for lupdate in template_strings.py (scripts/update_translations.sh writes it).
    env.install_gettext_callables(gettext=_report_text, ngettext=_report_plural, newstyle=True)
    env.filters["breakable"] = breakable
    env.filters["basename"] = lambda path: Path(path).name
    return env


#: The labels the style sheet writes before quotations and reference lists (report.css, `content:`).
_CSS_LABELS = (QT_TRANSLATE_NOOP("Report", "quoted, no citation"), QT_TRANSLATE_NOOP("Report", "quoted and cited"),
               QT_TRANSLATE_NOOP("Report", "references"))


def _localised_css(css: str) -> str:
    """Return the style sheet with its labels in the current language (before its hash goes in the CSP)."""
    for label in _CSS_LABELS:
        # A CSS string escapes like a JSON one; non-ASCII letters may stay as they are (the page is UTF-8).
        css = css.replace(
            f'content: "{label}"', f"content: {json.dumps(translate('Report', label), ensure_ascii=False)}")
    return css


def _report_text(text: str) -> str:
    """Return a sentence of the report's template in the current language."""
    return translate("Report", text)


def _report_plural(singular: str, plural: str, count: int) -> str:
    """Return the singular or plural sentence of the report's template for `count`, in the current language."""
    return translate("Report", plural if i18n.plural_index(count) else singular)


def breakable(name: str) -> Markup:
    """Return a file name escaped, with a line-break opportunity after each / and _ (never inside ".txt")."""
    return Markup(str(escape(name)).replace("/", "/<wbr>").replace("_", "_<wbr>"))


def excerpt(text: str, limit: int = _EXCERPT_CHARS) -> str:
    """Return `text` with white space collapsed, cut at a word boundary to at most about `limit` characters."""
    flat = re.sub(r"\s+", " ", text).strip()
    if len(flat) <= limit:
        return flat
    cut = flat.rfind(" ", 0, limit)
    return flat[: cut if cut > limit // 2 else limit].rstrip() + " …"


def _marked_spans(result: ScanResult, doc_id: int) -> tuple[tuple[str, int, int], ...]:
    """Return a document's ignored and citation spans together, as (kind, start, end)."""
    return result.ignored_spans.get(doc_id, ()) + result.citation_spans.get(doc_id, ())


def _pair_view(
    rank: int, pair: PairResult, result: ScanResult, reviews: ReviewBook | None, hints: dict[tuple[int, int], str],
    cut: float | None = None,
) -> PairView:
    doc_a, doc_b = result.document(pair.a), result.document(pair.b)
    settings = result.settings
    shown = pair.copied_part() if settings.copied_only else pair
    passages = tuple(
        PassageView(i, p.length_a, p.length_b, p.shared, excerpt(doc_a.text[p.a_start : p.a_end]), p.kind,
                    percent(p.similarity), basis_text(p), kind_text(p))
        for i, p in enumerate(shown.passages)
    )
    kinds = frozenset(
        kind for doc in (doc_a, doc_b) for kind, start, end in _marked_spans(result, doc.id)
        if kind in KIND_BITS and start < min(end, len(doc.text))
    )
    hint = hints.get(pair_key(pair.a, pair.b), "")
    values = pair_figures(pair, settings.copied_only)
    figures = tuple(format_figure(f.key, values[f.key]) for f in FIGURES)
    why = pair.reported_because(cut, settings.passage_words, settings.copied_only) if cut is not None else None
    return PairView(rank, shown, doc_a, doc_b, passages, pair_review(reviews, pair), hint, kinds, figures,
                    reason_text(why, pair, settings.copied_only, settings.unit), why == "passage")


def _script_data(pairs: list[PairView], result: ScanResult) -> dict:
    """Return the data the script needs: each involved text once, and each pair's pieces to draw.

    A side's pieces are [start, end, passage number or -1, style bits, ...] (see highlight.styled_pieces).
    """
    texts: dict[str, str] = {}
    offsets: dict[int, Utf16Offsets] = {}
    entries = []
    for view in pairs:
        for doc in (view.a, view.b):
            if doc.id not in offsets:
                texts[str(doc.id)] = doc.text
                offsets[doc.id] = Utf16Offsets(doc.text)
        side_a, side_b = pair_segments(view.result, len(view.a.text), len(view.b.text))
        shared_a, shared_b = _shared_words(view)
        reworded = {i for i, p in enumerate(view.result.passages) if p.kind in ("reworded", "translated")}
        pieces_a = with_reworded(styled_pieces(side_a, _marked_spans(result, view.a.id) + shared_a,
                                               len(view.a.text)), reworded)
        pieces_b = with_reworded(styled_pieces(side_b, _marked_spans(result, view.b.id) + shared_b,
                                               len(view.b.text)), reworded)
        entries.append(
            {
                "a": str(view.a.id),
                "b": str(view.b.id),
                "n": len(view.passages),
                # What the toolbar says of each passage, as the window's position line does.
                "labels": [passage_text(p) for p in view.result.passages],
                "sa": flatten_pieces(pieces_a, offsets[view.a.id]),
                "sb": flatten_pieces(pieces_b, offsets[view.b.id]),
            }
        )
    words = {"titles": [[bit, translate("Report", title)] for bit, title in _SCRIPT_TITLES],
             "position": translate("Report", "Passage {number} of {count}")}
    return {"texts": texts, "pairs": entries, "words": words}


#: A document's status (models.DocumentRecord.status) as the report's tables name it.
_STATUS_WORDS = {"ok": QT_TRANSLATE_NOOP("Report", "ok"), "warning": QT_TRANSLATE_NOOP("Report", "warning"),
                 "skipped": QT_TRANSLATE_NOOP("Report", "skipped"), "error": QT_TRANSLATE_NOOP("Report", "error")}

#: What the script says of a piece of text by its style bits (report.js), translated into the report's language.
_SCRIPT_TITLES = (
    (1, QT_TRANSLATE_NOOP("Report", "Template text: did not count")),
    (2, QT_TRANSLATE_NOOP("Report", "Common text (shared by most of the class): did not count")),
    (128, QT_TRANSLATE_NOOP("Report", "Text several essays have at the same place (a cover sheet, the question): did "
                                      "not count")),
    (4, QT_TRANSLATE_NOOP("Report", "Quoted, no citation: counted")),
    (256, QT_TRANSLATE_NOOP("Report", "Quoted and cited: did not count")),
    (8, QT_TRANSLATE_NOOP("Report", "Reference list")),
    (32, QT_TRANSLATE_NOOP("Report", "A word the other side's passage also has")),
    (64, QT_TRANSLATE_NOOP("Report", "Reworded: the same content in other words or order")),
)


def _shared_words(view: PairView) -> tuple[tuple[tuple[str, int, int], ...], tuple[tuple[str, int, int], ...]]:
    """Return, as ("shared", start, end) spans of each side, the words both sides of each reworded passage have."""
    side_a: list[tuple[str, int, int]] = []
    side_b: list[tuple[str, int, int]] = []
    for p in view.result.passages:
        if p.kind == "reworded":
            in_a, in_b = shared_word_ranges(view.a.text, (p.a_start, p.a_end), view.b.text, (p.b_start, p.b_end))
            side_a.extend(("shared", start, end) for start, end in in_a)
            side_b.extend(("shared", start, end) for start, end in in_b)
    return tuple(side_a), tuple(side_b)


def _citations_counted(settings: ScanSettings) -> str:
    """Return whether quotations and reference lists counted in this scan, in words."""
    if settings.exclude_quotes:
        quotations = translate("Report", "no quotation counted")
    elif settings.exclude_cited_quotes:
        quotations = translate("Report", "quotations with a citation did not count, quotations without one did")
    else:
        quotations = translate("Report", "quotations counted, with a citation or without")
    lists = translate("Report", "reference lists did not count") if settings.exclude_bibliography \
        else translate("Report", "reference lists counted")
    return translate("Report", "in this scan {quotations}; {lists}").format(quotations=quotations, lists=lists)


def _lowest_kept(settings: ScanSettings) -> float:
    """Return the lowest score a verified pair in this scan can have (the pipeline drops pairs below it)."""
    return min(settings.min_score, settings.threshold)


def render_html_report(
    result: ScanResult,
    threshold: float | None = None,
    selected: Iterable[tuple[int, int]] | None = None,
    anonymise: bool = False,
    now: datetime | None = None,
    *,
    reviews: ReviewBook | None = None,
    language: str | None = None,
) -> str:
    """Return the report's HTML text (see write_html_report)."""
    with i18n.language(language):
        return _render(result, threshold, selected, anonymise, now, reviews)


def _render(result: ScanResult, threshold: float | None, selected: Iterable[tuple[int, int]] | None,
            anonymise: bool, now: datetime | None, reviews: ReviewBook | None) -> str:
    """Return the report's HTML text in the current language (see write_html_report)."""
    if anonymise:
        result, reviews = _anonymise(result, reviews)
    cut = effective_threshold(result, threshold)
    selected_only = selected is not None
    chosen = chosen_pairs(result, cut, selected)
    hints = pair_hints(result, cut)
    pairs = [_pair_view(rank, p, result, reviews, hints, None if selected_only else cut)
             for rank, p in enumerate(chosen, 1)]
    ranks = {pair_key(view.a.id, view.b.id): view.rank for view in pairs}
    written = (now or datetime.now(timezone.utc)).astimezone(timezone.utc)
    css, script = _localised_css(_asset("report.css")), _asset("report.js")
    csp = (
        f"default-src 'none'; script-src {_csp_hash(script)}; style-src {_csp_hash(css)}; "
        "base-uri 'none'; form-action 'none'"
    )
    unit = result.settings.unit
    yes_anonymised = translate("Report", "yes (file and folder names; students' names, numbers and e-mail "
                                         "addresses in the texts and notes)")
    chosen_words = translate("Report", "{count} selected") if selected_only \
        else translate("Report", "{count} at or above the threshold")
    report_rows = [
        (translate("Report", "plagcheck version"), __version__),
        (translate("Report", "Written"), f"{written_date(written)} UTC"),
        (translate("Report", "Threshold"), _percent(cut)),
        (translate("Report", "Pairs"), chosen_words.format(count=number(len(pairs)))),
        (translate("Report", "Anonymised"), yes_anonymised if anonymise else translate("Report", "no")),
        (translate("Report", "Review states"),
         translate("Report", "included") if reviews is not None else translate("Report", "not included")),
        (translate("Report", "Pairs compared closely"), number(result.candidate_count)),
        (translate("Report", "Checked pairs kept"), translate("Report", "{count} (score ≥ {lowest})").format(
            count=number(len(result.pairs)), lowest=_percent(_lowest_kept(result.settings)))),
        (translate("Report", "Template phrases ignored"), number(result.ignored_template_shingles)),
        (translate("Report", "Common phrases ignored"), number(result.ignored_common_shingles)),
    ]
    advanced_rows = [
        (translate("Report", "LSH bands × rows"), translate("Report", "{bands} × {rows} of {permutations}").format(
            bands=result.lsh.bands, rows=result.lsh.rows, permutations=result.lsh.num_perm)),
        (translate("Report", "LSH S-curve midpoint"), _percent(result.lsh.threshold)),
        *settings_rows(result.settings, advanced=True),
    ]
    counts = class_figures(result)
    return _environment().get_template("report.html.j2").render(
        csp=csp,
        css=Markup(css),
        script=Markup(script),
        version=__version__,
        generated_at=f"{written_date(written)} UTC",
        generated_date=written.strftime("%Y-%m-%d"),
        title=report_title(result, written.date()),
        class_name=class_name(result),
        threshold=cut,
        lowest_kept=_lowest_kept(result.settings),
        anonymised=anonymise,
        selected_only=selected_only,
        documents=result.documents,
        counts=counts,
        reference_count=counts.references,
        templates=result.templates,
        class_list=result.class_list,
        class_list_kind=engine_text(LIST_KINDS.get(result.class_list.kind, "")) if result.class_list else "",
        not_on_list=[d for d in result.documents if d.on_class_list is False],
        citations_counted=_citations_counted(result.settings),
        verified_count=len(result.pairs),
        problems=[d for d in result.documents if has_problem(d)],
        notes=[d for d in result.documents if d.status == "ok" and d.usable and d.message],
        template_problems=[t for t in result.templates if has_problem(t)],
        notices=result.notices,
        pairs=pairs,
        with_reviews=reviews is not None,
        groups=group_views(result, chosen, ranks, reviews, hints),
        state_styles=state_styles(),
        histogram=histogram_svg(score_histogram([p.score_counting(result.settings.copied_only)
                                                 for p in result.pairs], cut)),
        settings_rows=settings_rows(result.settings, advanced=False),
        advanced_rows=advanced_rows,
        report_rows=report_rows,
        shingle_k=result.settings.shingle_k,
        figure_columns=figure_columns(unit),
        kind_words={kind: kind_words(kind) for kind in KIND_WORDS},
        kind_labels={kind: kind_label(kind) for kind in KIND_WORDS},
        status_words={status: translate("Report", words) for status, words in _STATUS_WORDS.items()},
        shape_label=shape_label(),
        shape_words=shape_words(),
        shape_shown=any(p.evidence for view in pairs for p in view.passages),
        guide=Markup(sections_html(tuple(s for s in reading_sections(unit)
                                         if s[0] in [translate("Guide", title) for title in _REPORT_GUIDE]), "h3")),
        method=Markup(sections_html(method_sections(unit, result.settings.shingle_k), "h3")),
        reworded_shown=any(p.kind == "reworded" for view in pairs for p in view.result.passages),
        translated_shown=any(p.kind == "translated" for view in pairs for p in view.result.passages),
        copied_only=result.settings.copied_only,
        passage_words=result.settings.passage_words,
        unit_plural=units_word(unit),
        language=current_language(),
        data=_script_data(pairs, result),
    )


def write_html_report(
    result: ScanResult,
    path: str | Path,
    threshold: float | None = None,
    selected: Iterable[tuple[int, int]] | None = None,
    anonymise: bool = False,
    now: datetime | None = None,
    *,
    reviews: ReviewBook | None = None,
    language: str | None = None,
) -> Path:
    """Write the self-contained HTML report to `path` and return the path.

    `threshold` None means the scan's own; `selected` (document-id pairs) limits the report to those pairs;
    `anonymise` replaces names and paths by "Student n" ("Reference n" for the reference library), also in
    review notes; `now` fixes the date shown (for reproducible output); `reviews` adds each pair's review
    state and note; `language` (a code of plagcheck.i18n.LANGUAGES) is the report's language, by default the
    current one (the window's, or English on the command line).
    """
    html = render_html_report(result, threshold, selected, anonymise, now, reviews=reviews, language=language)
    return write_text_atomically(path, html)
