"""Reading a text file in an encoding the teacher chooses, when the guessed one gave the wrong letters.

The choice is kept in the scan settings by the file's content hash (so it follows the file if the folder
moves), remembered like the other settings, and applied by a rescan: `apply_settings` is the main
controller's, which keeps, remembers and rescans.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject

from plagcheck.shared.models import ScanResult, ScanSettings
from plagcheck.ui.translation import translate
from plagcheck.ui.views.encoding_dialog import EncodingDialog
from plagcheck.ui.views.main_window import MainWindow

#: How much of the file the preview decodes.
PREVIEW_BYTES = 4096


def encoding_choices() -> list[tuple[str, str]]:
    """Return (codec, name shown) for every encoding offered."""
    from plagcheck.engine.reading.extract.text import ENCODING_CHOICES, display_name  # the readers load when asked

    return [(codec, display_name(codec)) for codec in ENCODING_CHOICES]


def preview_text(path: str, codec: str) -> str:
    """Return the start of the file at `path` decoded with `codec` (undecodable bytes as U+FFFD)."""
    from plagcheck.engine.reading.extract.base import ExtractionError  # the readers load when asked
    from plagcheck.engine.reading.zip_folders import read_location

    try:  # only a regular file, never blocking (it may have been replaced by a pipe since the scan), or in a zip
        data = read_location(path, PREVIEW_BYTES)
    except ExtractionError as exc:
        return translate("EncodingController", "The file cannot be read: {message}").format(message=exc.message)
    except OSError as exc:
        return translate("EncodingController", "The file cannot be read: {exc}").format(exc=exc.strerror or exc)
    return data.decode(codec, errors="replace")


class EncodingController(QObject):
    """Opens the encoding dialog for a document of the current result and applies the choice."""

    def __init__(self, window: MainWindow, current_result: Callable[[], ScanResult | None],
                 current_settings: Callable[[], ScanSettings], apply_settings: Callable[[ScanSettings], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self._result = current_result
        self._current = current_settings
        self._apply = apply_settings
        #: Replaced by tests to answer the dialog: (dialog) -> accepted.
        self.run_dialog: Callable[[EncodingDialog], bool] = lambda dialog: bool(dialog.exec())
        window.results_page.problems.encoding_requested.connect(self.choose_encoding)

    def choose_encoding(self, doc_id: int) -> None:
        """Ask how to read document `doc_id`'s file; a new choice is applied (and the folder rescanned)."""
        result = self._result()
        if result is None:
            return
        document = result.document(doc_id)
        dialog = EncodingDialog(
            document.name, encoding_choices(), document.encoding or translate(
                "EncodingController", "an unknown encoding"),
                                lambda codec: preview_text(document.path, codec), self.window,
                                guessed=document.message.startswith("encoding guessed"))
        accepted = self.run_dialog(dialog)
        codec = dialog.chosen_codec()
        dialog.deleteLater()
        settings = self._current()
        if not accepted or (document.sha256, codec) in settings.encodings:
            return
        others = tuple(choice for choice in settings.encodings if choice[0] != document.sha256)
        self._apply(replace(settings, encodings=(*others, (document.sha256, codec))))
