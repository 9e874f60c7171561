"""Fills the Groups and Students tabs from plagcheck.triage at the current threshold and reviews.

The overview is recomputed only when one of the two tabs is on screen (moving the slider on the Results tab
costs nothing here). Below BACKGROUND_PAIRS verified pairs it is computed on the GUI thread (a few
milliseconds); above, on a pool thread, and an answer for a threshold or book that is no longer current is
dropped (each request has a generation number).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

from plagcheck.i18n import number
from plagcheck.shared.models import ScanResult
from plagcheck.shared.vocabulary import count_text, percent
from plagcheck.triage.common_source import hint_text
from plagcheck.triage.labels import class_names, distinct_labels
from plagcheck.triage.layout import layout_cluster
from plagcheck.triage.overview import TriageOverview, triage_overview
from plagcheck.triage.review import ReviewBook, pair_key
from plagcheck.ui.translation import translate
from plagcheck.ui.views.cluster_graph import GraphEdge
from plagcheck.ui.views.groups_page import GroupRow, GroupsPage
from plagcheck.ui.views.students_page import StudentRow, StudentsPage
from plagcheck.ui.worker import GeneratorWorker

#: Results with more verified pairs than this get their overview on a pool thread.
BACKGROUND_PAIRS = 4000
#: Members named in a group's line before "and N more".
NAMED_MEMBERS = 6


def _overview_job(result: ScanResult, threshold: float, book: ReviewBook,
                  references: frozenset[int]) -> Generator[Any, None, TriageOverview]:
    """Return a generator that computes the overview in one step (the shape GeneratorWorker drives)."""
    return triage_overview(result, threshold, book, references)
    yield  # makes this a generator function: the overview is its return value


def member_line(names: list[str], everyone: Sequence[str] = ()) -> str:
    """Return the members' names (without what they and `everyone` in the class share) joined by commas, the
    first NAMED_MEMBERS, then "and N more"."""
    shown = ", ".join(distinct_labels(names, 40, everyone)[:NAMED_MEMBERS])
    return shown + (
        translate(
            "TriageController", " and {NAMED_MEMBERS} more").format(
                NAMED_MEMBERS=len(names) - NAMED_MEMBERS) if len(names) > NAMED_MEMBERS else "")


class TriageController(QObject):
    """Keeps the two tabs in step with the result, threshold and review book; emits `pair_requested(a, b)`."""

    pair_requested = Signal(int, int)
    #: The overview shown changed (tests wait for this when it is computed in the background).
    shown = Signal()

    def __init__(self, groups: GroupsPage, students: StudentsPage, is_visible: Callable[[], bool],
                 pool: QThreadPool | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.groups, self.students = groups, students
        self._is_visible = is_visible
        self._pool = pool or QThreadPool.globalInstance()
        self._result: ScanResult | None = None
        self._threshold = 0.0
        self._book = ReviewBook()
        self._generation = 0
        self._dirty = True
        self._workers: list[GeneratorWorker] = []  # keeps Python wrappers alive until their run() ends
        self.overview: TriageOverview | None = None
        groups.group_chosen.connect(self._draw_group)
        groups.graph.edge_clicked.connect(self.pair_requested)
        students.pair_requested.connect(self.pair_requested)

    def set_state(self, result: ScanResult | None, threshold: float, book: ReviewBook) -> None:
        """Take the current result, threshold and book; refresh now if a triage tab is on screen."""
        self._result, self._threshold, self._book = result, threshold, book
        self._generation += 1
        self._dirty = True
        if self._is_visible():
            self.refresh()

    def refresh(self) -> None:
        """Recompute and show the overview if anything changed since it was last shown."""
        if not self._dirty:
            return
        self._dirty = False
        result = self._result
        if result is None:
            self.overview = None
            self.groups.show_groups([], translate("TriageController", "No scan yet."))
            self.students.show_students([], translate("TriageController", "No scan yet."))
            return
        references = frozenset(d.id for d in result.documents if d.is_reference)
        generation = self._generation
        if len(result.pairs) <= BACKGROUND_PAIRS:
            self._show(generation, triage_overview(result, self._threshold, self._book, references))
            return
        self.groups.summary.setText(translate("TriageController", "Working out the groups…"))
        self.students.summary.setText(translate("TriageController", "Working out the figures…"))
        worker = GeneratorWorker(lambda: _overview_job(result, self._threshold, self._book, references), generation)
        worker.signals.finished.connect(self._show)
        worker.signals.errored.connect(self._on_error)
        # A wrapper must outlive its run() (it ends just after the last signal): keep it until wait(0) says so.
        self._workers = [w for w in self._workers if not w.wait(0)] + [worker]
        self._pool.start(worker)

    def shutdown(self) -> None:
        """Wait for any overview still being computed (it ends on its own within moments)."""
        for worker in list(self._workers):
            worker.wait(10)

    def _on_error(self, generation: int, message: str) -> None:
        if generation == self._generation:
            self.groups.summary.setText(
                translate("TriageController", "The groups could not be worked out: {message}").format(message=message))
            self.students.summary.setText(
                translate("TriageController", "The figures could not be worked out: {message}").format(message=message))

    def _show(self, generation: int, overview: TriageOverview) -> None:
        result = self._result
        if generation != self._generation or result is None:
            return  # the threshold, book or result moved on meanwhile
        self.overview = overview
        names = dict(enumerate(class_names(result)))
        everyone = list(names.values())
        rows = [GroupRow(c.size, c.max_score, member_line([names[m] for m in c.members], everyone))
                for c in overview.clusters]
        grouped = sum(c.size for c in overview.clusters)
        self.groups.show_groups(
            rows, translate(
                "TriageController", "{group} at or above {threshold}, {student} in them. Worst first.").format(group=count_text(len(rows), 'group'), threshold=percent(overview.threshold), student=count_text(grouped, 'student')))
        students = [StudentRow(f.doc_id, names[f.doc_id], f.highest_score, f.highest_with,
                               names.get(f.highest_with, "") if f.highest_with is not None else "", f.matches, f.usable)
                    for f in overview.students]
        reaching = sum(1 for f in overview.students if f.matches)
        self.students.show_students(
            students, translate(
                "TriageController", "{submission}; {reaching} with a match at or above {threshold}.").format(
                    submission=count_text(
                        len(students), 'submission'), reaching=number(reaching), threshold=percent(overview.threshold)))
        self.shown.emit()

    def _draw_group(self, index: int) -> None:
        result, overview = self._result, self.overview
        if result is None or overview is None or not 0 <= index < len(overview.clusters):
            return
        cluster = overview.clusters[index]
        shown = class_names(result)
        names = {m: shown[m] for m in cluster.members}
        edges = tuple(GraphEdge(p.a, p.b, p.score, self._book.state_of(p.a, p.b)) for p in cluster.pairs)
        self.groups.graph.set_graph(names, layout_cluster(cluster), edges, shown)
        members = set(cluster.members)
        hints = [hint_text(hint, result) for key, hint in overview.hints.items() if key[0] in members]
        self.groups.hints.setText(
            "\n".join(
                hints) if hints else translate("TriageController", "No common source found for this group's pairs."))

    def pair_of(self, a: int, b: int) -> int | None:
        """Return the index in the result's pairs of the pair of documents `a` and `b`, or None."""
        if self._result is None:
            return None
        key = pair_key(a, b)
        return next((i for i, p in enumerate(self._result.pairs) if pair_key(p.a, p.b) == key), None)
