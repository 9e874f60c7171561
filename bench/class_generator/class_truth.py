"""Writing a generated class to disk and working out its truth from the text plagcheck's reader extracts.

Every run of every document is located in order in the extracted text (blanks ignored: PDF lines break
anywhere), so each planted copy and each legitimately shared piece gets character offsets in the text the
engine compares.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from class_generator.class_families import canvas_name
from class_generator.class_files import (
    FIXED_DATE, SUPERSCRIPT_DIGITS, Para, Run, pdf_encoding, rendered, write, write_html,
)
from class_generator.class_material import Source, Topic, labelled

if TYPE_CHECKING:
    from class_generator.class_copies import GeneratedClass

#: Roles of text that is legitimately shared (see Run.role); "own" and "planted" are the others.
SHARED_ROLES = ("cover", "question", "title", "stock", "frame", "quote", "cite", "heading", "reference", "note")


# ---------------------------------------------------------------- writing the folder


def write_class(generated: GeneratedClass, out: Path) -> dict:
    """Write the class folder OUT/class and return the truth (written to OUT/truth.json by `main`)."""
    topic, plan, family = generated.topic, generated.plan, generated.family
    folder = out / "class"
    if folder.exists():
        shutil.rmtree(folder)
    sources_at = "sources" if family is None else family.sources_folder
    (folder / sources_at).mkdir(parents=True)
    documents: dict[str, dict] = {}
    taken: set[str] = set()
    source_paths = {}
    for source in topic.sources:
        rel = f"{sources_at}/{source.file_name}" if sources_at else source.file_name
        documents[rel] = write_source(folder / rel, source, topic)
        source_paths[source.key] = rel
        if family is not None:  # a loose student's file must not take a source's name
            taken.add(rel.casefold())
    if plan.has_prompt:
        form = plan.rng.choice(["docx", "pdf", "txt"])
        if form == "pdf" and pdf_encoding([topic.question, *topic.prompt]) is None:
            form = "docx"
        name = topic.values["prompt file"] if family is None else family.sheet_name
        where = sources_at if family is not None and family.sheet == "sources" else ""
        rel = f"{where}/{name}.{form}" if where else f"{name}.{form}"
        paras = prompt_paras(topic)
        write(folder / rel, paras, form, title=topic.values["title"], language=topic.language.code)
        documents[rel] = {"role": "prompt", "form": form, "paras": paras}
        if family is not None:
            taken.add(rel.casefold())
    for student in plan.students:
        paras = generated.essays[student.id]
        form = student.form
        if form == "pdf" and pdf_encoding([p.text for p in paras]) is None:
            form = student.form = "docx"
        rel = student_path(student, form, family, taken)
        taken.add(rel.casefold())
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        write(folder / rel, paras, form, title=student.name, language=topic.language.code)
        student.files.append(rel)
        documents[rel] = {"role": "student", "student": student.id, "form": form, "paras": paras}
    duplicate = generated.duplicate
    if duplicate is not None:
        first = Path(duplicate.files[0])
        number = 1
        while (rel := duplicate_name(first, number, family)).casefold() in taken:
            number += 1
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(folder / first, folder / rel)
        duplicate.files.append(rel)
        documents[rel] = dict(documents[first.as_posix()])
    if family is not None and family.zip_name:
        pack_zip(folder, family.zip_name)
    return truth(generated, folder, documents, source_paths)


def student_path(student, form: str, family, taken: set[str]) -> str:
    """Return where a student's file lies in the class folder: loose at the top, in a Moodle folder, or in
    the platform's zip (`NAME.zip/...`, packed by pack_zip once every file is written)."""
    name = f"{student.file_stem}.{form}"
    number = student.number.replace("-", "")
    if family is not None and family.layout == "canvas_zip":
        late = "_LATE" if int(number) % 7 == 3 else ""
        attachment = 5_550_000 + int(number) * 13
        return f"{family.zip_name}/{canvas_name(student.first, student.last)}{late}_{number}_{attachment}_{name}"
    if student.moodle:
        rel = f"{student.name}_{number}_assignsubmission_file_/{name}"
        return f"{family.zip_name}/{rel}" if family is not None and family.zip_name else rel
    rel, copy_number = name, 1
    while rel.casefold() in taken:
        rel = f"{student.file_stem} ({copy_number}).{form}"
        copy_number += 1
    return rel


def duplicate_name(first: Path, number: int, family) -> str:
    """Return the name of a student's second upload of the same file: "essay (1).docx" beside it (in Canvas,
    another attachment of the same student)."""
    if family is not None and family.layout == "canvas_zip":
        name, late_id, attachment, own = _split_canvas(first.name)
        return (first.parent / f"{name}{late_id}_{int(attachment) + number}_{Path(own).stem} ({number}){first.suffix}"
                ).as_posix()
    return (first.parent / f"{first.stem} ({number}){first.suffix}").as_posix()


def _split_canvas(file_name: str) -> tuple[str, str, str, str]:
    """Return (name, "_LATE"? + "_<user id>", attachment id, own name) of a Canvas file name."""
    import re

    match = re.match(r"^([^\W_]+)((?:_LATE)?_\d+)_(\d+)_(.+)$", file_name)
    assert match, file_name
    return match.group(1), match.group(2), match.group(3), match.group(4)


def pack_zip(folder: Path, zip_name: str) -> None:
    """Replace the folder `folder/zip_name` (the platform's download as written) by a zip of the same name,
    its members in name order with a fixed date."""
    import zipfile

    staged = folder / zip_name
    moved = folder.parent / (".staged-" + zip_name)
    staged.rename(moved)
    with zipfile.ZipFile(folder / zip_name, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(p for p in moved.rglob("*") if p.is_file()):
            archive.writestr(zipfile.ZipInfo(path.relative_to(moved).as_posix(), FIXED_DATE), path.read_bytes(),
                             zipfile.ZIP_DEFLATED)
    shutil.rmtree(moved)


def write_source(path: Path, source: Source, topic: Topic) -> dict:
    """Write a source as the web page, text file or PDF the class was given; return its document entry."""
    words = topic.language.words
    byline = f"{words['by']} {source.given} {source.surname}".strip() if source.given else source.surname
    paras = [Para("title", [Run(source.title, "source")]), Para("text", [Run(f"{byline}, {source.year}", "source")])]
    paras += [Para("text", [Run(p, "source")]) for p in source.paragraphs]
    if source.form == "html":
        header = f"{source.site} · {words['nav']}"
        footer = f"© {source.year} {source.site}. {words['rights']}"
        write_html(path, paras, title=f"{source.title} | {source.site}", language=topic.language.code,
                   page=(header, footer))
    else:
        form = source.form if source.form != "pdf" or pdf_encoding([p.text for p in paras]) else "html"
        write(path, paras, form, title=source.title, language=topic.language.code)
    return {"role": "source", "source": source.key, "form": source.form, "paras": paras}


def prompt_paras(topic: Topic) -> list[Para]:
    """Return the teacher's assignment sheet: title, question, instructions, the sources given."""
    words = topic.language.words
    paras = [Para("title", [Run(topic.values["title"], "prompt")]),
             Para("text", [Run(topic.question, "prompt")])]
    paras += [Para("text", [Run(p, "prompt")]) for p in topic.prompt]
    paras.append(Para("heading", [Run(words["sources"], "prompt")]))
    for source in topic.sources:
        who = f"{source.given} {source.surname}" if source.given else source.surname
        paras.append(Para("text", [Run(f"{who} ({source.year}): {source.title}. {source.site}.", "prompt")]))
    return paras


# ---------------------------------------------------------------- the truth


class Located:
    """A document's text as plagcheck extracts it, searched while ignoring blanks (line breaks in PDFs)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.index = [i for i, ch in enumerate(text) if not ch.isspace()]
        self.dense = "".join(text[i] for i in self.index)
        self.cursor = 0

    def find(self, needle: str) -> tuple[int, int] | None:
        """Return the [start, end) of the next occurrence of needle (blanks ignored) after the last one found."""
        dense = "".join(needle.split())
        if not dense:
            return None
        at = self.dense.find(dense, self.cursor)
        if at < 0:
            return None
        self.cursor = at + len(dense)
        return self.index[at], self.index[at + len(dense) - 1] + 1

    def find_first(self, needles: list[str]) -> tuple[int, int] | None:
        """Return the span of whichever needle occurs first after the last one found (a note mark may be
        read as "¹" or as "1")."""
        start = self.cursor
        best = None
        for needle in needles:
            self.cursor = start
            span = self.find(needle)
            if span and (best is None or span[0] < best[0][0]):
                best = (span, self.cursor)
        if best is None:
            self.cursor = start
            return None
        self.cursor = best[1]
        return best[0]

    def find_prefix(self, needle: str) -> tuple[int, int] | None:
        """Return the span of the longest prefix of needle's words found next (the reader dropped the rest:
        a PDF line it took for a running footer), or None."""
        words = needle.split()
        for count in range(len(words) - 1, 0, -1):
            span = self.find(" ".join(words[:count]))
            if span:
                return span
        return None


def extract(folder: Path) -> dict[str, str]:
    """Return every file's text as plagcheck's reader extracts it, by path relative to `folder`."""
    from plagcheck.engine.reading.ingest import discover, read_submissions
    from plagcheck.shared.models import ScanSettings

    texts = {}
    for record in read_submissions(discover([folder]), ScanSettings(), use_cache=False):
        texts[Path(record.path).relative_to(folder).as_posix()] = record.text
    return texts


def locate_runs(text: str, paras: list[Para], form: str, where: str,
                dropped: list[str]) -> dict[tuple[int, int], tuple[int, int]]:
    """Return the span in `text` of every run of `paras`, found in order; raise if one is missing. A run the
    reader kept only the start of is located by that start and added to `dropped`."""
    located = Located(text)
    spans = {}
    for p, para in enumerate(paras):
        for r, run in enumerate(para.runs):
            shown = rendered(run, form)
            if run.sup:
                span = located.find_first([run.text.translate(SUPERSCRIPT_DIGITS), run.text])
            else:
                span = located.find(shown)
            if span is None and len(shown.split()) > 1:
                span = located.find_prefix(shown)
                dropped.append(shown)
            if span is None and shown.strip():
                raise AssertionError(f"{where}: run {shown[:80]!r} of paragraph {p} not found in the extracted text")
            if span:
                spans[p, r] = span
    return spans


def truth(generated: GeneratedClass, folder: Path, documents: dict[str, dict], source_paths: dict[str, str]) -> dict:
    """Return the ground truth: students, documents with their shared spans, planted copies with offsets."""
    texts = extract(folder)
    topic, plan = generated.topic, generated.plan
    canonical = {f"quote:{s.key}:{i}": sentence for s in topic.sources for i, (_, sentence) in enumerate(s.sentences())}
    canonical.update(question=topic.question, cover="\n".join(labelled(label) for label in topic.language.cover.values()))
    shared: dict[str, dict] = {}
    reader_dropped: dict[str, list[str]] = {}  # file -> runs the reader kept only the start of
    doc_truth = {}
    run_spans = {}
    for rel, doc in documents.items():
        text = texts[rel]
        if doc["role"] == "source":
            doc_truth[rel] = {"role": "source", "source": doc["source"], "format": doc["form"]}
            continue
        if doc["role"] == "prompt":
            doc_truth[rel] = {"role": "prompt", "format": doc["form"]}
            continue
        if not text.strip():  # a student's second, identical upload, which the reader folds into the first
            doc_truth[rel] = {"role": "student", "student": doc["student"], "format": doc["form"], "folded": True}
            continue
        dropped: list[str] = []
        spans = locate_runs(text, doc["paras"], doc["form"], rel, dropped)
        if dropped:
            reader_dropped[rel] = dropped
        run_spans[rel] = spans
        shared_spans, planted_spans = [], []
        for (p, r), (start, end) in sorted(spans.items(), key=lambda item: item[1]):
            run = doc["paras"][p].runs[r]
            if run.role in SHARED_ROLES:
                key = run.key or run.role
                shared_spans.append([start, end, key])
                piece = shared.setdefault(key, {"kind": shared_kind(run), "text": canonical.get(key, run.text.strip()),
                                                "students": [], "occurrences": []})
                if doc["student"] not in piece["students"]:
                    piece["students"].append(doc["student"])
                piece["occurrences"].append({"file": rel, "start": start, "end": end, "role": run.role,
                                             "written": rendered(run, doc["form"])})
            elif run.role == "planted":
                planted_spans.append([start, end, run.key])
        doc_truth[rel] = {"role": "student", "student": doc["student"], "format": doc["form"],
                          "shared_spans": merge_spans(shared_spans), "planted_spans": merge_spans(planted_spans)}
    plants = []
    for plant in generated.plants:
        copier_file = read_file(plant.copier, doc_truth)
        doc = documents[copier_file]
        c_start, c_end, c_written = paras_span(run_spans[copier_file], plant.copier_paras, doc,
                                               plant.kind != "whole", plant.id)
        entry = {"id": plant.id, "kind": plant.kind, "origin": plant.origin, "copier": plant.copier.id,
                 "copier_file": copier_file, "copier_span": [c_start, c_end],
                 "copier_text": texts[copier_file][c_start:c_end], "copier_written": c_written,
                 "details": plant.details}
        if plant.victim is not None:
            other = read_file(plant.victim, doc_truth)
            o_start, o_end, o_written = paras_span(run_spans[other], plant.victim_paras, documents[other], False, "")
            entry.update(other=plant.victim.id, other_file=other)
        else:
            other = source_paths[plant.source.key]
            found = Located(texts[other]).find(plant.source_text)
            assert found, f"{plant.id}: source text not found in {other}"
            (o_start, o_end), o_written = found, plant.source_text
            entry.update(other=plant.source.key, other_file=other)
        entry.update(other_span=[o_start, o_end], other_text=texts[other][o_start:o_end], other_written=o_written)
        entry["reader_dropped_text"] = copier_file in reader_dropped or other in reader_dropped
        for side in ("copier", "other"):
            if not entry["reader_dropped_text"]:
                assert dense(entry[f"{side}_text"]) == dense(entry[f"{side}_written"]), f"{plant.id}: {side} offsets"
        plants.append(entry)
    students = []
    for s in plan.students:
        files = sorted(s.files, key=lambda rel: doc_truth[rel].get("folded", False))  # the file read first
        students.append({"id": s.id, "name": s.name, "number": s.number, "files": files, "role": s.role,
                         "format": s.form, "style": s.style,
                         "copied_from": any(p.victim is s for p in generated.plants)})
    return {
        "format": "plagcheck-realistic-class", "version": 1,
        "language": topic.language.code, "topic": topic.key, "split": topic.split, "size": plan.size,
        "question": topic.question, "sources": source_paths,
        "prompt": next((rel for rel, d in documents.items() if d["role"] == "prompt"), None),
        "students": students,
        "duplicate_upload": {"student": generated.duplicate.id, "files": generated.duplicate.files}
        if generated.duplicate else None,
        "planted": plants,
        "shared": [{"key": key, **piece} for key, piece in shared.items()],
        "quoters": generated.quoters,
        "documents": doc_truth,
        "reader_dropped": reader_dropped,
        "generation": dict(generated.stats),
        **({"families": family_truth(generated, source_paths)} if generated.family is not None else {}),
    }


def family_truth(generated: GeneratedClass, source_paths: dict[str, str]) -> dict:
    """Return the class families' choices as the truth records them: the class's and each student's, and
    where the sources, the sheet and the zip lie."""
    family = generated.family
    data = family.described()
    data["sources_marked_as"] = [family.sources_folder] if family.sources_folder else sorted(source_paths.values())
    data["question_students"] = sorted(sid for sid, s in family.students.items() if s.question != "none")
    data["assignment_named_files"] = sorted(s.files[0] for s in generated.plan.students
                                            if s.family and s.family.assignment_named)
    return data


def read_file(student, doc_truth: dict) -> str:
    """Return the student's file whose text the reader kept (of two identical uploads it folds one into the
    other, whichever it reads first)."""
    return next((rel for rel in student.files if not doc_truth[rel].get("folded")), student.files[0])


def shared_kind(run: Run) -> str:
    """Return the kind of legitimately shared piece a run belongs to."""
    if run.role in ("quote", "frame") or (run.role == "cite" and run.key.startswith("quote:")):
        return "cited_quotation"
    return {"cite": "citation", "stock": "stock_phrase", "cover": "cover_sheet", "question": "question",
            "title": "title", "heading": "heading", "reference": "reference_entry", "note": "note"}[run.role]


def merge_spans(spans: list[list]) -> list[list]:
    """Return spans sorted, with touching or overlapping spans of the same key merged."""
    merged: list[list] = []
    for start, end, key in sorted(spans):
        if merged and merged[-1][2] == key and start <= merged[-1][1] + 2:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end, key])
    return merged


def paras_span(spans: dict, paras_at: list[int], doc: dict, planted_only: bool, key: str) -> tuple[int, int, str]:
    """Return (start, end, text as written) from the first to the last located run of the given paragraphs
    of a document (only its planted runs when `planted_only`)."""
    paras = doc["paras"]
    found = sorted((span, paras[p].runs[r]) for (p, r), span in spans.items() if p in paras_at
                   and (not planted_only or paras[p].runs[r].role == "planted"))
    assert found, f"no located run in paragraphs {paras_at} {key}"
    written = "".join(rendered(run, doc["form"]) for _, run in found)
    return found[0][0][0], max(span[1] for span, _ in found), written


_PLAIN_DIGITS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")


def dense(text: str) -> str:
    """Return text without blanks (extraction may break lines and join paragraphs differently) and with note
    marks as plain digits (a reader may give a superscript "1" as "¹")."""
    return "".join(text.split()).translate(_PLAIN_DIGITS)
