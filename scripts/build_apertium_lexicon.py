"""Build the Italian pivot lexicon's supplement (plagcheck/lexicons/ita-apertium.tsv.gz) from Debian's Apertium data.

    apt-get install lttoolbox apertium-spa-ita apertium-eng-spa
    python scripts/build_apertium_lexicon.py [--apertium /usr/share/apertium] [--out plagcheck/lexicons]

FreeDict's Italian dictionaries are small (ita.tsv.gz: 2,782 stems; no "polline", pollen, no "ape", bee), and
Italian has no other bilingual dictionary with English in Debian. Apertium's Spanish-Italian and
English-Spanish pairs translate a word's lemma with its part of speech, and their morphological analyser holds
every inflected word a student writes with its analysis ("api" is the plural of "ape"). So each word the
Italian analyser holds (its transducer printed by lt-print and walked: about 375,000 forms) that is a content
word of one word (CONTENT_TAGS, no clitic joined) has its lemma translated into Spanish (lt-proc -b, ita-spa)
and the Spanish into English (spa-eng), and the word's Snowball stem (the stem the engine makes of it) gets
the Snowball stems of the English lemmas, those reached from the most forms first (at most MAX_SENSES). Both
pairs are under the GPL version 2 only, which cannot be joined with the GPL-3.0 FreeDict files nor with
wordfreq's CC BY-SA 4.0 lists (which choose the FreeDict lexicons' words): the supplement is made from
Apertium's data alone, a file of its own read beside ita.tsv.gz (engine/reworded/pivot.py), under
GPL-2.0-only (LICENSES.md). The build's figures are printed.
"""

from __future__ import annotations

import argparse
import gzip
import io
import re
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

import Stemmer

#: English stems kept per Italian stem, reached from the most words first.
MAX_SENSES = 6
#: The parts of speech read (Apertium's first tag): nouns, verbs, adjectives, adverbs. Names, numbers and
#: function words are no evidence of translation.
CONTENT_TAGS = ("n", "vblex", "adj", "adv")
_UNIT = re.compile(r"\^(.*?)\$")
_LEMMA = re.compile(r"^([^<]+)(<[^>]+>)+$")
_WORD = re.compile(r"^[^\W\d_]+$")


def analysed_forms(transducer: Path) -> list[tuple[str, str]]:
    """Return (word, analysis) for every word of the analyser's largest part without a loop (its words; the
    others hold punctuation and number patterns), read from lt-print's listing of its arcs (source, target,
    input, output) and final states, walked depth first."""
    listing = subprocess.run(["lt-print", str(transducer)], capture_output=True, text=True, check=True).stdout
    parts = [part.strip("\n").splitlines() for part in re.split(r"^--\n", listing, flags=re.M)]
    forms: list[tuple[str, str]] = []
    for lines in sorted(parts, key=len, reverse=True):
        arcs: dict[int, list[tuple[int, str, str]]] = defaultdict(list)
        finals = set()
        for fields in (line.split("\t") for line in lines):
            if len(fields) >= 4:
                arcs[int(fields[0])].append((int(fields[1]), *(("" if f == "ε" else f) for f in fields[2:4])))
            elif fields[0]:
                finals.add(int(fields[0]))
        forms, looped = [], False
        stack = [(0, "", "", 0)]
        while stack:  # (state, word, analysis, depth): a path longer than the arcs is a loop
            state, word, analysis, depth = stack.pop()
            if depth > 200:
                looped = True
                break
            if state in finals:
                forms.append((word, analysis))
            stack.extend((target, word + left, analysis + right, depth + 1) for target, left, right in arcs[state])
        if not looped:
            return forms
    return forms


def _translated(transducer: Path, lines: list[str]) -> list[list[str]]:
    """Return, for each input line (a lexical unit, "^ape<n><f><pl>$"), the translations the bilingual
    dictionary gives (lt-proc -b), in the order given; the input is sent whole, one unit a line."""
    text = "\n".join(lines) + "\n"
    output = subprocess.run(["lt-proc", "-b", str(transducer)], input=text, capture_output=True, text=True,
                            check=True).stdout
    units = _UNIT.findall(output)
    if len(units) != len(lines):
        raise RuntimeError(f"lt-proc gave {len(units)} units for {len(lines)} lines")
    return [unit.split("/")[1:] for unit in units]


def _content(reading: str) -> str:
    """Return the reading ("ape<n><f><pl>") when it is a content word of one word, else ""."""
    match = _LEMMA.match(reading)
    if not match or not _WORD.match(match.group(1)):
        return ""
    return reading if reading[len(match.group(1)) + 1 :].split(">")[0] in CONTENT_TAGS else ""


def build(apertium: Path, out: Path) -> None:
    """Write ita-apertium.tsv.gz into `out`; print the figures."""
    out.mkdir(parents=True, exist_ok=True)
    italian, english = Stemmer.Stemmer("italian"), Stemmer.Stemmer("english")
    pair, english_pair = apertium / "apertium-spa-ita", apertium / "apertium-eng-spa"
    forms = [(word.lower(), analysis) for word, analysis in analysed_forms(pair / "ita-spa.automorf.bin")
             if _WORD.match(word) and _content(analysis)]
    readings = sorted({analysis for _, analysis in forms})
    spanish = dict(zip(readings, _translated(pair / "ita-spa.autobil.bin", [f"^{r}$" for r in readings])))
    spanish_readings = sorted({s for found in spanish.values() for s in found if _content(s)})
    in_english = dict(zip(spanish_readings, _translated(english_pair / "spa-eng.autobil.bin",
                                                        [f"^{s}$" for s in spanish_readings])))
    senses: dict[str, Counter] = defaultdict(Counter)
    for word, analysis in forms:
        glosses = {english.stemWord(_LEMMA.match(e).group(1).lower())
                   for s in spanish.get(analysis, ()) if _content(s) for e in in_english.get(s, ()) if _content(e)}
        for gloss in sorted(glosses):  # ties keep one order whatever the process's string hashes
            senses[italian.stemWord(word)][gloss] += 1
    path = out / "ita-apertium.tsv.gz"
    with path.open("wb") as raw, \
            gzip.GzipFile(filename="", mode="wb", compresslevel=9, mtime=0, fileobj=raw) as packed, \
            io.TextIOWrapper(packed, encoding="utf-8") as handle:
        for stem in sorted(senses):
            handle.write(f"{stem}\t{' '.join(g for g, _ in senses[stem].most_common(MAX_SENSES))}\n")
    print(f"forms {len(forms):,}, content readings {len(readings):,}, Spanish {len(spanish_readings):,}, "
          f"stems kept {len(senses):,}, {path.stat().st_size:,} bytes")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--apertium", type=Path, default=Path("/usr/share/apertium"))
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[1] / "plagcheck" / "lexicons")
    args = parser.parse_args(argv)
    build(args.apertium, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
