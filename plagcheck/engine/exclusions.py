"""Text that is shared but is not copying: the teacher's template, and what most of the class has in common.

Both become sets of shingle hashes that every document then ignores: they are left out before signing and
from the denominators, so two students who only share the prompt score near zero, while two identical essays
still score 100%.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np

from plagcheck.engine.arrays import repeated_at_least
from plagcheck.engine.shingles import ShingledDocument

#: A shingle counts as common only if at least this many documents hold it, whatever the share: in a small
#: class a share of 30% would be two or three students, which is a copying ring, not boilerplate.
COMMON_MIN_DOCUMENTS = 10


def template_hashes(templates: Iterable[ShingledDocument]) -> np.ndarray:
    """Return the sorted distinct shingle hashes of the template documents."""
    sets = [t.shingle_set for t in templates]
    return np.unique(np.concatenate(sets)) if sets else np.zeros(0, dtype=np.uint64)


def common_hashes(documents: Mapping[int, ShingledDocument], share: float) -> np.ndarray:
    """Return the sorted hashes held by more than `share` of the documents (and by COMMON_MIN_DOCUMENTS).

    `share` 0 or 1 switches the filter off.
    """
    if not 0.0 < share < 1.0 or len(documents) < COMMON_MIN_DOCUMENTS:
        return np.zeros(0, dtype=np.uint64)
    needed = max(COMMON_MIN_DOCUMENTS, int(np.floor(share * len(documents))) + 1)
    # Each document's set holds a hash once, so repeats in the concatenation count documents.
    return repeated_at_least(np.concatenate([d.shingle_set for d in documents.values()]), needed)


def ignoring(documents: Mapping[int, ShingledDocument], hashes: np.ndarray) -> dict[int, ShingledDocument]:
    """Return the documents with `hashes` ignored (the same objects where there is nothing to ignore)."""
    if hashes.size == 0:
        return dict(documents)
    return {doc_id: doc.ignoring(hashes) for doc_id, doc in documents.items()}


def ignored_spans(document: ShingledDocument) -> list[tuple[int, int]]:
    """Return the original-text ranges covered only by ignored shingles, merged, in text order."""
    mask = document.ignored_mask
    if not mask.any():
        return []
    covered = document.counted_unit_mask()
    spans: list[tuple[int, int]] = []
    edges = np.diff(np.concatenate(([0], (~covered).astype(np.int8), [0])))
    for first, last in zip(np.flatnonzero(edges == 1), np.flatnonzero(edges == -1) - 1):
        start, end = int(document.unit_starts[first]), int(document.unit_ends[last])
        if spans and start <= spans[-1][1] + 1:
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return spans
