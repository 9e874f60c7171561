"""Build the pivot lexicons of translated copying (engine/reworded/pivot.py) from Debian's FreeDict dictionaries.

    apt-get install dict-freedict-eng-fra dict-freedict-fra-eng dict-freedict-eng-deu dict-freedict-deu-eng \
        dict-freedict-eng-spa dict-freedict-spa-eng dict-freedict-eng-ita dict-freedict-ita-eng \
        dict-freedict-eng-por dict-freedict-por-eng dict-freedict-eng-nld dict-freedict-nld-eng \
        dict-freedict-eng-tur dict-freedict-tur-eng dict-freedict-eng-ind
    python scripts/build_pivot_lexicon.py [--dictd /usr/share/dictd] [--out plagcheck/lexicons]

For each language it reads both directions of the language's dictionary with English (dictd format: a
`.index` of headword, offset, length in base 64, and a dictzip'd `.dict.dz`), keeps the entries that pair one
word with one word (articles, "to" and reflexive particles taken off), stems both sides with the languages'
Snowball stemmers (PyStemmer: the stems the engine makes of a student's words), and writes
`LANG.tsv.gz`: one line per stem of the language, `stem<TAB>english stem english stem ...`, the English stems
most often given first (at most MAX_SENSES). Only stems of words in wordfreq's list of the language are kept
(the words students write; the German dictionary alone has half a million headwords, most of them compounds
no essay uses). `english.tsv.gz` holds every English stem used, with the Zipf frequency of its most
frequent English word (everyday words are weak evidence; wordfreq's data is CC BY-SA 4.0, which may be
joined with GPLv3 work), from the GPL dictionaries only. Each file's licence is that of the dictionaries it was
made from (LICENSES.md beside them, with the licence texts), and the figures of the build are printed.
"""

from __future__ import annotations

import argparse
import gzip
import io
from collections.abc import Iterator
from contextlib import contextmanager
import re
import shutil
import sys
from collections import Counter, defaultdict
from pathlib import Path

import Stemmer
import wordfreq

#: language code (FreeDict, ISO 639-3) -> (Snowball name, wordfreq code)
LANGUAGES = {
    "deu": ("german", "de"), "fra": ("french", "fr"), "spa": ("spanish", "es"), "ita": ("italian", "it"),
    "por": ("portuguese", "pt"), "nld": ("dutch", "nl"), "ind": ("indonesian", "id"), "tur": ("turkish", "tr"),
}
#: Languages whose words with no English entry are looked up through German (their dictionary with German,
#: then German's with English), where both dictionaries are under the GPL (a CC BY-SA 3.0 one cannot be
#: joined with a GPL one: fra-deu, deu-fra, deu-spa and deu-ind are CC BY-SA 3.0 and are not read).
THROUGH_GERMAN = {"spa": ("spa-deu",), "ita": ("ita-deu", "deu-ita"), "por": ("por-deu", "deu-por"),
                  "nld": ("nld-deu", "deu-nld"), "tur": ("tur-deu", "deu-tur")}
#: Each file's licence: that of the dictionaries it is made from.
LICENCES = {"deu": "GPL-3.0-or-later", "fra": "GPL-2.0-or-later", "spa": "GPL-3.0-or-later",
            "ita": "GPL-3.0-or-later", "por": "GPL-3.0-or-later", "nld": "GPL-3.0-or-later",
            "ind": "CC-BY-SA-3.0", "tur": "GPL-3.0-or-later", "english": "GPL-3.0-or-later"}
#: English stems kept per stem of the language, most often given first.
MAX_SENSES = 6
#: What a headword's own senses count for before those of other headwords stemmed to its spelling.
AS_WRITTEN_FIRST = 1_000
#: Words of the language's wordfreq list whose stems are kept (the list is in frequency order).
FREQUENT_WORDS = 60_000
_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_LEADING = {
    "eng": ("to ", "the ", "a ", "an "),
    "fra": ("le ", "la ", "les ", "l'", "se ", "s'", "un ", "une "),
    "spa": ("el ", "la ", "los ", "las ", "un ", "una "),
    "deu": ("der ", "die ", "das ", "sich ", "etw. ", "jdn. ", "jdm. ", "ein ", "eine "),
    "ita": ("il ", "lo ", "la ", "l'", "i ", "gli ", "le ", "un ", "una "),
    "por": ("o ", "a ", "os ", "as ", "um ", "uma "),
    "nld": ("de ", "het ", "een ", "zich "),
    "ind": (), "tur": (),
}
_BRACKETS = re.compile(r"\([^)]*\)|\[[^\]]*\]|<[^>]*>|\{[^}]*\}")
_NUMBERED = re.compile(r"^\d+\.\s*")
_WORD = re.compile(r"^[^\W\d_][^\W\d_'-]*$")


def _number(text: str) -> int:
    value = 0
    for char in text:
        value = value * 64 + _B64.index(char)
    return value


def entries(dictd: Path, pair: str) -> list[tuple[str, list[str]]]:
    """Return (headword, translations) of every entry of the dictd dictionary `pair` (e.g. "fra-eng"): the
    phrases of its first line of translations and of its numbered senses (other lines are notes, cross
    references or, in eng-ind, English definitions)."""
    index = dictd / f"freedict-{pair}.index"
    if not index.exists():
        return []
    data = gzip.open(dictd / f"freedict-{pair}.dict.dz").read()
    found = []
    for line in index.read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if len(parts) != 3 or parts[0].startswith("00"):
            continue
        offset, length = _number(parts[1]), _number(parts[2])
        lines = data[offset : offset + length].decode("utf-8", "replace").split("\n")
        phrases: list[str] = []
        for at, text in enumerate(lines[1:]):
            if not text or text[0].isspace():
                continue
            if at == 0 or _NUMBERED.match(text):
                text = _BRACKETS.sub(" ", _NUMBERED.sub("", text))
                phrases.extend(p.strip(" .!?\"") for p in re.split(r"[,;/]", text))
        found.append((parts[0], [p for p in phrases if p]))
    return found


def single_word(phrase: str, language: str) -> str:
    """Return the phrase as one lower-case word without its article or particle, or "" when it is more."""
    phrase = _BRACKETS.sub(" ", phrase).strip().lower()
    for lead in _LEADING[language]:
        if phrase.startswith(lead):
            phrase = phrase[len(lead):].strip()
    return phrase if _WORD.match(phrase) else ""


def build(dictd: Path, out: Path) -> None:
    """Write the pivot lexicons and their licences into `out`; print the figures."""
    out.mkdir(parents=True, exist_ok=True)
    english = Stemmer.Stemmer("english")
    english_zipf: dict[str, float] = {}

    def english_stem(word: str, listed: bool = True) -> str:
        stem = english.stemWord(word)
        if listed:
            english_zipf[stem] = max(english_zipf.get(stem, 0.0), wordfreq.zipf_frequency(word, "en"))
        return stem

    print(f"{'language':10} {'entries':>9} {'pairs':>8} {'stems kept':>10} {'via deu':>8} {'as written':>10} "
          f"{'gz bytes':>9}")
    german_senses: dict[str, Counter] = {}
    for code, (snowball, frequency_code) in LANGUAGES.items():
        stemmer = Stemmer.Stemmer(snowball)
        senses: dict[str, Counter] = defaultdict(Counter)
        spelled: dict[str, Counter] = defaultdict(Counter)  # the same senses under each word as written
        count = 0
        for pair, foreign_first in ((f"{code}-eng", True), (f"eng-{code}", False)):
            for headword, phrases in entries(dictd, pair):
                count += 1
                head = single_word(headword, code if foreign_first else "eng")
                if not head:
                    continue
                for phrase in phrases:
                    other = single_word(phrase, "eng" if foreign_first else code)
                    if not other:
                        continue
                    word, gloss = (head, other) if foreign_first else (other, head)
                    # english.tsv.gz is under the GPL: the CC BY-SA 3.0 dictionary's English stems stay in
                    # its own file (the engine numbers those not listed when it reads it).
                    sense = english_stem(gloss, LICENCES[code].startswith("GPL"))
                    senses[stemmer.stemWord(word)][sense] += 1
                    spelled[word][sense] += 1
        if code == "deu":
            german_senses = senses
        german = Stemmer.Stemmer("german")
        through = 0
        for pair in THROUGH_GERMAN.get(code, ()):
            foreign_first = pair.startswith(code)
            via: dict[str, Counter] = defaultdict(Counter)
            for headword, phrases in entries(dictd, pair):
                count += 1
                head = single_word(headword, code if foreign_first else "deu")
                for phrase in phrases if head else ():
                    other = single_word(phrase, "deu" if foreign_first else code)
                    if other:
                        word, gloss = (head, other) if foreign_first else (other, head)
                        via[stemmer.stemWord(word)][german.stemWord(gloss)] += 1
            for stem, glosses in via.items():
                if stem in senses:
                    continue  # an English entry of its own says more than one through German
                for gloss, _ in glosses.most_common(2):
                    for english_gloss, number in german_senses.get(gloss, Counter()).most_common(2):
                        senses[stem][english_gloss] += number
                through += stem in senses
        frequent = {stemmer.stemWord(w) for w in wordfreq.top_n_list(frequency_code, FREQUENT_WORDS)}
        # Snowball is not idempotent: the Turkish "arılar" (bees) stems to "arı", but the headword "arı" itself
        # to "ar"; "balina" (whale) stems to "bal", the headword "bal" (honey) to "ba". A headword as written
        # is also an entry where it is the stem of words students write and stems to something else, its own
        # senses first (before those of the other headwords that stem to it).
        as_written = 0
        for word, glosses in spelled.items():
            if word in frequent and stemmer.stemWord(word) != word:
                merged = Counter({gloss: number + AS_WRITTEN_FIRST for gloss, number in glosses.items()})
                merged.update(senses.get(word, Counter()))
                senses[word] = merged
                as_written += 1
        kept = sorted(stem for stem in senses if stem in frequent)
        path = out / f"{code}.tsv.gz"
        with _written(path) as handle:
            for stem in kept:
                glosses = [gloss for gloss, _ in senses[stem].most_common(MAX_SENSES)]
                handle.write(f"{stem}\t{' '.join(glosses)}\n")
        pairs = sum(min(len(senses[stem]), MAX_SENSES) for stem in kept)
        print(f"{code:10} {count:>9,} {pairs:>8,} {len(kept):>10,} {through:>8,} {as_written:>10,} "
              f"{path.stat().st_size:>9,}")
    path = out / "english.tsv.gz"
    with _written(path) as handle:
        for stem in sorted(english_zipf):
            handle.write(f"{stem}\t{english_zipf[stem]:.1f}\n")
    print(f"{'english':10} {'':>9} {'':>8} {len(english_zipf):>10,} {'':>8} {'':>10} {path.stat().st_size:>9,}")
    _licences(out)


@contextmanager
def _written(path: Path) -> Iterator[io.TextIOWrapper]:
    """Yield a text file writing gzip to `path` with no time or name in its header (a build gives the same
    bytes every time), closed with the file under it."""
    with path.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", compresslevel=9, mtime=0, fileobj=raw) as packed, \
            io.TextIOWrapper(packed, encoding="utf-8") as text:
        yield text


def _licences(out: Path) -> None:
    """Copy the licence texts of the dictionaries beside the lexicons made from them."""
    common = Path("/usr/share/common-licenses")
    for name in ("GPL-2", "GPL-3"):
        if (common / name).exists():
            shutil.copyfile(common / name, out / f"{name}.txt")
    copyright_file = Path("/usr/share/doc/dict-freedict-eng-ind/copyright")
    if copyright_file.exists():
        text = copyright_file.read_text(encoding="utf-8")
        start = text.find("\nLicense: CC-BY-SA-3.0\n Attribution-ShareAlike")
        if start >= 0:
            block = text[start + 1 :].split("\n\n", 1)[0].splitlines()[1:]
            (out / "CC-BY-SA-3.0.txt").write_text(
                "\n".join("" if line.strip() == "." else line[1:] for line in block) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dictd", type=Path, default=Path("/usr/share/dictd"))
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[1] / "plagcheck" / "lexicons")
    args = parser.parse_args(argv)
    build(args.dictd, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
