"""`python -m plagcheck.cli`: plagcheck-cli."""

import sys

from plagcheck.cli import main

if __name__ == "__main__":
    sys.exit(main())
