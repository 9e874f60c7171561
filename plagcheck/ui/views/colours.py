"""The colours the views share: eight light passage backgrounds that stay readable with black text."""

from __future__ import annotations

from PySide6.QtGui import QColor

#: Light backgrounds for twin passages (contrast with black text above 12:1 for each).
PASSAGE_COLOURS = (
    "#ffe28a",  # yellow
    "#b5e8a9",  # green
    "#a9d8f7",  # blue
    "#f8bccb",  # pink
    "#ffcb94",  # orange
    "#d3c4f5",  # lavender
    "#a6e8df",  # teal
    "#e2e3a0",  # olive
)
#: Outline of the selected passage, in the panes and on the match map.
SELECTED_OUTLINE = QColor("#1d3a8a")
TEXT_COLOUR = QColor("#1a1a1a")
#: Foreground of text that did not count (template text, text common to the class): no background, so it
#: reads as "left out" and never as a passage. 4.5:1 against white, still readable.
IGNORED_TEXT_COLOUR = QColor("#737880")
#: Faint cool grey behind quotations (shown in italics): unlike every passage colour.
CITATION_TINT = QColor("#e9edf3")
#: Faint warm beige behind a reference list (upright, grey): told apart from a quotation at a glance.
BIBLIOGRAPHY_TINT = QColor("#f3eee2")
PAGE_COLOUR = QColor("#ffffff")


def reworded_colour(slot: int, selected: bool = False) -> QColor:
    """Return the background of a reworded passage in colour slot `slot`: the same hue, half as strong (it is
    drawn with a dashed underline in `passage_edge`, so it is told apart without colour too)."""
    colour = passage_colour(slot, selected)
    return QColor((colour.red() + 255) // 2, (colour.green() + 255) // 2, (colour.blue() + 255) // 2)


def passage_edge(slot: int) -> QColor:
    """Return a dark shade of colour slot `slot`, for the dashed underline of reworded passages."""
    hue, saturation, value, _ = QColor(PASSAGE_COLOURS[slot % len(PASSAGE_COLOURS)]).getHsvF()
    return QColor.fromHsvF(max(0.0, hue), min(1.0, saturation * 2 + 0.3), value * 0.55)


def passage_colour(slot: int, selected: bool = False) -> QColor:
    """Return the background of colour slot `slot`; a more saturated shade of the same hue when selected."""
    colour = QColor(PASSAGE_COLOURS[slot % len(PASSAGE_COLOURS)])
    if not selected:
        return colour
    hue, saturation, value, _ = colour.getHsvF()
    return QColor.fromHsvF(max(0.0, hue), min(1.0, saturation * 1.7 + 0.1), value * 0.97)
