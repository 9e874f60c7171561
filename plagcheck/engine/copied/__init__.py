"""Copied passages: text shared word for word. Shingles (shingles), their MinHash signatures (minhash,
signatures) and banded LSH (lsh) find the candidate pairs; verify scores a pair exactly and align locates its
shingle runs; exclusions and prompt set aside what is shared but is not copying.

Imports the text wing and the engine's idioms (arrays, steps, cancel); never the reworded wing.
"""
