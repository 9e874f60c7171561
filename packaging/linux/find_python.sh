# Sourced by the Linux build and test scripts: find_python MODULE... prints the Python to run them with.
#
# $PYTHON when set (it must import MODULE...), else the first of build/venv (README's steps make it), /opt/venv
# (CI's), .venv and python3 that imports MODULE...; otherwise it says which interpreters it tried and how to name
# one, and fails.
find_python() {
    local candidate check="import ${*:-sys}"
    check="${check// /, }"; check="${check/import, /import }"
    for candidate in ${PYTHON:-build/venv/bin/python /opt/venv/bin/python .venv/bin/python python3}; do
        if "$candidate" -c "$check" >/dev/null 2>&1; then echo "$candidate"; return 0; fi
    done
    echo "no Python here can '$check' (tried: ${PYTHON:-build/venv/bin/python /opt/venv/bin/python .venv/bin/python python3})." >&2
    echo "Make the build's venv as README's steps do (python3 -m venv build/venv && build/venv/bin/python -m pip" >&2
    echo "install --require-hashes -r packaging/requirements.lock), or name one: PYTHON=/path/to/python" >&2
    return 1
}
