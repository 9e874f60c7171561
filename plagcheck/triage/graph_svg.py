"""A cluster drawn as a small inline SVG graph: nodes are students, edges are pairs, edge width by score.

One picture for the HTML report (inline, no script) and for anything else that shows SVG. Every name is
student-controlled text, so all of it is escaped; edges carry their review state as colour and as a dash
pattern, so the picture survives grey-scale printing.
"""

from __future__ import annotations

from html import escape

from plagcheck.i18n import number, translate
from plagcheck.shared.models import ScanResult
from plagcheck.shared.vocabulary import percent
from plagcheck.triage.clusters import Cluster
from plagcheck.triage.labels import distinct_labels
from plagcheck.triage.layout import Positions, edge_width, layout_cluster, place_labels
from plagcheck.triage.review import ReviewBook, ReviewState

#: Stroke colour and dash pattern of an edge per review state ("" draws a solid line).
EDGE_STYLES: dict[ReviewState, tuple[str, str]] = {
    ReviewState.UNREVIEWED: ("#5a6f8c", ""),
    ReviewState.NOT_PLAGIARISM: ("#9aa5b1", "2 4"),
    ReviewState.NEEDS_CONVERSATION: ("#b86e00", "8 4"),
    ReviewState.CONFIRMED: ("#b00020", ""),
}
_NODE_RADIUS = 9


def cluster_svg(
    cluster: Cluster,
    result: ScanResult,
    reviews: ReviewBook | None = None,
    positions: Positions | None = None,
    width: int = 360,
    height: int = 300,
) -> str:
    """Return an SVG element drawing `cluster` (positions from layout_cluster unless given), names escaped."""
    book = reviews if reviews is not None else ReviewBook()
    placed = positions if positions is not None else layout_cluster(cluster)
    pad_x, pad_top, pad_bottom = 12 + _NODE_RADIUS, 12 + _NODE_RADIUS, 28 + _NODE_RADIUS

    def point(doc_id: int) -> tuple[float, float]:
        """Return the canvas position of a member: unit-square layout scaled inside the padding."""
        x, y = placed[doc_id]
        return pad_x + x * (width - 2 * pad_x), pad_top + y * (height - pad_top - pad_bottom)

    title = translate("GraphSvg", "Group of {size} students, highest score {score}").format(
        size=number(cluster.size), score=percent(cluster.max_score))
    parts = [
        f'<svg class="cluster-graph" viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}" '
        'xmlns="http://www.w3.org/2000/svg">',
        f"<title>{escape(title)}</title>",
    ]
    for pair in reversed(cluster.pairs):  # the strongest edges are drawn last, on top
        (x1, y1), (x2, y2) = point(pair.a), point(pair.b)
        review = book.review_of(pair.a, pair.b)
        colour, dashes = EDGE_STYLES[review.state]
        dash = f' stroke-dasharray="{dashes}"' if dashes else ""
        label = (
            f"{result.document(pair.a).name} – {result.document(pair.b).name}: "
            f"{pair.score:.0%} ({review.state.label})"
        )
        parts.append(
            f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{colour}" '
            f'stroke-width="{edge_width(pair.score):.2f}" stroke-linecap="round"{dash} '
            f'data-a="{pair.a}" data-b="{pair.b}"><title>{escape(label)}</title></line>'
        )
    everyone = [d.name for d in result.documents]
    labels = dict(zip(cluster.members, distinct_labels([result.document(d).name for d in cluster.members],
                                                       everyone=everyone)))
    centres = {doc_id: point(doc_id) for doc_id in cluster.members}
    # An 11 px sans-serif averages under 6.5 px a character; names are placed so they do not pile up.
    sizes = {doc_id: (len(labels[doc_id]) * 6.5 + 4, 14.0) for doc_id in cluster.members}
    boxes = place_labels(centres, sizes, (0.0, 0.0, float(width), float(height)), _NODE_RADIUS)
    for doc_id in cluster.members:
        x, y = centres[doc_id]
        left, top, box_width, _ = boxes[doc_id]
        name = result.document(doc_id).name
        parts.append(
            f'<g class="student" data-doc="{doc_id}"><title>{escape(name)}</title>'
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{_NODE_RADIUS}" fill="#ffffff" stroke="#1f2937" stroke-width="2"/>'
            f'<text x="{left + box_width / 2:.1f}" y="{top + 11:.1f}" text-anchor="middle" font-size="11" '
            f'fill="#111">{escape(labels[doc_id])}</text></g>'
        )
    parts.append("</svg>")
    return "".join(parts)
