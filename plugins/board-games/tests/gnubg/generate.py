"""Writes moves.json: GNU Backgammon's own list of legal plays for chosen positions and rolls.

Run inside gnubg's Python interpreter, from the crate folder:

    cd plugins/board-games && gnubg -q -t -p tests/gnubg/generate.py

For each case the script sets gnubg's board from a position ID, sets the dice, asks `hint` for
every move (0-ply, so it is quick; gnubg lists each distinct resulting position once), reads
each move back with `parsemove`, plays it on a copy of the board and asks gnubg for the ID of
the position after it, with the opponent now on roll. The cases are hand-made positions
covering bar entry, blocked entry, bearing off, the larger-die rule and doublets, plus
positions met in seeded random games that gnubg plays against itself.

Board tuples and IDs are gnubg's: `board[0]` is the side NOT on roll and `board[1]` the side on
roll, each counted from its own ace point (index 24 is the bar); the position ID encodes
board[0] first, exactly as gnubg shows it and as `set board` reads it.
"""
import json
import os
import random

import gnubg

OUT = os.environ.get("GNUBG_FIXTURE_OUT", "tests/gnubg/moves.json")
COMMAND = "cd plugins/board-games && gnubg -q -t -p tests/gnubg/generate.py"


def side(points):
    """A 25-slot list from {point: count}; point 25 is the bar."""
    slots = [0] * 25
    for point, count in points.items():
        slots[point - 1] += count
    return slots


def play(board, move):
    """The board after `move` (gnubg notation), the opponent now on roll."""
    waiting, mover = list(board[0]), list(board[1])
    for start, end in gnubg.parsemove(move):
        mover[start - 1] -= 1
        if end > 0:
            mover[end - 1] += 1
            # A lone opposing man on the landing point is hit and goes to his bar.
            theirs = 24 - end
            if waiting[theirs] == 1:
                waiting[theirs] = 0
                waiting[24] += 1
    return (mover, waiting)


def legal(position_id, dice):
    gnubg.command("set board " + position_id)
    gnubg.command("set dice %d %d" % dice)
    board = gnubg.board()
    hint = gnubg.hint(10000).get("hint", [])
    plays = []
    for entry in hint:
        after = play(board, entry["move"])
        plays.append({"move": entry["move"], "after": gnubg.positionid(after)})
    plays.sort(key=lambda line: line["after"])
    return plays


START = {6: 5, 8: 3, 13: 5, 24: 2}
# The opening layout of the side not on roll, counted from the side on roll's ace point.
START_FACING = {1: 2, 12: 5, 17: 3, 19: 5}

# (label, side on roll, side waiting, dice). Both sides are written as {point: men} counted
# from the ace point of the side ON ROLL (25 = that side's bar, 0 = the waiting side's bar), so
# that the cases read as one picture of the board.
HAND_MADE = [
    ("opening 6-5", START, START_FACING, (6, 5)),
    ("opening 3-1", START, START_FACING, (3, 1)),
    ("opening 2-1", START, START_FACING, (2, 1)),
    ("opening 6-6", START, START_FACING, (6, 6)),
    ("opening 1-1", START, START_FACING, (1, 1)),
    ("opening 5-5", START, START_FACING, (5, 5)),
    ("opening 6-4", START, START_FACING, (6, 4)),
    ("bar entry, one point open",
     {25: 1, 6: 4, 8: 3, 13: 5, 24: 2}, {19: 2, 20: 2, 21: 2, 22: 2, 12: 5, 17: 2}, (5, 2)),
    ("bar entry with a hit",
     {25: 1, 6: 4, 8: 3, 13: 5, 24: 2}, {22: 1, 1: 2, 12: 4, 17: 3, 19: 5}, (3, 2)),
    ("bar entry, the other die then free",
     {25: 1, 6: 5, 8: 2, 13: 5, 24: 2}, START_FACING, (4, 2)),
    ("two on the bar, only one can enter",
     {25: 2, 6: 5, 8: 3, 13: 5}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 12: 5}, (6, 1)),
    ("two on the bar, both enter",
     {25: 2, 6: 5, 8: 3, 13: 5}, START_FACING, (5, 4)),
    ("three on the bar, doublet",
     {25: 3, 6: 4, 8: 3, 13: 5}, START_FACING, (3, 3)),
    ("three on the bar, only two can enter",
     {25: 3, 6: 4, 8: 3, 13: 5}, {19: 2, 20: 2, 21: 2, 22: 2, 12: 5, 17: 2}, (2, 2)),
    ("one on the bar, doublet enters and moves on",
     {25: 1, 6: 5, 8: 3, 13: 4, 24: 2}, START_FACING, (2, 2)),
    ("closed board, no entry",
     {25: 1, 6: 5, 8: 3, 13: 4, 1: 2}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 3, 24: 4}, (6, 5)),
    ("closed board, no entry with doublet",
     {25: 1, 6: 5, 8: 3, 13: 4, 1: 2}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 3, 24: 4}, (4, 4)),
    ("entry blocked for both dice",
     {25: 1, 6: 5, 8: 3, 13: 4, 24: 2}, {19: 3, 20: 2, 12: 5, 17: 3, 1: 2}, (6, 5)),
    ("larger die: either alone but not both", {13: 1, 1: 14}, {2: 13, 24: 2}, (6, 5)),
    ("larger die: only the smaller can be played",
     {13: 1, 1: 14}, {2: 11, 7: 2, 24: 2}, (6, 5)),
    ("both dice only in one order", {10: 1, 1: 14}, {4: 2, 2: 11, 24: 2}, (6, 1)),
    ("doublet, only two of four playable", {21: 1, 1: 14}, {9: 2, 2: 11, 23: 2}, (4, 4)),
    ("bear-off, higher die from highest point",
     {5: 2, 4: 3, 3: 4, 2: 3, 1: 1}, {19: 4, 20: 4, 21: 4, 22: 3}, (6, 5)),
    ("bear-off, may move instead of bearing",
     {6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 1}, {19: 4, 20: 4, 21: 4, 22: 3}, (6, 4)),
    ("bear-off, doublets",
     {6: 2, 5: 2, 4: 2, 3: 2, 2: 1}, {19: 4, 20: 4, 21: 4, 22: 3}, (3, 3)),
    ("bear-off, small doublets",
     {6: 2, 5: 2, 4: 2, 3: 2, 2: 1}, {19: 4, 20: 4, 21: 4, 22: 3}, (1, 1)),
    ("bear-off, last man outside comes in first",
     {8: 1, 6: 3, 5: 3, 4: 3, 3: 2, 2: 2}, {19: 4, 20: 4, 21: 4, 22: 3}, (5, 2)),
    ("bear-off, two men left, one die each", {6: 1, 1: 1}, {19: 4, 20: 4, 21: 4, 22: 3}, (6, 1)),
    ("bear-off, one man left", {2: 1}, {19: 4, 20: 4, 21: 4, 22: 3}, (6, 1)),
    ("bear-off, with a hit inside",
     {6: 2, 5: 2, 4: 3, 3: 3, 2: 2}, {1: 1, 12: 9, 19: 5}, (2, 1)),
    ("bear-off, blocked point", {6: 3, 5: 3, 4: 3, 2: 2}, {3: 2, 12: 8, 19: 5}, (3, 2)),
    ("man on the bar during bear-off",
     {25: 1, 6: 2, 5: 3, 4: 3, 3: 3, 2: 2}, {24: 2, 22: 2, 12: 6, 19: 5}, (6, 4)),
    ("hits with doublets", START, {1: 2, 12: 2, 17: 3, 19: 5, 4: 1, 9: 1, 11: 1}, (2, 2)),
    ("double hit", START, {1: 2, 12: 5, 17: 3, 19: 3, 3: 1, 5: 1}, (5, 3)),
    ("hit on the way", START, {1: 1, 12: 5, 17: 3, 19: 5, 18: 1}, (6, 5)),
    ("opponent on the bar", START, {0: 2, 12: 5, 17: 3, 19: 5}, (4, 1)),
    ("prime, little room",
     {24: 2, 23: 1, 13: 4, 8: 2, 6: 6}, {17: 2, 18: 2, 19: 2, 20: 2, 21: 2, 22: 2, 1: 3}, (6, 6)),
    ("race, doublet spread",
     {12: 2, 10: 3, 9: 3, 7: 3, 6: 4}, {13: 3, 15: 4, 17: 4, 19: 4}, (5, 5)),
]


def facing(points):
    """The waiting side's 25 slots from {point: men} counted from the side on roll's view."""
    return side({(25 if point == 0 else 25 - point): count for point, count in points.items()})


def random_positions(count, seed):
    """Positions met when gnubg's hint picks a random legal move for both sides."""
    rng = random.Random(seed)
    cases = []
    while len(cases) < count:
        board = (side(START), side(START))
        gnubg.command("set board " + gnubg.positionid(board))
        for _turn in range(200):
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            position_id = gnubg.positionid(board)
            plays = legal(position_id, dice)
            if rng.random() < 0.12:
                cases.append(("random game", position_id, dice, plays))
            if not plays:
                board = (board[1], board[0])
            else:
                board = play(gnubg.board(), rng.choice(plays)["move"])
            if sum(board[0]) == 0 or sum(board[1]) == 0:
                break
            if len(cases) >= count:
                break
    return cases


def main():
    gnubg.command("set player 0 human")
    gnubg.command("set player 1 human")
    gnubg.command("set evaluation chequerplay evaluation plies 0")
    gnubg.command("new game")
    cases = []
    for label, mover, waiting, dice in HAND_MADE:
        board = (facing(waiting), side(mover))
        position_id = gnubg.positionid(board)
        gnubg.command("set board " + position_id)
        if [list(half) for half in gnubg.board()] != [list(half) for half in board]:
            raise SystemExit("gnubg refused the position of case '%s'" % label)
        cases.append((label, position_id, dice, legal(position_id, dice)))
    cases += random_positions(50, 1901)
    fixture = {
        "about": "Legal plays listed by GNU Backgammon %s (hint at 0 ply, all moves), written by "
                 "tests/gnubg/generate.py. Each position ID is gnubg's: the side not on roll is "
                 "encoded first, the side on roll second. 'after' is the ID of the position after "
                 "the play with the opponent on roll. An empty list means no legal play."
                 % VERSION,
        "cases": [{"label": label, "position": position_id, "dice": list(dice), "plays": plays}
                  for label, position_id, dice, plays in cases],
    }
    with open(OUT, "w") as out:
        # One line per case keeps the file short and its diffs readable.
        out.write('{\n "about": %s,\n "command": %s,\n "cases": [\n' % (
            json.dumps(fixture["about"]), json.dumps(COMMAND)))
        lines = [json.dumps(case, sort_keys=True) for case in fixture["cases"]]
        out.write(",\n".join("  " + line for line in lines))
        out.write("\n ]\n}\n")
    print("wrote %d cases to %s" % (len(cases), OUT))


# The gnubg that wrote the committed fixture (gnubg --version; dpkg -s gnubg).
VERSION = os.environ.get("GNUBG_VERSION", "1.07.001 20230103, Debian package gnubg 1.07.001-1+b1")
main()
