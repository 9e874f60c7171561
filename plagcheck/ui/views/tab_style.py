"""Tabs tall enough for a capital letter's accent: Qt draws an unselected tab lower than the selected one and
cuts what rises above the font's line, so "Élèves" read "Elèves" in French (measured in Fusion with DejaVu Sans)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QTabBar, QWidget

#: Pixels added to each tab's height: room for an accent above a capital (É, Ö, Â) in an unselected tab.
ACCENT_ROOM = 4


class AccentRoomStyle(QProxyStyle):
    """The application's style, with ACCENT_ROOM more pixels in each tab's height."""

    def sizeFromContents(self, kind: QStyle.ContentsType, option: QStyleOption, size: QSize,  # noqa: N802 (Qt's name)
                         widget: QWidget | None = None) -> QSize:
        """Return the style's size for the contents, a tab's ACCENT_ROOM pixels taller."""
        found = super().sizeFromContents(kind, option, size, widget)
        if kind == QStyle.ContentsType.CT_TabBarTab:
            return QSize(found.width(), found.height() + ACCENT_ROOM)
        return found


def give_accents_room(tab_bar: QTabBar) -> None:
    """Draw `tab_bar` with AccentRoomStyle (the application's style underneath, which it does not own)."""
    style = AccentRoomStyle()  # no base given: it follows the application's style and does not delete it
    style.setParent(tab_bar)
    tab_bar.setStyle(style)
