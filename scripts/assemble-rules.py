#!/usr/bin/env python3
"""Merge docs/rules.d/*.md into docs/rules.md (run once per change of a part).

Each part's level-1 heading becomes a level-2 section, in the order of the
rules (RULES.md §1 first); its level-2 headings become level 3.
"""
import pathlib

ORDER = [
    ("engine.md", "RULES.md §1.1–1.6"),
    ("elo2017.md", "RULES.md §1.7"),
    ("xlsxio-read.md", "WORKBOOK.md, inputs"),
    ("xlsxio-write.md", "WORKBOOK.md, outputs"),
    ("crosstables.md", "WORKBOOK.md crosstables; RULES.md §1.4"),
    ("titles.md", "RULES.md §3–5"),
    ("pdf-report.md", "the period report"),
    ("pdf-norms.md", "norm statements and certificates"),
    ("gui.md", "the desktop app"),
    ("synth.md", "sample and synthetic data"),
]

root = pathlib.Path(__file__).resolve().parent.parent
parts = root / "docs" / "rules.d"
out = [
    "# Readings of the rules",
    "",
    "The rules Rating Desk implements are in `shared/spec/RULES.md` (binding) and",
    "the seeds it cites. Where they left a choice open, this file records the",
    "reading we chose, with the rule's number; the code's doc comments say the",
    "same next to the function that applies it. Sections:",
    "",
]
sections = []
for name, scope in ORDER:
    text = (parts / name).read_text(encoding="utf-8").strip().splitlines()
    title = text[0].lstrip("# ").strip()
    out.append(f"- {title} ({scope})")
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
