"""The Groups and Students tabs: groups at the threshold drawn as a graph, edges opening the compare view,
per-student figures, and both following the slider, the reviews and (for big results) a pool thread."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, Qt

from conftest import scan_and_wait
from plagcheck.triage.review import ReviewState
from plagcheck.ui.controllers import triage_controller
from plagcheck.ui.views.cluster_graph import distance_to_segment
from plagcheck.ui.views.students_page import SORT_ROLE


def test_groups_tab_lists_groups_worst_first_and_a_click_on_an_edge_compares_the_pair(qtbot, controller,
                                                                                      class_folder):
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    window = controller.window
    controller.results.set_threshold(0.3)
    window.groups_action.trigger()
    page = window.groups_page
    overview = controller.triage.overview
    assert overview is not None and overview.threshold == 0.3
    assert page.groups.rowCount() == len(overview.clusters) >= 3
    scores = [c.max_score for c in overview.clusters]
    assert scores == sorted(scores, reverse=True)
    first = overview.clusters[0]
    assert page.groups.item(0, 0).text() == str(first.size)
    # Members by what tells them apart: "Felix Kowalski", not "History essays/Felix Kowalski - essay.txt" (the
    # "First Last - title" names read as Google Classroom's copies, which name the student).
    student = result.document(first.members[0]).student
    assert student and " " in student and "essay" not in student
    assert page.groups.item(0, 2).text().startswith(student + ", ")
    # The first group is drawn; a click in the middle of its edge opens that pair in the compare view.
    edge = page.graph.edges()[0]
    middle = (page.graph.node_point(edge.a) + page.graph.node_point(edge.b)) / 2
    qtbot.mouseClick(page.graph, Qt.MouseButton.LeftButton, pos=middle.toPoint())
    assert window.tabs.currentWidget() is window.compare_view
    shown = controller.results.shown_pair()
    assert {shown.a, shown.b} == {edge.a, edge.b}
    # A click far from any edge does nothing.
    assert page.graph.edge_at(QPointF(1, 1)) is None


def test_groups_follow_the_threshold_and_reviews(qtbot, controller, class_folder):
    # Every planted copy is long enough to be reported whatever its score: this test is about the score.
    controller.settings = replace(controller.settings, passage_words=0)
    scan_and_wait(qtbot, controller, [str(class_folder)])
    window = controller.window
    window.groups_action.trigger()
    controller.results.set_threshold(0.3)
    many = window.groups_page.groups.rowCount()
    controller.results.set_threshold(0.95)
    assert window.groups_page.groups.rowCount() < many
    controller.results.set_threshold(0.3)
    window.groups_page.groups.selectRow(0)
    edge = window.groups_page.graph.edges()[0]
    controller.results.open_pair(edge.a, edge.b)
    window.review_actions[ReviewState.CONFIRMED].trigger()
    window.groups_action.trigger()
    states = {(e.a, e.b): e.state for e in window.groups_page.graph.edges()}
    assert states[(edge.a, edge.b)] is ReviewState.CONFIRMED
    # Off screen the tabs are not recomputed; coming back brings them up to date.
    window.results_action.trigger()
    controller.results.set_threshold(0.99)
    assert controller.triage.overview.threshold == 0.3
    window.students_action.trigger()
    assert controller.triage.overview.threshold == 0.99


def test_students_tab_is_sortable_and_a_double_click_opens_the_best_pair(qtbot, controller, class_folder):
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    window = controller.window
    controller.results.set_threshold(0.3)
    window.students_action.trigger()
    page = window.students_page
    assert page.proxy.rowCount() == len(result.documents)
    highest = [page.proxy.index(row, 1).data(SORT_ROLE) for row in range(page.proxy.rowCount())]
    assert highest == sorted(highest, reverse=True)
    page.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    names = [page.proxy.index(row, 0).data(SORT_ROLE) for row in range(page.proxy.rowCount())]
    assert names == sorted(names)
    page.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)
    doc_id, partner = page.row_ids(0)
    figures = next(f for f in controller.triage.overview.students if f.doc_id == doc_id)
    assert partner == figures.highest_with and page.proxy.index(0, 3).data() == str(figures.matches)
    centre = page.table.visualRect(page.proxy.index(0, 0)).center()
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=centre)  # Qt wants a press first
    qtbot.mouseDClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert window.tabs.currentWidget() is window.compare_view
    assert {controller.results.shown_pair().a, controller.results.shown_pair().b} == {doc_id, partner}


def test_a_big_result_is_worked_out_on_a_pool_thread(qtbot, controller, class_folder, monkeypatch):
    scan_and_wait(qtbot, controller, [str(class_folder)])
    monkeypatch.setattr(triage_controller, "BACKGROUND_PAIRS", 0)
    controller.results.set_threshold(0.3)
    with qtbot.waitSignal(controller.triage.shown, timeout=5000):
        controller.window.groups_action.trigger()
        assert "Working out" in controller.window.groups_page.summary.text()  # not done on the GUI thread
    assert controller.triage.overview.threshold == 0.3
    assert controller.window.groups_page.groups.rowCount() == len(controller.triage.overview.clusters)


def test_hostile_names_are_drawn_as_text_and_edges_are_picked_by_distance(qtbot):
    from plagcheck.ui.views.cluster_graph import ClusterGraph, GraphEdge

    graph = ClusterGraph()
    qtbot.addWidget(graph)
    graph.resize(400, 300)
    graph.set_graph({0: "<b>bold</b>", 1: "<img src=x>"}, {0: (0.1, 0.5), 1: (0.9, 0.5)},
                    (GraphEdge(0, 1, 0.8, ReviewState.NEEDS_CONVERSATION),))
    assert not graph.grab().isNull()
    middle = (graph.node_point(0) + graph.node_point(1)) / 2
    assert graph.edge_at(middle) == graph.edges()[0]
    assert graph.edge_at(middle + QPointF(0, 40)) is None
    assert distance_to_segment(QPointF(5, 5), QPointF(0, 0), QPointF(10, 0)) == 5


def test_the_summaries_count_in_the_singular_and_name_a_fractional_threshold(qtbot, controller, class_folder):
    # "1 groups at or above 2%" read wrong, and a threshold of 1.5% was named "2%" (formatted to whole percents).
    controller.settings = replace(controller.settings, passage_words=0)  # pairs listed by their score alone
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    window = controller.window
    window.groups_action.trigger()
    controller.results.set_threshold(0.015)
    assert "at or above 1.5%, " in window.groups_page.summary.text()
    top = max(p.score for p in result.pairs)  # just under the best pair's score: one pair, one group of two
    controller.results.set_threshold(top - 1e-4)
    assert len(controller.triage.overview.clusters) == 1
    assert window.groups_page.summary.text().startswith("1 group at or above ")
    assert " 2 students in them." in window.groups_page.summary.text()
    window.students_action.trigger()
    controller.results.set_threshold(0.015)
    assert window.students_page.summary.text().endswith("with a match at or above 1.5%.")
