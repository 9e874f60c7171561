"""Files given to everyone: chosen in their dialog, remembered, used by the rescan, their ignored text counted
in the results header, and a missing one listed under File problems."""

from __future__ import annotations

from pathlib import Path

from conftest import scan_and_wait
from class_folder import make_class_folder
from plagcheck.ui.controllers.main_controller import make_test_settings
from plagcheck.ui.views.templates_dialog import TemplatesDialog


def test_templates_chosen_in_the_dialog_are_used_by_the_rescan_and_remembered(qtbot, controller, tmp_path):
    folder = make_class_folder(tmp_path / "cited", students=8, copied_pairs=2, broken=False, citations=True)
    assignment = str(tmp_path / "cited" / "Assignment.txt")
    missing = str(tmp_path / "gone.txt")
    before = scan_and_wait(qtbot, controller, [str(folder)])
    assert before.ignored_template_shingles == 0
    classes = controller.classes
    classes.ask_files = lambda parent: [assignment, missing, assignment]  # a repeat is listed once

    def add_and_accept(dialog: TemplatesDialog) -> bool:
        assert dialog.empty_label.isVisibleTo(dialog) and not dialog.remove_button.isEnabled()
        dialog.add_button.click()
        assert dialog.paths() == (assignment, missing)
        return True

    classes.run_dialog = add_and_accept
    with qtbot.waitSignal(controller.scans.finished, timeout=30_000) as blocker:
        controller.window.templates_action.trigger()
    after = blocker.args[0]
    assert after.settings.template_paths == (assignment, missing)
    assert after.ignored_template_shingles > 0
    header = controller.window.results_page.table_label.text()
    assert f"{after.ignored_template_shingles:,} template and" in header and "phrases ignored" in header
    problems = controller.window.results_page.problems
    assert problems.problem_count() == 1  # the missing template file, named as one
    # Remembered for the next start of the app.
    again = make_test_settings(str(tmp_path / "settings.ini"))
    controller.store.sync()
    assert again.scan_settings().template_paths == (assignment, missing)


def test_removing_files_and_cancelling_change_nothing_until_ok(qtbot, controller, tmp_path):
    paths = [str(tmp_path / "a.txt"), str(tmp_path / "b.txt")]
    dialog = TemplatesDialog(paths, None, lambda parent: [])
    qtbot.addWidget(dialog)
    dialog.files.item(0).setSelected(True)
    assert dialog.remove_button.isEnabled()
    dialog.remove_button.click()
    assert dialog.paths() == (paths[1],)
    dialog.choose_files()  # the teacher cancelled the file dialog
    assert dialog.paths() == (paths[1],)
    assert "a.txt" not in dialog.files.item(0).text() and Path(paths[1]).name in dialog.files.item(0).text()
    controller.classes.run_dialog = lambda d: False
    controller.classes.edit_templates()
    assert controller.settings.template_paths == ()


def test_one_template_and_none_survive_a_restart(tmp_path):
    from dataclasses import replace

    from plagcheck.shared.models import ScanSettings

    path = str(tmp_path / "settings.ini")
    store = make_test_settings(path)
    store.save_scan_settings(replace(ScanSettings(), template_paths=("/class/Assignment sheet.docx",)))
    store.sync()
    assert make_test_settings(path).scan_settings().template_paths == ("/class/Assignment sheet.docx",)
    store.save_scan_settings(ScanSettings())
    store.sync()
    assert make_test_settings(path).scan_settings().template_paths == ()


def test_a_folder_marked_as_sources_is_compared_but_never_a_student(qtbot, controller, tmp_path):
    folder = make_class_folder(tmp_path / "class", students=8, copied_pairs=2, broken=False)
    sources = folder / "sources"
    sources.mkdir()
    essays = sorted(folder.rglob("*essay.txt"))
    # Two students both took the same reading: without marking it, it looks like a third student.
    (sources / "orig_reading.txt").write_text(essays[0].read_text(encoding="utf-8"), encoding="utf-8")
    before = scan_and_wait(qtbot, controller, [str(folder)])
    assert not any(d.is_reference for d in before.documents)
    classes = controller.classes
    classes.ask_folder = lambda parent: [str(sources)]

    def add_folder_and_accept(dialog: TemplatesDialog) -> bool:
        assert dialog.folder_button.isVisibleTo(dialog) and "sources" in dialog.windowTitle().lower()
        dialog.folder_button.click()
        return dialog.paths() == (str(sources),)

    classes.run_dialog = add_folder_and_accept
    with qtbot.waitSignal(controller.scans.finished, timeout=30_000) as blocker:
        controller.window.sources_action.trigger()
    after = blocker.args[0]
    reading = next(d for d in after.documents if d.name.endswith("orig_reading.txt"))
    assert reading.is_reference and not any(d.is_reference for d in after.documents if d is not reading)
    controller.window.tabs.setCurrentWidget(controller.window.students_page)
    qtbot.waitUntil(lambda: controller.triage.overview is not None)
    assert all(f.doc_id != reading.id for f in controller.triage.overview.students)
    assert all(reading.id not in c.members for c in controller.triage.overview.clusters)
    listed = [controller.proxy.index(r, 1).data() + controller.proxy.index(r, 2).data()
              for r in range(controller.proxy.rowCount())]
    assert any("(source)" in names for names in listed)  # compared with the students
    controller.store.sync()
    assert make_test_settings(str(tmp_path / "settings.ini")).scan_settings().source_paths == (str(sources),)


def test_dropping_a_class_folder_with_a_sources_folder_asks_once_whether_it_holds_sources(qtbot, controller,
                                                                                         tmp_path):
    folder = make_class_folder(tmp_path / "class", students=6, copied_pairs=1, broken=False)
    readings = folder / "Readings"
    readings.mkdir()
    (readings / "chapter.txt").write_text(sorted(folder.rglob("*essay.txt"))[0].read_text(encoding="utf-8"),
                                          encoding="utf-8")
    asked = []
    controller.ask_sources = lambda window, folders: asked.append(folders) or folders
    result = scan_and_wait(qtbot, controller, [str(folder)])
    assert asked == [[str(readings.resolve())]]
    chapter = next(d for d in result.documents if d.name.endswith("chapter.txt"))
    assert chapter.is_reference and chapter.collection == "Sources"
    scan_and_wait(qtbot, controller, [str(folder)])  # marked now: not asked again
    assert len(asked) == 1
    controller.settings = controller.settings.__class__()
    controller._sources_asked.clear()
    controller.ask_sources = lambda window, folders: asked.append(folders) and []  # "students' work"
    again = scan_and_wait(qtbot, controller, [str(folder)])
    assert len(asked) == 2 and not any(d.is_reference for d in again.documents)


def test_a_loose_file_that_looks_like_the_question_is_offered_once_and_used_when_the_teacher_says_so(
        qtbot, controller, tmp_path):
    from synthetic import TextGenerator

    gen = TextGenerator(41)
    question = gen.essay(60).replace("\n\n", " ")
    folder = tmp_path / "loose"
    folder.mkdir()
    for i in range(4):
        (folder / f"student{i}.txt").write_text(f"{question}\n\n{gen.essay(400)}", encoding="utf-8")
    sheet = folder / "Essay question.txt"
    sheet.write_text(question, encoding="utf-8")
    asked = []
    controller.ask_template = lambda window, name: asked.append(name) or False  # "a student handed it in"
    first = scan_and_wait(qtbot, controller, [str(folder)])
    sheet_id = next(d.id for d in first.documents if d.path == str(sheet))
    assert first.offered_templates == (sheet_id,) and first.documents[sheet_id].status == "ok"
    name = first.documents[sheet_id].name
    assert name.endswith("Essay question.txt")
    qtbot.waitUntil(lambda: asked == [name])
    scan_and_wait(qtbot, controller, [str(folder)])
    qtbot.wait(50)
    assert asked == [name]  # asked once
    controller._templates_asked.clear()
    controller.ask_template = lambda window, name: True  # "it is the question"
    with qtbot.waitSignal(controller.scans.finished, timeout=30_000):
        controller.start_scan([str(folder)])
    with qtbot.waitSignal(controller.scans.finished, timeout=30_000) as blocker:
        pass  # the rescan with the question as a file given to everyone
    after = blocker.args[0]
    assert after.settings.template_paths == (str(sheet),)
    assert after.ignored_template_shingles > 0 and after.pairs_above(0.02) == ()


def test_many_files_that_look_like_the_question_are_named_once_in_the_status_bar_and_not_asked(qtbot, controller,
                                                                                               tmp_path):
    from dataclasses import replace

    from plagcheck.ui.controllers.main_controller import OFFERED_AT_MOST

    folder = make_class_folder(tmp_path / "class", students=6, copied_pairs=1, broken=False)
    result = scan_and_wait(qtbot, controller, [str(folder)])
    many = tuple(d.id for d in result.documents[: OFFERED_AT_MOST + 1])
    asked = []
    controller.ask_template = lambda window, name: asked.append(name) or False
    shown = replace(result, offered_templates=many)
    controller.show_result(shown)
    controller._offer_templates(shown)
    assert asked == [] and f"{len(many)} files look like the assignment's question" in \
        controller.window.statusBar().currentMessage()
