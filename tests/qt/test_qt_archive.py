"""The Reference library dialog's archives: an institution's archive (a folder on a shared drive) added as a
read-only reference source, and a scan that checks the class against it."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from conftest import scan_and_wait


@pytest.fixture
def archive(tmp_path: Path, class_folder: Path) -> Path:
    """An archive holding the class folder's texts as collection "Essays 2025", made by the command line."""
    pytest.importorskip("distributed", reason='the archive needs the [archive] extra: pip install ".[archive]"')
    address = tmp_path / "shared drive" / "archive"
    subprocess.run([sys.executable, "-m", "plagcheck.cli", "archive", "add", str(address), "--collection",
                    "Essays 2025", "--term", "2025", str(class_folder), "--workers", "1", "-q"], check=True)
    return address


def test_an_archive_added_in_the_library_dialog_is_checked_by_the_next_scan(qtbot, controller, class_folder,
                                                                           archive, tmp_path):
    controller.settings = replace(controller.settings, library_path=str(tmp_path / "library.sqlite3"))
    library = controller.classes.library
    asked = []
    library.ask_archive_folder = lambda parent: str(archive)
    library.ask_archive_address = lambda parent: asked.append("address") or str(tmp_path / "not an archive")
    dialog = library.open_dialog(modal=False)
    qtbot.addWidget(dialog)
    assert dialog.archives.topLevelItemCount() == 0

    dialog.add_archive_address_button.click()  # a folder that is no archive is refused, with the reason
    assert asked and dialog.archives.topLevelItemCount() == 0
    assert "was not added" in dialog.progress_label.text() and "not a plagcheck archive" in dialog.progress_label.text()

    dialog.add_archive_button.click()
    item = dialog.archives.topLevelItem(0)
    assert (item.text(0), item.text(1)) == (str(archive), "12")
    assert dialog.chosen_archives() == (str(archive),) and "Added the archive" in dialog.progress_label.text()
    dialog.close()
    assert controller.settings.reference_archives == (str(archive),)
    assert controller.store.scan_settings().reference_archives == (str(archive),)

    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    references = [d for d in result.documents if d.is_reference]
    assert references and {d.format for d in references} == {"archive"}
    assert {d.collection for d in references} == {"Essays 2025"}
    # every student who handed in a text matches its copy in the archive, verified like a class pair
    copies = [p for p in result.pairs if result.document(p.b).is_reference and p.score > 0.99]
    assert len(copies) >= 9

    # the dialog lists it again, ticked; unticking it takes it out of the next scan
    dialog = library.open_dialog(modal=False)
    qtbot.addWidget(dialog)
    assert dialog.chosen_archives() == (str(archive),)
    dialog.archives.topLevelItem(0).setCheckState(0, dialog.archives.topLevelItem(0).checkState(0).Unchecked)
    with qtbot.waitSignal(controller.scans.finished, timeout=30_000) as blocker:
        dialog.close()
    assert controller.settings.reference_archives == ()
    assert not any(d.is_reference for d in blocker.args[0].documents)
