"""The assignment's question as students paste it at their top (assignment_words.asked_sentences): the sentence
that asks, and the instructions that follow it in its paragraph, not the student's own first paragraph."""

from __future__ import annotations

import re

from plagcheck.engine.text.assignment_words import INSTRUCTION_SENTENCES, asked_sentences


def asked(text: str) -> list[str]:
    offsets = [0] + [m.end() for m in re.finditer(r"(?<=[.?!])\s+", text)]
    ends = dict(zip(offsets, offsets[1:] + [len(text)]))
    return [text[start:ends[start]].strip() for start in asked_sentences(text, offsets, 80)]


def test_the_instructions_after_the_question_in_its_paragraph_are_asked_too():
    text = ("¿Es el turismo masivo más beneficioso o perjudicial? Analiza sus efectos económicos y sociales. "
            "Apóyate en al menos dos fuentes.\n\nEste trabajo pretende responder a la pregunta. Mi opinión es otra.")
    assert asked(text) == ["¿Es el turismo masivo más beneficioso o perjudicial?",
                           "Analiza sus efectos económicos y sociales.", "Apóyate en al menos dos fuentes."]


def test_at_most_a_few_sentences_follow_and_a_new_paragraph_is_the_student_s():
    follow = " ".join(f"Sentence {i} of the paragraph." for i in range(INSTRUCTION_SENTENCES + 2))
    text = f"Why do bees die? {follow}\n\nMy own answer starts here."
    found = asked(text)
    assert found[0] == "Why do bees die?" and len(found) == 1 + INSTRUCTION_SENTENCES
    assert not any(line.startswith("My own") for line in found)


def test_a_question_label_of_other_languages_opens_the_question():
    for label in ("Pytanie:", "Fråga:", "Kysymys:", "Вопрос:", "Questão:", "问题："):
        text = f"{label} Opisz przyczyny powodzi w miastach nadmorskich.\n\nMoja odpowiedź zaczyna się tutaj."
        assert asked(text) == [text.split("\n")[0]], label
