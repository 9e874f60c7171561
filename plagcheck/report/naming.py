"""What a report is called: the class it is about and the day it was written, in its title and its file name."""

from __future__ import annotations

import os
import re
from datetime import date
from pathlib import PurePath

from plagcheck.i18n import translate
from plagcheck.shared.models import ScanResult

#: Characters no file name may hold on Windows, macOS or Linux (and control characters).
_UNSAFE = re.compile(r'[\x00-\x1f\x7f<>:"/\\|?*]+')


def class_name(result: ScanResult) -> str:
    """Return the name of the folder holding the class's submissions ("Year 10 science"), or "" when they share
    no folder but the file system's root."""
    folders = [str(PurePath(doc.path.replace("\\", "/")).parent) for doc in result.documents
               if not doc.is_reference and doc.path]
    if not folders:
        return ""
    try:
        common = os.path.commonpath(folders)
    except ValueError:  # paths on different drives
        return ""
    return PurePath(common).name


def report_title(result: ScanResult, day: date) -> str:
    """Return the report's title: "Similarity report: <class>, <YYYY-MM-DD>" (without the class when unknown)."""
    name = class_name(result)
    if name:
        return translate("Naming", "Similarity report: {name}, {date}").format(name=name, date=day.isoformat())
    return translate("Naming", "Similarity report, {date}").format(date=day.isoformat())


def report_file_name(result: ScanResult, day: date, suffix: str = ".html", anonymised: bool = False) -> str:
    """Return a file name for a report or export of `result` written on `day`: the class, the date and what it
    is, in the current language ("Year 10 science - similarity report 2026-11-26.html"), safe on every system."""
    if suffix == ".html":
        what = translate("Naming", "anonymised similarity report") if anonymised \
            else translate("Naming", "similarity report")
    else:
        what = translate("Naming", "anonymised pairs") if anonymised else translate("Naming", "pairs")
    name = _UNSAFE.sub(" ", class_name(result)).strip(" .")[:80]
    stem = f"{name} - {what} {day.isoformat()}" if name else f"plagcheck {what} {day.isoformat()}"
    return stem + suffix
