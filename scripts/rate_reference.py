#!/usr/bin/env python3
"""Plain-Python reference of `ratingdesk rate` for scripts/bench-cli.sh (issue 13).

Purpose: the CPU floor any rating tool must beat. It does the same work as
`ratingdesk rate --list L.csv --results G.csv --out NEW.csv` on gendata's CSV
files, the straightforward way, with the standard library only: read the two
CSV files with the csv module, rate the period by the 2023 rules' formulas
(Rules 2.1-2.2, as engine/glicko.go writes them: RD growth, outcome
probabilities at mu_j -/+ sigma_j, D1, D2, the update), write the new list.
It is not bit-exact with the Go engine (no deterministic exp, no
substitutes, no checks of the input) and is never used for ratings.

usage: rate_reference.py LIST.csv GAMES.csv OUT.csv FIRST_DAY LAST_DAY
"""
import csv, math, sys

SCALE, B0, B1, C = 173.7, 1.0986, 0.17037, 25.0


def pre(row):
    """A player's state at the start of the period (Rules 2.1)."""
    if row["Rating"].strip():
        r = float(row.get("Rating exact") or row["Rating"])
        rd = float(row.get("RD exact") or row["RD"])
        if rd <= 120:
            rd = max(math.sqrt(rd * rd + C * C), 30.0)
        return r, rd
    if row.get("FIDE", "").strip() not in ("", "0"):
        return float(row["FIDE"]), 150.0
    return 1800.0, 250.0


def term(mu, muj, sj, y):
    """D1 and D2 of one game (Rules 2.2 c-e)."""
    out = []
    for m in (muj - sj, muj + sj):
        mbar = (mu + m) / 2
        ew, ed, el = math.exp(mu), math.exp(B0 + (1 + B1) * mbar), math.exp(m)
        s = ew + ed + el
        out.append((ew / s, ed / s, el / s))
    (wm, dm, lm), (wp, dp, lp) = out
    pm, pp = {1.0: (wm, wp), 0.5: (dm, dp), 0.0: (lm, lp)}[y]
    w1m, w1p, w2m, w2p = wm + 0.5 * dm, wp + 0.5 * dp, wm + 0.25 * dm, wp + 0.25 * dp
    p = pm + pp
    d1 = (pm * (y - w1m) + pp * (y - w1p)) / p
    hm = (y * y - w2m) + 2 * w1m * (w1m - y)
    hp = (y * y - w2p) + 2 * w1p * (w1p - y)
    return d1, (pm * hm + pp * hp) / p - d1 * d1


def main(list_path, games_path, out_path, first, last):
    with open(list_path, newline="", encoding="utf-8-sig") as f:
        rows = list(csv.DictReader(f))
    state = {int(r["ID"]): pre(r) for r in rows}
    sums = {pid: [0.0, 0.0, 0] for pid in state}
    scores = {"1-0": (1.0, 0.0), "0-1": (0.0, 1.0), "½-½": (0.5, 0.5)}
    with open(games_path, newline="", encoding="utf-8-sig") as f:
        for g in csv.DictReader(f):
            if g["Result"] not in scores or not first <= g["Finished"] <= last:
                continue
            w, b = int(g["White"]), int(g["Black"])
            for me, opp, y in ((w, b, scores[g["Result"]][0]), (b, w, scores[g["Result"]][1])):
                (r, rd), (rj, rdj) = state[me], state[opp]
                d1, d2 = term((r - 1500) / SCALE, (rj - 1500) / SCALE, rdj / SCALE, y)
                s = sums[me]
                s[0], s[1], s[2] = s[0] + d1, s[1] + d2, s[2] + 1
    with open(out_path, "w", newline="", encoding="utf-8") as f:
        out = csv.writer(f)
        out.writerow(["ID", "Name", "Rating", "RD", "Rating exact", "RD exact", "Period games"])
        for row in rows:
            pid = int(row["ID"])
            (r, rd), (d1, d2, n) = state[pid], sums[pid]
            if n:
                sigma = math.sqrt(1 / (1 / (rd / SCALE) ** 2 - d2))
                r, rd = SCALE * ((r - 1500) / SCALE + sigma * sigma * d1) + 1500, SCALE * sigma
            out.writerow([pid, row["Name"], math.floor(r + 0.5), min(max(math.floor(rd + 0.5), 30), 250), r, rd, n])


if __name__ == "__main__":
    main(*sys.argv[1:6])
