"""The report's "Scan settings" table: every ScanSettings field as a (label, value) row a teacher can read."""

from __future__ import annotations

from dataclasses import fields
from pathlib import PurePath

from plagcheck.engine.copied.verify import units_for_words
from plagcheck.engine.reading.layouts import LAYOUT_NAMES
from plagcheck.i18n import QT_TRANSLATE_NOOP, number, percent_sign, translate
from plagcheck.shared.engine_messages import engine_text
from plagcheck.shared.models import ScanSettings
from plagcheck.shared.vocabulary import count_text, units_word

SETTING_LABELS = {
    "unit": QT_TRANSLATE_NOOP("SettingsTable", "Texts compared by"),
    "k": QT_TRANSLATE_NOOP("SettingsTable", "Shingle length"),
    "num_perm": QT_TRANSLATE_NOOP("SettingsTable", "MinHash permutations"),
    "seed": QT_TRANSLATE_NOOP("SettingsTable", "Random seed"),
    "threshold": QT_TRANSLATE_NOOP("SettingsTable", "Scan's threshold"),
    "min_score": QT_TRANSLATE_NOOP("SettingsTable", "Lowest score kept"),
    "lowest_threshold": QT_TRANSLATE_NOOP("SettingsTable", "Whole-document LSH tuned for Jaccard"),
    "bands": QT_TRANSLATE_NOOP("SettingsTable", "LSH bands (chosen)"),
    "rows": QT_TRANSLATE_NOOP("SettingsTable", "LSH rows per band (chosen)"),
    "merge_gap_words": QT_TRANSLATE_NOOP("SettingsTable", "Gap bridged between shared runs (words)"),
    "min_match_words": QT_TRANSLATE_NOOP("SettingsTable", "Shortest exact run that counts (words)"),
    "min_passage_words": QT_TRANSLATE_NOOP("SettingsTable", "Shortest passage listed (words)"),
    "find_reworded": QT_TRANSLATE_NOOP("SettingsTable", "Reworded copying looked for"),
    "passage_words": QT_TRANSLATE_NOOP(
        "SettingsTable", "A pair is listed whatever its score when it shares a passage of at least (words)"),
    "copied_only": QT_TRANSLATE_NOOP("SettingsTable", "Copied text only (reworded passages left out of this report)"),
    "common_share": QT_TRANSLATE_NOOP("SettingsTable", "Ignored as common text when shared by more than"),
    "template_paths": QT_TRANSLATE_NOOP("SettingsTable", "Template files (their text never counts)"),
    "source_paths": QT_TRANSLATE_NOOP(
        "SettingsTable", "Sources marked in the class folder (compared, never grouped as students)"),
    "reference_collections": QT_TRANSLATE_NOOP("SettingsTable", "Reference library collections compared"),
    "library_path": QT_TRANSLATE_NOOP("SettingsTable", "Reference library file"),
    "reference_archives": QT_TRANSLATE_NOOP("SettingsTable", "Institution archives compared"),
    "exclude_quotes": QT_TRANSLATE_NOOP("SettingsTable", "Quotations left out of the scores"),
    "exclude_cited_quotes": QT_TRANSLATE_NOOP("SettingsTable", "Quotations with a citation left out of the scores"),
    "exclude_bibliography": QT_TRANSLATE_NOOP(
        "SettingsTable", "Reference lists and in-text citations left out of the scores"),
    "fold_homoglyphs": QT_TRANSLATE_NOOP("SettingsTable", "Look-alike letters folded"),
    "join_hyphenated": QT_TRANSLATE_NOOP("SettingsTable", "Hyphenated line breaks joined"),
    "max_file_mb": QT_TRANSLATE_NOOP("SettingsTable", "Largest file read (MB)"),
    "group_subfolders": QT_TRANSLATE_NOOP("SettingsTable", "Each sub-folder is one submission"),
    "layout": QT_TRANSLATE_NOOP("SettingsTable", "How files name their students"),
    "workers": QT_TRANSLATE_NOOP("SettingsTable", "Reading processes"),
    "encodings": QT_TRANSLATE_NOOP("SettingsTable", "Text files read in an encoding the teacher chose"),
    "roster": QT_TRANSLATE_NOOP("SettingsTable", "Class list naming the students"),
    "roster_name_column": QT_TRANSLATE_NOOP("SettingsTable", "Class list's column of names"),
    "roster_id_column": QT_TRANSLATE_NOOP("SettingsTable", "Class list's column of ids or e-mail addresses"),
}
#: The settings of the method itself, shown under "Advanced" (their labels use the method's own words).
ADVANCED = frozenset({"k", "num_perm", "seed", "lowest_threshold", "bands", "rows", "merge_gap_words",
                      "min_match_words", "fold_homoglyphs", "join_hyphenated", "workers"})


def _percent(value: float) -> str:
    return percent_sign(number(value * 100, 1))



def _file_names(paths: tuple[str, ...]) -> str:
    """Return the files' names only: their folders are the teacher's and say nothing about the scan."""
    return ", ".join(PurePath(p.replace("\\", "/")).name or p for p in paths)


def _value(settings: ScanSettings, name: str) -> str:
    """Return one setting's value in words."""
    value = getattr(settings, name)
    if name == "k":
        return f"{settings.shingle_k} {units_word(settings.unit)}" + (
            translate("SettingsTable", " (default)") if settings.k is None else "")
    if name in ("threshold", "min_score", "lowest_threshold"):
        return _percent(value)
    if name == "common_share":
        return _percent(
            value) + translate(
                "SettingsTable", " (and 10 or more documents)") if value > 0 else translate("SettingsTable", "off")
    if name == "min_match_words":
        on = units_for_words(value, settings.unit) > settings.shingle_k
        return str(
            value) if on else translate("SettingsTable", "{value} (off: not longer than a shingle)").format(value=value)
    if name in ("template_paths", "source_paths"):
        return _file_names(value) if value else translate("SettingsTable", "none")
    if name == "reference_collections":
        return ", ".join(value) if value else translate("SettingsTable", "none")
    if name == "reference_archives":
        return ", ".join(value) if value else translate("SettingsTable", "none")
    if name == "library_path":
        return value or (
            translate("SettingsTable", "the default one, in the user's data folder") if settings.reference_collections
                         else translate("SettingsTable", "not used"))
    if name in ("exclude_quotes", "exclude_cited_quotes", "exclude_bibliography"):
        return (translate("SettingsTable", "yes") if value else translate("SettingsTable", "no")) + translate("SettingsTable", " (always shown in their own "
                                                                                                                               "style)")
    if name == "workers":
        return str(value) if value else translate("SettingsTable", "one per core")
    if name == "unit":
        return units_word(value)
    if name == "passage_words":
        return str(value) if value else translate("SettingsTable", "off")
    if name == "layout":
        return engine_text(LAYOUT_NAMES.get(value, value))
    if name == "encodings":
        return count_text(len(value), "file") if value else translate("SettingsTable", "none")
    if name == "roster":
        return _file_names((value,)) if value else translate("SettingsTable", "none")
    if name in ("roster_name_column", "roster_id_column"):
        return value or (translate("SettingsTable", "recognised from its columns") if settings.roster else "—")
    if isinstance(value, bool):
        return translate("SettingsTable", "yes") if value else translate("SettingsTable", "no")
    if value is None:
        return translate("SettingsTable", "automatic")
    if isinstance(value, (int, float)):  # as the language writes numbers ("50", "1 000"), never "50.0"
        return number(value, 0 if value == int(value) else 1)
    return str(value)


def settings_rows(settings: ScanSettings, advanced: bool | None = None) -> list[tuple[str, str]]:
    """Return the scan settings as (label, value), in field order, the shingle length as actually used: all of
    them, or (advanced True / False) only the method's own settings / only the others."""
    return [
        (translate("SettingsTable", SETTING_LABELS[field.name]), _value(settings, field.name))
        for field in fields(settings)
        if advanced is None or (field.name in ADVANCED) == advanced
    ]
