"""The pair list as CSV (for spreadsheets) and JSON (the CLI's contract, from plagcheck.saved.serialize).

A document from the reference library has its collection in the `collection_a`/`collection_b` columns
(empty for the class's own submissions). Given a ReviewBook, each pair also carries its review state and
the teacher's note.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable
from pathlib import Path

from plagcheck.i18n import translate
from plagcheck.report.anonymise import anonymise
from plagcheck.report.selection import chosen_pairs, effective_threshold
from plagcheck.saved.serialize import pair_to_dict, result_to_dict
from plagcheck.shared.models import PairResult, ScanResult
from plagcheck.shared.private_files import write_text_atomically
from plagcheck.shared.vocabulary import FIGURES, csv_header, csv_value, kind_text, pair_figures, reason_text
from plagcheck.triage.review import ReviewBook

def csv_columns(unit: str = "word") -> tuple[str, ...]:
    """Return the CSV's column titles in the current language: the figures labelled as in the window and the
    report (shares in %)."""
    return ("#", translate("Csv", "Document A"), translate("Csv", "Document B"), translate("Csv", "Id A"),
            translate("Csv", "Id B"), *(csv_header(f.key, unit) for f in FIGURES), translate("Csv", "Reworded passages"),
            translate("Csv", "Translated passages"), translate("Csv", "Listed for"), "SHA-256 A", "SHA-256 B",
            translate("Csv", "Collection A"), translate("Csv", "Collection B"))


def review_columns() -> tuple[str, str]:
    """Return the titles of the two columns added when the export carries reviews, in the current language."""
    return translate("Csv", "Review"), translate("Csv", "Review note")


#: The columns of a scan counted in words (the default unit), in English.
CSV_COLUMNS = csv_columns()
#: Added after the other columns when the export carries reviews (in English).
REVIEW_COLUMNS = review_columns()

#: A spreadsheet runs a cell starting with one of these as a formula; file names are student-controlled.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")


def translated_cell(pair) -> str:
    """Return the CSV cell of a pair's translated passages: how many, with their languages ("1: translated
    (French ← English)"), or "" when it has none."""
    labels = [kind_text(p) for p in pair.passages if p.kind == "translated"]
    return f"{len(labels)}: {'; '.join(dict.fromkeys(labels))}" if labels else ""


def spreadsheet_safe(text: str) -> str:
    """Return `text` with a leading apostrophe if a spreadsheet would otherwise read it as a formula."""
    return "'" + text if text.startswith(_FORMULA_STARTS) else text


def pairs_csv_text(
    result: ScanResult,
    threshold: float | None = None,
    anonymise: bool = False,
    selected: Iterable[tuple[int, int]] | None = None,
    *,
    reviews: ReviewBook | None = None,
) -> str:
    """Return the CSV text of the chosen pairs: one header row, then one row per pair, best first.

    With `reviews`, two more columns give each pair's review state (as the teacher reads it) and note.
    """
    if anonymise:
        result, reviews = _anonymised(result, reviews)
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    settings = result.settings
    writer.writerow(csv_columns(settings.unit) + (review_columns() if reviews is not None else ()))
    cut = effective_threshold(result, threshold)
    for rank, pair in enumerate(chosen_pairs(result, threshold, selected), start=1):
        doc_a, doc_b = result.document(pair.a), result.document(pair.b)
        review = () if reviews is None else _review_cells(reviews, pair)
        values = pair_figures(pair, settings.copied_only)
        why = pair.reported_because(cut, settings.passage_words, settings.copied_only) if selected is None else None
        writer.writerow(
            (
                rank,
                spreadsheet_safe(doc_a.name),
                spreadsheet_safe(doc_b.name),
                pair.a,
                pair.b,
                *(csv_value(f.key, values[f.key]) for f in FIGURES),
                0 if settings.copied_only else sum(1 for p in pair.passages if p.kind == "reworded"),
                "" if settings.copied_only else translated_cell(pair),
                reason_text(why, pair, settings.copied_only, settings.unit) if selected is None else translate("Report", "chosen by hand"),
                doc_a.sha256,
                doc_b.sha256,
                spreadsheet_safe(doc_a.collection),
                spreadsheet_safe(doc_b.collection),
                *review,
            )
        )
    return buffer.getvalue()


def _anonymised(result: ScanResult, reviews: ReviewBook | None) -> tuple[ScanResult, ReviewBook | None]:
    """Return the anonymised result and review book (notes scrubbed with the original names)."""
    return anonymise(result, reviews)


def _review_cells(reviews: ReviewBook, pair: PairResult) -> tuple[str, str]:
    review = reviews.review_of(pair.a, pair.b)
    return review.state.label, spreadsheet_safe(review.note)


def write_pairs_csv(
    result: ScanResult,
    path: str | Path,
    threshold: float | None = None,
    anonymise: bool = False,
    selected: Iterable[tuple[int, int]] | None = None,
    *,
    reviews: ReviewBook | None = None,
) -> Path:
    """Write the chosen pairs as CSV (UTF-8 with a byte-order mark, which Excel needs); return the path."""
    text = pairs_csv_text(result, threshold, anonymise, selected, reviews=reviews)
    return write_text_atomically(path, text, "utf-8-sig")


def pairs_json_data(
    result: ScanResult,
    threshold: float | None = None,
    anonymise: bool = False,
    selected: Iterable[tuple[int, int]] | None = None,
    *,
    reviews: ReviewBook | None = None,
) -> dict:
    """Return the JSON export: the CLI's scan document holding only the chosen pairs, plus export options.

    With `reviews`, each pair also has "review_state" (the stored value, as in a session file),
    "review_label", "review_note" and "review_updated_at".
    """
    if anonymise:
        result, reviews = _anonymised(result, reviews)
    cut = effective_threshold(result, threshold)
    data = result_to_dict(result, threshold=cut)
    data["pairs"] = [_pair_entry(p, reviews, result, cut) for p in chosen_pairs(result, cut, selected)]
    data["export"] = {"anonymised": anonymise, "selected_only": selected is not None}
    if reviews is not None:
        data["export"]["reviews"] = True
    return data


def _pair_entry(pair: PairResult, reviews: ReviewBook | None, result: ScanResult, cut: float) -> dict:
    """Return a pair's JSON form, with its review when the export carries reviews."""
    entry = pair_to_dict(pair, result.settings, cut)
    if reviews is not None:
        review = reviews.review_of(pair.a, pair.b)
        entry |= {"review_state": review.state.value, "review_label": review.state.label,
                  "review_note": review.note, "review_updated_at": review.updated_at}
    return entry


def write_pairs_json(
    result: ScanResult,
    path: str | Path,
    threshold: float | None = None,
    anonymise: bool = False,
    selected: Iterable[tuple[int, int]] | None = None,
    *,
    reviews: ReviewBook | None = None,
) -> Path:
    """Write the chosen pairs as the CLI's JSON document (documents without their text); return the path."""
    data = pairs_json_data(result, threshold, anonymise, selected, reviews=reviews)
    return write_text_atomically(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
