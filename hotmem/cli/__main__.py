"""``python -m hotmem.cli``: the same as the ``hotmem`` console script."""

import sys

from hotmem.cli import main

if __name__ == "__main__":
    sys.exit(main())
