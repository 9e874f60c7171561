"""Node positions for drawing a cluster as a small graph: the same picture in the window and the report.

A few iterations of a Fruchterman-Reingold force layout in numpy, started from a circle, so the result is
deterministic (no random start) and strongly linked students sit close together. Positions are in the unit
square; the caller scales them to its canvas.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from plagcheck.triage.clusters import Cluster

if TYPE_CHECKING:  # numpy loads when a layout is computed, not when the window starts
    import numpy as np

#: Above this many members the force layout's n² step is skipped and the circle is kept.
FORCE_LAYOUT_LIMIT = 300
#: Free space kept on each side of the unit square, so node discs are not cut at the edge.
MARGIN = 0.08

Positions = dict[int, tuple[float, float]]


def circle_positions(members: tuple[int, ...]) -> Positions:
    """Return members evenly spaced on a circle in the unit square, the first at the top, in member order."""
    count = len(members)
    if count == 1:
        return {members[0]: (0.5, 0.5)}
    radius = 0.5 - MARGIN
    return {
        doc_id: (0.5 + radius * math.sin(2 * math.pi * i / count), 0.5 - radius * math.cos(2 * math.pi * i / count))
        for i, doc_id in enumerate(members)
    }


def layout_cluster(cluster: Cluster, iterations: int = 80) -> Positions:
    """Return a position (x, y) in the unit square for each member of `cluster`; same input, same output.

    Edges pull with a strength proportional to their score, every pair of nodes pushes apart, and the
    step size cools linearly to zero. The picture is then scaled (keeping its proportions) to fit the
    square inside a margin.
    """
    import numpy as np

    members = cluster.members
    start = circle_positions(members)
    if len(members) <= 2 or len(members) > FORCE_LAYOUT_LIMIT or iterations <= 0:
        return start if len(members) != 2 else {members[0]: (MARGIN, 0.5), members[1]: (1 - MARGIN, 0.5)}
    index = {doc_id: i for i, doc_id in enumerate(members)}
    count = len(members)
    weights = np.zeros((count, count))
    for pair in cluster.pairs:
        i, j = index[pair.a], index[pair.b]
        weights[i, j] = weights[j, i] = max(pair.score, 0.05)
    positions = np.array([start[d] for d in members], dtype=float)
    ideal = math.sqrt(1.0 / count)  # the ideal distance between nodes in a unit area
    for step in range(iterations):
        dx = positions[:, 0, None] - positions[None, :, 0]
        dy = positions[:, 1, None] - positions[None, :, 1]
        distance = np.maximum(np.sqrt(dx * dx + dy * dy), 1e-4)
        # per pair (i, j): repulsion ideal²/d minus attraction w·d²/ideal, along the unit vector (pᵢ - pⱼ)/d
        coefficient = (ideal * ideal / distance - weights * distance * distance / ideal) / distance
        np.fill_diagonal(coefficient, 0.0)
        # Σⱼ c_ij (pᵢ - pⱼ) = pᵢ Σⱼ c_ij - (C·P)ᵢ: no n×n×2 array needed
        displacement = positions * coefficient.sum(axis=1, keepdims=True) - coefficient @ positions
        length = np.maximum(np.linalg.norm(displacement, axis=1, keepdims=True), 1e-9)
        temperature = 0.1 * (1.0 - step / iterations)
        positions += displacement / length * np.minimum(length, temperature)
    return _fit_to_square(members, positions)


def _fit_to_square(members: tuple[int, ...], positions: np.ndarray) -> Positions:
    low, high = positions.min(axis=0), positions.max(axis=0)
    span = float(max((high - low).max(), 1e-9))
    scale = (1.0 - 2 * MARGIN) / span
    centred = (positions - (low + high) / 2) * scale + 0.5
    return {doc_id: (float(x), float(y)) for doc_id, (x, y) in zip(members, centred)}


def edge_width(score: float, thinnest: float = 1.0, thickest: float = 6.0) -> float:
    """Return the line width for an edge of this score: linear from `thinnest` at 0 to `thickest` at 1."""
    clipped = min(max(score, 0.0), 1.0)
    return thinnest + (thickest - thinnest) * clipped


Box = tuple[float, float, float, float]  # left, top, width, height


def _overlap(a: Box, b: Box) -> float:
    """Return the area two boxes share (0 when apart)."""
    width = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    height = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return width * height if width > 0 and height > 0 else 0.0


def place_labels(centres: dict[int, tuple[float, float]], sizes: dict[int, tuple[float, float]],
                 bounds: Box, radius: float) -> dict[int, Box]:
    """Return a box for each node's name (`sizes`: width, height) near its node (`centres`, radius `radius`):
    below, above, right, left or a corner, the first inside `bounds` overlapping no name or node placed so
    far; when none is free, the one overlapping least. Crowded groups thus spread their names instead of
    piling them under the nodes."""
    gap = radius + 2
    discs = [(x - radius, y - radius, 2 * radius, 2 * radius) for x, y in centres.values()]
    placed: dict[int, Box] = {}
    left, top, width_all, height_all = bounds
    for doc_id, (x, y) in centres.items():
        width, height = sizes[doc_id]
        choices: list[Box] = [
            (x - width / 2, y + gap, width, height), (x - width / 2, y - gap - height, width, height),
            (x + gap, y - height / 2, width, height), (x - gap - width, y - height / 2, width, height),
            (x + gap * 0.7, y + gap * 0.7, width, height), (x - gap * 0.7 - width, y + gap * 0.7, width, height),
            (x + gap * 0.7, y - gap * 0.7 - height, width, height),
            (x - gap * 0.7 - width, y - gap * 0.7 - height, width, height),
        ]

        def cost(box: Box) -> float:
            outside = not (left <= box[0] and top <= box[1] and box[0] + box[2] <= left + width_all
                           and box[1] + box[3] <= top + height_all)
            return (1e9 if outside else 0.0) + sum(_overlap(box, other) for other in (*placed.values(), *discs))

        placed[doc_id] = min(choices, key=cost)  # the first of the cheapest: below when all are free
    return placed
