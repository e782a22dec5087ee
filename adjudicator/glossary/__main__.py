"""``python -m adjudicator.glossary [check|generate|fill-hant|term …]``."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    command = argv[0] if argv else "check"
    if command in ("check", "generate", "fill-hant"):
        from adjudicator.yamlio import SourceError
        from adjudicator.glossary import maintain
        from adjudicator.glossary.load import load_glossary
        try:
            if command == "fill-hant":
                print(f"filled {maintain.fill_hant_files()} Traditional headword(s)")
            glossary = load_glossary()
        except SourceError as exc:
            print(exc, file=sys.stderr)
            return 1
        if command == "generate":
            from adjudicator.yamlio import write_text
            write_text(maintain.SCHEMA_PATH, maintain.schema_text())
            print(f"wrote {maintain.SCHEMA_PATH.name}")
        print(f"{len(glossary)} terms OK")
        return 0
    from adjudicator.glossary.cli import main as term_main
    return term_main(argv[1:] if command == "term" else argv)


if __name__ == "__main__":
    sys.exit(main())
