"""The frozen program's entry point: PyInstaller runs this file as ``__main__``."""

import sys

from ingenious_desktop.cli import main

sys.exit(main())
