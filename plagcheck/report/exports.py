"""The pair list as CSV (for spreadsheets) and JSON (the CLI's contract, from plagcheck.serialize)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable
from pathlib import Path

from plagcheck.models import ScanResult
from plagcheck.report.anonymise import anonymise_result
from plagcheck.report.files import write_text_atomically
from plagcheck.report.selection import chosen_pairs, effective_threshold
from plagcheck.serialize import pair_to_dict, result_to_dict

CSV_COLUMNS = (
    "rank",
    "document_a",
    "document_b",
    "id_a",
    "id_b",
    "score",
    "containment_a",
    "containment_b",
    "jaccard",
    "shared_shingles",
    "longest_run",
    "passages",
    "estimated_jaccard",
    "sha256_a",
    "sha256_b",
)

#: A spreadsheet runs a cell starting with one of these as a formula; file names are student-controlled.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")


def spreadsheet_safe(text: str) -> str:
    """Return `text` with a leading apostrophe if a spreadsheet would otherwise read it as a formula."""
    return "'" + text if text.startswith(_FORMULA_STARTS) else text


def pairs_csv_text(
    result: ScanResult,
    threshold: float | None = None,
    anonymise: bool = False,
    selected: Iterable[tuple[int, int]] | None = None,
) -> str:
    """Return the CSV text of the chosen pairs: one header row, then one row per pair, best first."""
    if anonymise:
        result = anonymise_result(result)
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for rank, pair in enumerate(chosen_pairs(result, threshold, selected), start=1):
        doc_a, doc_b = result.document(pair.a), result.document(pair.b)
        writer.writerow(
            (
                rank,
                spreadsheet_safe(doc_a.name),
                spreadsheet_safe(doc_b.name),
                pair.a,
                pair.b,
                f"{pair.score:.4f}",
                f"{pair.containment_a:.4f}",
                f"{pair.containment_b:.4f}",
                f"{pair.jaccard:.4f}",
                pair.shared_shingles,
                pair.longest_run,
                len(pair.passages),
                f"{pair.estimated_jaccard:.4f}",
                doc_a.sha256,
                doc_b.sha256,
            )
        )
    return buffer.getvalue()


def write_pairs_csv(
    result: ScanResult,
    path: str | Path,
    threshold: float | None = None,
    anonymise: bool = False,
    selected: Iterable[tuple[int, int]] | None = None,
) -> Path:
    """Write the chosen pairs as CSV (UTF-8 with a byte-order mark, which Excel needs); return the path."""
    return write_text_atomically(path, pairs_csv_text(result, threshold, anonymise, selected), "utf-8-sig")


def pairs_json_data(
    result: ScanResult,
    threshold: float | None = None,
    anonymise: bool = False,
    selected: Iterable[tuple[int, int]] | None = None,
) -> dict:
    """Return the JSON export: the CLI's scan document holding only the chosen pairs, plus export options."""
    if anonymise:
        result = anonymise_result(result)
    cut = effective_threshold(result, threshold)
    data = result_to_dict(result, threshold=cut)
    data["pairs"] = [pair_to_dict(p) for p in chosen_pairs(result, cut, selected)]
    data["export"] = {"anonymised": anonymise, "selected_only": selected is not None}
    return data


def write_pairs_json(
    result: ScanResult,
    path: str | Path,
    threshold: float | None = None,
    anonymise: bool = False,
    selected: Iterable[tuple[int, int]] | None = None,
) -> Path:
    """Write the chosen pairs as the CLI's JSON document (documents without their text); return the path."""
    data = pairs_json_data(result, threshold, anonymise, selected)
    return write_text_atomically(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
