"""What the app remembers between runs (QSettings): recent folders, scan settings (with the files given to
everyone and the reference collections chosen), window layout.

QSettings hands back strings after a restart (a one-item list as a str, a float as '0.35'), so every read
passes `type=` and every value is checked before use.
"""

from __future__ import annotations

from pathlib import Path

from dataclasses import fields, replace

from PySide6.QtCore import QByteArray, QSettings

from plagcheck.shared.models import ScanSettings
from plagcheck.shared.private_files import make_private, private_folder

MAX_RECENT = 8
_RECENT_KEY = "recent/folders"
_SCAN_PREFIX = "scan/"
#: ScanSettings fields the Settings dialog edits, and the type each is stored as (k and bands/rows: 0 = None).
_STORED_FIELDS = {
    "unit": str,
    "k": int,
    "num_perm": int,
    "threshold": float,
    "min_score": float,
    "lowest_threshold": float,
    "merge_gap_words": int,
    "min_passage_words": int,
    "fold_homoglyphs": bool,
    "join_hyphenated": bool,
    "group_subfolders": bool,
    "exclude_quotes": bool,
    "exclude_cited_quotes": bool,
    "exclude_bibliography": bool,
    "common_share": float,
    "min_match_words": int,
    "find_reworded": bool,
    "passage_words": int,
    "copied_only": bool,
}
_OPTIONAL_INT = {"k"}
#: ScanSettings fields holding a tuple of strings, stored as a list.
_LIST_FIELDS = ("template_paths", "reference_collections", "source_paths", "reference_archives")
#: Encodings chosen for text files, stored as a list of "sha256 codec" strings.
_ENCODINGS_KEY = _SCAN_PREFIX + "encodings"


class SettingsStore:
    """Reads and writes the app's remembered state in a QSettings (the per-user one unless given)."""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self.qsettings = qsettings or QSettings("plagcheck", "plagcheck")
        self._make_private()

    def _make_private(self) -> None:
        """Keep the settings file (recent folders: students' names are often in them) owner-only."""
        if self.qsettings.format() in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat) and \
                Path(self.qsettings.fileName()).is_absolute():
            settings_file = Path(self.qsettings.fileName())
            if settings_file.parent.name == "plagcheck":  # the app's own folder, not a shared one
                private_folder(settings_file.parent)
            make_private(settings_file)

    def recent_folders(self) -> list[str]:
        """Return the remembered folders, most recent first."""
        value = self.qsettings.value(_RECENT_KEY, [], type=list)
        return [str(v) for v in value if isinstance(v, str) and v][:MAX_RECENT]

    def add_recent_folder(self, folder: str) -> list[str]:
        """Put `folder` first in the recent list (once); return the new list."""
        folders = [folder] + [f for f in self.recent_folders() if f != folder]
        folders = folders[:MAX_RECENT]
        self.qsettings.setValue(_RECENT_KEY, folders)
        return folders

    def remove_recent_folder(self, folder: str) -> list[str]:
        """Forget `folder` (it no longer exists, say); return the new list."""
        folders = [f for f in self.recent_folders() if f != folder]
        self.qsettings.setValue(_RECENT_KEY, folders)
        return folders

    def last_folder(self, purpose: str) -> str:
        """Return the folder last used to `purpose` ("export", "check"), or "" when none is remembered."""
        value = self.qsettings.value(f"folders/{purpose}", "", type=str)
        return value if value and Path(value).is_dir() else ""

    def save_last_folder(self, purpose: str, folder: str) -> None:
        """Remember `folder` as the one last used to `purpose`."""
        self.qsettings.setValue(f"folders/{purpose}", folder)

    def scan_settings(self) -> ScanSettings:
        """Return the remembered scan settings; anything missing or invalid falls back to the default."""
        defaults = ScanSettings()
        values = {}
        for name, kind in _STORED_FIELDS.items():
            key = _SCAN_PREFIX + name
            if not self.qsettings.contains(key):
                continue
            default = getattr(defaults, name)
            fallback = (0 if default is None else default) if name in _OPTIONAL_INT else default
            try:
                value = self.qsettings.value(key, fallback, type=kind)
            except (TypeError, ValueError):
                continue
            values[name] = (value or None) if name in _OPTIONAL_INT else value
        for name in _LIST_FIELDS:
            stored = self.qsettings.value(_SCAN_PREFIX + name, [], type=list)
            values[name] = tuple(str(v) for v in stored if isinstance(v, str) and v)
        stored = self.qsettings.value(_ENCODINGS_KEY, [], type=list)
        values["encodings"] = tuple(
            tuple(v.split(" ", 1)) for v in stored if isinstance(v, str) and v.count(" ") == 1
        )
        settings = replace(defaults, **values)
        try:
            settings.validate()
        except ValueError:
            return defaults
        return settings

    def save_scan_settings(self, settings: ScanSettings) -> None:
        """Remember the fields of `settings` the Settings dialog edits, the template files, the collections and the
        encodings chosen for text files."""
        known = {f.name for f in fields(ScanSettings)}
        for name in _STORED_FIELDS:
            if name in known:
                value = getattr(settings, name)
                self.qsettings.setValue(_SCAN_PREFIX + name, 0 if value is None else value)
        for name in _LIST_FIELDS:
            self.qsettings.setValue(_SCAN_PREFIX + name, list(getattr(settings, name)))
        self.qsettings.setValue(_ENCODINGS_KEY, [f"{sha256} {codec}" for sha256, codec in settings.encodings])

    def language(self) -> str:
        """Return the language chosen in Settings (a code of plagcheck.i18n.LANGUAGES), or "" for the system's."""
        return self.qsettings.value("app/language", "", type=str) or ""

    def save_language(self, code: str) -> None:
        """Remember the language chosen in Settings ("" for the system's)."""
        self.qsettings.setValue("app/language", code)

    def window_state(self, key: str) -> QByteArray | None:
        """Return a saved geometry or splitter state, or None."""
        value = self.qsettings.value("window/" + key, QByteArray(), type=QByteArray)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def save_window_state(self, key: str, state: QByteArray) -> None:
        """Remember a geometry or splitter state."""
        self.qsettings.setValue("window/" + key, state)

    def sync(self) -> None:
        """Write pending changes to disk (owner-only)."""
        self.qsettings.sync()
        self._make_private()
