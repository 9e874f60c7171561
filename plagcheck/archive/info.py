"""`archive info`: what an archive holds, from its manifest (no document is read)."""

from __future__ import annotations

from collections import Counter

from plagcheck.archive.layout import FORMAT_VERSION, Archive
from plagcheck.archive.derive import describe


def archive_info(address: str) -> dict:
    """Return the archive's counts (documents, texts, per collection and term), sizes and index settings (with
    its texts holding pivot senses by language, and the lexicons those were made by: derivations.pivot_key)."""
    archive = Archive(address)
    manifest = archive.latest()
    collections: Counter[str] = Counter()
    terms: Counter[str] = Counter()
    for segment in manifest.segments:
        collections[segment.collection] += segment.documents
        terms[segment.term] += segment.documents
    documents = sum(s.documents for s in manifest.segments)
    on_disk = archive.size()
    orphans = archive.orphans(manifest)
    indexes = []
    for derivation_id, entry in sorted(manifest.derivations.items()):
        held = [s.indexes[derivation_id] for s in manifest.segments if derivation_id in s.indexes]
        indexes.append({"id": derivation_id, "key": entry["key"], "settings": entry["settings"],
                        "description": describe(entry), "band_rows": sum(i.band_rows for i in held),
                        "sample_rows": sum(i.sample_rows for i in held),
                        "sense_rows": sum(i.sense_rows for i in held),
                        "texts_by_language": dict(sorted(_summed(i.pivot_texts for i in held).items())),
                        "lexicons": sorted({i.pivot for i in held if i.pivot}),
                        "partitions": [i.partitions for i in held]})
    return {
        "archive": address,
        "format_version": FORMAT_VERSION,
        "manifest": manifest.sequence,
        "updated_at": manifest.created_at,
        "segments": len(manifest.segments),
        "documents": documents,
        "texts": manifest.texts,
        "collections": dict(sorted(collections.items())),
        "terms": dict(sorted(terms.items())),
        "bytes_committed": sum(s.bytes for s in manifest.segments),
        "bytes_on_disk": on_disk,
        "bytes_per_document": on_disk / documents if documents else 0.0,
        #: Segment folders no manifest names: an add in progress, or one that crashed (removed a day later).
        "uncommitted_segments": len(orphans),
        "indexes": indexes,
    }


def _summed(counts) -> Counter[str]:
    total: Counter[str] = Counter()
    for count in counts:
        total.update(count)
    return total


def archive_documents(address: str) -> int:
    """Return how many documents the archive at `address` holds (its manifest only: quick on a shared drive)."""
    return sum(segment.documents for segment in Archive(address).latest().segments)
