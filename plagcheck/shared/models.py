"""The small immutable records that cross every seam: engine -> pipeline -> CLI, GUI and reports.

Nothing here imports Qt. Offsets are always Python string indices into a document's extracted text.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

from plagcheck.shared.charsets import text_codec
from plagcheck.shared.engine_notices import Notice, SettingsError

Unit = Literal["word", "char"]
DocStatus = Literal["ok", "warning", "error", "skipped"]
#: "copied": the same words in the same order (verbatim, or with a few words changed); "reworded": the same
#: content in other words or another order (paraphrased, shuffled, synonyms swapped, summarised); "translated":
#: the same content in another language (engine/reworded/pivot.py).
PassageKind = Literal["copied", "reworded", "translated"]
#: What makes a passage a passage: "words", the two sides' words are alike enough (always so for a copied
#: passage); "shape", a reworded passage whose words are not very alike but whose sentences kept their order,
#: length and small words, sentence after sentence (what a synonym tool leaves: engine/reworded/passages.py).
PassageBasis = Literal["words", "shape"]
#: Why a pair is reported: its score reaches the threshold, or it shares a long passage whatever its score.
ReportReason = Literal["score", "passage"]

#: The layouts a teacher can choose (ScanSettings.layout): "auto" recognises a platform's download from the file
#: names; engine/reading/layouts.py reads each, and names each in LAYOUT_NAMES.
LAYOUTS = ("auto", "moodle", "canvas", "blackboard", "brightspace", "classroom", "teams", "folders", "files")
#: Shingle length per unit when the user does not choose one (METHOD.md: 3-5 words, 5-10 characters).
DEFAULT_K: dict[str, int] = {"word": 5, "char": 9}


@dataclass(frozen=True)
class ScanSettings:
    """Everything that decides a scan's result. Changing any field except `threshold` needs a rescan."""

    unit: Unit = "word"
    k: int | None = None  # None: DEFAULT_K[unit]
    num_perm: int = 128
    seed: int = 1
    #: Pairs shown have a score (the larger containment) at or above this; the slider moves it. Measured on
    #: PAN 2013: 0.02 keeps 494 of the 500 verbatim pairs (a 150-word paragraph in an 8,000-word thesis is 2%).
    threshold: float = 0.02
    #: Verified pairs scoring below this are dropped: the lowest value the slider can reach without a rescan.
    min_score: float = 0.01
    #: The Jaccard similarity the whole-document LSH index is tuned for; (bands, rows) are chosen for it
    #: unless given. Copied passages inside longer documents are caught by the passage-window index instead.
    lowest_threshold: float = 0.2
    bands: int | None = None
    rows: int | None = None
    #: Gaps of up to this many words between shared runs are bridged when passages are merged.
    merge_gap_words: int = 20
    #: Small-match filter: shingles shared only in exact runs shorter than this many words do not count
    #: (0, or anything up to k, switches it off). A short run still counts inside a passage that also has a
    #: long one (the edited edges of a copy). Measured on 31,125 pairs of unrelated PAN 2013 web pages, the
    #: 500 verbatim pairs and 40 planted 1-in-4 paraphrases: 6 and 8 both take the 99.9th percentile of
    #: incidental overlap from 0.47% to 0 and keep every positive above 2%; 8 leaves 8 unrelated pairs at
    #: 1% or more instead of 11; 10 loses 3 of the 40 paraphrases.
    min_match_words: int = 8
    #: Passages shorter than this many words are not reported (word-shingle runs are at least k long).
    min_passage_words: int = 8
    #: Look for reworded copying too: a second index over windows of content words, and an aligner that
    #: follows copying through changed words and order. Off: verbatim and near-verbatim copying only.
    find_reworded: bool = True
    #: A pair is reported whatever its score when it shares a passage of at least this many words (in the
    #: shorter side): a teacher judges copying by how much was taken, not only by its share of the essay.
    #: 0 switches the rule off.
    passage_words: int = 40
    #: Display only (changes no scan, like `threshold`): show copied passages and scores only, hiding
    #: reworded passages and the pairs reported only because of them.
    copied_only: bool = False
    #: Shingles held by more than this share of the class (and by 10+ documents) are ignored as common
    #: text (boilerplate everyone writes), and so are those 3+ students hold at the same place, their first
    #: or last words (a cover sheet, the question pasted at the top: engine/copied/exclusions.py); 0 switches both
    #: filters off.
    common_share: float = 0.3
    #: Files of text given to everyone (the assignment, a template): their shingles never count.
    template_paths: tuple[str, ...] = ()
    #: Files or folders among those scanned that hold sources (readings, the original texts), not students'
    #: work: they are compared with the students like reference-library texts, never grouped as students,
    #: and named as the likely origin (plagcheck/engine/reading/marked_sources.py marks them).
    source_paths: tuple[str, ...] = ()
    #: Reference-library collections the class is compared with (never with each other).
    reference_collections: tuple[str, ...] = ()
    #: The library file; empty for the default one in the user's data folder.
    library_path: str = ""
    #: Parquet archives (a folder or an fsspec URL: plagcheck/archive) the class is compared with, read only.
    reference_archives: tuple[str, ...] = ()
    #: Leave quotations (in quotation marks, or DocumentRecord.block_quotes) out of the comparison (they are
    #: always detected and shown).
    exclude_quotes: bool = False
    #: Leave quotations with a citation beside them ("quoted and cited": engine/text/citations.py) out of the
    #: comparison: honest use of a source accuses no one. A quotation with no citation counts unless
    #: exclude_quotes leaves every quotation out.
    exclude_cited_quotes: bool = True
    #: Leave the reference list (References, Bibliography, Works Cited...) out of the comparison.
    exclude_bibliography: bool = True
    fold_homoglyphs: bool = True
    join_hyphenated: bool = True
    #: Files larger than this are reported as too large and not read.
    max_file_mb: float = 50.0
    #: Each sub-folder of a dropped folder is one submission made of all its files (when no platform's
    #: layout is recognised).
    group_subfolders: bool = False
    #: How the class's files are named and grouped (engine/reading/layouts.py): "auto" recognises a platform's
    #: download; a platform's name ("moodle", "canvas"...), "folders" or "files" applies that layout.
    layout: str = "auto"
    #: Processes used for text extraction and for comparing candidate pairs (0: one per core).
    workers: int = 0
    #: Text files to read in an encoding the teacher chose, as (sha256 of the file's bytes, codec name):
    #: for a file whose guessed encoding was wrong. Keyed by content, so it follows the file if moved.
    encodings: tuple[tuple[str, str], ...] = ()
    #: The class list (a CSV or XLSX export of the platform's gradebook or participants: engine/reading/
    #: class_list.py) that names the students; "" for none. Its columns are recognised unless named here.
    roster: str = ""
    roster_name_column: str = ""
    roster_id_column: str = ""

    @property
    def shingle_k(self) -> int:
        """Return the shingle length in force: `k` if set, else the default for the unit."""
        return self.k if self.k is not None else DEFAULT_K[self.unit]

    def with_threshold(self, threshold: float) -> ScanSettings:
        """Return a copy with another display threshold (no rescan needed)."""
        return replace(self, threshold=threshold)

    def same_scan(self, other: ScanSettings) -> bool:
        """Return True when `other` differs from these settings only in display fields (no rescan needed)."""
        display = {"threshold": 0.0, "copied_only": False}
        return replace(self, **display) == replace(other, **display)

    def validate(self) -> None:
        """Raise SettingsError (a ValueError whose notice says which setting, in any language) if any setting is
        out of range."""
        def out_of_range(key: str, **values: object) -> SettingsError:
            return SettingsError(Notice.of(key, **values))

        if self.unit not in ("word", "char"):
            raise out_of_range("settings.unit", value=repr(self.unit))
        if self.k is not None and not 1 <= self.k <= 50:
            raise out_of_range("settings.k", value=self.k)
        if not 16 <= self.num_perm <= 1024:
            raise out_of_range("settings.num_perm", value=self.num_perm)
        for name in ("threshold", "min_score", "lowest_threshold", "common_share"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise out_of_range(f"settings.{name}", value=value)
        if (self.bands is None) != (self.rows is None):
            raise out_of_range("settings.bands_rows_pair")
        if self.bands is not None and self.rows is not None:
            if self.bands < 1 or self.rows < 1 or self.bands * self.rows > self.num_perm:
                raise out_of_range("settings.bands_rows", num_perm=self.num_perm, bands=self.bands, rows=self.rows)
        if self.merge_gap_words < 0 or self.min_passage_words < 0 or self.min_match_words < 0:
            raise out_of_range("settings.passage_lengths")
        if self.passage_words < 0:
            raise out_of_range("settings.passage_words")
        if self.max_file_mb <= 0:
            raise out_of_range("settings.max_file_mb")
        if self.layout not in LAYOUTS:
            raise out_of_range("settings.layout", layouts=", ".join(LAYOUTS), value=repr(self.layout))
        for _, codec in self.encodings:
            try:
                text_codec(codec)
            except ValueError:  # unknown, or not a character set (rot13, idna)
                raise out_of_range("settings.encoding", value=repr(codec)) from None


@dataclass(frozen=True)
class DocumentPart:
    """One file inside a submission: its text occupies [start, end) of the submission's text."""

    #: The file's name as shown (relative to the dropped folder's parent, made safe to display).
    path: str
    start: int
    end: int
    sha256: str
    #: Where the file is on disk (its true path; empty in checks saved before it was kept).
    location: str = ""


@dataclass(frozen=True)
class DocumentRecord:
    """One submission as read: its text (empty unless status is ok or warning) and a per-file verdict."""

    id: int
    path: str
    name: str
    status: DocStatus
    message: str
    sha256: str = ""
    format: str = ""
    text: str = ""
    encoding: str | None = None
    pages: int | None = None
    parts: tuple[DocumentPart, ...] = ()
    #: Id of an earlier document with identical content, if any.
    duplicate_of: int | None = None
    #: The reference-library collection this document comes from; empty for the class's own submissions.
    collection: str = ""
    #: Sorted [start, end) ranges of the text that the file's own formatting marks as block quotations
    #: (Word's Quote style, an HTML <blockquote>): quotations without quotation marks.
    block_quotes: tuple[tuple[int, int], ...] = ()
    #: The student who handed it in, as the class's layout names them (engine/reading/layouts.py); "" when no layout
    #: named one. Then `name` is "student — file" (plagcheck/shared/display.py).
    student: str = ""
    #: The student's number, where the layout carries one (Moodle's participant number, Canvas's user id).
    student_number: str = ""
    #: The layout that named the student ("moodle", "canvas", ..., "folders"); "" when none did.
    layout: str = ""
    #: When the checked attempt was handed in, as the platform says ("2024-03-14 10:22", "late"); "" if it does not.
    attempt: str = ""
    #: The student's earlier attempts, listed and not checked ("2024-03-02 18:40: Draft.docx"), newest first.
    earlier_attempts: tuple[str, ...] = ()
    #: The student's files that are the platform's own and were not read ("file: why").
    set_aside: tuple[str, ...] = ()
    #: Where the file lies when it is outside every student's submission (engine/reading/placement.py): "material"
    #: (in a folder of sources or instructions) or "beside" (at the top, beside the students' folders); "" for a
    #: submission. Only a file outside is taken for the assignment sheet without the teacher saying so.
    placement: str = ""
    #: The student's name on the class list (ScanSettings.roster), when the submission matched one; then
    #: `student` is that name too. "" without a match or a list.
    roster_name: str = ""
    #: The id (or e-mail address) the class list gives that student.
    roster_id: str = ""
    #: The student as the files named them before the class list did ("dupontmarie"), when it did.
    named_in_files: str = ""
    #: True when the submission matched a student of the class list, False when it matched none ("not on
    #: the class list"), None when no list was given.
    on_class_list: bool | None = None
    #: A name read on the submission's cover sheet ("Nom : DUPONT / Prénom : Marie"), offered to the teacher,
    #: never taken as the student's; "" when none was read or a class list named the student.
    suggested_name: str = ""

    @property
    def is_reference(self) -> bool:
        """Return True for a document from the reference library (compared with the class only)."""
        return bool(self.collection)

    @property
    def usable(self) -> bool:
        """Return True when the document has text that takes part in comparison."""
        return self.status in ("ok", "warning") and bool(self.text)


@dataclass(frozen=True)
class ListedStudent:
    """A student of the class list: the name to show, the id shown beside it (the platform's id, or the
    list's first id), their e-mail address, and every id the list gives them (ids, logins, addresses)."""

    name: str
    number: str = ""
    email: str = ""
    ids: tuple[str, ...] = ()


@dataclass(frozen=True)
class ClassListOutcome:
    """What the class list said of the class: the file, which kind of export it is ("canvas", "moodle",
    "classroom", "teams", "table"), how many students it lists, and those who handed nothing in."""

    path: str
    kind: str
    listed: int
    absent: tuple[ListedStudent, ...] = ()


@dataclass(frozen=True)
class Passage:
    """A shared passage: text[a_start:a_end] of document a is the twin of text[b_start:b_end] of b."""

    a_start: int
    a_end: int
    b_start: int
    b_end: int
    #: Shared shingles inside this passage.
    shared: int
    #: Words (or characters, in char mode) the passage spans in document a.
    length_a: int
    length_b: int
    kind: PassageKind = "copied"
    #: How alike the two sides are, from 0 to 1: for a copied passage the share of its words inside exact
    #: shared runs, for a reworded one the overlap of the two sides' words (whatever their order).
    similarity: float = 1.0
    #: The evidence it stands on (PassageBasis): "shape" only for a reworded passage let through by its run
    #: of sentences reworded in place, not by its likeness.
    basis: PassageBasis = "words"
    #: For a reworded passage, the sentences in its longest run reworded in place (engine/reworded/in_place.py: in
    #: order, about as long, a sentence rewritten past recognition may sit between); 0 for a copied one.
    in_place_sentences: int = 0
    #: For a translated passage, the languages of side a and side b (engine/reworded/pivot.py's names:
    #: "french", "english"...); () for the other kinds.
    languages: tuple[str, ...] = ()

    @property
    def words(self) -> int:
        """Return the passage's length on its shorter side (words, or characters in char mode)."""
        return min(self.length_a, self.length_b)


@dataclass(frozen=True)
class PairResult:
    """A verified pair of documents with exact scores and located passages."""

    a: int
    b: int
    jaccard: float
    containment_a: float  # |A∩B| / |A|: the share of a found in b
    containment_b: float  # |A∩B| / |B|
    shared_shingles: int
    #: Longest run of consecutive shared shingles, in units (words or characters).
    longest_run: int
    passages: tuple[Passage, ...] = ()
    #: Estimated Jaccard from the MinHash signatures (for diagnostics and the S-curve).
    estimated_jaccard: float = 0.0
    #: The share of a's (and b's) words inside reworded and translated passages: such text shares few exact
    #: shingles, so it is counted by the words it covers, on top of the containments (the copied text).
    reworded_a: float = 0.0
    reworded_b: float = 0.0
    #: Copied runs that a reworded passage took in (it is shown as one passage): counted by the containments,
    #: and shown on their own when copied passages only are shown (copied_part).
    absorbed: tuple[Passage, ...] = ()
    #: Why the pair was compared only in part (None when it was compared in full): its comparison was cut off
    #: at its time limit, or it shares too many passages to show (engine/copied/verify.py).
    note: Notice | None = None

    @property
    def share_a(self) -> float:
        """Return the share of a found in b, copied or reworded (at most 1)."""
        return min(1.0, self.containment_a + self.reworded_a)

    @property
    def share_b(self) -> float:
        """Return the share of b found in a, copied or reworded (at most 1)."""
        return min(1.0, self.containment_b + self.reworded_b)

    @property
    def score(self) -> float:
        """Return the ranking score: the larger share of one document found in the other (both kinds)."""
        return max(self.share_a, self.share_b)

    @property
    def copied_score(self) -> float:
        """Return the score counting copied text only: the larger of the two containments."""
        return max(self.containment_a, self.containment_b)

    def score_counting(self, copied_only: bool) -> float:
        """Return the score counting copied text only (copied_score), or both kinds (score)."""
        return self.copied_score if copied_only else self.score

    def ranking_key(self) -> tuple[float, float, int, int]:
        """Return the sort key that lists pairs best first: higher score, then higher Jaccard, then ids."""
        return (-self.score, -self.jaccard, self.a, self.b)

    def copied_part(self) -> PairResult:
        """Return the pair as copied-only mode shows it: its copied passages (with the runs reworded passages
        took in), and no reworded share."""
        if (not self.reworded_a and not self.reworded_b and not self.absorbed
                and all(p.kind == "copied" for p in self.passages)):
            return self
        copied = sorted((p for p in (*self.passages, *self.absorbed) if p.kind == "copied"),
                        key=lambda p: (p.a_start, p.b_start))
        return replace(self, passages=tuple(copied), absorbed=(), reworded_a=0.0, reworded_b=0.0)

    def longest_passage(self, copied_only: bool = False) -> int:
        """Return the length in words (shorter side) of the pair's longest passage, 0 if it has none."""
        passages = (*self.passages, *self.absorbed) if copied_only else self.passages
        return max((p.words for p in passages if not copied_only or p.kind == "copied"), default=0)

    def reported_because(self, threshold: float, passage_words: int, copied_only: bool = False) -> ReportReason | None:
        """Return why the pair is reported at this threshold ("score" first, then "passage"), or None."""
        if self.score_counting(copied_only) >= threshold:
            return "score"
        if passage_words and self.longest_passage(copied_only) >= passage_words:
            return "passage"
        return None


@dataclass(frozen=True)
class LshParameters:
    """The banding in force and the S-curve it implies."""

    bands: int
    rows: int
    num_perm: int

    @property
    def threshold(self) -> float:
        """Return the similarity near the S-curve's steepest point, (1/b)^(1/r)."""
        return (1.0 / self.bands) ** (1.0 / self.rows)

    def probability(self, similarity: float) -> float:
        """Return the probability that a pair of Jaccard `similarity` becomes a candidate."""
        return 1.0 - (1.0 - similarity**self.rows) ** self.bands


@dataclass(frozen=True)
class StageTiming:
    """How long one pipeline stage took."""

    stage: str
    seconds: float
    items: int


@dataclass(frozen=True)
class ScanResult:
    """All a scan produced. Filtering by threshold is a view over `pairs`, never a rescan."""

    settings: ScanSettings
    documents: tuple[DocumentRecord, ...]
    #: Every verified candidate, best first, down to the lowest threshold.
    pairs: tuple[PairResult, ...]
    lsh: LshParameters
    candidate_count: int
    timings: tuple[StageTiming, ...] = ()
    #: Number of counted shingles per document id (after normalisation and exclusions), for the UI's figures.
    shingle_counts: dict[int, int] = field(default_factory=dict)
    #: Per document id, the text ranges that did not count: ("template" | "common", start, end).
    ignored_spans: dict[int, tuple[tuple[str, int, int], ...]] = field(default_factory=dict)
    #: Per document id, its quotations and reference list: ("quote" | "bibliography", start, end).
    citation_spans: dict[int, tuple[tuple[str, int, int], ...]] = field(default_factory=dict)
    #: How many distinct shingles were ignored as template text and as common text.
    ignored_template_shingles: int = 0
    ignored_common_shingles: int = 0
    #: The template files as read (their problems are shown like any document's).
    templates: tuple[DocumentRecord, ...] = ()
    #: Ids of documents that look like the assignment's question but may be a student's (engine/copied/prompt.py):
    #: compared like any other, and offered to the teacher as a template.
    offered_templates: tuple[int, ...] = ()
    #: When the scan finished, ISO 8601 with the time zone (for reports and sessions).
    scanned_at: str = ""
    #: What the teacher should know of the scan as a whole: a limit it could not hold, or files compared only
    #: in part to keep within its memory budget (shown above the file problems).
    notices: tuple[Notice, ...] = ()
    #: What the class list (settings.roster) said of the class; None without one.
    class_list: ClassListOutcome | None = None

    def pairs_above(self, threshold: float, copied_only: bool | None = None) -> tuple[PairResult, ...]:
        """Return the pairs reported at `threshold`, best first: score at least `threshold`, or a passage of
        at least settings.passage_words words. `copied_only` (default: the settings') counts copied text only,
        and returns each pair's copied part (PairResult.copied_part), so that every figure drawn from them
        (groups, students, reports) counts copied text only too."""
        only = self.settings.copied_only if copied_only is None else copied_only
        words = self.settings.passage_words
        reported = (p for p in self.pairs if p.reported_because(threshold, words, only) is not None)
        if not only:
            return tuple(reported)
        return tuple(sorted((p.copied_part() for p in reported), key=PairResult.ranking_key))

    def document(self, doc_id: int) -> DocumentRecord:
        """Return the document with this id."""
        return self.documents[doc_id]


@dataclass(frozen=True)
class Progress:
    """One progress report from the pipeline: `done` of `total` items of `stage` (total 0: unknown)."""

    stage: str
    done: int
    total: int
    message: str = ""

    @property
    def fraction(self) -> float:
        """Return progress within the stage as a number in [0, 1]."""
        return self.done / self.total if self.total else 0.0


#: The pipeline's stages in order, with the words the UI shows for them.
STAGES: tuple[tuple[str, str], ...] = (
    ("read", "Reading files"),
    ("shingle", "Shingling"),
    ("signature", "Signatures"),
    ("candidates", "Candidate pairs"),
    ("verify", "Verification"),
    ("reference", "Reference library"),  # only when the class is compared with the library
)
