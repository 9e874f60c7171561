"""Plain text and Markdown: finding the encoding, refusing binary data, and stripping Markdown markup.

Encoding order (ECOSYSTEM.md: charset-normalizer alone took French Windows-1252 for Windows-1250 and
KOI8-R for Shift-JIS): byte-order mark, UTF-16 without a mark, strict UTF-8, then Windows-1252 if the text
reads as Latin, then Windows-1250 (Central European) if it does, then the Cyrillic and Greek code pages told
apart by letter case, and only then charset-normalizer.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from contextlib import suppress

from plagcheck.engine.reading.extract.base import Extraction, ExtractionError
from plagcheck.engine.reading.extract.cleanup import tidy
from plagcheck.engine.reading.extract.marks import CLOSE, OPEN, Ranges, place_marks, strip_marks, take_marks

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
#: Encoding names shown to the teacher, by Python codec name.
DISPLAY_NAMES = {
    "utf-8": "UTF-8", "utf-8-sig": "UTF-8", "utf-16": "UTF-16", "utf-16-le": "UTF-16", "utf-16-be": "UTF-16",
    "utf-32": "UTF-32", "cp1252": "Windows-1252", "cp1251": "Windows-1251", "koi8_r": "KOI8-R",
    "koi8-r": "KOI8-R", "cp1253": "Windows-1253", "cp1250": "Windows-1250", "cp1254": "Windows-1254",
    "cp1257": "Windows-1257", "iso8859-1": "ISO-8859-1", "iso8859-2": "ISO-8859-2", "iso8859-15": "ISO-8859-15",
    "mac-roman": "Mac Roman", "cp437": "DOS 437", "cp850": "DOS 850", "shift_jis": "Shift JIS", "gbk": "GBK",
    "big5": "Big5", "euc_kr": "EUC-KR",
}
def display_name(codec: str) -> str:
    """Return the name a teacher sees for a Python codec name or alias ("cp1250" -> "Windows-1250")."""
    try:
        canonical = codecs.lookup(codec).name
    except LookupError:
        canonical = codec
    return DISPLAY_NAMES.get(canonical, DISPLAY_NAMES.get(codec, canonical))


#: The encodings offered when a teacher chooses how to read a text file (Python codec names).
ENCODING_CHOICES = (
    "utf-8", "cp1252", "cp1250", "cp1251", "cp1253", "cp1254", "cp1257", "iso8859-2", "iso8859-15", "koi8_r",
    "mac-roman", "cp437", "cp850", "utf-16", "shift_jis", "gbk", "big5", "euc_kr",
)
# Non-ASCII characters that Windows-1252 text commonly holds besides letters.
_LATIN_TYPOGRAPHY = set("‘’‚“”„–—…«»‹›€£¥¢°§©®™·•×÷½¼¾µ¶†‡¡¿\u00a0\u00ad")
_CONTROL_BYTES = frozenset(range(0, 32)) - {9, 10, 12, 13}
_SAMPLE = 1 << 16
_NON_ASCII = re.compile(r"[^\x00-\x7f]")
_LETTER = re.compile(r"[^\W\d_]")


def read_text(data: bytes) -> Extraction:
    """Return the Extraction of a plain-text file (warning when the encoding had to be guessed)."""
    text, encoding, guessed = decode(data)
    return _result("txt", *_plain_text(text), encoding, guessed)


def read_markdown(data: bytes) -> Extraction:
    """Return the Extraction of a Markdown file: its text without the markup, lines quoted with '>' as block quotes."""
    source, encoding, guessed = decode(data)
    return _result("md", *_markdown_text(source), encoding, guessed)


def read_text_as(data: bytes, codec: str, markdown: bool = False) -> Extraction:
    """Return the Extraction of a plain-text (or Markdown) file decoded with `codec`, as the teacher chose.

    Bytes the codec cannot decode become U+FFFD and make the result a warning that says how many.
    """
    decoded = data.decode(codec, errors="replace")
    undecodable = decoded.count("\ufffd") - data.decode(codec, errors="ignore").count("\ufffd")
    text, block_quotes = _markdown_text(decoded) if markdown else _plain_text(decoded)
    shown = display_name(codec)
    fmt = "md" if markdown else "txt"
    if undecodable:
        message = f"read as {shown}, as chosen; {undecodable:,} byte{'s' * (undecodable != 1)} are not {shown}"
        return Extraction("warning", message, fmt, text, shown, block_quotes=block_quotes)
    return Extraction("ok", f"read as {shown}, as chosen", fmt, text, shown, block_quotes=block_quotes)


def _plain_text(decoded: str) -> tuple[str, Ranges]:
    """Return the cleaned-up text of a decoded text file, and no block quotes; raise if it is empty."""
    text = tidy(decoded)
    if not text:
        raise ExtractionError("empty: the file holds only white space")
    return text, ()


def _markdown_text(source: str) -> tuple[str, Ranges]:
    """Return the text of decoded Markdown without its markup, and its '>' lines as block quotes; raise if empty."""
    source = strip_marks(source)
    text, block_quotes = take_marks(tidy(place_marks(_mark_quoted_lines(source, markdown_to_text(source)))))
    if not text:
        raise ExtractionError("empty: the file holds no text")
    return text, block_quotes


def _result(fmt: str, text: str, block_quotes: Ranges, encoding: str, guessed: bool) -> Extraction:
    shown = display_name(encoding)
    if guessed:
        # Information, not a problem: the file was read in full (the teacher can choose another encoding).
        return Extraction("ok", f"encoding guessed as {shown}", fmt, text, shown, block_quotes=block_quotes)
    return Extraction("ok", "", fmt, text, shown, block_quotes=block_quotes)


def decode(data: bytes) -> tuple[str, str, bool]:
    """Return (text, codec name, guessed) for the bytes of a text file; raise ExtractionError if binary."""
    if not data:
        raise ExtractionError("empty: the file is 0 bytes")
    for bom, codec in _BOMS:
        if data.startswith(bom):
            return _decode_strict(data, codec), codec, False
    utf16 = _utf16_without_bom(data)
    if utf16:
        return _decode_strict(data, utf16), utf16, False
    if looks_binary(data):
        raise ExtractionError("not a text file: it holds binary data (perhaps another kind of file renamed .txt)")
    with suppress(UnicodeDecodeError):
        return data.decode("utf-8"), "utf-8", False
    # The code page is chosen on a sample (a long file costs no more to judge), then the whole is decoded.
    sample = data[:_SAMPLE]
    codec = next((c for c in ("cp1252", "cp1250") if _reads_as_latin(sample, c)), None) or _cyrillic_code_page(sample)
    if codec:
        return data.decode(codec, errors="replace"), codec, True
    return _detect(data)


def _decode_strict(data: bytes, codec: str) -> str:
    try:
        return data.decode(codec)
    except UnicodeDecodeError as exc:
        raise ExtractionError(f"not a valid {display_name(codec)} text file") from exc


def _utf16_without_bom(data: bytes) -> str | None:
    sample = data[:_SAMPLE]
    if len(sample) < 4 or len(sample) % 2:
        return None
    even_zeros = sample[0::2].count(0) / (len(sample) / 2)
    odd_zeros = sample[1::2].count(0) / (len(sample) / 2)
    codec = "utf-16-le" if odd_zeros > 0.3 and even_zeros < 0.05 else None
    codec = "utf-16-be" if even_zeros > 0.3 and odd_zeros < 0.05 else codec
    if codec is None:
        return None
    try:
        data.decode(codec)
    except UnicodeDecodeError:
        return None
    return codec


_CONTROL_BYTES_DELETED = bytes(sorted(_CONTROL_BYTES))


def looks_binary(data: bytes) -> bool:
    """Return True if the bytes hold NULs or many control characters, as binary files do."""
    sample = data[:_SAMPLE]
    if b"\x00" in sample:
        return True
    # len(sample) minus what is left once control bytes are deleted: the count, done in C.
    controls = len(sample) - len(sample.translate(None, _CONTROL_BYTES_DELETED))
    return controls > max(2, len(sample) // 50)


def _reads_as_latin(sample: bytes, codec: str) -> bool:
    """Return True if the sample decoded with `codec` (Western or Central European) reads as Latin-script prose."""
    text = sample.decode(codec, errors="replace")
    odd = 0
    non_ascii = 0
    for match in _NON_ASCII.finditer(text):
        char, i = match.group(), match.start()
        non_ascii += 1
        if char in _LATIN_TYPOGRAPHY:
            # A quote or dash is fine anywhere; other symbols wedged inside a word are mis-decoded letters.
            between_letters = 0 < i < len(text) - 1 and text[i - 1].isalpha() and text[i + 1].isalpha()
            odd += between_letters and char not in "’'–-\u00ad"
        elif not (char.isalpha() and unicodedata.name(char, "").startswith("LATIN")):
            odd += 1
    # Western European prose is mostly ASCII letters; text in a Cyrillic or Greek code page is not.
    mostly_ascii = non_ascii <= 0.3 * len(_LETTER.findall(text))
    return mostly_ascii and odd <= non_ascii * 0.01


def _cyrillic_code_page(sample: bytes) -> str | None:
    """Return the Cyrillic or Greek code page the sample reads best in, or None.

    Each decodes every byte (or nearly), so the right one is told by how its letters behave: prose is
    mostly lower case, and a capital letter does not follow a small one inside a word. Greek text read as
    Windows-1251 breaks the second rule all the time: its accented vowels (ά, έ, ή, ί) land on Cyrillic
    capitals.
    """
    best: tuple[int, str] | None = None
    for codec in ("cp1251", "koi8_r", "cp1253"):
        text = sample.decode(codec, errors="replace")
        letters = [c for c in _NON_ASCII.findall(text) if c.isalpha()]
        high = len(_NON_ASCII.findall(text))
        if len(letters) < 0.5 * len(_LETTER.findall(text)) or len(letters) < 0.85 * high:
            continue
        lower = sum(1 for c in letters if c.islower())
        capitals_inside_words = sum(1 for before, c in zip(text, text[1:]) if c.isupper() and before.islower())
        score = lower - 10 * capitals_inside_words - 10 * text.count("\ufffd")
        if lower >= 0.6 * len(letters) and (best is None or score > best[0]):
            best = (score, codec)
    return best[1] if best else None


def _detect(data: bytes) -> tuple[str, str, bool]:
    import charset_normalizer

    match = charset_normalizer.from_bytes(data).best()
    if match is None:
        return data.decode("cp1252", errors="replace"), "cp1252", True
    return str(match), match.encoding, True


_FENCE = re.compile(r"^[ \t]*(```|~~~).*$", re.MULTILINE)
# The heading's text is everything after the opening '#'s: one greedy run to the line's end, so no pattern
# backtracks over a long line of spaces (a lazy group before optional closing '#'s took minutes on 5 KB).
_HEADING = re.compile(r"^[ \t]{0,3}#{1,6}(?:[ \t]+([^\n]*)|(?=\n)|\Z)", re.MULTILINE)
_CLOSING_HASHES = re.compile(r"(?:^|[ \t]+)#+\Z")
_SETEXT = re.compile(r"^[ \t]{0,3}(=+|-+)[ \t]*$", re.MULTILINE)
# No pattern here can scan far from where it starts (no '[' inside brackets, no '<' inside a tag, emphasis
# markers removed one by one), so hostile input, such as thousands of unmatched '*' or '<', costs linear time.
_IMAGE = re.compile(r"!\[([^\[\]\n]{0,300})\]\([^()\n]{0,1000}\)")
_LINK = re.compile(r"\[([^\[\]\n]{1,300})\]\([^()\n]{0,1000}\)")
_EMPHASIS = re.compile(r"(?<!\w)[*_~`]+(?=\S)|(?<=\S)[*_~`]+(?!\w)")
_QUOTE = re.compile(r"^[ \t]{0,3}>[ \t]?", re.MULTILINE)
_RULE = re.compile(r"^[ \t]{0,3}([-*_])([ \t]*\1){2,}[ \t]*$", re.MULTILINE)
_HTML_TAG = re.compile(r"</?[a-zA-Z][^<>\n]{0,500}>")
# A line that cannot continue a quoted paragraph: a heading, fence, rule or list item starts a block.
_STARTS_BLOCK = re.compile(r"[ \t]{0,3}(#{1,6}[ \t]|```|~~~|([-*_])([ \t]*\2){2,}[ \t]*$|[-+*][ \t]|\d{1,9}[.)][ \t])")


def _mark_quoted_lines(source: str, text: str) -> str:
    """Return `text` (markdown_to_text of `source`, which keeps every line) with the lines that are quoted in
    `source` enclosed in block-quote marks, to be placed."""
    if not _QUOTE.search(source):
        return text
    source_lines = source.split("\n")
    lines = text.split("\n")
    if len(lines) != len(source_lines):
        return text  # cannot happen: every pattern of markdown_to_text works within a line
    quoted = False
    for i, line in enumerate(source_lines):
        # A line right after a quoted line of text continues its paragraph, unless it starts a block of its own
        # (CommonMark's "lazy continuation").
        lazy = quoted and bool(line.strip()) and not _STARTS_BLOCK.match(line)
        quoted = bool(_QUOTE.match(line)) or lazy
        if quoted:
            lines[i] = f"{OPEN}{lines[i]}{CLOSE}"
        quoted = quoted and bool(lines[i].strip(OPEN + CLOSE + " \t\r"))
    return "\n".join(lines)


def _heading_text(match: re.Match[str]) -> str:
    """Return an ATX heading line's text without its closing '#'s (CommonMark: only after a space)."""
    content = (match.group(1) or "").rstrip(" \t")
    return _CLOSING_HASHES.sub("", content).rstrip(" \t") if content.endswith("#") else content


def markdown_to_text(text: str) -> str:
    """Return Markdown source without its markup: headings, emphasis, links, images, quotes, rules, fences."""
    text = _FENCE.sub("", text)
    text = _RULE.sub("", text)
    text = _HEADING.sub(_heading_text, text)
    text = _SETEXT.sub("", text)
    text = _IMAGE.sub(r"\1", text)
    text = _LINK.sub(r"\1", text)
    text = _QUOTE.sub("", text)
    text = _HTML_TAG.sub("", text)
    return _EMPHASIS.sub("", text)
