"""Text as both ways of finding a passage see it: normalised units with a map back to the original text
(normalize), stable word hashes (wordhash), sentences, and the quotations, citations and reference lists
that are legitimately shared (citations).

Imported by the other wings; imports none of them.
"""
