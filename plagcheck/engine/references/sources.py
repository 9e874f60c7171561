"""Where a scan's reference documents come from: one concept, at two scales.

A *reference source* holds documents the class is compared with, never with each other: the SQLite library
on the teacher's computer (engine/references/library.py, about 10^5 documents) or an institution's Parquet archive on a
shared drive or a cluster (plagcheck/archive, 10^6 and more). Both answer the same four questions, and the
pipeline asks them the same way (pipeline._compare_with_references):

1. `prepare`: derive what scans with these settings need, or say clearly why the source cannot;
2. `find_candidates`: the (class document, reference document) pairs worth verifying, by the one candidate
   search both use (engine/references/library_index.py: shared samples and shared band keys, same rules);
3. `reaching_floor`: which of them can reach the scan's floor (the library scores them exactly from stored
   shingle sets; the archive stores no sets and keeps them all: verification drops the rest);
4. `stored_documents`: the candidates' texts, which the pipeline shingles and verifies exactly as it does a
   class pair, and locates the passages of.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import numpy as np

from plagcheck.engine.compare import PreparedDocument
from plagcheck.engine.copied.shingles import ShingledDocument
from plagcheck.engine.references.archive_opener import open_archive
from plagcheck.engine.references.library import LibraryDocument, ReferenceLibrary
from plagcheck.engine.references.translated_candidates import TranslatedCandidates, nearest_references
from plagcheck.engine.reworded.content import ContentDocument
from plagcheck.engine.reworded.lexicon import Lexicon, Words
from plagcheck.shared.models import Progress, ScanSettings

Candidates = list[tuple[int, int]]


@dataclass(frozen=True)
class ClassDocuments:
    """The class as its references are compared with it: each document shingled (its ignored shingles left
    out) and, for reworded copying, its terms under the class's lexicon; the texts; the ignored shingles; each
    document's language (pivot.document_languages; empty without reworded copying), for translated copying."""

    shingled: Mapping[int, ShingledDocument]
    contents: Mapping[int, ContentDocument]
    lexicon: Lexicon | None
    texts: Mapping[int, str]
    ignored: np.ndarray
    languages: Mapping[int, str] = field(default_factory=dict)

    @property
    def idf(self) -> np.ndarray | None:
        """Return the class's word weights (every class document shares them), or None."""
        return next(iter(self.contents.values())).idf if self.contents else None

    def prepared(self, doc_id: int) -> PreparedDocument:
        """Return a class document as compare_pair takes it."""
        return PreparedDocument(self.shingled[doc_id], self.contents.get(doc_id))


class ReferenceSource(Protocol):
    """A store of reference documents (see the module docstring). Reference ids are the source's own."""

    #: What the teacher calls it in progress messages ("the reference library", "archive X").
    label: str
    #: DocumentRecord.format of its documents in a result.
    record_format: str

    def prepare(self, settings: ScanSettings) -> Generator[Progress, None, int]:
        """Derive what scans with `settings` need; returns how many texts needed work."""

    def find_candidates(
        self, documents: Mapping[int, ShingledDocument], settings: ScanSettings
    ) -> Generator[Progress, None, Candidates]:
        """Return the sorted (class document id, reference id) pairs worth verifying; yields Progress."""

    def reaching_floor(
        self, candidates: Sequence[tuple[int, int]], documents: Mapping[int, ShingledDocument],
        settings: ScanSettings, ignored: np.ndarray, floor: float,
    ) -> Candidates:
        """Return the candidates that may reach `floor` (the others would be dropped by verification)."""

    def stored_documents(self, ids: Iterable[int]) -> Generator[Progress, None, dict[int, LibraryDocument]]:
        """Return {reference id: the stored document with its text}; yields Progress."""

    def close(self) -> None:
        """Release what the source holds open."""


class LibraryCollections:
    """The chosen collections of the SQLite reference library, as a reference source."""

    label = "the reference library"
    record_format = "library"

    def __init__(self, path: Path | None, collections: Sequence[str]) -> None:
        self.library = ReferenceLibrary(path)
        self.collections = tuple(collections)

    def prepare(self, settings: ScanSettings) -> Generator[Progress, None, int]:
        """The first scan with new settings (or after an upgrade) builds the library's rows."""
        return (yield from self.library.prepare(settings))

    def find_candidates(
        self, documents: Mapping[int, ShingledDocument], settings: ScanSettings
    ) -> Generator[Progress, None, Candidates]:
        """Return the library's candidates (one query, over an index read in one pass)."""
        yield from ()
        return self.library.candidates(documents, settings, self.collections)

    def reaching_floor(
        self, candidates: Sequence[tuple[int, int]], documents: Mapping[int, ShingledDocument],
        settings: ScanSettings, ignored: np.ndarray, floor: float,
    ) -> Candidates:
        """Return the candidates whose exact score from the stored shingle sets reaches `floor`."""
        return self.library.reaching_floor(candidates, documents, settings, ignored, floor)

    def stored_documents(self, ids: Iterable[int]) -> Generator[Progress, None, dict[int, LibraryDocument]]:
        """Return the stored documents."""
        yield from ()
        return {library_id: self.library.document(library_id) for library_id in ids}

    def translated_candidates(
        self, wanted: set[str], read_class: Callable[[], tuple[dict[int, np.ndarray], dict[int, Words]]],
        languages: Mapping[int, str],
    ) -> Generator[Progress, None, TranslatedCandidates]:
        """Return the class documents' nearest stored texts in the `wanted` languages (translated_candidates.py),
        the class read by `read_class` (its pivot senses and words, each document's in `languages`) only when
        the chosen collections hold such a text; a text's senses are derived the first time a scan needs them
        (yields Progress meanwhile). A text stored in two collections is offered once."""
        by_text: dict[int, tuple[int, str]] = {}
        for library_id, text_id, language in self.library.texts_in_languages(self.collections, wanted):
            by_text.setdefault(text_id, (library_id, language))
        if not by_text:
            return TranslatedCandidates()
        senses = yield from self.library.pivot_senses({text_id: language for text_id, (_, language) in by_text.items()})
        yield Progress("reference", 0, 0, "reading the class in the pivot vocabulary")
        class_senses, class_words = read_class()
        yield Progress("reference", 0, 0, "ranking the library texts in other languages")
        stored = {by_text[text_id][0]: found for text_id, found in senses.items()}
        stored_languages = {library_id: language for library_id, language in by_text.values()}
        pairs = nearest_references(class_senses, languages, stored, stored_languages)
        return TranslatedCandidates(tuple(pairs), stored_languages, class_words)

    def close(self) -> None:
        """Close the library file."""
        self.library.close()


def open_sources(settings: ScanSettings) -> list[ReferenceSource]:
    """Return the reference sources `settings` name: the library's chosen collections, then each archive
    (opened by the opener the archive registered: archive_opener)."""
    sources: list[ReferenceSource] = []
    try:
        if settings.reference_collections:
            path = Path(settings.library_path) if settings.library_path else None
            sources.append(LibraryCollections(path, settings.reference_collections))
        # Each archive as the archive layer opens it (archive_opener: plagcheck.archive registers ArchiveSource).
        sources.extend(open_archive(address) for address in settings.reference_archives)
    except BaseException:
        for source in sources:
            source.close()
        raise
    return sources
