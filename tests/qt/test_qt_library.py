"""The Reference library dialog: adding a folder as a collection on a pool thread, choosing the collections
the next scan compares with, removing one, and a library file that cannot be opened."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from conftest import scan_and_wait
from plagcheck.ui.pair_table import PairTableModel


def test_a_folder_added_as_a_collection_is_compared_with_the_class_until_removed(qtbot, controller, class_folder,
                                                                                tmp_path):
    controller.settings = replace(controller.settings, library_path=str(tmp_path / "library.sqlite3"))
    library = controller.classes.library
    library.ask_folder = lambda parent: str(class_folder)
    library.ask_name = lambda parent, suggested: "Last year <i>9B</i>"
    dialog = library.open_dialog(modal=False)
    qtbot.addWidget(dialog)
    assert dialog.empty_label.isVisibleTo(dialog) and not dialog.remove_button.isEnabled()
    dialog.add_button.click()
    assert dialog.progress_bar.isVisibleTo(dialog) and not dialog.add_button.isEnabled()  # not on the GUI thread
    qtbot.waitUntil(lambda: library._worker is None, timeout=20_000)
    assert dialog.collections.topLevelItemCount() == 1
    item = dialog.collections.topLevelItem(0)
    assert item.text(0) == "Last year <i>9B</i>" and item.text(1) == "12"
    assert item.checkState(0) == Qt.CheckState.Checked  # a new collection is ticked
    assert "Added 12 documents" in dialog.progress_label.text() and "could not be read" in dialog.progress_label.text()
    dialog.close()
    assert controller.settings.reference_collections == ("Last year <i>9B</i>",)
    assert controller.store.scan_settings().reference_collections == ("Last year <i>9B</i>",)

    # The scan compares each student with their own copy in the library: the table says which collection.
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    references = [d for d in result.documents if d.is_reference]
    assert references and all(d.collection == "Last year <i>9B</i>" for d in references)
    model: PairTableModel = controller.model
    names = {model.index(row, 1).data() for row in range(model.rowCount())} | {
        model.index(row, 2).data() for row in range(model.rowCount())}
    assert any("(reference: Last year <i>9B</i>)" in str(name) for name in names)
    # Students who copied from each other both match their copies in the library: the Groups tab says so,
    # and a reference forms no group of its own.
    controller.results.set_threshold(0.3)
    controller.window.groups_action.trigger()
    groups = controller.window.groups_page
    assert groups.hints.text().startswith("Common source:") and "Last year <i>9B</i>/" in groups.hints.text()
    grouped = {m for c in controller.triage.overview.clusters for m in c.members}
    assert grouped and not grouped & {d.id for d in references}

    # Removing it (once confirmed) unticks it; closing rescans without it.
    asked = []
    library.confirm_remove = lambda parent, name, documents: asked.append((name, documents)) or True
    dialog = library.open_dialog(modal=False)
    qtbot.addWidget(dialog)
    assert dialog.chosen_collections() == ("Last year <i>9B</i>",)
    dialog.collections.topLevelItem(0).setSelected(True)
    dialog.remove_button.click()
    assert asked == [("Last year <i>9B</i>", 12)]
    assert dialog.collections.topLevelItemCount() == 0 and "Removed" in dialog.progress_label.text()
    with qtbot.waitSignal(controller.scans.finished, timeout=30_000) as blocker:
        dialog.close()
    assert controller.settings.reference_collections == ()
    assert not any(d.is_reference for d in blocker.args[0].documents)


def test_unticking_without_changes_does_not_rescan_and_a_broken_library_is_reported(qtbot, controller, tmp_path,
                                                                                   counting_scan):
    broken = tmp_path / "library.sqlite3"
    broken.write_bytes(b"this is not a SQLite file at all" * 64)
    controller.settings = replace(controller.settings, library_path=str(broken))
    dialog = controller.classes.library.open_dialog(modal=False)
    qtbot.addWidget(dialog)
    assert "could not be opened" in dialog.progress_label.text()
    assert dialog.collections.topLevelItemCount() == 0
    dialog.close()
    assert counting_scan.calls == 0 and controller.settings.reference_collections == ()
