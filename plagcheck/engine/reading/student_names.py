"""Who wrote each submission, beyond what the files' names say: the class list's names where the teacher gave
one (class_list.py), else a name read on each cover sheet, offered as a suggestion (cover_sheet.py)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace

from plagcheck.engine.reading.class_list import name_key, apply_class_list, read_class_list
from plagcheck.engine.reading.cover_sheet import name_on_cover_sheet
from plagcheck.shared.models import ClassListOutcome, DocumentRecord, ScanSettings


def named_students(documents: Sequence[DocumentRecord], settings: ScanSettings, sources: Collection[int] = ()
                   ) -> tuple[tuple[DocumentRecord, ...], ClassListOutcome | None]:
    """Return the documents named from the class list of `settings` (and what the list said of the class), or,
    without a list, with the names their cover sheets give offered (DocumentRecord.suggested_name) and None.

    `sources` (ids of documents marked as sources) are nobody's work: left as they are.
    Raises ClassListError (a ValueError) when the list cannot be read."""
    if settings.roster:
        class_list = read_class_list(settings.roster, settings.roster_name_column, settings.roster_id_column)
        return apply_class_list(documents, class_list, sources)
    offered = []
    for doc in documents:
        suggested = name_on_cover_sheet(doc.text) if doc.usable and doc.id not in sources else ""
        if suggested and name_key(suggested) != name_key(doc.student):
            doc = replace(doc, suggested_name=suggested)
        offered.append(doc)
    return tuple(offered), None
