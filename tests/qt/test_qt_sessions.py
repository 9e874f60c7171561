"""File → Save check… / Open check…: a check comes back with its threshold and reviews, changed and missing
original files are reported, bad files get a message, and nothing is written into the class folder."""

from __future__ import annotations

import gzip
from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from conftest import scan_and_wait
from plagcheck.saved.session import SESSION_SUFFIX
from plagcheck.triage.review import ReviewBook, ReviewState, set_review
from plagcheck.ui.controllers import export_controller
from plagcheck.ui.controllers.session_controller import SessionController, documents_folder
from test_qt_reviews import review_texts


def listing(folder: Path) -> list[tuple[str, int]]:
    return sorted((str(p.relative_to(folder)), p.stat().st_size) for p in folder.rglob("*"))


def reviewed_check(qtbot, controller, class_folder):
    """Scan the class, review its first pair with a note and move the threshold; return the result."""
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    pair = result.pairs[0]
    controller.reviews.set_book(set_review(ReviewBook(), pair.a, pair.b, ReviewState.CONFIRMED, "<i>copied</i>"))
    controller.results.set_threshold(0.3)
    return result


def test_a_saved_check_opens_with_its_threshold_and_reviews(qtbot, controller, class_folder, tmp_path,
                                                            counting_scan):
    before = listing(class_folder)
    result = reviewed_check(qtbot, controller, class_folder)
    saved = controller.sessions.write(controller.result, controller.model.threshold, controller.reviews.book,
                                      str(tmp_path / "history"))
    assert saved == tmp_path / f"history{SESSION_SUFFIX}" and "Saved the check" in \
        controller.window.statusBar().currentMessage()
    controller.reviews.set_book(ReviewBook())
    controller.results.set_threshold(0.05)
    with qtbot.waitSignal(controller.sessions.opened):
        controller.sessions.open(str(saved))
    assert controller.model.threshold == 0.3
    assert controller.window.results_page.threshold.value() == 0.3
    assert [d.text for d in controller.result.documents] == [d.text for d in result.documents]
    assert controller.reviews.book.review_of(result.pairs[0].a, result.pairs[0].b).note == "<i>copied</i>"
    assert review_texts(controller)[0].startswith("Confirmed")
    assert controller.window.windowTitle().startswith(f"history{SESSION_SUFFIX}")
    assert controller.scan_paths == [str(class_folder)]  # F5 scans the class folder again
    assert listing(class_folder) == before and counting_scan.calls == 1
    # Dropping the file (or naming it on the command line) opens it too, without scanning.
    with qtbot.waitSignal(controller.sessions.opened):
        controller.start_scan([str(saved)])
    assert counting_scan.calls == 1 and controller.result.documents == result.documents
    # A rescan after opening keeps the reviews of unchanged documents.
    scan_and_wait(qtbot, controller, controller.scan_paths)
    assert len(controller.reviews.book) == 1


def test_changed_and_missing_files_are_reported_after_opening(qtbot, controller, class_folder, tmp_path):
    result = reviewed_check(qtbot, controller, class_folder)
    saved = controller.sessions.write(result, 0.3, controller.reviews.book, str(tmp_path / "check.plagcheck"))
    usable = [d for d in result.documents if d.usable]
    with open(usable[0].path, "a", encoding="utf-8") as stream:
        stream.write("\nEdited after the check.\n")
    Path(usable[1].path).unlink()
    Path(usable[2].path).unlink()
    with qtbot.waitSignal(controller.sessions.opened):
        controller.sessions.open(str(saved))
    problems = controller.window.results_page.problems
    changed = [problems.tree.topLevelItem(i) for i in range(problems.problem_count())
               if problems.tree.topLevelItem(i).text(0) == "Changed"]
    assert [item.text(1) for item in changed] == [Path(usable[0].path).name]
    assert "changed since" in changed[0].text(2)
    assert "2 original files are no longer where they were" in controller.window.statusBar().currentMessage()
    assert controller.result.document(usable[1].id).text == usable[1].text  # the saved text is shown


def test_a_bad_file_gets_a_message_and_the_current_check_stays(qtbot, controller, class_folder, tmp_path,
                                                               monkeypatch):
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    warnings = []
    monkeypatch.setattr(SessionController, "_warn", lambda self, title, message: warnings.append(message))
    garbage = tmp_path / "garbage.plagcheck"
    garbage.write_bytes(b"not gzip at all")
    not_a_session = tmp_path / "other.plagcheck"
    not_a_session.write_bytes(gzip.compress(b'{"format": "something else"}'))
    for path in (garbage, not_a_session, tmp_path / "gone.plagcheck"):
        with qtbot.waitSignal(controller.sessions.failed):
            controller.sessions.open(str(path))
    assert len(warnings) == 3 and all("could not be opened" in w for w in warnings)
    assert controller.result is result
    unwritable = tmp_path / "no such folder" / "check.plagcheck"
    assert controller.sessions.write(result, 0.2, ReviewBook(), str(unwritable)) is None
    assert "could not be saved" in warnings[-1]


def test_save_suggests_the_documents_folder_never_the_class_folder(qtbot, controller, class_folder, tmp_path,
                                                                   monkeypatch):
    asked = []

    def fake_dialog(parent, title, suggested, filters):
        asked.append((suggested, filters))
        return str(tmp_path / "chosen"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake_dialog))
    controller.window.save_session_action.trigger()
    assert asked == [] and "no check to save" in controller.window.statusBar().currentMessage()
    scan_and_wait(qtbot, controller, [str(class_folder)])
    controller.window.save_session_action.trigger()
    suggested = Path(asked[0][0])
    assert suggested.parent == Path(documents_folder()) and suggested.suffix == SESSION_SUFFIX
    assert suggested.name == f"{class_folder.name}{SESSION_SUFFIX}" and "*.plagcheck" in asked[0][1]
    assert (tmp_path / f"chosen{SESSION_SUFFIX}").is_file()
    controller.window.save_session_action.trigger()  # saved again in place, without asking
    assert len(asked) == 1
    controller.window.save_session_as_action.trigger()
    assert asked[1][0] == str(tmp_path / f"chosen{SESSION_SUFFIX}")  # Save as… offers the file just saved


def test_closing_with_unsaved_reviews_offers_to_save_them(qtbot, controller, class_folder, tmp_path, monkeypatch):
    window = controller.window
    scan_and_wait(qtbot, controller, [str(class_folder)])
    qtbot.waitUntil(lambda: controller.results.shown_pair() is not None)
    answers = []

    def answer(choice):
        def ask(parent):
            answers.append(choice)
            return choice
        return ask

    controller.sessions.ask_unsaved = answer("cancel")
    assert window.may_close()  # nothing reviewed yet: closes without asking
    window.review_actions[ReviewState.CONFIRMED].trigger()
    assert not window.may_close() and answers == ["cancel"]
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args: (str(tmp_path / "closing.plagcheck"), "")))
    controller.sessions.ask_unsaved = answer("save")
    assert window.may_close() and (tmp_path / "closing.plagcheck").is_file()
    assert window.may_close() and answers == ["cancel", "save"]  # saved: no question any more
    window.review_actions[ReviewState.NOT_PLAGIARISM].trigger()
    controller.sessions.ask_unsaved = answer("discard")
    assert window.may_close() and answers[-1] == "discard"
    window.review_actions[ReviewState.CONFIRMED].trigger()
    controller.sessions.ask_unsaved = answer("cancel")
    window.close()
    assert window.isVisible()  # the teacher chose to stay
    controller.sessions.ask_unsaved = answer("discard")
    window.close()
    assert not window.isVisible()


def test_the_start_page_opens_a_saved_check(qtbot, controller, class_folder, tmp_path, monkeypatch):
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    saved = controller.sessions.write(result, 0.25, ReviewBook(), str(tmp_path / "start.plagcheck"))
    asked = []

    def fake_dialog(parent, title, folder, filters):
        asked.append(folder)
        return str(saved), filters

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(fake_dialog))
    with qtbot.waitSignal(controller.sessions.opened):
        controller.window.drop_zone.open_check.click()
    assert asked == [str(tmp_path)] and controller.model.threshold == 0.25


def test_saved_checks_are_offered_on_the_start_page_and_folders_are_remembered(qtbot, tmp_path, class_folder,
                                                                              monkeypatch):
    from plagcheck.ui.controllers.main_controller import MainController, make_test_settings

    ini = str(tmp_path / "settings.ini")
    first = MainController(store=make_test_settings(ini))
    qtbot.addWidget(first.window)
    scan_and_wait(qtbot, first, [str(class_folder)])
    saved_in, exported_in = tmp_path / "checks", tmp_path / "exports"
    saved_in.mkdir()
    exported_in.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args: (str(saved_in / "week 3"), "")))
    first.window.save_session_action.trigger()
    check = saved_in / f"week 3{SESSION_SUFFIX}"
    assert first.store.recent_folders()[0] == str(check.resolve())
    asked = []

    def export_dialog(parent, title, suggested, filters):
        asked.append((title, suggested, filters[0]))
        return str(exported_in / Path(suggested).name), filters[0]

    monkeypatch.setattr(export_controller, "ask_save_path", export_dialog)
    offered = []
    first.exports.after_export = lambda window, path: offered.append(path)
    first.window.export_anonymised_action.trigger()
    assert asked[0][0] == "Export anonymised report" and "pseudonyms" in asked[0][2]
    assert offered == [exported_in / Path(asked[0][1]).name]  # offered to open it or its folder
    assert "Student 1" in offered[0].read_text(encoding="utf-8")
    first.sessions.ask_unsaved = lambda parent: "discard"
    first.shutdown()

    second = MainController(store=make_test_settings(ini))
    qtbot.addWidget(second.window)
    recent = [button.text() for button in second.window.drop_zone.findChildren(type(second.window.drop_zone.open_check))
              if button.text().endswith(SESSION_SUFFIX)]
    assert recent == [check.name]
    asked.clear()
    second.sessions.last_path = None
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda parent, title, start, filters: (
        asked.append(start) or ("", ""))))
    second.window.open_session_action.trigger()
    assert asked == [str(saved_in.resolve())]  # the folder the last check was saved in
    with qtbot.waitSignal(second.sessions.opened):
        second.open_recent(str(check.resolve()))  # one click on the start page reopens it
    assert second.result is not None
    second.exports.after_export = lambda window, path: None
    second.window.export_action.trigger()
    assert Path(asked[-1][1]).parent == exported_in  # the folder exported to last time
