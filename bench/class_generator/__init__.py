"""The realistic-class generator (issues 26 and 39): classes of essays as a teacher drops them, with their truth.

Its modules import one way, each only those below it (an import-linter contract: bench/.importlinter, run by
tests/test_architecture.py):

- realistic_classes: a whole class generated and written (`python bench/class_generator/realistic_classes.py`);
- class_truth: the class written to disk, and where each planted copy lies in the text plagcheck extracts;
- class_copies: the planted copies, and the class as generated (GeneratedClass);
- class_essays | class_rework: honest students' essays | copied sentences reworded;
- class_families | class_independence: how a class is handed over and typeset | independent writing;
- class_files | class_material: paragraphs and file formats | the assignments' hand-written material.
"""
