"""The words a teacher sees for every figure, kind of passage and reason, and how each figure is written.

One vocabulary and one set of figures everywhere: the window's table and compare view, the HTML report, the
CSV export and the CLI's help all take their labels and numbers from here (a test compares them). The
method's own terms (shingles, MinHash, LSH, Jaccard) stay in the "How it works" page and Advanced settings.
No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from plagcheck.models import PairResult, Passage, PassageKind, Progress, ReportReason


@dataclass(frozen=True)
class Figure:
    """One figure of a pair: its label (with {units} where it counts words or characters) and what it means."""

    key: str
    label: str
    explanation: str
    #: True for a share (written as a percentage), False for a count.
    percent: bool


#: Every figure of a pair, in the order the table, the report and the CSV list them.
FIGURES: tuple[Figure, ...] = (
    Figure("score", "Score", "The larger share of one document found in the other, copied or reworded: "
                             "what the threshold applies to.", True),
    Figure("share_a", "A found in B", "The share of document A's text found in document B.", True),
    Figure("share_b", "B found in A", "The share of document B's text found in document A.", True),
    Figure("similar_overall", "Similar overall", "How alike the two documents are as wholes: the share of all "
                                                 "their phrases that they have in common. Reworded copying "
                                                 "changes the phrases, so it shows little here; the score "
                                                 "counts it.", True),
    Figure("shared_words", "Shared {units}", "How many {units} of document A lie in passages shared with B.", False),
    Figure("longest_run", "Longest run ({units})", "The longest stretch of {units} the two documents have "
                                                   "identical, in the same order.", False),
    Figure("passages", "Passages", "How many shared passages were found, copied or reworded.", False),
)
FIGURE_BY_KEY = {figure.key: figure for figure in FIGURES}

#: What each kind of passage is, in the legend of the window and the report.
KIND_WORDS: dict[PassageKind, str] = {
    "copied": "the same words in the same order",
    "reworded": "the same content in other words or order",
    "translated": "the same content in another language",
}
KIND_LABELS: dict[PassageKind, str] = {"copied": "copied", "reworded": "reworded", "translated": "translated"}
#: Languages as the teacher reads them (engine/reworded/pivot.py names them as the stop-word lists do).
LANGUAGE_NAMES: dict[str, str] = {
    "english": "English", "french": "French", "spanish": "Spanish", "german": "German", "italian": "Italian",
    "portuguese": "Portuguese", "dutch": "Dutch", "indonesian": "Indonesian", "turkish": "Turkish",
}
#: What a reworded passage of shape (models.PassageBasis) stands on, in the window, the report and their
#: legends: its words are not very alike, so its likeness alone would undersell it.
SHAPE_LABEL = "same sentence shapes"
SHAPE_WORDS = "sentences in a row keep their order, length and small words, with most other words changed"

#: Why a pair is listed, in the table, the report and the slider's note.
REASON_WORDS: dict[ReportReason, str] = {
    "score": "score at or above the threshold",
    "passage": "a long shared passage",
}

#: The steps a teacher sees, in order, each with the pipeline stages (models.STAGES keys) it is made of.
STEPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Reading", ("read",)),
    ("Comparing", ("shingle", "signature", "candidates")),
    ("Checking matches", ("verify",)),
    ("Checking the reference library", ("reference",)),
)
#: The step each pipeline stage belongs to (models.STAGES key -> words).
STAGE_WORDS: dict[str, str] = {stage: words for words, stages in STEPS for stage in stages}
#: What a progress report's note says at the start of a stage, in plain words: the engine's own notes
#: ("440 passage windows", "26 candidate pairs") name the method's parts. Stages not listed keep their note.
_STAGE_NOTES = {
    "shingle": lambda total: f"comparing {counted(total, 'document')}",
    "signature": lambda total: "",
    "candidates": lambda total: "finding the pairs that share text",
    "verify": lambda total: f"{counted(total, 'pair')} to check closely",
}


def progress_note(progress: Progress) -> str:
    """Return the plain note of a progress report ("" for none): what the step is doing, never the method's
    terms."""
    if not progress.message:
        return ""
    note = _STAGE_NOTES.get(progress.stage)
    return progress.message if note is None else note(progress.total)


def ignored_text(template: int, common: int) -> str:
    """Return "412 template and 35 common phrases ignored" ("" when nothing was ignored)."""
    if not template and not common:
        return ""
    return f"{template:,} template and {common:,} common phrases ignored"


def units_word(unit: str) -> str:
    """Return "words" or "characters" for a scan's unit ("word" or "char")."""
    return "characters" if unit == "char" else "words"


def figure_label(key: str, unit: str = "word") -> str:
    """Return the label of figure `key` in a scan's unit (e.g. "Shared words")."""
    return FIGURE_BY_KEY[key].label.format(units=units_word(unit))


def figure_explanation(key: str, unit: str = "word") -> str:
    """Return the plain explanation of figure `key`, for tooltips and the report."""
    return FIGURE_BY_KEY[key].explanation.format(units=units_word(unit))


def percent(value: float) -> str:
    """Return a share as the window and report write it: "37%", and one decimal under 10% ("4.5%", "0.8%")."""
    shown = value * 100
    if round(shown, 1) >= 10 or round(shown, 1) == round(shown):
        return f"{round(shown):.0f}%"
    return f"{shown:.1f}%"


def shared_units(pair: PairResult, copied_only: bool = False) -> int:
    """Return how many words (characters in char mode) of document A lie inside shared passages (with
    `copied_only`, inside the pair's copied part: PairResult.copied_part)."""
    return sum(p.length_a for p in (pair.copied_part() if copied_only else pair).passages)


def pair_figures(pair: PairResult, copied_only: bool = False) -> dict[str, float | int]:
    """Return every figure of `pair` by key (shares as fractions); with `copied_only`, copied text only, as
    the pair's copied part shows it (the copied runs a reworded passage took in count as passages)."""
    passages = (pair.copied_part() if copied_only else pair).passages
    return {
        "score": pair.score_counting(copied_only),
        "share_a": pair.containment_a if copied_only else pair.share_a,
        "share_b": pair.containment_b if copied_only else pair.share_b,
        "similar_overall": pair.jaccard,
        "shared_words": shared_units(pair, copied_only),
        "longest_run": pair.longest_run,
        "passages": len(passages),
    }


def format_figure(key: str, value: float | int) -> str:
    """Return figure `key`'s value as the window and the report show it ("37%", "1,204")."""
    return percent(value) if FIGURE_BY_KEY[key].percent else f"{value:,}"


def csv_header(key: str, unit: str = "word") -> str:
    """Return the CSV column title of figure `key`: its label, with "(%)" after a share."""
    return figure_label(key, unit) + (" (%)" if FIGURE_BY_KEY[key].percent else "")


def csv_value(key: str, value: float | int) -> str:
    """Return figure `key`'s value for the CSV: a share as a percentage with two decimals, a count as is."""
    return f"{value * 100:.2f}" if FIGURE_BY_KEY[key].percent else str(value)


def reason_text(reason: ReportReason | None, pair: PairResult, copied_only: bool = False, unit: str = "word") -> str:
    """Return why the pair is listed, in plain words ("" when it is not listed)."""
    if reason == "passage":
        return f"{REASON_WORDS['passage']} ({pair.longest_passage(copied_only):,} {units_word(unit)})"
    return REASON_WORDS[reason] if reason else ""


def kind_text(passage: Passage) -> str:
    """Return a passage's kind as the teacher reads it: "copied", "reworded", or a translated passage's with
    its languages, "translated (French ← English)" (from English, the language the pivot translates through,
    which a school's students translate from; "German ↔ Spanish" between two others)."""
    if passage.kind != "translated" or len(passage.languages) != 2:
        return KIND_LABELS[passage.kind]
    a, b = (LANGUAGE_NAMES.get(language, language.title()) for language in passage.languages)
    if b == "English" or a == "English":
        return f"translated ({b if a == 'English' else a} ← English)"
    return f"translated ({a} ↔ {b})"


def passage_text(passage: Passage) -> str:
    """Return a passage's kind (kind_text) and how alike its two sides are, "reworded, 64% alike"; for one
    that stands on its shape, that first: "reworded, same sentence shapes, 14% alike in words" (basis_text
    says more)."""
    if passage.basis == "shape":
        return f"{kind_text(passage)}, {SHAPE_LABEL}, {percent(passage.similarity)} alike in words"
    return f"{kind_text(passage)}, {percent(passage.similarity)} alike"


def basis_text(passage: Passage) -> str:
    """Return what a passage that stands on its shape stands on, in plain words: "same sentence shapes: 6
    sentences in a row keep their order, length and small words, with most other words changed"; "" for any
    other passage (its likeness says it)."""
    if passage.basis != "shape":
        return ""
    # A result written by hand (or damaged) may lack the count: the words still hold without it.
    count = f"{passage.in_place_sentences:,} " if passage.in_place_sentences else ""
    return f"{SHAPE_LABEL}: {count}{SHAPE_WORDS}"


def human_date(iso: str, now: datetime | None = None) -> str:
    """Return an ISO 8601 timestamp in the computer's local time as a person says it: "today at 18:38",
    "yesterday at 09:12", "23 Nov 2026 at 18:38" (the text itself when it is not a timestamp)."""
    try:
        moment = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return iso
    local = moment.astimezone() if moment.tzinfo else moment
    today = (now or datetime.now(local.tzinfo)).astimezone(local.tzinfo).date() if local.tzinfo else \
        (now or datetime.now()).date()
    clock = local.strftime("%H:%M")
    if local.date() == today:
        return f"today at {clock}"
    if local.date() == today - timedelta(days=1):
        return f"yesterday at {clock}"
    return f"{local.day} {local.strftime('%b %Y')} at {clock}"


def counted(number: int, noun: str) -> str:
    """Return "1 pair", "3 pairs", "1,204 pairs": a count with its noun in the singular or the plural."""
    return f"{number:,} {noun}" if number == 1 else f"{number:,} {noun}s"
