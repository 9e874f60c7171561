"""Reworded passages: copying that survives changed words and changed order. The class's content words
(lexicon, word_rarity), each document as sentences of terms (content), pairs of sentences that say the same
thing (seeds), what a passage reworded in place keeps (skeleton, in_place), sentences two students took from
one source (common_origin), the passages themselves (passages), the words their two sides share
(shared_words), and class-independent terms for stores of past work (stable_terms).

Imports the text wing and the engine's idioms (arrays, steps, cancel); never the copied wing.
"""
