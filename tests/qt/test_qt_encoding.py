"""Reading a text file in another encoding: chosen from File problems with a preview, used by the rescan,
remembered for the next start of the app."""

from __future__ import annotations

from conftest import scan_and_wait
from PySide6.QtWidgets import QLabel

from plagcheck.ui.controllers.main_controller import make_test_settings
from plagcheck.ui.views.encoding_dialog import EncodingDialog

# Czech in Windows-1250: its letters are Western letters too in Windows-1252, so the guess is wrong.
CZECH = " ".join(
    f"Včera jsem šel do školy číslo {i}. Učitelka řekla, že musíme napsat slohovou práci o našem městě "
    f"a jeho historii, kterou jsme probírali v hodině {i * 3}."
    for i in range(25)
)


def test_a_mis_read_text_file_is_read_again_in_the_encoding_chosen(qtbot, controller, tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "jana.txt").write_bytes(CZECH.encode("cp1250"))
    (folder / "petr.txt").write_text(CZECH, encoding="utf-8")
    before = scan_and_wait(qtbot, controller, [str(folder)])
    jana = next(d for d in before.documents if d.name.endswith("jana.txt"))
    assert jana.status == "ok" and jana.encoding == "Windows-1252" and "Včera" not in jana.text
    assert jana.message == "encoding guessed as Windows-1252"
    assert not before.pairs  # the same essay, but read with other letters
    problems = controller.window.results_page.problems
    # A guessed encoding is information, not a problem: listed as a note, counted nowhere as a problem.
    assert problems.problem_count() == 0
    assert problems.title.text().startswith("File problems: none, every file was read · 1 note")
    assert problems.tree.topLevelItem(0).text(0) == "Note"
    assert "0 with problems" in controller.window.counts_label.text()
    assert not problems.encoding_button.isEnabled()
    problems.tree.setCurrentItem(problems.tree.topLevelItem(0))
    assert problems.encoding_button.isEnabled()

    def choose_windows_1250(dialog: EncodingDialog) -> bool:
        assert dialog.codecs.currentText() == "Windows-1252"  # starts on the encoding it was read in
        assert "was read as Windows-1252 (a guess" in dialog.findChild(QLabel).text()
        assert "Vèera" in dialog.text.toPlainText()
        dialog.codecs.setCurrentIndex(dialog.codecs.findData("cp1250"))
        assert dialog.text.toPlainText().startswith("Včera jsem šel do školy")
        return True

    controller.encodings.run_dialog = choose_windows_1250
    with qtbot.waitSignal(controller.scans.finished, timeout=30_000) as blocker:
        problems.encoding_button.click()
    after = blocker.args[0]
    jana = next(d for d in after.documents if d.name.endswith("jana.txt"))
    assert (jana.status, jana.encoding) == ("ok", "Windows-1250") and jana.text.startswith("Včera")
    assert after.pairs and after.pairs[0].score > 0.9
    assert problems.problem_count() == 1  # petr.txt, now identical to jana.txt
    controller.store.sync()
    remembered = make_test_settings(str(tmp_path / "settings.ini")).scan_settings()
    assert remembered.encodings == ((jana.sha256, "cp1250"),)


def test_cancelling_the_dialog_changes_nothing(qtbot, controller, tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "jana.txt").write_bytes(CZECH.encode("cp1250"))
    (folder / "other.txt").write_text("A different essay about rivers and mountains. " * 5, encoding="utf-8")
    scan_and_wait(qtbot, controller, [str(folder)])
    controller.encodings.run_dialog = lambda dialog: False
    scans = controller.scans
    controller.encodings.choose_encoding(0)
    assert controller.settings.encodings == () and not scans.running
