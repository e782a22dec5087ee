"""``python -m adjudicator`` is the ``adjudicator`` command."""
import sys

from adjudicator.cli import main

sys.exit(main())
