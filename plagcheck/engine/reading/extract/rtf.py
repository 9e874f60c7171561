"""Rich Text Format (.rtf) through striprtf, decoding escaped bytes with the file's declared code page."""

from __future__ import annotations

import codecs
import re
from contextlib import suppress

from striprtf.striprtf import rtf_to_text

from plagcheck.engine.reading.extract.base import Extraction, ExtractionError, capped
from plagcheck.engine.reading.extract.cleanup import tidy

_CODE_PAGE = re.compile(rb"\\ansicpg(\d{3,5})")
# Pictures and embedded objects are long runs of hex digits; striprtf would take seconds per megabyte on them.
_HEX_RUN = re.compile(rb"(?<![0-9a-fA-F\r\n])[0-9a-fA-F\r\n]{512,}")  # from a run's start only


def read_rtf(data: bytes) -> Extraction:
    """Return the Extraction of an .rtf file, one paragraph per RTF paragraph."""
    if not data.lstrip().startswith(b"{\\rtf"):
        raise ExtractionError("corrupt: not a real RTF file (it does not start like one)")
    codec = code_page(data)
    data = _HEX_RUN.sub(b"", data)
    try:
        raw = rtf_to_text(data.decode(codec, errors="replace"), encoding=codec, errors="replace")
    except (ValueError, IndexError, LookupError, RecursionError) as exc:
        raise ExtractionError("corrupt: the RTF file is damaged") from exc
    text = tidy(raw.replace("\n", "\n\n"))
    if not text:
        raise ExtractionError("empty: the document holds no text")
    return capped(Extraction("ok", "", "rtf", text))


def code_page(data: bytes) -> str:
    """Return the Python codec for the file's \\ansicpg declaration (Windows-1252 if absent or unknown)."""
    match = _CODE_PAGE.search(data[:4096])
    if match:
        codec = f"cp{int(match.group(1))}"
        with suppress(LookupError):
            return codecs.lookup(codec).name
    return "cp1252"
