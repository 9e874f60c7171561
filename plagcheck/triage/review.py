"""The teacher's verdict on each pair: a review state and a note, kept in an immutable ReviewBook.

A pair is keyed by its two document ids in ascending order, so (a, b) and (b, a) are the same pair.
Pairs the teacher has not touched are absent from the book and read as UNREVIEWED.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from enum import Enum
from types import MappingProxyType
from typing import Any

from plagcheck.i18n import QT_TRANSLATE_NOOP, translate
from plagcheck.shared.models import DocumentRecord, PairResult

PairKey = tuple[int, int]


class ReviewState(Enum):
    """Where a pair stands; the value is what the session file stores, `label` is what the teacher reads."""

    UNREVIEWED = "unreviewed"
    NOT_PLAGIARISM = "not_plagiarism"
    NEEDS_CONVERSATION = "needs_conversation"
    CONFIRMED = "confirmed"

    @property
    def label(self) -> str:
        """Return the words shown to the teacher for this state, in the current language."""
        return translate("ReviewState", _LABELS[self])

    @classmethod
    def parse(cls, text: str) -> ReviewState:
        """Return the state named by `text` (its value, with '-' or '_', or its label, any case).

        Raises ValueError naming the accepted values when nothing matches.
        """
        wanted = text.strip().casefold().replace("-", "_").replace(" ", "_")
        for state in cls:
            if wanted in (state.value, _LABELS[state].casefold().replace(" ", "_"),
                          state.label.casefold().replace(" ", "_")):
                return state
        accepted = ", ".join(s.value.replace("_", "-") for s in cls)
        raise ValueError(f"unknown review state {text!r}: use one of {accepted}")


_LABELS = {
    ReviewState.UNREVIEWED: QT_TRANSLATE_NOOP("ReviewState", "Not reviewed"),
    ReviewState.NOT_PLAGIARISM: QT_TRANSLATE_NOOP("ReviewState", "Not plagiarism"),
    ReviewState.NEEDS_CONVERSATION: QT_TRANSLATE_NOOP("ReviewState", "Needs a conversation"),
    ReviewState.CONFIRMED: QT_TRANSLATE_NOOP("ReviewState", "Confirmed"),
}


@dataclass(frozen=True)
class Review:
    """One pair's review: its state, the teacher's note, and when it was last changed (ISO 8601, UTC)."""

    state: ReviewState = ReviewState.UNREVIEWED
    note: str = ""
    updated_at: str = ""


UNREVIEWED = Review()


def pair_key(a: int, b: int) -> PairKey:
    """Return the key of the pair of documents `a` and `b`: their ids in ascending order."""
    if a == b:
        raise ValueError(f"a pair needs two different documents, not {a} twice")
    return (a, b) if a < b else (b, a)


class ReviewBook(Mapping[PairKey, Review]):
    """An immutable mapping from pair keys to reviews; `set_review` returns a new book."""

    __slots__ = ("_reviews",)

    def __init__(self, reviews: Mapping[PairKey, Review] | None = None) -> None:
        cleaned = {pair_key(a, b): review for (a, b), review in (reviews or {}).items()}
        self._reviews: Mapping[PairKey, Review] = MappingProxyType(cleaned)

    def __getitem__(self, key: PairKey) -> Review:
        return self._reviews[pair_key(*key)]

    def __iter__(self) -> Iterator[PairKey]:
        return iter(sorted(self._reviews))

    def __len__(self) -> int:
        return len(self._reviews)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ReviewBook) and dict(self._reviews) == dict(other._reviews)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"ReviewBook({dict(self._reviews)!r})"

    def review_of(self, a: int, b: int) -> Review:
        """Return the review of the pair a-b, or an UNREVIEWED review when the teacher has not touched it."""
        return self._reviews.get(pair_key(a, b), UNREVIEWED)

    def state_of(self, a: int, b: int) -> ReviewState:
        """Return the review state of the pair a-b."""
        return self.review_of(a, b).state


def now_utc() -> str:
    """Return the current time as an ISO 8601 string in UTC, to the second."""
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


def set_review(
    book: ReviewBook,
    a: int,
    b: int,
    state: ReviewState,
    note: str | None = None,
    updated_at: str | None = None,
) -> ReviewBook:
    """Return a new book where the pair a-b has `state`; `note` None keeps the pair's current note.

    A pair set back to UNREVIEWED with an empty note is removed, so the book only holds real decisions.
    """
    key = pair_key(a, b)
    current = book.review_of(*key)
    kept_note = current.note if note is None else note
    reviews = dict(book.items())
    if state is ReviewState.UNREVIEWED and not kept_note:
        reviews.pop(key, None)
    else:
        reviews[key] = Review(state, kept_note, updated_at or now_utc())
    return ReviewBook(reviews)


def filter_pairs(
    pairs: Iterable[PairResult], book: ReviewBook, states: Iterable[ReviewState]
) -> tuple[PairResult, ...]:
    """Return the pairs whose review state is one of `states`, in their given order."""
    wanted = frozenset(states)
    return tuple(p for p in pairs if book.state_of(p.a, p.b) in wanted)


def count_states(pairs: Iterable[PairResult], book: ReviewBook) -> dict[ReviewState, int]:
    """Return how many of `pairs` are in each review state (every state present, zero included)."""
    counts = dict.fromkeys(ReviewState, 0)
    reviewed = dict(book.items())
    for pair in pairs:
        review = reviewed.get((pair.a, pair.b) if pair.a < pair.b else (pair.b, pair.a))
        counts[review.state if review is not None else ReviewState.UNREVIEWED] += 1
    return counts


def carry_reviews(
    book: ReviewBook, old_documents: Iterable[DocumentRecord], new_documents: Iterable[DocumentRecord]
) -> ReviewBook:
    """Return the reviews of `book` renumbered for a rescan's documents (a late submission shifts ids).

    A document is the same when its path and SHA-256 are; a review is kept only when both of its
    documents are found unchanged, since a verdict on a changed text no longer holds.
    """
    new_ids = {(d.path, d.sha256): d.id for d in new_documents if d.sha256}
    renumbered = {d.id: new_ids.get((d.path, d.sha256)) for d in old_documents if d.sha256}
    carried: dict[PairKey, Review] = {}
    for (a, b), review in book.items():
        new_a, new_b = renumbered.get(a), renumbered.get(b)
        if new_a is not None and new_b is not None and new_a != new_b:
            carried[pair_key(new_a, new_b)] = review
    return ReviewBook(carried)


def book_to_list(book: ReviewBook) -> list[dict[str, Any]]:
    """Return the JSON form of a review book: one dict per reviewed pair, in pair order."""
    return [
        {"a": a, "b": b, "state": review.state.value, "note": review.note, "updated_at": review.updated_at}
        for (a, b), review in book.items()
    ]


def book_from_list(items: Iterable[Mapping[str, Any]]) -> ReviewBook:
    """Rebuild a review book from `book_to_list` output; raises ValueError on a malformed entry."""
    reviews: dict[PairKey, Review] = {}
    for item in items:
        try:
            a, b = int(item["a"]), int(item["b"])
            state = ReviewState(item["state"])
            note, updated_at = str(item.get("note", "")), str(item.get("updated_at", ""))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"malformed review entry: {str(item)[:200]}") from exc
        reviews[pair_key(a, b)] = Review(state, note, updated_at)
    return ReviewBook(reviews)
