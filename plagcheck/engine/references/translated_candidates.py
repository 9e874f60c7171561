"""The stored texts worth comparing with a class for translated copying (engine/references/translations.py):
which languages a store is asked for, and each class document's nearest stored texts in other languages."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from plagcheck.engine import cancel
from plagcheck.engine.arrays import concatenated_ranges, values_with_owners
from plagcheck.engine.candidates import NEAREST_CANDIDATES
from plagcheck.engine.reworded.lexicon import Words
from plagcheck.engine.reworded.pivot import PIVOT_LANGUAGES


@dataclass(frozen=True)
class TranslatedCandidates:
    """What a store offers for translated copying: the sorted (class document id, stored id) pairs, each offered
    stored text's language, and the words of the class documents read (pivot.document_senses)."""

    pairs: tuple[tuple[int, int], ...] = ()
    languages: Mapping[int, str] = field(default_factory=dict)
    class_words: Mapping[int, Words] = field(default_factory=dict)


#: Stored texts of each language each class document is compared with for translated copying, at most. The
#: nearest in each language, not in all: on bench_library_translated.py (the multilingual class against its two
#: English sources among 1,000 English texts of PAN and 60 German and Spanish texts, 24 of them on the sources'
#: subject), the five nearest in all languages missed 6 of 35 translated paragraphs that the same scan with the
#: sources in the class finds: German and Spanish texts on bees came first.
NEAREST_REFERENCES = NEAREST_CANDIDATES
#: A class document's senses are counted from the rarest among the stored texts (the fewest holders) up to this
#: many (sense, holder) rows in all: every sense in a small store, the rarest ones in a large one, so that a
#: class document's ranking costs the same at any size. A fixed limit of holders per sense (100) lost 3 of 35
#: translated paragraphs with 5,621 stored texts (more PAN texts: "flower", "plant" held by more than 100);
#: a limit of 20 lost 2 with 1,062 ("bee": 24 texts).
JOIN_BUDGET = 300_000
#: A stored text's sum of weights is divided by this power of the weight of all its senses. With none, long texts
#: of PAN, holding thousands of senses, were the nearest to every class document (bench_library_translated.py
#: with 200 of them: 8 of 35 paragraphs missed); 0.5 (a cosine), 0.75 and 1 find the same.
LENGTH_POWER = 0.5


def wanted_languages(class_languages: Iterable[str]) -> set[str]:
    """Return the languages of stored texts a class in `class_languages` may have translated: every language the
    pivot reads but the class's own when it has one, all of them when it has several, none when it has none."""
    present = {language for language in class_languages if language in PIVOT_LANGUAGES}
    if not present:
        return set()
    return set(PIVOT_LANGUAGES) if len(present) >= 2 else set(PIVOT_LANGUAGES) - present


def nearest_references(senses: Mapping[int, np.ndarray], languages: Mapping[int, str],
                       stored: Mapping[int, np.ndarray], stored_languages: Mapping[int, str]) -> list[tuple[int, int]]:
    """Return the sorted (class document id, stored id) pairs of each class document (`senses`: sorted pivot
    senses, `languages`) with the NEAREST_REFERENCES stored texts of each other language (`stored`,
    `stored_languages`) whose senses weigh most in common with its, for their length: a sense weighs
    log(documents / holders) over the class and the stored texts (sense_weights), and the ranking is
    ranked_nearest's. The stored texts are all here; a store that holds them in pieces (the archive, by key
    range) sums the same weights per piece and ranks by ranked_nearest too."""
    stored_ids = [ref for ref in sorted(stored) if stored[ref].size]
    if not stored_ids or not senses:
        return []
    term, owner = values_with_owners([stored[ref] for ref in stored_ids])
    everything = np.concatenate([term, *(s.astype(np.int64) for s in senses.values())])
    distinct, holders = np.unique(everything, return_counts=True)
    weights = sense_weights(len(stored_ids) + len(senses), holders)
    held_weight = np.bincount(owner, weights=weights[np.searchsorted(distinct, term)], minlength=len(stored_ids))
    stored_language = np.array([stored_languages.get(ref, "") for ref in stored_ids])
    return ranked_nearest(senses, languages, StoredSenses(stored_ids, stored_language, term, owner, held_weight),
                          distinct, weights)


def sense_weights(documents: int, holders: np.ndarray) -> np.ndarray:
    """Return each sense's weight, log(documents / holders): `documents` counts the class documents read and the
    stored texts holding any sense, `holders` those of them holding each sense."""
    return np.log(documents / holders)


@dataclass(frozen=True)
class StoredSenses:
    """The stored texts a class is ranked against: their ids and languages (rows), the (sense, row) pairs of
    every sense a class document holds (`term` sorted, `owner` the row of each: values_with_owners), and each
    text's summed weight of all its senses (its length in the ranking)."""

    ids: Sequence[int]
    languages: np.ndarray
    term: np.ndarray
    owner: np.ndarray
    held_weight: np.ndarray


def ranked_nearest(senses: Mapping[int, np.ndarray], languages: Mapping[int, str], stored: StoredSenses,
                   distinct: np.ndarray, weights: np.ndarray) -> list[tuple[int, int]]:
    """Return the sorted (class document id, stored id) pairs of each class document with the NEAREST_REFERENCES
    `stored` texts of each language but its own whose senses weigh most in common with its (`weights` of the
    sorted senses `distinct`, every class sense among them): a class document's senses count from the rarest up
    to JOIN_BUDGET (sense, holder) rows; a stored text's sum is divided by its held weight to the power
    LENGTH_POWER, so that a long text holding many senses is not the nearest to every class document."""
    term, owner, stored_language = stored.term, stored.owner, stored.languages
    norms = stored.held_weight ** LENGTH_POWER
    found = []
    for doc_id in sorted(senses):
        cancel.check()  # a large store: a class document's hits may number millions
        own = senses[doc_id].astype(np.int64)
        lo, hi = np.searchsorted(term, own, "left"), np.searchsorted(term, own, "right")
        sizes = hi - lo
        by_rarity = np.argsort(sizes, kind="stable")
        within = np.cumsum(sizes[by_rarity]) <= JOIN_BUDGET
        counted_here = np.zeros(sizes.size, dtype=bool)
        counted_here[by_rarity[within]] = True
        counted_here &= sizes > 0
        if not counted_here.any():
            continue
        weight = weights[np.searchsorted(distinct, own[counted_here])]
        at = concatenated_ranges(lo[counted_here], sizes[counted_here])
        scores = np.bincount(owner[at], weights=np.repeat(weight, sizes[counted_here]), minlength=len(stored.ids))
        scores /= np.maximum(norms, 1e-9)
        scores[stored_language == languages.get(doc_id, "")] = 0.0
        for language in np.unique(stored_language).tolist():  # the nearest in each language
            rows = np.flatnonzero(stored_language == language)
            best = rows[np.argsort(-scores[rows], kind="stable")[:NEAREST_REFERENCES]]
            found += [(doc_id, stored.ids[row]) for row in best.tolist() if scores[row] > 0]
    return sorted(found)
