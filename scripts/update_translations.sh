#!/bin/sh
# Refresh the translations after strings change: list the report template's sentences for lupdate, update every
# .ts from the code (new strings come in unfinished, gone ones are dropped), then compile each .ts to the .qm
# the window loads. Translate the unfinished messages (Qt Linguist, or any editor) and run this again.
#   scripts/update_translations.sh            (from the repository root; uses the venv's pyside6 tools)
set -eu
cd "$(dirname "$0")/.."
BIN="${PYSIDE_BIN:-$(dirname "$(command -v python)")}"
[ -x "$BIN/pyside6-lupdate" ] || BIN=.venv/bin
[ -x "$BIN/pyside6-lupdate" ] || BIN=/work/main/.venv/bin
"$BIN/python" scripts/template_strings.py
DIR=plagcheck/i18n/translations
SOURCES=$(find plagcheck -name '*.py' -not -path '*/__pycache__/*' | sort)
CODES=$(PYTHONPATH=. "$BIN/python" -c "from plagcheck.i18n import LANGUAGES, SOURCE_LANGUAGE; print(*(c for c in LANGUAGES if c != SOURCE_LANGUAGE))")
for code in $CODES; do
    # -locations none: no line numbers in the .ts, so a moved line never changes the translations' files.
    # shellcheck disable=SC2086
    "$BIN/pyside6-lupdate" -locations none -no-obsolete -source-language en -target-language "$code" \
        $SOURCES -ts "$DIR/plagcheck_$code.ts"
    "$BIN/pyside6-lrelease" -silent "$DIR/plagcheck_$code.ts" -qm "$DIR/plagcheck_$code.qm"
done
