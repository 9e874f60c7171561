"""The words a teacher sees for every figure, kind of passage and reason, and how each figure is written.

One vocabulary and one set of figures everywhere: the window's table and compare view, the HTML report, the
CSV export and the CLI's help all take their labels and numbers from here (a test compares them). The
method's own terms (shingles, MinHash, LSH, Jaccard) stay in the "How it works" page and Advanced settings.
No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from plagcheck.i18n import QT_TRANSLATE_NOOP, number, percent_sign, plural_index, translate
from plagcheck.shared.models import PairResult, Passage, PassageKind, Progress, ReportReason


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
    Figure("score", QT_TRANSLATE_NOOP("Vocabulary", "Score"), QT_TRANSLATE_NOOP("Vocabulary", "The larger share of one "
                                                                                              "document found in the "
                                                                                              "other, copied or reworded: "
                             "what the threshold applies to."), True),
    Figure("share_a", QT_TRANSLATE_NOOP("Vocabulary", "A found in B"), QT_TRANSLATE_NOOP("Vocabulary", "The share of document A's "
                                                                                                       "text found in document B."), True),
    Figure("share_b", QT_TRANSLATE_NOOP("Vocabulary", "B found in A"), QT_TRANSLATE_NOOP("Vocabulary", "The share of document B's "
                                                                                                       "text found in document A."), True),
    Figure("similar_overall", QT_TRANSLATE_NOOP("Vocabulary", "Similar overall"), QT_TRANSLATE_NOOP("Vocabulary", "How alike the two documents "
                                                                                                                  "are as wholes: the share of "
                                                                                                                  "all "
                                                 "their phrases that they have in common. Reworded copying "
                                                 "changes the phrases, so it shows little here; the score "
                                                 "counts it."), True),
    Figure("shared_words", QT_TRANSLATE_NOOP("Vocabulary", "Shared {units}"), QT_TRANSLATE_NOOP("Vocabulary", "How many {units} of "
                                                                                                              "document A lie in passages "
                                                                                                              "shared with B."), False),
    Figure("longest_run", QT_TRANSLATE_NOOP("Vocabulary", "Longest run ({units})"), QT_TRANSLATE_NOOP("Vocabulary", "The longest stretch of "
                                                                                                                    "{units} the two documents "
                                                                                                                    "have "
                                                   "identical, in the same order."), False),
    Figure("passages", QT_TRANSLATE_NOOP("Vocabulary", "Passages"), QT_TRANSLATE_NOOP("Vocabulary", "How many shared passages "
                                                                                                    "were found, copied or "
                                                                                                    "reworded."), False),
)
FIGURE_BY_KEY = {figure.key: figure for figure in FIGURES}

#: What each kind of passage is, in the legend of the window and the report.
KIND_WORDS: dict[PassageKind, str] = {
    "copied": QT_TRANSLATE_NOOP("Vocabulary", "the same words in the same order"),
    "reworded": QT_TRANSLATE_NOOP("Vocabulary", "the same content in other words or order"),
    "translated": QT_TRANSLATE_NOOP("Vocabulary", "the same content in another language"),
}
KIND_LABELS: dict[PassageKind, str] = {"copied": QT_TRANSLATE_NOOP("Vocabulary", "copied"),
                                       "reworded": QT_TRANSLATE_NOOP("Vocabulary", "reworded"),
                                       "translated": QT_TRANSLATE_NOOP("Vocabulary", "translated")}
#: Languages as the teacher reads them (engine/reworded/pivot.py names them as the stop-word lists do).
LANGUAGE_NAMES: dict[str, str] = {
    "english": QT_TRANSLATE_NOOP("Vocabulary", "English"), "french": QT_TRANSLATE_NOOP("Vocabulary", "French"),
    "spanish": QT_TRANSLATE_NOOP("Vocabulary", "Spanish"), "german": QT_TRANSLATE_NOOP("Vocabulary", "German"),
    "italian": QT_TRANSLATE_NOOP("Vocabulary", "Italian"), "portuguese": QT_TRANSLATE_NOOP("Vocabulary", "Portuguese"),
    "dutch": QT_TRANSLATE_NOOP("Vocabulary", "Dutch"), "indonesian": QT_TRANSLATE_NOOP("Vocabulary", "Indonesian"),
    "turkish": QT_TRANSLATE_NOOP("Vocabulary", "Turkish"),
}
#: What a reworded passage of shape (models.PassageBasis) stands on, in the window, the report and their
#: legends: its words are not very alike, so its likeness alone would undersell it.
SHAPE_LABEL = QT_TRANSLATE_NOOP("Vocabulary", "same sentence shapes")
SHAPE_WORDS = QT_TRANSLATE_NOOP("Vocabulary", "sentences in a row keep their order, length and small words, with most "
                                              "other words changed")

#: Why a pair is listed, in the table, the report and the slider's note.
REASON_WORDS: dict[ReportReason, str] = {
    "score": QT_TRANSLATE_NOOP("Vocabulary", "score at or above the threshold"),
    "passage": QT_TRANSLATE_NOOP("Vocabulary", "a long shared passage"),
}


def kind_words(kind: PassageKind) -> str:
    """Return what a kind of passage is, in the current language ("the same words in the same order")."""
    return translate("Vocabulary", KIND_WORDS[kind])


def kind_label(kind: PassageKind) -> str:
    """Return a kind of passage's name, in the current language ("copied")."""
    return translate("Vocabulary", KIND_LABELS[kind])


def shape_label() -> str:
    """Return the name of what a passage found by its shape stands on, in the current language."""
    return translate("Vocabulary", SHAPE_LABEL)


def shape_words() -> str:
    """Return what a passage found by its shape keeps, in the current language."""
    return translate("Vocabulary", SHAPE_WORDS)

#: The steps a teacher sees, in order, each with the pipeline stages (models.STAGES keys) it is made of.
STEPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (QT_TRANSLATE_NOOP("Vocabulary", "Reading"), ("read",)),
    (QT_TRANSLATE_NOOP("Vocabulary", "Comparing"), ("shingle", "signature", "candidates")),
    (QT_TRANSLATE_NOOP("Vocabulary", "Checking matches"), ("verify",)),
    (QT_TRANSLATE_NOOP("Vocabulary", "Checking the reference library"), ("reference",)),
)
#: The step each pipeline stage belongs to (models.STAGES key -> words).
STAGE_WORDS: dict[str, str] = {stage: words for words, stages in STEPS for stage in stages}
#: What a progress report's note says at the start of a stage, in plain words: the engine's own notes
#: ("440 passage windows", "26 candidate pairs") name the method's parts. Stages not listed keep their note.
_STAGE_NOTES = {
    "shingle": lambda total: translate(
        "Vocabulary", "comparing {documents}").format(documents=count_text(total, "document")),
    "signature": lambda total: "",
    "candidates": lambda total: translate("Vocabulary", "finding the pairs that share text"),
    "verify": lambda total: translate("Vocabulary", "{pairs} to check closely").format(pairs=count_text(total, "pair")),
}


def progress_note(progress: Progress) -> str:
    """Return the plain note of a progress report ("" for none): what the step is doing, never the method's
    terms."""
    if not progress.message:
        return ""
    note = _STAGE_NOTES.get(progress.stage)
    if note is not None:
        return note(progress.total)
    if progress.stage == "read":
        return translate("Vocabulary", "{files} found").format(files=count_text(progress.total, "file")) \
            if progress.total else translate("Vocabulary", "listing the zips")
    return translate("Vocabulary", _ENGINE_NOTES.get(progress.message, progress.message))


#: The engine's other notes, which it writes in English (it knows nothing of languages), as the window shows them.
_ENGINE_NOTES = {message: message for message in (
    QT_TRANSLATE_NOOP("Vocabulary", "preparing the library for these settings"),
    QT_TRANSLATE_NOOP("Vocabulary", "reading the matching archive documents"),
    QT_TRANSLATE_NOOP("Vocabulary", "reading what the archive holds"),
    QT_TRANSLATE_NOOP("Vocabulary", "reading the documents"),
    QT_TRANSLATE_NOOP("Vocabulary", "committing"),
)}


def step_words(words: str) -> str:
    """Return a step's name (one of STEPS) in the current language."""
    return translate("Vocabulary", words)


def ignored_text(template: int, common: int) -> str:
    """Return "412 template and 35 common phrases ignored" ("" when nothing was ignored)."""
    if not template and not common:
        return ""
    return translate(
        "Vocabulary", "{template} template and {common} common phrases ignored").format(
            template=number(template), common=number(common))


def units_word(unit: str) -> str:
    """Return "words" or "characters" for a scan's unit ("word" or "char"), in the current language."""
    return translate("Vocabulary", "characters") if unit == "char" else translate("Vocabulary", "words")


def figure_label(key: str, unit: str = "word") -> str:
    """Return the label of figure `key` in a scan's unit (e.g. "Shared words")."""
    label = translate("Vocabulary", FIGURE_BY_KEY[key].label).format(units=units_word(unit))
    return label[:1].upper() + label[1:]  # "{units} communs": the unit may come first


def figure_explanation(key: str, unit: str = "word") -> str:
    """Return the plain explanation of figure `key`, for tooltips and the report."""
    return translate("Vocabulary", FIGURE_BY_KEY[key].explanation).format(units=units_word(unit))


def percent(value: float) -> str:
    """Return a share as the window and report write it: "37%", and one decimal under 10% ("4.5%", "0.8%")."""
    shown = value * 100
    if round(shown, 1) >= 10 or round(shown, 1) == round(shown):
        return percent_sign(number(round(shown)))
    return percent_sign(number(shown, 1))


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
    return percent(value) if FIGURE_BY_KEY[key].percent else number(value)


def csv_header(key: str, unit: str = "word") -> str:
    """Return the CSV column title of figure `key`: its label as the window and the report give it, in the
    current language, with "(%)" after a share (the teacher opens the CSV in a spreadsheet; the JSON's keys are
    the programs' and stay English)."""
    return figure_label(key, unit) + (" (%)" if FIGURE_BY_KEY[key].percent else "")


def csv_value(key: str, value: float | int) -> str:
    """Return figure `key`'s value for the CSV: a share as a percentage with two decimals, a count as is."""
    return f"{value * 100:.2f}" if FIGURE_BY_KEY[key].percent else str(value)


def reason_text(reason: ReportReason | None, pair: PairResult, copied_only: bool = False, unit: str = "word") -> str:
    """Return why the pair is listed, in plain words ("" when it is not listed)."""
    if reason == "passage":
        return translate("Vocabulary", "{reason} ({length} {units})").format(
            reason=translate("Vocabulary", REASON_WORDS["passage"]), length=number(pair.longest_passage(copied_only)),
            units=units_word(unit))
    return translate("Vocabulary", REASON_WORDS[reason]) if reason else ""


def kind_text(passage: Passage) -> str:
    """Return a passage's kind as the teacher reads it: "copied", "reworded", or a translated passage's with
    its languages, "translated (French ← English)" (from English, the language the pivot translates through,
    which a school's students translate from; "German ↔ Spanish" between two others)."""
    if passage.kind != "translated" or len(passage.languages) != 2:
        return kind_label(passage.kind)
    a, b = passage.languages
    if "english" in (a, b):
        other = b if a == "english" else a
        return translate("Vocabulary", "translated ({language} ← English)").format(language=_language_name(other))
    return translate("Vocabulary", "translated ({a} ↔ {b})").format(a=_language_name(a), b=_language_name(b))


def _language_name(language: str) -> str:
    """Return a language's name (as the stop-word lists name it) in the current language."""
    return translate("Vocabulary", LANGUAGE_NAMES[language]) if language in LANGUAGE_NAMES else language.title()


def passage_text(passage: Passage) -> str:
    """Return a passage's kind (kind_text) and how alike its two sides are, "reworded, 64% alike"; for one
    that stands on its shape, that first: "reworded, same sentence shapes, 14% alike in words" (basis_text
    says more)."""
    if passage.basis == "shape":
        return translate("Vocabulary", "{kind}, {SHAPE_LABEL}, {similarity} alike in words").format(
            kind=kind_text(passage), SHAPE_LABEL=shape_label(), similarity=percent(passage.similarity))
    return translate("Vocabulary", "{kind}, {similarity} alike").format(
        kind=kind_text(passage), similarity=percent(passage.similarity))


def basis_text(passage: Passage) -> str:
    """Return what a passage that stands on its shape stands on, in plain words: "same sentence shapes: 6
    sentences in a row keep their order, length and small words, with most other words changed"; "" for any
    other passage (its likeness says it)."""
    if passage.basis != "shape":
        return ""
    # A result written by hand (or damaged) may lack the count: the words still hold without it.
    count = f"{number(passage.in_place_sentences)} " if passage.in_place_sentences else ""
    return f"{shape_label()}: {count}{shape_words()}"


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
        return translate("Vocabulary", "today at {clock}").format(clock=clock)
    if local.date() == today - timedelta(days=1):
        return translate("Vocabulary", "yesterday at {clock}").format(clock=clock)
    return written_date(local)


def written_date(moment: datetime) -> str:
    """Return a moment as a date in a text says it, whatever the day: "23 Nov 2026 at 18:38" ("23 nov. 2026 à
    18:38"), in its own time zone."""
    return translate("Vocabulary", "{day} {month} {year} at {clock}").format(
        day=moment.day, month=translate("Vocabulary", _MONTHS[moment.month - 1]), year=moment.year,
        clock=moment.strftime("%H:%M"))


#: Months as a date in the text names them (not strftime's, which follows the C locale, not the app's language).
_MONTHS = (QT_TRANSLATE_NOOP("Vocabulary", "Jan"), QT_TRANSLATE_NOOP("Vocabulary", "Feb"),
           QT_TRANSLATE_NOOP("Vocabulary", "Mar"), QT_TRANSLATE_NOOP("Vocabulary", "Apr"),
           QT_TRANSLATE_NOOP("Vocabulary", "May"), QT_TRANSLATE_NOOP("Vocabulary", "Jun"),
           QT_TRANSLATE_NOOP("Vocabulary", "Jul"), QT_TRANSLATE_NOOP("Vocabulary", "Aug"),
           QT_TRANSLATE_NOOP("Vocabulary", "Sep"), QT_TRANSLATE_NOOP("Vocabulary", "Oct"),
           QT_TRANSLATE_NOOP("Vocabulary", "Nov"), QT_TRANSLATE_NOOP("Vocabulary", "Dec"))


def counted(number: int, noun: str) -> str:
    """Return "1 pair", "3 pairs", "1,204 pairs": a count with its noun in the singular or the plural, in
    English (the engine's and the command line's notes; count_text is the teacher's language)."""
    return f"{number:,} {noun}" if number == 1 else f"{number:,} {noun}s"


#: Each noun counted for the teacher, with its singular and plural forms ({n}: the number).
_COUNTED = {
    "pair": (QT_TRANSLATE_NOOP("Counted", "{n} pair"), QT_TRANSLATE_NOOP("Counted", "{n} pairs")),
    "file": (QT_TRANSLATE_NOOP("Counted", "{n} file"), QT_TRANSLATE_NOOP("Counted", "{n} files")),
    "document": (QT_TRANSLATE_NOOP("Counted", "{n} document"), QT_TRANSLATE_NOOP("Counted", "{n} documents")),
    "student": (QT_TRANSLATE_NOOP("Counted", "{n} student"), QT_TRANSLATE_NOOP("Counted", "{n} students")),
    "group": (QT_TRANSLATE_NOOP("Counted", "{n} group"), QT_TRANSLATE_NOOP("Counted", "{n} groups")),
    "submission": (QT_TRANSLATE_NOOP("Counted", "{n} submission"), QT_TRANSLATE_NOOP("Counted", "{n} submissions")),
    "source text": (QT_TRANSLATE_NOOP("Counted", "{n} source text"), QT_TRANSLATE_NOOP("Counted", "{n} source texts")),
    "cached text": (QT_TRANSLATE_NOOP("Counted", "{n} cached text"), QT_TRANSLATE_NOOP("Counted", "{n} cached texts")),
    "earlier attempt": (QT_TRANSLATE_NOOP("Counted", "{n} earlier attempt"),
                        QT_TRANSLATE_NOOP("Counted", "{n} earlier attempts")),
    "text": (QT_TRANSLATE_NOOP("Counted", "{n} text"), QT_TRANSLATE_NOOP("Counted", "{n} texts")),
    "platform file": (
        QT_TRANSLATE_NOOP("Counted", "{n} platform file"), QT_TRANSLATE_NOOP("Counted", "{n} platform files")),
    "zip": (QT_TRANSLATE_NOOP("Counted", "{n} zip"), QT_TRANSLATE_NOOP("Counted", "{n} zips")),
    "file handed in twice": (QT_TRANSLATE_NOOP("Counted", "{n} file handed in twice"),
                             QT_TRANSLATE_NOOP("Counted", "{n} files handed in twice")),
    "receipt": (QT_TRANSLATE_NOOP("Counted", "{n} receipt"), QT_TRANSLATE_NOOP("Counted", "{n} receipts")),
    "web address": (QT_TRANSLATE_NOOP("Counted", "{n} web address"), QT_TRANSLATE_NOOP("Counted", "{n} web addresses")),
    "draft not handed in": (QT_TRANSLATE_NOOP("Counted", "{n} draft not handed in"),
                            QT_TRANSLATE_NOOP("Counted", "{n} drafts not handed in")),
    "index page": (QT_TRANSLATE_NOOP("Counted", "{n} index page"), QT_TRANSLATE_NOOP("Counted", "{n} index pages")),
}


def counted_nouns() -> frozenset[str]:
    """Return the nouns count_text writes in the teacher's language (the others it counts in English)."""
    return frozenset(_COUNTED)


def count_text(count: int, noun: str) -> str:
    """Return a count with its noun as the teacher reads it, in the current language and its plural rule
    ("1 paire", "3 paires", "1 204 paires"); a noun not listed in _COUNTED is counted in English."""
    forms = _COUNTED.get(noun)
    if forms is None:
        return counted(count, noun)
    return translate("Counted", forms[plural_index(count)]).format(n=number(count))
