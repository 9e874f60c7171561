"""The report's "Scan settings" table: every ScanSettings field as a (label, value) row a teacher can read."""

from __future__ import annotations

from dataclasses import fields
from pathlib import PurePath

from plagcheck.engine.copied.verify import units_for_words
from plagcheck.engine.reading.layouts import LAYOUT_NAMES
from plagcheck.models import ScanSettings

SETTING_LABELS = {
    "unit": "Texts compared by",
    "k": "Shingle length",
    "num_perm": "MinHash permutations",
    "seed": "Random seed",
    "threshold": "Scan's threshold",
    "min_score": "Lowest score kept",
    "lowest_threshold": "Whole-document LSH tuned for Jaccard",
    "bands": "LSH bands (chosen)",
    "rows": "LSH rows per band (chosen)",
    "merge_gap_words": "Gap bridged between shared runs (words)",
    "min_match_words": "Shortest exact run that counts (words)",
    "min_passage_words": "Shortest passage listed (words)",
    "find_reworded": "Reworded copying looked for",
    "passage_words": "A pair is listed whatever its score when it shares a passage of at least (words)",
    "copied_only": "Copied text only (reworded passages left out of this report)",
    "common_share": "Ignored as common text when shared by more than",
    "template_paths": "Template files (their text never counts)",
    "source_paths": "Sources marked in the class folder (compared, never grouped as students)",
    "reference_collections": "Reference library collections compared",
    "library_path": "Reference library file",
    "reference_archives": "Institution archives compared",
    "exclude_quotes": "Quotations left out of the scores",
    "exclude_cited_quotes": "Quotations with a citation left out of the scores",
    "exclude_bibliography": "Reference lists and in-text citations left out of the scores",
    "fold_homoglyphs": "Look-alike letters folded",
    "join_hyphenated": "Hyphenated line breaks joined",
    "max_file_mb": "Largest file read (MB)",
    "group_subfolders": "Each sub-folder is one submission",
    "layout": "How files name their students",
    "workers": "Reading processes",
    "encodings": "Text files read in an encoding the teacher chose",
}
#: The settings of the method itself, shown under "Advanced" (their labels use the method's own words).
ADVANCED = frozenset({"k", "num_perm", "seed", "lowest_threshold", "bands", "rows", "merge_gap_words",
                      "min_match_words", "fold_homoglyphs", "join_hyphenated", "workers"})


def _percent(value: float) -> str:
    return f"{value * 100:.1f}%"


def _file_names(paths: tuple[str, ...]) -> str:
    """Return the files' names only: their folders are the teacher's and say nothing about the scan."""
    return ", ".join(PurePath(p.replace("\\", "/")).name or p for p in paths)


def _value(settings: ScanSettings, name: str) -> str:
    """Return one setting's value in words."""
    value = getattr(settings, name)
    if name == "k":
        return f"{settings.shingle_k} {settings.unit}s" + (" (default)" if settings.k is None else "")
    if name in ("threshold", "min_score", "lowest_threshold"):
        return _percent(value)
    if name == "common_share":
        return _percent(value) + " (and 10 or more documents)" if value > 0 else "off"
    if name == "min_match_words":
        on = units_for_words(value, settings.unit) > settings.shingle_k
        return str(value) if on else f"{value} (off: not longer than a shingle)"
    if name in ("template_paths", "source_paths"):
        return _file_names(value) if value else "none"
    if name == "reference_collections":
        return ", ".join(value) if value else "none"
    if name == "reference_archives":
        return ", ".join(value) if value else "none"
    if name == "library_path":
        return value or ("the default one, in the user's data folder" if settings.reference_collections else "not used")
    if name in ("exclude_quotes", "exclude_cited_quotes", "exclude_bibliography"):
        return ("yes" if value else "no") + " (always shown in their own style)"
    if name == "workers":
        return str(value) if value else "one per core"
    if name == "unit":
        return "words" if value == "word" else "characters"
    if name == "passage_words":
        return str(value) if value else "off"
    if name == "layout":
        return LAYOUT_NAMES.get(value, value)
    if name == "encodings":
        return f"{len(value)} file{'s' * (len(value) != 1)}" if value else "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "automatic"
    return str(value)


def settings_rows(settings: ScanSettings, advanced: bool | None = None) -> list[tuple[str, str]]:
    """Return the scan settings as (label, value), in field order, the shingle length as actually used: all of
    them, or (advanced True / False) only the method's own settings / only the others."""
    return [
        (SETTING_LABELS.get(field.name, field.name.replace("_", " ")), _value(settings, field.name))
        for field in fields(settings)
        if advanced is None or (field.name in ADVANCED) == advanced
    ]
