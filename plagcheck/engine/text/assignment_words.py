"""Words that say a file is the teacher's assignment sheet, and folders that hold the teacher's material.

Both are read from names (a file's, a folder's, a document's first line), in the languages the benches use.
A name is a hint, never proof: students name their essays "Assignment 2" or "Tarea" too, so a name only
counts for a file that lies outside every student's submission (engine/reading/placement.py) or, elsewhere,
to offer the file to the teacher as the question (engine/copied/prompt.py).
"""

from __future__ import annotations

import re

#: Words in a name that say it is the assignment sheet (compared case-insensitively, as whole words, with their
#: plural and, in Turkish, possessive endings: "Deprem ödevi yönergesi").
_ASSIGNMENT = re.compile(
    r"(?<![^\W_])(assignments?|tasks?|prompts?|questions?|instructions|brief|aufgaben?|aufgabenstellung"
    r"|aufgabenblatt|arbeitsauftrag|arbeitsblatt|fragestellung|tareas?|consignas?|enunciados?|preguntas?"
    r"|consignes?|sujets?|énoncés?|enonces?|devoirs?|traccia|tracce|consegnas?|compito|compiti|tarefas?"
    r"|propostas?|opdracht(?:en)?|taak|taken|instructies|vraagstelling"
    r"|tugas|soal|perintah|ödev(?:i|leri?)?|soru(?:su|lar|ları)?|görev(?:i|leri?)?|yönerge(?:si|ler|leri)?"
    r"|zadání|zadanie|задание|вопрос|завдання|مهمة|سؤال|تکلیف|सवाल|प्रश्न|zadatak)"
    r"(?![^\W_])", re.IGNORECASE)

#: Names of folders that hold sources rather than students' work (compared case-insensitively).
SOURCE_FOLDER_NAMES = frozenset({
    "source", "sources", "reference", "references", "original", "originals", "reading", "readings",
    "material", "materials", "source texts", "originals and sources",
    "quellen", "quelle", "materialien", "fuentes", "fuente", "materiales", "lecturas", "fonti", "materiali",
    "fontes", "bronnen", "bron", "bronteksten", "textes sources", "documents sources",
    "sumber", "bahan", "bacaan", "kaynaklar", "kaynak", "okumalar",
})
#: Names of folders that hold the teacher's instructions (not "assignment" or "task": students' folders and
#: whole classes are named so).
INSTRUCTION_FOLDER_NAMES = frozenset({
    "instructions", "instruction", "brief", "briefs", "handout", "handouts", "teacher", "consignes",
    "anweisungen", "arbeitsanweisungen", "lehrkraft", "instrucciones", "indicaciones", "istruzioni",
    "instruções", "instrucoes", "instructies", "docent", "petunjuk", "yönergeler", "yonergeler", "öğretmen",
})


def says_assignment(name: str) -> bool:
    """Return True when a name (a file's, or a document's first line) says it is the assignment sheet."""
    return bool(_ASSIGNMENT.search(name.replace("_", " ")))


def material_folder(name: str) -> bool:
    """Return True when a folder's name says it holds sources or the teacher's instructions."""
    folded = " ".join(name.replace("_", " ").split()).casefold()
    return folded in SOURCE_FOLDER_NAMES or folded in INSTRUCTION_FOLDER_NAMES
