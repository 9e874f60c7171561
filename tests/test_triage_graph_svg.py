"""The cluster drawing: well-formed SVG, one node per student, edge width by score, names escaped."""

import xml.etree.ElementTree as ET
from dataclasses import replace

from test_triage_clusters import make_result, pair

from plagcheck.triage.clusters import find_clusters
from plagcheck.triage.graph_svg import EDGE_STYLES, cluster_svg
from plagcheck.triage.labels import distinct_labels, short_label
from plagcheck.triage.layout import edge_width
from plagcheck.triage.review import ReviewBook, ReviewState, set_review

SVG = "{http://www.w3.org/2000/svg}"
HOSTILE = 'x"><script>alert(1)</script><svg onload="alert(2)'


def drawn(reviews=None):
    result = make_result([pair(0, 1, 0.9), pair(1, 2, 0.3), pair(2, 3, 0.25)], 4)
    hostile = replace(result.documents[1], name=HOSTILE)
    result = replace(result, documents=(result.documents[0], hostile, *result.documents[2:]))
    cluster = find_clusters(result)[0]
    return cluster, result, cluster_svg(cluster, result, reviews)


def test_nodes_edges_and_widths():
    cluster, result, svg = drawn()
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    nodes = root.findall(f"{SVG}g")
    assert sorted(int(g.get("data-doc")) for g in nodes) == [0, 1, 2, 3]
    edges = {(int(e.get("data-a")), int(e.get("data-b"))): e for e in root.findall(f"{SVG}line")}
    assert set(edges) == {(0, 1), (1, 2), (2, 3)}
    assert float(edges[(0, 1)].get("stroke-width")) == round(edge_width(0.9), 2)
    assert float(edges[(0, 1)].get("stroke-width")) > float(edges[(2, 3)].get("stroke-width"))
    assert svg == cluster_svg(cluster, result)  # same cluster, same picture


def test_hostile_names_are_text_only():
    _, _, svg = drawn()
    root = ET.fromstring(svg)
    assert "<script" not in svg and 'onload="' not in svg
    assert not root.findall(f".//{SVG}script") and not root.findall(f".//{SVG}svg")
    titles = [t.text for t in root.iter(f"{SVG}title")]
    assert HOSTILE in titles
    assert any(HOSTILE in (t or "") for t in titles if t.startswith("s0.txt"))


def test_review_states_set_colour_and_dashes():
    book = set_review(ReviewBook(), 0, 1, ReviewState.CONFIRMED)
    book = set_review(book, 2, 1, ReviewState.NOT_PLAGIARISM)
    _, _, svg = drawn(book)
    edges = {(int(e.get("data-a")), int(e.get("data-b"))): e for e in ET.fromstring(svg).findall(f"{SVG}line")}
    assert edges[(0, 1)].get("stroke") == EDGE_STYLES[ReviewState.CONFIRMED][0]
    assert edges[(0, 1)].get("stroke-dasharray") is None
    assert edges[(1, 2)].get("stroke-dasharray") == EDGE_STYLES[ReviewState.NOT_PLAGIARISM][1]
    assert edges[(2, 3)].get("stroke") == EDGE_STYLES[ReviewState.UNREVIEWED][0]


def test_short_labels():
    assert short_label("class1/alice/essay.docx") == "essay.docx"
    assert short_label("class1/bob/") == "bob"
    # A name too long is cut in its middle: as much of its end (the extension, a "(1)", "-2") as of its start.
    assert short_label("a" * 30) == "a" * 11 + "…" + "a" * 10
    # Fewer than six characters of the file say nothing ("Th…x"): the student alone is shown.
    assert short_label("Siobhán O'Brien — The Impact of Neonicotinoid Pesticides.docx") == "Siobhán O'Brien…"
    assert short_label("Siobhán O'Brien — The Impact of Neonicotinoid Pesticides.docx", 30) == \
        "Siobhán O'Brien — The Im….docx"


def test_distinct_labels_drop_what_every_name_shares():
    names = ["History essays/Leo Garcia - essay.txt", "History essays/Mia Kim - essay.txt"]
    assert distinct_labels(names) == ["Leo Garcia", "Mia Kim"]
    assert distinct_labels(["class1/alice/essay.docx", "class1/bob/essay.docx"]) == ["alice", "bob"]
    # The class has one file per student: the folder alone names the submission.
    everyone = ["class1/alice/essay.docx", "class1/bob/essay.docx", "class1/cy/essay.docx"]
    assert distinct_labels(everyone[:2], everyone=everyone) == ["alice", "bob"]
    assert distinct_labels(["essay_alice.txt", "essay_bob.txt"]) == ["alice", "bob"]
    # Never cut inside a word, never make two labels equal, a lone name keeps its file name.
    assert distinct_labels(["anna.txt", "hanna.txt"]) == ["anna", "hanna"]
    assert distinct_labels(["same.txt", "same.txt"]) == ["same.txt", "same.txt"]
    assert distinct_labels(["class1/alice/essay.docx"]) == ["essay.docx"]
    assert distinct_labels(["x/" + "a" * 30 + ".txt", "x/b.txt"]) == ["a" * 11 + "…" + "a" * 10, "b"]


def test_group_members_are_named_by_student_first_and_file_second():
    # Issue 29: a group of two students read "bees (1", "science essay v2.pdf": their folders were dropped.
    names = ["class/Amy Lee/bees (1).docx", "class/Ben Ode/science essay v2.pdf"]
    assert distinct_labels(names, 40) == ["Amy Lee/bees (1).docx", "Ben Ode/science essay v2.pdf"]
    assert distinct_labels(names, 12) == ["Amy Lee…", "Ben Ode…"]  # too narrow for the files: the students
    assert distinct_labels(names, 17) == ["Amy Lee/bee….docx", "Ben Ode/scie….pdf"]  # the extension whole
    # A layout named the students: the file part everyone shares goes, the students stay.
    labels = ["Priya Sharma — Essay.docx", "Zoë van der Berg — Essay.docx"]
    assert distinct_labels(labels, 40) == ["Priya Sharma", "Zoë van der Berg"]
    files = ["Siobhán O'Brien — " + "Review " * 12 + ".docx", "Priya Sharma — Extended writing.docx"]
    assert distinct_labels(files, 30) == ["Siobhán O'Brien", "Priya Sharma"]
    assert distinct_labels(files[:1]) == ["Siobhán O'Brien"]


def test_group_members_keep_their_identity_when_two_files_share_a_name():
    everyone = ["class/g2pE/taskd.pdf", "class/g4pD/taskd.pdf", "class/g2pE/taska.pdf", "class/g4pD/taska.pdf",
                "class/orig_taskd.txt"]
    # "g2pE" alone could be its taska.pdf too; "taskd.pdf" alone could be either student's.
    assert distinct_labels(everyone[:2], 40, everyone) == ["g2pE/taskd.pdf", "g4pD/taskd.pdf"]
    assert distinct_labels([everyone[0], everyone[3]], 40, everyone) == ["g2pE/taskd", "g4pD/taska"]
    assert distinct_labels([everyone[0], everyone[4]], 40, everyone) == ["g2pE/taskd.pdf", "orig_taskd.txt"]
    # A prefix or suffix the members share still goes when no other submission has the shortened name.
    named = ["essays/Leo Garcia - essay.txt", "essays/Mia Kim - essay.txt", "essays/Al Roy - notes.txt"]
    assert distinct_labels(named[:2], 40, named) == ["Leo Garcia", "Mia Kim"]


def test_names_of_a_crowded_group_are_spread_around_their_nodes():
    from plagcheck.triage.layout import _overlap, place_labels

    # Five nodes in a tight row: names all placed below would pile onto each other.
    centres = {i: (100.0 + 30 * i, 100.0) for i in range(5)}
    sizes = {i: (60.0, 14.0) for i in range(5)}
    boxes = place_labels(centres, sizes, (0.0, 0.0, 400.0, 300.0), 7.0)
    below = [box for box in boxes.values() if box[1] > 100]
    assert len(below) < 5
    piled = sum(_overlap(a, b) for i, a in boxes.items() for j, b in boxes.items() if i < j)
    naive = sum(_overlap((centres[i][0] - 30, 109, 60, 14), (centres[j][0] - 30, 109, 60, 14))
                for i in range(5) for j in range(i + 1, 5))
    assert piled < naive / 3
    assert place_labels({0: (50.0, 50.0)}, {0: (40.0, 14.0)}, (0, 0, 200, 200), 7.0)[0] == (30.0, 59.0, 40.0, 14.0)
