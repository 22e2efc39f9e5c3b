import sys

from ingenious_desktop.cli import main

sys.exit(main())
