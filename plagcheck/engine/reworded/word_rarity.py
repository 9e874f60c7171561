"""How rare a word is in its language: everyday words are no evidence that one text was made from another.

A class is too small to tell "found" from "neonicotinoid": both may be used by two of its essays. The
wordfreq package (Robyn Speer; Apache-2.0, its data CC BY-SA 4.0) holds word frequencies for 40+
languages gathered from film subtitles, Wikipedia, news, books and the web. Each word's frequency is given
on the Zipf scale (log10 of occurrences per billion words): "the" is 7.7, "found" 5.7, "important" 5.4,
"agree" 5.0, "winter" 4.9, "bees" 4.0, "pesticide" 3.3, "neonicotinoid" 1.7. A word of EVERYDAY_ZIPF or
more is an *everyday* word: a pair of sentences is a seed of a reworded passage only if it shares a word
that is not (seeds.py), so sentences next to a shared quotation never join it on "agree", "read" and
"found" (lexicon.Lexicon.everyday_terms).

wordfreq's own import takes about 1.2 s (it loads ftfy, regex and langcodes for its tokenizer), more than a
class of two thousand texts takes to compare. Only its frequency lists are needed, so its "small" list of
the language (words said at least once per million, about 30,000-60,000 per language) is read here
straight from the package's data folder, in the "cBpack" format its `read_cBpack` documents. Where wordfreq
is not installed or has no list for the language, every word weighs 1 (the class's own statistics alone).
"""

from __future__ import annotations

import gzip
import importlib.util
from functools import lru_cache
from pathlib import Path

import numpy as np

#: The stop-words package's language names (lexicon.py recognises a class's language by them) -> wordfreq's
#: language codes.
WORDFREQ_CODES = {
    "arabic": "ar", "bulgarian": "bg", "catalan": "ca", "czech": "cs", "danish": "da", "dutch": "nl",
    "english": "en", "finnish": "fi", "french": "fr", "german": "de", "hebrew": "he", "hindi": "hi",
    "hungarian": "hu", "indonesian": "id", "malaysian": "ms", "italian": "it", "norwegian": "nb",
    "polish": "pl", "portuguese": "pt", "romanian": "ro", "russian": "ru", "slovak": "sk", "spanish": "es",
    "swedish": "sv", "turkish": "tr", "ukrainian": "uk", "vietnamese": "vi", "persian": "fa", "greek": "el",
    "chinese": "zh", "japanese": "ja", "korean": "ko",
}
#: A word said at least once every 12,500 words (Zipf 4.9) is an everyday word: about the 1,100-1,500 most
#: frequent words of each language in wordfreq's lists (English 1,368, German 1,113, Spanish 1,137,
#: Indonesian 1,526, Turkish 1,473, Russian 1,166, Arabic 1,536).
EVERYDAY_ZIPF = 4.9
#: The Zipf frequency given to a word that is not in the language's list: said less than once per million.
UNLISTED_ZIPF = 2.0


def wordfreq_code(language: str) -> str:
    """Return wordfreq's code for a stop-words language name ("english" -> "en"), or "" if it has none."""
    return WORDFREQ_CODES.get(language, "")


@lru_cache(maxsize=4)
def zipf_table(code: str) -> dict[str, float] | None:
    """Return {word: Zipf frequency} from wordfreq's small list for the language `code`, or None when
    wordfreq is not installed or has no list for it."""
    folder = _data_folder()
    path = folder / f"small_{code}.msgpack.gz" if folder is not None and code else None
    if path is None or not path.is_file():
        return None
    try:
        import msgpack  # wordfreq's own dependency, for its data files

        with gzip.open(path, "rb") as stream:
            packed = msgpack.load(stream, raw=False, strict_map_key=False)
    except (OSError, ValueError, ImportError, EOFError):
        return None
    header, buckets = (packed[0], packed[1:]) if packed else ({}, [])
    if not isinstance(header, dict) or header.get("format") != "cB":
        return None
    # Bucket i holds the words of frequency 10 ** (-i / 100); Zipf is log10 of per-billion frequency.
    return {word: 9.0 - index / 100 for index, words in enumerate(buckets) for word in words}


def _data_folder() -> Path | None:
    """Return wordfreq's data folder, found without importing the package, or None."""
    try:
        spec = importlib.util.find_spec("wordfreq")
    except (ImportError, ValueError):
        return None
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    return Path(locations[0]) / "data" if locations else None


def zipf_frequencies(language: str, words: list[str]) -> np.ndarray | None:
    """Return each word's Zipf frequency in `language` (UNLISTED_ZIPF for a word not listed), or None when
    no frequency list serves the language."""
    table = zipf_table(wordfreq_code(language))
    if table is None:
        return None
    return np.fromiter((table.get(word, UNLISTED_ZIPF) for word in words), dtype=np.float64, count=len(words))
