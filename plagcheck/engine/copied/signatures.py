"""MinHash signatures of every document's consecutive blocks of shingles, on threads.

Blocks are the unit the LSH index is built from (candidates.py): the element-wise minimum of a document's
block signatures is its whole signature, and of a few consecutive blocks a passage window's.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from plagcheck.engine.copied.minhash import MinHasher
from plagcheck.engine.copied.shingles import ShingledDocument
from plagcheck.shared.models import Progress, ScanSettings

#: Shingles per MinHash block.
BLOCK_SHINGLES = 20
_BATCH_DOCUMENTS = 50


def sign_all(
    documents: Mapping[int, ShingledDocument], settings: ScanSettings, threads: int = 2,
    block: int = BLOCK_SHINGLES, hashes_of: Callable[[object], np.ndarray] | None = None,
    dtype: type = np.uint32,
) -> Generator[Progress, None, dict[int, np.ndarray]]:
    """Return {id: block signatures (blocks, num_perm) uint32} of the counted shingles; yields Progress.

    `hashes_of(document)` gives the hashes to sign in text order (default: the counted shingle hashes), in
    consecutive blocks of `block`. With `dtype` np.uint16, each minimum keeps its top 16 bits (half the
    memory, for an index that needs no more): the minimum of a union of blocks is still the minimum of
    theirs, as keeping the top bits keeps the order. numpy releases the GIL while it multiplies and
    reduces, so `threads` threads share the work.
    """
    hasher = MinHasher(settings.num_perm, settings.seed)
    ids = list(documents)
    total = len(ids)
    result: dict[int, np.ndarray] = {}
    yield Progress("signature", 0, total)
    hashes_of = hashes_of or (lambda document: document.counted_hashes)

    def sign(batch: list[int]) -> list[tuple[int, np.ndarray]]:
        return [(i, _narrowed(hasher.block_signatures(hashes_of(documents[i]), block), dtype)) for i in batch]

    batches = [ids[i : i + _BATCH_DOCUMENTS] for i in range(0, total, _BATCH_DOCUMENTS)]
    with ThreadPoolExecutor(max_workers=max(1, threads)) as pool:
        pending = [pool.submit(sign, batch) for batch in batches]
        try:
            for future in pending:
                result.update(future.result())
                yield Progress("signature", len(result), total)
        finally:
            for future in pending:
                future.cancel()
    return result


def _narrowed(signatures: np.ndarray, dtype: type) -> np.ndarray:
    """Return uint32 signatures as `dtype`, keeping the top bits of each value (their order is kept)."""
    drop = 8 * (signatures.itemsize - np.dtype(dtype).itemsize)
    return (signatures >> drop).astype(dtype) if drop > 0 else signatures
