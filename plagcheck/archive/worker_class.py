"""The class as a task on an archive worker sees it."""

from __future__ import annotations

from dataclasses import replace

from plagcheck.engine.references.sources import ClassDocuments
from plagcheck.engine.reworded.lexicon import snowball_stemmer


def worker_class(given: ClassDocuments) -> ClassDocuments:
    """Return the class with a lexicon of the task's own (a learning copy, with its stemmer), so that the archive
    texts the task reads add their new words to it and not to the lexicon other tasks share."""
    lexicon = given.lexicon
    if lexicon is None:
        return given
    lexicon = lexicon.learning_copy()
    lexicon.stemmer = snowball_stemmer(lexicon.language) if lexicon.language else None
    return replace(given, lexicon=lexicon)
