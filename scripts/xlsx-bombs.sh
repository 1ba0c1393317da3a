#!/usr/bin/env bash
# xlsx-bombs.sh builds hostile workbooks with a small python3 zipfile
# generator (streaming: nothing large is held in memory) and prints the CPU
# seconds (user, system) and the peak RSS of `ratingdesk check` on each:
#
#   cell-1g.xlsx    one cell of 10^9 characters (about 1 MB packed); the
#                   archive declares 10^9 bytes: refused before unpacking
#   cell-200m.xlsx  one cell of 2*10^8 characters, under the 256 MB limit:
#                   refused by the token guard, naming the cell
#   rows-200m.xlsx  200 MB of identical rows (about 0.2 MB packed): refused
#                   at row 1,048,577, the first beyond a sheet's last row
#   sst-250m.xlsx   250 MB of empty shared strings (50 million) beside a
#                   small sheet: refused once they are more than the cells
#                   of the sheets could use
#   sst-sheet.xlsx  the worst case of that bound: a sheet padded to 180 MB
#                   (allowing 11.8 million shared texts) and 75 MB of
#                   empty shared strings
#
# Targets (issue 8): each refused in well under a second with a peak under
# 100 MB. The files are kept in BOMBDIR (default: a temporary folder,
# removed at the end). Needs python3 and /usr/bin/time.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=${BOMBDIR:-}
if [[ -z $dir ]]; then
	dir=$(mktemp -d)
	trap 'rm -rf "$dir"' EXIT
fi
mkdir -p "$dir"

go build -o "$dir/ratingdesk" ./cmd/ratingdesk

python3 - "$dir" <<'EOF'
import sys, zipfile

CT = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
      '<Default Extension="xml" ContentType="application/xml"/>'
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
      '</Types>')
RELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
        '</Relationships>')
BOOK = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
        '<sheets><sheet name="List" sheetId="1" r:id="rId1"/></sheets></workbook>')
BOOK_RELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
             '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
             '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
             '</Relationships>')
HEAD = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
        '<row r="1"><c r="A1" t="inlineStr"><is><t>ID</t></is></c><c r="B1" t="inlineStr"><is><t>Name</t></is></c></row>')
TAIL = '</sheetData></worksheet>'

def workbook(path, chunks, sst=None):
    """Writes a one-sheet workbook whose sheet part is HEAD, the chunks, TAIL,
    and whose shared strings part is the chunks of sst."""
    with zipfile.ZipFile(path, 'w', zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for name, body in (('[Content_Types].xml', CT), ('_rels/.rels', RELS),
                           ('xl/workbook.xml', BOOK), ('xl/_rels/workbook.xml.rels', BOOK_RELS)):
            z.writestr(name, body)
        with z.open('xl/worksheets/sheet1.xml', 'w', force_zip64=True) as f:
            f.write(HEAD.encode())
            for c in chunks:
                f.write(c)
            f.write(TAIL.encode())
        if sst is not None:
            with z.open('xl/sharedStrings.xml', 'w', force_zip64=True) as f:
                f.write(b'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">')
                for c in sst:
                    f.write(c)
                f.write(b'</sst>')

def cell(n):
    """One row whose Name cell holds n characters."""
    yield b'<row r="2"><c r="A2"><v>100001</v></c><c r="B2" t="inlineStr"><is><t>'
    block = b'a' * (1 << 20)
    while n > 0:
        yield block[:min(n, len(block))]
        n -= len(block)
    yield b'</t></is></c></row>'

def rows(total):
    """Identical rows without numbers (each the row after the last) up to total bytes."""
    row = b'<row><c><v>100001</v></c><c t="inlineStr"><is><t>A</t></is></c></row>'
    block = row * ((1 << 20) // len(row))
    for _ in range(total // len(block)):
        yield block

def strings(total):
    """Empty shared strings up to total bytes."""
    block = b'<si/>' * ((1 << 20) // 5)
    for _ in range(total // len(block)):
        yield block

def padded(total):
    """Spaces up to total bytes after one row (a sheet that is mostly padding)."""
    yield from cell(10)
    block = b' ' * (1 << 20)
    for _ in range(total // len(block)):
        yield block

d = sys.argv[1]
workbook(d + '/cell-1g.xlsx', cell(10**9))
workbook(d + '/cell-200m.xlsx', cell(2 * 10**8))
workbook(d + '/rows-200m.xlsx', rows(200 * 10**6))
workbook(d + '/sst-250m.xlsx', cell(10), strings(250 * 10**6))
workbook(d + '/sst-sheet.xlsx', padded(180 << 20), strings(75 << 20))
EOF

printf '%-16s %10s %8s %8s %9s  %s\n' file packed user_s sys_s peak_MB "first line of output"
for f in cell-1g cell-200m rows-200m sst-250m sst-sheet; do
	path="$dir/$f.xlsx"
	out=$({ /usr/bin/time -f '%U %S %M' -o "$dir/time" "$dir/ratingdesk" check "$path" 2>&1 || true; } | head -c 300 | head -1)
	read -r user sys kb < <(tail -1 "$dir/time")
	printf '%-16s %10s %8s %8s %9s  %s\n' "$f" "$(stat -c %s "$path")" "$user" "$sys" "$((kb / 1024))" "$out"
done
