"""The similarity engine, in wings (docs/architecture.md draws them):

- `reading/`: files to text. Finding the submissions (discovery), reading them in worker processes under time
  and size limits (extract/), and who handed in what (layouts): DocumentRecords.
- `text/`: what both ways of finding a passage share about a text: normalised words with a map back to the
  original (normalize), their hashes (wordhash), sentences, and the quotations and citations left out.
- `copied/`: copied passages. Shingles, MinHash, banded LSH, exact verification and alignment of shingle runs,
  and the shared text that is not copying (template, common text, the question).
- `reworded/`: reworded passages. The class's content words (lexicon), documents as sentences of terms
  (content), seed sentences, skeletons and runs reworded in place, and the passages they make.
- `references/`: documents the class is compared with, never with each other: the reference library, the one
  candidate search every reference store uses, and the reference sources a scan opens.

At the top, what joins the wings: `prepare` (a document made ready for both ways), `candidates` (both kinds of
index), `compare` (a pair compared both ways), `evidence` (what a listed pair must share), `budget` (how much of
the class is compared), `compute` (workers for the heavy steps), and the idioms every wing uses: `arrays`,
`steps`, `cancel`. Which wing may import which is an import-linter contract in pyproject.toml.

Pure Python + numpy. Never imports Qt (tests/test_architecture.py and the import-linter contract check it).
"""
