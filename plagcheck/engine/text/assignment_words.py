"""Words that say a file is the teacher's assignment sheet, and folders that hold the teacher's material.

Both are read from names (a file's, a folder's, a document's first line), in the languages the benches use.
A name is a hint, never proof: students name their essays "Assignment 2" or "Tarea" too, so a name only
counts for a file that lies outside every student's submission (engine/reading/placement.py) or, elsewhere,
to offer the file to the teacher as the question (engine/copied/prompt.py).
"""

from __future__ import annotations

import bisect
import re

#: Words in a name that say it is the assignment sheet (compared case-insensitively, as whole words, with their
#: plural and, in Turkish, possessive endings: "Deprem ödevi yönergesi"), in the benches' languages and the
#: other languages of Europe ("Zadanie 3", "Uppgift", "Opgave", "Feladat", "Tehtävä", "Temă", "Εργασία").
_ASSIGNMENT = re.compile(
    r"(?<![^\W_])(assignments?|tasks?|prompts?|questions?|instructions|brief|aufgaben?|aufgabenstellung"
    r"|aufgabenblatt|arbeitsauftrag|arbeitsblatt|fragestellung|tareas?|consignas?|enunciados?|preguntas?"
    r"|consignes?|sujets?|énoncés?|enonces?|devoirs?|traccia|tracce|consegnas?|compito|compiti|tarefas?"
    r"|propostas?|opdracht(?:en)?|taak|taken|instructies|vraagstelling"
    r"|tugas|soal|perintah|ödev(?:i|leri?)?|soru(?:su|lar|ları)?|görev(?:i|leri?)?|yönerge(?:si|ler|leri)?"
    r"|zadání|zadanie|задание|вопрос|завдання|مهمة|سؤال|تکلیف|सवाल|प्रश्न|zadatak"
    r"|zadania|polecenie|polecenia|pytanie|pytania|úloha|úlohy|úkol|úkoly|otázka|otázky|pokyny"
    r"|uppgift(?:en|er|erna)?|instruktioner|frågeställning|opgave(?:n|r|rne)?|opgaveformulering|opgavebeskrivelse"
    r"|oppgave(?:n|r|ne)?|oppgavetekst|tehtävä(?:t|nanto)?|tehtävänanto|kysymys|kysymykset|ohjeet"
    r"|feladat(?:ok|lap)?|feladatlap|kérdés(?:ek)?|utasítás(?:ok)?|temă|teme|cerință|cerinţă|cerinta|cerințe|cerinţe"
    r"|tasca|tasques|enunciat|enunciats|instruccions"
    r"|εργασία|εργασια|εργασίες|εργασιες|εκφώνηση|εκφωνηση|άσκηση|ασκηση|ερώτηση|ερωτηση|οδηγίες|οδηγιες)"
    r"(?![^\W_])", re.IGNORECASE)

#: Names of folders that hold sources rather than students' work (compared case-insensitively: each folded, as
#: the names are, so that a Greek final sigma matches).
SOURCE_FOLDER_NAMES = frozenset(name.casefold() for name in {
    "source", "sources", "reference", "references", "original", "originals", "reading", "readings",
    "material", "materials", "source texts", "originals and sources",
    "quellen", "quelle", "materialien", "fuentes", "fuente", "materiales", "lecturas", "fonti", "materiali",
    "fontes", "bronnen", "bron", "bronteksten", "textes sources", "documents sources",
    "sumber", "bahan", "bacaan", "kaynaklar", "kaynak", "okumalar",
    "źródła", "zrodla", "materiały", "materialy", "teksty źródłowe", "zdroje", "materiály", "pramene", "källor",
    "källmaterial", "kilder", "kildemateriale", "kildetekster", "lähteet", "lähdemateriaali", "aineisto",
    "aineistot", "források", "forrasok", "forrásanyag", "surse", "materiale", "texte sursă", "fonts",
    "materials de lectura", "πηγές", "πηγες", "υλικό", "υλικο",
})
#: Names of folders that hold the teacher's instructions (not "assignment" or "task": students' folders and
#: whole classes are named so).
INSTRUCTION_FOLDER_NAMES = frozenset(name.casefold() for name in {
    "instructions", "instruction", "brief", "briefs", "handout", "handouts", "teacher", "consignes",
    "anweisungen", "arbeitsanweisungen", "lehrkraft", "instrucciones", "indicaciones", "istruzioni",
    "instruções", "instrucoes", "instructies", "docent", "petunjuk", "yönergeler", "yonergeler", "öğretmen",
    "polecenia", "instrukcje", "nauczyciel", "pokyny", "učiteľ", "instruktioner", "lärare",
    "lærer", "instruksjoner", "ohjeet", "opettaja", "utasítások", "útmutató", "tanár", "instrucțiuni",
    "instrucţiuni", "instructiuni", "instruccions", "οδηγίες", "οδηγιες",
})


def says_assignment(name: str) -> bool:
    """Return True when a name (a file's, or a document's first line) says it is the assignment sheet."""
    return bool(_ASSIGNMENT.search(name.replace("_", " ")))


#: Words that, anywhere in the name of a folder inside the class folder, say it holds the teacher's sources or
#: handouts ("Source material", "Documents fournis", "okuma metinleri", "testi forniti"), in the benches'
#: languages and the other languages of Europe and beyond. Not for the dropped folder itself: a teacher may
#: drop "Documents" or "Texte", whose files are the students'.
_MATERIAL_WORDS = frozenset(word.casefold() for word in {
    "source", "sources", "reference", "references", "originals", "readings", "material", "materials",
    "resources", "texts", "documents", "handouts", "articles",
    "quelle", "quellen", "materialien", "texte", "unterlagen", "dokumente", "lesetexte", "arbeitsmaterial",
    "arbeitsmaterialien",
    "textes", "ressources", "documentaire", "documentaires", "lectures", "fournis",
    "fuente", "fuentes", "materiales", "textos", "documentos", "lecturas", "recursos",
    "fonti", "materiali", "testi", "documenti", "letture", "risorse",
    "fontes", "materiais", "leituras",
    "bron", "bronnen", "bronteksten", "materiaal", "teksten", "documenten", "leesteksten",
    "sumber", "bahan", "bacaan", "materi", "referensi", "dokumen", "teks",
    "kaynak", "kaynaklar", "okumalar", "metinler", "metinleri", "belgeler", "materyaller", "dokümanlar",
    "źródła", "materiały", "teksty", "dokumenty", "lektury", "källor", "texter", "kilder", "materiale",
    "tekster", "dokumenter", "zdroje", "materiály", "texty", "surse", "materiale", "documente", "lähteet",
    "materiaalit", "tekstit", "források", "anyagok", "szövegek", "πηγές", "κείμενα", "υλικό",
    "materialy", "zrodla", "pramene", "källmaterial", "kildemateriale", "lähdemateriaali", "aineisto",
    "forrásanyag", "forrasok", "fonts", "πηγες", "υλικο", "κειμενα",
    "источники", "материалы", "тексты", "документы", "джерела", "матеріали", "тексти",
    "資料", "参考資料", "资料", "参考资料", "材料", "参考文献", "자료", "مصادر", "مراجع",
})
#: The German school's numbered handouts: "M1-M3", "M 1–4".
_NUMBERED_HANDOUTS = re.compile(r"m ?\d+(?: ?[-–] ?m? ?\d+)?")


def material_folder(name: str) -> bool:
    """Return True when the name of a folder inside the class folder says it holds sources or the teacher's
    instructions: the whole name, or one of its words."""
    folded = " ".join(name.replace("_", " ").split()).casefold()
    if folded in SOURCE_FOLDER_NAMES or folded in INSTRUCTION_FOLDER_NAMES or _NUMBERED_HANDOUTS.fullmatch(folded):
        return True
    words = re.findall(r"\w+", folded)
    return any(word in _MATERIAL_WORDS or word in INSTRUCTION_FOLDER_NAMES for word in words)


#: A label that opens the assignment's question on its line ("Question:", "Vraag:", "Soru:").
_QUESTION_LABEL = re.compile(
    r"(?:^|\n)[ \t]*(?:question|frage|fragestellung|aufgabe|pregunta|consigne|sujet|domanda|traccia|pergunta"
    r"|vraag|opdracht|soru|pertanyaan|soal|task|prompt|enunciado|questão|questao|quesito|tema"
    r"|pytanie|zadanie|fråga|uppgift|spørgsmål|spørsmål|opgave|oppgave|otázka|úkol|zadání|kysymys|tehtävä"
    r"|întrebare|intrebare|cerință|kérdés|feladat|ερώτηση|θέμα|вопрос|задание|питання|завдання"
    r"|polecenie|úloha|enunciat|εκφώνηση|cerinţă|cerinta"
    r"|سؤال|پرسش|प्रश्न|问题|題目|問題|질문)[ \t\u00a0\u202f]*[:：]", re.IGNORECASE)
#: A question mark of any script.
QUESTION_MARK = re.compile(r"[?\u037e\u061f\uff1f]")
#: A document pasted the question when it begins with it: within its first this many words (a title, a cover
#: sheet may come first).
QUESTION_TOP_WORDS = 80


#: The question's instructions follow it in its paragraph: at most this many sentences.
INSTRUCTION_SENTENCES = 2


def asked_sentences(text: str, sentence_offsets: list[int], top_words: int) -> list[int]:
    """Return the start of each sentence among the text's first `top_words` words that asks the assignment's
    question, as students paste it at their top: it ends with a question mark ("¿Es el turismo masivo más
    beneficioso…?"), or its line opens with a question label ("Vraag: Beschrijf de belangrijkste…"); or it
    follows such a sentence in its paragraph, one of the INSTRUCTION_SENTENCES that say what to do ("Analiza
    sus efectos…")."""
    head = re.match(r"\s*(?:\S+\s+){%d}" % top_words, text)
    top = head.end() if head else len(text)
    labels = [match.span() for match in _QUESTION_LABEL.finditer(text, 0, top)]
    asked = []
    count = bisect.bisect_left(sentence_offsets, top)
    ends = list(sentence_offsets[1 : count + 1])
    if len(ends) < count:  # the last sentence starts before the top: it ends with the text
        ends.append(len(text))
    following = 0  # sentences of the question's paragraph still to come after its question mark
    before = ""  # the white space between the sentence before and this one
    for start, end in zip(sentence_offsets[:count], ends):
        sentence = text[start:end].rstrip(" \t\n\u00a0\"'”»)")
        # a label in the sentence ("Vraag: Beschrijf…", or a cover sheet's lines read as one sentence with it)
        if QUESTION_MARK.fullmatch(sentence[-1:]) or any(start - 1 <= label_start < start + len(sentence)
                                                          for label_start, _ in labels):
            asked.append(start)
            following = INSTRUCTION_SENTENCES
        elif following and "\n" not in before:
            asked.append(start)  # "… ? Analiza sus efectos … facilitadas.": its instructions, in its paragraph
            following -= 1
        else:
            following = 0
        before = text[start + len(text[start:end].rstrip()):end]
    return asked


def labelled_question(text: str, start: int, end: int) -> bool:
    """Return True when a question label ("Vraag:", "Question:") stands in text[start:end] or opens its line."""
    line_start = text.rfind("\n", 0, start) + 1
    return _QUESTION_LABEL.search(text, max(0, line_start - 1), end) is not None
