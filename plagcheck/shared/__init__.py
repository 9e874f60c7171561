"""The small records every part shares, and what every part uses with them. Imports nothing above it.

- models: the immutable records that cross every seam (ScanSettings, DocumentRecord, Passage, PairResult,
  ScanResult, Progress);
- engine_notices: what the engine tells the teacher, as keys and values (never a sentence in one language);
- vocabulary, class_figures, engine_messages, display: the words and figures a teacher reads (the engine's
  notices and messages in the teacher's language among them), and file names as shown;
- charsets, utf16, private_files: character sets, UTF-16 offsets, files written safely and kept private;
- notices: the licences of plagcheck and of everything it ships.
"""
