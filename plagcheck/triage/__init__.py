"""Triage over a finished scan: groups of students, per-student figures, review states, common sources.

Everything here works on a ScanResult and plain ids; nothing imports Qt.
"""
