"""A generated class folder: essays in plain English, some with copied passages, and a few broken files.

Used by the Qt tests, the screenshot script and the responsiveness benchmark (they import it from here).
Everything is seeded, so the same arguments always give the same folder.
"""

from __future__ import annotations

import random
from pathlib import Path

FIRST = ("Ava", "Noah", "Mia", "Liam", "Zoe", "Omar", "Lena", "Ravi", "Chloe", "Mateo", "Ines", "Kai", "Yuki",
         "Sara", "Jonas", "Amara", "Felix", "Hana", "Leo", "Nadia")
LAST = ("Thompson", "Okafor", "Schmidt", "Garcia", "Nguyen", "Rossi", "Kowalski", "Haddad", "Silva", "Larsen",
        "Moreau", "Tanaka", "Ahmed", "Novak", "Murphy", "Costa", "Berg", "Kim", "Dubois", "Ivanova")
ADJECTIVES = ("early", "local", "rural", "new", "old", "small", "growing", "poor", "wealthy", "industrial",
              "northern", "coastal", "busy", "quiet", "crowded", "modern", "traditional", "seasonal", "public",
              "private", "careful", "sudden", "gradual", "uneven", "lasting", "common", "rare", "strict", "loyal",
              "bitter", "famous", "forgotten", "distant", "nearby", "ancient", "rising", "falling", "stubborn",
              "generous", "hungry", "proud", "humble", "noisy", "silent", "hidden", "open", "closed", "free",
              "costly", "cheap", "wooden", "stone", "iron", "muddy", "fertile", "barren", "frozen", "flooded",
              "crowned", "elected", "rebel", "royal", "civic", "naval", "rival", "honest", "corrupt", "foreign")
NOUNS = ("river", "railway", "village", "council", "farmer", "harbour", "family", "factory", "market", "school",
         "church", "worker", "landowner", "merchant", "road", "canal", "mill", "wage", "harvest", "census",
         "newspaper", "guild", "parish", "household", "district", "court", "tax", "bridge", "festival", "letter",
         "mine", "forge", "bank", "loan", "debt", "strike", "union", "army", "navy", "fleet", "treaty", "border",
         "colony", "tariff", "ledger", "charter", "estate", "tenant", "priest", "teacher", "doctor", "nurse",
         "widow", "orphan", "soldier", "sailor", "weaver", "miner", "baker", "printer", "clerk", "judge", "mayor",
         "governor", "inventor", "engine", "furnace", "loom", "warehouse", "quarry", "orchard", "vineyard",
         "granary", "prison", "hospital", "library", "theatre", "chapel", "fortress", "lighthouse", "ferry")
PLACES = ("the valley", "the coast", "the capital", "the north", "the borderlands", "the old quarter",
          "the county", "the mining towns", "the river ports", "the southern farms", "the upland parishes",
          "the eastern marshes", "the western hills", "the island", "the delta", "the lowlands", "the frontier",
          "the cathedral city", "the mill towns", "the fishing villages", "the plains", "the forest villages")
VERBS = ("shaped", "changed", "reorganised", "depended on", "weakened", "strengthened", "transformed", "divided",
         "reflected", "challenged", "supported", "replaced", "funded", "attracted", "protected", "ignored",
         "taxed", "rebuilt", "abandoned", "welcomed", "resisted", "copied", "praised", "blamed", "governed",
         "feared", "trusted", "sold", "bought", "inherited", "flooded", "enriched", "emptied", "doubled")
LINKS = ("because", "while", "although", "after", "until", "since", "whereas", "once", "before", "even though")
ADVERBS = ("slowly", "quickly", "quietly", "openly", "steadily", "rarely", "often", "clearly", "suddenly",
           "reluctantly", "eagerly", "partly", "wholly", "briefly")


ASSIGNMENT = ("Assignment: write about 800 words on how one place changed in the nineteenth century. Use at least "
              "two sources, quote them where it helps, and end with a list of references.")
QUOTATIONS = ("“The railway did more to change the country town than any law passed in Parliament.”",
              "“Every harvest decided whether a family would stay on the land or leave for the mills.”",
              "“The census tells us who lived in a house, but never why they left it.”")
REFERENCES = ("Briggs, A. (1963). Victorian Cities. London: Odhams.",
              "Hobsbawm, E. (1962). The Age of Revolution. London: Weidenfeld & Nicolson.",
              "Thompson, E. P. (1963). The Making of the English Working Class. London: Gollancz.",
              "Snell, K. D. M. (1985). Annals of the Labouring Poor. Cambridge University Press.")


def _phrase(rng: random.Random) -> str:
    return f"the {rng.choice(ADJECTIVES)} {rng.choice(NOUNS)}"


def _sentence(rng: random.Random) -> str:
    first = f"{_phrase(rng)} of {rng.choice(PLACES)} {rng.choice(ADVERBS)} {rng.choice(VERBS)} {_phrase(rng)}"
    if rng.random() < 0.6:
        first += f" {rng.choice(LINKS)} {_phrase(rng)} {rng.choice(VERBS)} {_phrase(rng)}"
    return first[0].upper() + first[1:] + "."


def essay(rng: random.Random, paragraphs: int = 5, sentences: int = 6) -> list[str]:
    """Return an essay as a list of paragraphs of generated sentences."""
    return [" ".join(_sentence(rng) for _ in range(sentences)) for _ in range(paragraphs)]


def student_names(count: int, seed: int = 7) -> list[str]:
    """Return `count` distinct student names."""
    rng = random.Random(seed)
    names: list[str] = []
    while len(names) < count:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if len(names) >= len(FIRST) * len(LAST) // 2:
            name += f" {len(names)}"
        if name not in names:
            names.append(name)
    return names


def student_file(name: str, names: list[str], per_student: bool) -> str:
    """Return the path of student `name`'s essay inside the class folder (see make_class_folder)."""
    if not per_student:
        return f"{name} - essay.txt"
    number = names.index(name)
    file_name = "essay.txt" if number in (1, len(names) - 1) else f"{name} - essay.txt"
    return f"{name}_{1001 + number}_assignsubmission_file_/{file_name}"


def make_class_folder(root: Path, students: int = 12, copied_pairs: int = 3, broken: bool = True,
                      seed: int = 7, paragraphs: int = 5, citations: bool = False, per_student: bool = False) -> Path:
    """Write a class folder under `root` and return it.

    With `per_student`, each essay is in a folder named after its student, as learning platforms export a
    class ("Ava Thompson_1001_assignsubmission_file_/Ava Thompson - essay.txt"), and two students' files
    share a name ("essay.txt").

    With `citations`, every essay starts with the assignment (also written to root/Assignment.txt, to be
    used as a template file), quotes one of three sources and ends with a list of references.

    Students 0 and 1 share three paragraphs (lightly edited, one moved to the end); the next `copied_pairs - 1` pairs (2 and 3,
    4 and 5, ...) share one to three paragraphs; every student also borrows a sentence or two from others,
    which gives the histogram its low tail. With `broken`, an empty file, an unsupported file and a file of
    random bytes named .txt are added.
    """
    rng = random.Random(seed)
    folder = root / "History essays"
    folder.mkdir(parents=True, exist_ok=True)
    names = student_names(students, seed)
    for name in names if per_student else ():
        (folder / student_file(name, names, True)).parent.mkdir()
    essays = [essay(rng, paragraphs) for _ in names]
    for pair in range(copied_pairs):
        source, copier = 2 * pair, 2 * pair + 1
        if copier >= len(essays):
            break
        if pair == 0:  # three paragraphs, one moved to the end, each lightly edited
            for index in (0, 2):
                essays[copier][index] = essays[source][index].replace(" slowly ", " gradually ", 1)
            essays[copier][paragraphs - 1] = essays[source][1].replace(" quickly ", " rapidly ", 1)
        else:  # one to three paragraphs in place
            for index in range(1, 1 + min(paragraphs - 1, 1 + pair % 3)):
                essays[copier][index] = essays[source][index]
    for index, paragraphs_text in enumerate(essays):
        for _ in range(rng.randint(0, 3)):
            other = essays[rng.randrange(len(essays))]
            if other is paragraphs_text:
                continue
            borrowed = rng.choice(rng.choice(other).split(". ")).rstrip(".") + "."
            target = rng.randrange(len(paragraphs_text))
            paragraphs_text[target] = paragraphs_text[target] + " " + borrowed
    cited = random.Random(seed + 1)  # its own generator: the essays stay the same with or without citations
    for name, paragraphs_text in zip(names, essays):
        title = rng.choice(("Change in the nineteenth century", "Towns and their people", "Work and home"))
        text = f"{title}\n{name}\n\n" + "\n\n".join(paragraphs_text) + "\n"
        if citations:
            quoted = paragraphs_text[:]
            quoted[1] = f"As one historian put it, {cited.choice(QUOTATIONS)} {quoted[1]}"
            references = "\n".join(sorted(cited.sample(REFERENCES, 3)))
            text = (f"{title}\n{name}\n\n{ASSIGNMENT}\n\n" + "\n\n".join(quoted)
                    + f"\n\nReferences\n\n{references}\n")
        (folder / student_file(name, names, per_student)).write_text(text, encoding="utf-8")
    if citations:
        (root / "Assignment.txt").write_text(ASSIGNMENT + "\n", encoding="utf-8")
    if broken:
        (folder / "Empty hand-in.txt").write_text("", encoding="utf-8")
        (folder / "Slides.key").write_bytes(b"PK\x03\x04 not really a presentation")
        (folder / "Corrupted upload.txt").write_bytes(bytes(rng.randrange(256) for _ in range(600)))
    return folder
