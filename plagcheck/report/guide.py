"""The built-in guide: how to read the results, in a teacher's words, and how the method works (advanced).

Works offline: the window shows it under Help, and the HTML report carries the same sections. Each section is
(title, paragraphs); paragraphs are fixed text written here (HTML-escaped by whoever renders them), so no
document or file name ever goes in. The wording of figures and kinds comes from plagcheck.shared.vocabulary.
"""

from __future__ import annotations

from html import escape

from plagcheck.i18n import translate
from plagcheck.shared.vocabulary import figure_explanation, figure_label, kind_words, shape_label, shape_words

Section = tuple[str, tuple[str, ...]]


def reading_sections(unit: str = "word") -> tuple[Section, ...]:
    """Return the guide's sections for a teacher: scores, colours, what is left out, what a score proves,
    reviewing fairly. `unit` ("word" or "char") names what the counts count."""
    figures = tuple(translate("Guide", "{label}: {explanation}").format(label=figure_label(key, unit),
                                                                        explanation=figure_explanation(key, unit))
                    for key in ("score", "share_a", "share_b", "similar_overall", "shared_words", "longest_run"))
    return (
        (translate("Guide", "How to read the scores"), (
            translate(
                "Guide", "Every document is compared with every other. A pair is listed when its score reaches the "
                         "threshold you set with the slider, or when the two documents share a passage long enough to "
                         "look at whatever its share of a long essay (the “Listed for” column says which)."),
            *figures,
            translate("Guide", "The threshold only filters what is shown: moving it never rescans."),
        )),
        (translate("Guide", "What the colours mean"), (
            translate(
                "Guide", "In the side-by-side view each shared passage has a colour, and its twin in the other "
                         "document has the same colour. Click a passage to bring its twin into view."),
            translate(
                "Guide", "Copied passages ({copied}) are filled with their colour.").format(
                    copied=kind_words("copied")),
            translate(
                "Guide", "Reworded passages ({reworded}) are outlined with a dashed line instead, and the words both "
                         "sides share are in bold inside them. Each passage shows how alike its two sides are.").format(reworded=kind_words("reworded")),
            translate(
                "Guide", "A reworded passage marked “{SHAPE_LABEL}” was found by its shape: its {SHAPE_WORDS}, as a "
                         "tool swapping words for others of the same meaning leaves them. Its likeness is then low: "
                         "the shape is the evidence, and the view says how many sentences show it.").format(
                             SHAPE_LABEL=shape_label(), SHAPE_WORDS=shape_words()),
            translate(
                "Guide", "Greyed text did not count: the assignment or a template given to everyone, text common to "
                         "most of the class, and text several essays have at the same place (a cover sheet, the "
                         "question pasted at the top). Italic text on grey-blue is a quotation: one without a citation "
                         "counts like any other text; one with a citation beside it is greyed too (quoted and cited: "
                         "it did not count). Upright text on beige is a reference list, left out of the scores unless "
                         "the settings count it."),
        )),
        (translate("Guide", "What is left out, and why"), (
            translate(
                "Guide", "Files given to everyone (the assignment, a template) never count, wherever they occur."),
            translate(
                "Guide", "Text that most of the class shares (set phrases, the question repeated) is left out, so that "
                         "everyone answering the same question does not look like copying; so is text three or more "
                         "students have at the top of their essays (a cover sheet's labels, the question they pasted), "
                         "in a class of any size. A document in the folder that essays begin with, the question sheet, "
                         "is used as the template and not compared."),
            translate(
                "Guide", "A quotation with a citation beside it (Hartley, 2023), [3] or a note number is honest use of "
                         "a source and does not count; a quotation without one counts, and is marked “quoted, no "
                         "citation”. Two students' sentences that both cite a source, or that both rework one sentence "
                         "of a source in the folder, are not taken for copying from each other."),
            translate(
                "Guide", "Reference lists are left out by default; every quotation can be left out in Settings. Both "
                         "are always shown in their own style."),
            translate(
                "Guide", "A pair that shares nothing but part of one sentence (a set phrase such as “In this essay I "
                         "will look at the main threats and”) is not listed."),
            translate(
                "Guide", "Very short matches (a few words in common) do not count: any two texts on one topic share "
                         "some."),
            translate(
                "Guide", "Files that could not be read are listed under File problems with the reason; the rest of the "
                         "class is compared without them."),
        )),
        (translate("Guide", "What a high score does and does not prove"), (
            translate(
                "Guide", "A high score means the two texts share wording. It does not say who copied from whom, or "
                         "whether copying happened at all: both may have used the same source, quoted the same text, "
                         "or worked together as they were allowed to."),
            translate(
                "Guide", "A low score does not prove independence either: a short passage in a long essay is a small "
                         "share (that is why long passages are listed whatever the score), and heavy rewording can "
                         "hide some copying."),
            translate("Guide", "The score is a reason to read both texts, never a verdict on its own."),
        )),
        (translate("Guide", "Reviewing a pair fairly"), (
            translate("Guide", "Read both passages in context, in the side-by-side view, before deciding."),
            translate(
                "Guide", "Check whether the shared text is a quotation, the question, a common source or set phrases."),
            translate(
                "Guide", "Look at the other pairs of the same students (the Groups tab): a group sharing one source "
                         "reads differently from two students sharing with each other."),
            translate(
                "Guide", "Record what you decided and why with a review state and a note; they are saved with the "
                         "check and can go in the report."),
            translate(
                "Guide", "Talk with the student before concluding: they may have an explanation the texts do not show."),
        )),
    )


def method_sections(unit: str = "word", k: int = 5) -> tuple[Section, ...]:
    """Return the "How it works" section: the method behind the figures, for the curious (advanced)."""
    units = "characters" if unit == "char" else "words"
    return (
        (translate("Guide", "How it works (advanced)"), (
            translate(
                "Guide", "Each text is cut into overlapping runs of {k} {units} (“shingles”), after folding case, "
                         "invisible characters and look-alike letters. Two texts share wording when they share "
                         "shingles.").format(k=k, units=units),
            translate(
                "Guide", "Comparing every pair exactly would take too long for a large class, so plagcheck first finds "
                         "the pairs worth checking with a few searches. The whole-document search compares short "
                         "fingerprints of each text (MinHash signatures) grouped in bands (locality-sensitive "
                         "hashing): the chance that a pair is checked rises steeply with how alike the whole texts are "
                         "(the S-curve shown under View). The passage search does the same for windows of each text, "
                         "so that one copied paragraph in a long essay is found even though the essays as wholes are "
                         "not alike; when finding reworded copying is on, a third search looks at windows of content "
                         "words whatever their order, and a fourth at the order of the small words (the, of, in) and "
                         "of the commas and full stops, which a synonym tool leaves where they were."),
            translate(
                "Guide", "Every pair found is then checked exactly: the shared shingles are counted and located in "
                         "both texts, and nearby matches are joined into passages. Reworded passages are found by "
                         "comparing the two texts sentence by sentence by their content words, whatever their order, "
                         "and by the shape of their sentences: a paragraph whose words were swapped for synonyms one "
                         "for one keeps its small words and the length of each sentence, sentence after sentence, and "
                         "is found by that even where few of its words are left (it then shows a low likeness and is "
                         "marked “{SHAPE_LABEL}”). The figures come from this exact check, never from the fingerprints.").format(SHAPE_LABEL=shape_label()),
            translate(
                "Guide", "“Similar overall” is the Jaccard similarity of the two sets of shingles; “A found in B” is "
                         "the containment of A in B, with the words of reworded passages added."),
        )),
    )


def sections_html(sections: tuple[Section, ...], heading: str = "h2") -> str:
    """Return the sections as simple HTML (headings and paragraphs; every text escaped)."""
    parts = []
    for title, paragraphs in sections:
        parts.append(f"<{heading}>{escape(title)}</{heading}>")
        parts.extend(f"<p>{escape(paragraph)}</p>" for paragraph in paragraphs)
    return "\n".join(parts)


def guide_html(unit: str = "word", k: int = 5) -> str:
    """Return the whole guide as an HTML page body for the window's Help."""
    return (translate("Guide", "<h1>Reading plagcheck's results</h1>\n") + sections_html(reading_sections(unit))
            + "\n" + sections_html(method_sections(unit, k)))
