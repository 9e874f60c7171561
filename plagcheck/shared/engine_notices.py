"""What the engine has to tell the teacher of a scan, as a key and its parameters: never as a sentence in one
language.

The engine (and the settings' checks) make `Notice`s; the window and the report write them in the teacher's
language at their edge (plagcheck/shared/engine_messages.py: `notice_text`), the command line and the JSON in
English (`str(notice)`). Each key's English text is marked here for lupdate, so the .ts files hold it and its
translations. No Qt here, and no language chosen here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from plagcheck.i18n import QT_TRANSLATE_NOOP

#: The context of the notices' texts in the .ts files.
CONTEXT = "Notices"


@dataclass(frozen=True)
class Counted:
    """A count and its noun ("file", "zip", "pair"): written "3 files", in the teacher's language and its plural
    rule where the noun is one of plagcheck.shared.vocabulary's."""

    count: int
    noun: str

    def english(self) -> str:
        """Return the count and its noun in English ("1 file", "1,204 files")."""
        return f"{self.count:,} {self.noun}{'' if self.count == 1 else 's'}"


Value = Union[str, int, float, Counted]


@dataclass(frozen=True)
class Notice:
    """One message for the teacher: `key` (one of TEXTS) and the values its text names, in order."""

    key: str
    params: tuple[tuple[str, Value], ...] = ()

    @classmethod
    def of(cls, key: str, **values: Value) -> Notice:
        """Return the notice `key` with these values (a KeyError for a key TEXTS does not hold)."""
        if key not in TEXTS:
            raise KeyError(f"no notice {key!r}")
        return cls(key, tuple(values.items()))

    @property
    def values(self) -> dict[str, Value]:
        """Return the notice's values by name."""
        return dict(self.params)

    def english(self) -> str:
        """Return the notice in English, as the command line and the JSON write it."""
        return TEXTS[self.key].format(**{name: english_value(value) for name, value in self.params})

    def __str__(self) -> str:
        return self.english()

    def to_dict(self) -> dict[str, Any]:
        """Return the notice as JSON holds it: {"key": ..., "params": {name: value or {"count", "noun"}}}."""
        return {"key": self.key, "params": {name: {"count": value.count, "noun": value.noun}
                                            if isinstance(value, Counted) else value for name, value in self.params}}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Notice:
        """Return the notice of to_dict's form; an unknown key (a later version's) becomes its English text."""
        params = tuple((name, Counted(int(value["count"]), str(value["noun"])) if isinstance(value, dict) else value)
                       for name, value in dict(data.get("params", {})).items())
        if data.get("key") in TEXTS:
            return cls(str(data["key"]), params)
        return cls.of("text", text=str(data.get("english", data.get("key", ""))))


def english_value(value: Value) -> str:
    """Return a notice's value as English writes it ("1,204", "20", "3 files")."""
    if isinstance(value, Counted):
        return value.english()
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, float):
        return f"{value:,g}" if value != int(value) else f"{int(value):,}"
    return f"{value:,}"


def text_notice(text: str) -> Notice:
    """Return a message written before notices existed (a saved check's English) as a notice shown as it is."""
    return Notice.of("text", text=text)


#: Every notice's English text by key ({name}: a value of the notice).
TEXTS: dict[str, str] = {
    # A message of an earlier version (a saved check's), shown as it was written.
    "text": "{text}",
    # A pair compared only in part (engine/copied/verify.py).
    "pair.cut_off": QT_TRANSLATE_NOOP(
        "Notices", "compared only in part: this pair took over {seconds} s to compare (the files may be built to "
                   "stall the check), so passages past the point reached were not looked for, reworded ones not at "
                   "all, and its scores count every shared phrase; compare the two files by hand"),
    "pair.crowded": QT_TRANSLATE_NOOP(
        "Notices", "shown in part: this pair shares more than {passages} separate passages (one file may be the "
                   "other's pieces shuffled and repeated), so only the longest {passages} are shown, reworded ones "
                   "were not looked for, and its scores count every passage; compare the two files by hand"),
    "pair.not_compared": QT_TRANSLATE_NOOP(
        "Notices", "not compared in full: comparing this pair took too long or failed, so no passage was looked "
                   "for and its scores count every shared phrase; compare the two files by hand"),
    # The scan as a whole (pipeline.scan).
    "scan.memory_unset": QT_TRANSLATE_NOOP(
        "Notices", "The memory limit for reading files could not be set on this system: a file built to exhaust "
                   "memory was stopped only by the limits inside the readers and the time limit."),
    "scan.memory_low": QT_TRANSLATE_NOOP(
        "Notices", "Files were read with less memory than usual: this program runs under a memory limit set outside "
                   "it (ulimit -v, a container or a batch system), which left each reader {least} MB instead of "
                   "{usual} MB; a file that needed more is listed as too large to read."),
    "scan.zips_too_many_files": QT_TRANSLATE_NOOP(
        "Notices", "Only part of the zips was read: they hold more than {files} files in all, as no class's do. Not "
                   "read (listed under File problems): {zips}; the files of the zips listed before them were checked."),
    "scan.zips_too_large": QT_TRANSLATE_NOOP(
        "Notices", "Only part of the zips was read: they unpack to more than {gigabytes} GB in all, as no class's "
                   "do. Not read (listed under File problems): {zips}; the files of the zips listed before them were "
                   "checked."),
    "scan.zips_too_slow": QT_TRANSLATE_NOOP(
        "Notices", "Only part of the zips was read: listing them took more than {seconds} s, as no class's does. Not "
                   "read (listed under File problems): {zips}; the files of the zips listed before them were checked."),
    "scan.budget_words": QT_TRANSLATE_NOOP(
        "Notices", "To keep within its memory budget, the scan compared the longest files only in part ({files}, "
                   "listed under File problems): it compares at most {units} words of one file, and as much of the "
                   "class as about {megabytes} MB of memory holds."),
    "scan.budget_characters": QT_TRANSLATE_NOOP(
        "Notices", "To keep within its memory budget, the scan compared the longest files only in part ({files}, "
                   "listed under File problems): it compares at most {units} characters of one file, and as much of "
                   "the class as about {megabytes} MB of memory holds."),
    # The settings' checks (models.ScanSettings.validate): the Settings dialog shows them.
    "settings.unit": QT_TRANSLATE_NOOP("Notices", "the unit must be 'word' or 'char', not {value}"),
    "settings.k": QT_TRANSLATE_NOOP("Notices", "k must be between 1 and 50 (the length of a run), not {value}"),
    "settings.num_perm": QT_TRANSLATE_NOOP(
        "Notices", "num-perm must be between 16 and 1024 (the fingerprints per document), not {value}"),
    "settings.threshold": QT_TRANSLATE_NOOP("Notices", "the threshold must be between 0 and 1, not {value}"),
    "settings.min_score": QT_TRANSLATE_NOOP(
        "Notices", "the smallest overlap kept (min-score) must be between 0 and 1, not {value}"),
    "settings.lowest_threshold": QT_TRANSLATE_NOOP(
        "Notices", "the lowest threshold (lowest-threshold) must be between 0 and 1, not {value}"),
    "settings.common_share": QT_TRANSLATE_NOOP(
        "Notices", "the share of documents that makes a phrase common (common-share) must be between 0 and 1, not "
                   "{value}"),
    "settings.bands_rows_pair": QT_TRANSLATE_NOOP("Notices", "give both bands and rows, or neither"),
    "settings.bands_rows": QT_TRANSLATE_NOOP(
        "Notices", "bands x rows must be at least 1 and at most the fingerprints per document ({num_perm}), not "
                   "{bands} x {rows}"),
    "settings.passage_lengths": QT_TRANSLATE_NOOP(
        "Notices", "the gap joined inside a passage and the shortest passage cannot be negative"),
    "settings.passage_words": QT_TRANSLATE_NOOP("Notices", "the long-passage rule's number of words cannot be negative"),
    "settings.max_file_mb": QT_TRANSLATE_NOOP("Notices", "the file size limit must be positive"),
    "settings.layout": QT_TRANSLATE_NOOP("Notices", "the layout must be one of {layouts}, not {value}"),
    "settings.encoding": QT_TRANSLATE_NOOP("Notices", "unknown encoding, or not one a text file is written in: {value}"),
}


class SettingsError(ValueError):
    """A setting out of range: its notice says which (str() is its English, as the command line prints it)."""

    def __init__(self, notice: Notice) -> None:
        super().__init__(notice.english())
        self.notice = notice
