"""The similarity engine: extraction, normalisation, shingling, MinHash, LSH, verification, alignment.

Pure Python + numpy. Never imports Qt (tests/test_architecture.py and the import-linter contract check it).
"""
