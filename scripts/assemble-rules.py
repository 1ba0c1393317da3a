#!/usr/bin/env python3
"""Merge docs/rules.d/*.md into docs/rules.md (run once per change of a part).

The reference of the rules (reference.md, §1–§5) comes first, its headings
kept as they are (§1 … at level 2); then the readings chosen: each other
part's level-1 heading becomes a level-2 section, in the order of the rules,
and its level-2 headings become level 3.
"""
import pathlib

REFERENCE = "reference.md"
ORDER = [
    ("engine.md", "§1.1–§1.6"),
    ("elo2017.md", "§1.7"),
    ("xlsxio-read.md", "formats.md, inputs"),
    ("pgn-fide.md", "formats.md \"PGN game list\", \"FIDE rating list\"; §1.1, §1.5"),
    ("xlsxio-write.md", "formats.md, outputs"),
    ("crosstables.md", "formats.md \"Crosstable\"; §1.4"),
    ("history.md", "§1.5–§1.7 over many quarters"),
    ("titles.md", "§3–§5"),
    ("pdf-report.md", "the period report"),
    ("pdf-norms.md", "norm statements and certificates"),
    ("gui.md", "the desktop app"),
    ("synth.md", "sample and synthetic data"),
]

def anchor(heading):
    """The anchor GitHub gives a heading: lower case, punctuation dropped."""
    return "".join(
        "-" if c == " " else c
        for c in heading.lower()
        if c == " " or c in "-_" or c.isalnum()
    )


root = pathlib.Path(__file__).resolve().parent.parent
parts = root / "docs" / "rules.d"
reference = (parts / REFERENCE).read_text(encoding="utf-8").strip().splitlines()
out = [
    "# Rules of Rating Desk",
    "",
    "<!-- Assembled by scripts/assemble-rules.py from docs/rules.d/*.md: edit the parts, then run it. -->",
    "",
    "This document is the reference of the rating and title rules Rating Desk",
    "applies (§1–§5), followed by every reading we chose where the ICCF texts",
    "left a choice open, with the rule's number; the code's doc comments say",
    "the same next to the function that applies it. The files Rating Desk",
    "reads and writes are described in [formats.md](formats.md), the",
    "command line in [cli.md](cli.md), and the app in the",
    "[user guide](guide.md).",
    "",
]
first = next(i for i, line in enumerate(reference) if line.startswith("## "))
out += "\n".join(reference[1:first]).strip().splitlines()
out += ["", "The rules:", ""]
for line in reference[first:]:
    if line.startswith("## "):
        title = line[3:].strip()
        out.append(f"- [{title}](#{anchor(title)})")
out += ["", "The readings chosen:", ""]
sections = [reference[first:] + [""]]
for name, scope in ORDER:
    text = (parts / name).read_text(encoding="utf-8").strip().splitlines()
    title = text[0].lstrip("# ").strip()
    out.append(f"- [{title}](#{anchor(title)}) ({scope})")
    body = []
    for line in text[1:]:
        if line.startswith("#"):
            line = "#" + line
        body.append(line)
    sections.append([f"## {title}", ""] + body + [""])
out.append("")
for s in sections:
    out.extend(s)
(root / "docs" / "rules.md").write_text("\n".join(out).rstrip() + "\n", encoding="utf-8")
