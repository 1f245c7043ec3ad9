#!/usr/bin/env python3
"""Writes the board files in this folder from the figures below.

The TOML files are the data Parlor reads; this script only records how their numbers were
derived, so a corrected measurement can be carried through every marking at once.
Run it from anywhere: `python3 assets/boards/generate.py`.

Every figure says where it comes from (see docs/dimensions.md for the sources):
  measured/official  - a document or an object someone measured;
  inferred           - chosen by us because no source gives the Carrom Company figure.
"""
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
INCH = 0.0254

# --- The square board (both faces share the rim and the pockets) ---------------------------
OVERALL = 28 * INCH            # secondary: the usual US (Carrom Co. style) board is 28 in square
RIM = 1.5 * INCH               # secondary: early Style "E" rim cross-section, 1-1/2 in
HALF = (OVERALL - 2 * RIM) / 2  # inside face of the cushions: 25 in playing surface
POCKET_R = 1.0 * INCH          # inferred: a 2 in net opening (ICF's is 1.75 in for 1.25 in coins)
POCKET_INSET = 0.018           # inferred: opening centre this far in from both cushions
# inferred: a ring whose centre runs over the opening loses its footing and the frame, the
# pocket's far wall, stops it, however fast it came; only a ring that clips the jaw stays up.
# The board files keep a speed above which a centre over the opening would skim on, set at twice
# the fastest flick any board allows (5.5 m/s). No piece reaches it (even an elastic hit of the
# heaviest piece on the lightest passes on less than twice the striker's speed), so in play every
# centre that enters drops.
POCKET_CAPTURE_SPEED = 11.0
LINE_INSET = 2.5 * INCH        # inferred: shooting lines 2-1/2 in in from each cushion
LINE_WIDTH = 0.002             # secondary: painted lines 1/16-1/8 in

# --- Pieces ---------------------------------------------------------------------------------
RING_R = 1.125 * INCH / 2      # inferred: rings fit the 1-1/4 in 20-hole, like traditional discs
RING_MASS = 0.0045             # inferred: hollow hardwood ring, a little lighter than a 5.3 g disc

# Restitution between rings: 0.8 is the usual figure for wooden discs (sim), but rapier stops
# applying restitution to a contact that was already pressed the step before, so inside the
# packed opening cluster a break loses far more than a real one. 0.92 (tuned) gives breaks that
# spread the pack; pairwise hits stay close to the wooden figure.
CARROM_RESTITUTION = 0.92

# --- The crokinole face -----------------------------------------------------------------------
FIELD_R = 21 * INCH / 2        # inferred: leaves a 2 in ditch (NCA minimum) inside the 25 in rim
SCALE = FIELD_R / (13 * INCH)  # tournament board (26 in field) scaled down to this field
OUTER_R = 12 * INCH * SCALE    # official proportions: 24 in starting line on a 26 in field
MIDDLE_R = 8 * INCH * SCALE    # secondary: 16 in circle
INNER_R = 4 * INCH * SCALE     # secondary: 8 in circle, the posts stand on it
HOLE_R = 1.25 * INCH / 2       # secondary: recreational boards' 1-1/4 in hole
POST_R = 0.375 * INCH / 2      # secondary: 3/8 in posts with rubber sleeves
POST_PHASE = math.pi / 8       # sim: posts offset 22.5 deg to leave each player's lane open


def pt(x, y):
    return "{ x = %.5f, y = %.5f }" % (x, y)


def square_side():
    """Rim, pockets and physics common to both faces of the square board."""
    out = []
    out.append('shape = { type = "square", half_width = %.5f }' % HALF)
    out.append("line_width = %.4f" % LINE_WIDTH)
    out.append("")
    corners = [(-HALF, -HALF), (HALF, -HALF), (HALF, HALF), (-HALF, HALF)]
    for number, (a, b) in enumerate(zip(corners, corners[1:] + corners[:1]), start=1):
        out.append("[[rails]]\nnumber = %d\na = %s\nb = %s\n" % (number, pt(*a), pt(*b)))
    c = HALF - POCKET_INSET
    for number, (sx, sy) in enumerate([(-1, -1), (1, -1), (1, 1), (-1, 1)], start=1):
        out.append("[[pockets]]\nnumber = %d\ncentre = %s\nradius = %.5f\n"
                   % (number, pt(sx * c, sy * c), POCKET_R))
    return out


# Estimated figures (see the comment in pieces()).
PIN_BASE_R = 0.0064
PIN_DOWN_R = 0.0100
PIN_MASS = 0.0030
DIE_HALF_EDGE = 0.0080
DIE_MASS = 0.0045
# A die rolls edge over edge: several times a sliding ring's drag.
DIE_DECELERATION = 4.0
# Spinning tops and the 1901 metal hoops (estimated; see the comment in pieces()).
TOP_R = 0.0159
TOP_MASS = 0.0120
TOP_SPIN_DECAY = 18.0
TOP_TOPPLE_SPIN = 30.0
TOP_GLIDE_DECELERATION = 0.15
TOP_WANDER = 0.12
GREEN_TOP_SPIN_DECAY = 27.0
GREEN_TOP_TOPPLE_SPIN = 40.0
GREEN_TOP_WANDER = 0.16
HOOP_R = 1.25 * INCH
HOOP_UPRIGHT_R = 0.0030
HOOP_MASS = 0.0120
HOOP_SLIP_DECELERATION = 2.5
HOOP_ROLL_DECELERATION = 0.4


def pieces(deceleration, max_speed, restitution):
    return [
        "[pieces.ring]\nradius = %.5f\nmass = %.4f\n" % (RING_R, RING_MASS),
        "[pieces.shooter]\nradius = %.5f\nmass = %.4f\n" % (RING_R, RING_MASS),
        "[pieces.disc]\nradius = %.5f\nmass = %.4f\n" % (RING_R, RING_MASS),
        # Board-game men: a crowned ring, the 1901 set's flies and its spider.
        "[pieces.king]\nradius = %.5f\nmass = %.4f\n" % (RING_R, RING_MASS),
        "[pieces.fly]\nradius = %.5f\nmass = %.4f\n" % (RING_R, RING_MASS),
        "[pieces.spider]\nradius = %.5f\nmass = %.4f\n" % (RING_R, RING_MASS),
        # Chess men (the king above serves chess too): the book would stand rings in for them,
        # so they take a ring's figures; only their drawing differs.
        *("[pieces.%s]\nradius = %.5f\nmass = %.4f\n" % (name, RING_R, RING_MASS)
          for name in ("pawn", "knight", "bishop", "rook", "queen")),
        # Ten-pins, standing and fallen, and dice. No measurement of the Carrom Company's own
        # pins or dice was found (docs/dimensions.md section 5), so these are estimates: a
        # turned wooden pin about 2.5 in tall with a 1/2 in base and a 5/8 in die. A standing
        # pin is as wide as its base; a fallen one is modelled as a disc as wide as it is long
        # seen from above at rest (about 0.8 in). The fall impulse is what a ring at 0.25 m/s
        # delivers head on: a firm knock fells a pin, a glancing brush does not.
        "[pieces.pin]\nradius = %.5f\nmass = %.4f\nmotion = { type = \"pin\", fall_impulse = %.5f, fallen = \"pin-down\" }\n"
        % (PIN_BASE_R, PIN_MASS, RING_MASS * 0.25 * 2),
        "[pieces.pin-down]\nradius = %.5f\nmass = %.4f\n" % (PIN_DOWN_R, PIN_MASS),
        "[pieces.die]\nradius = %.5f\nmass = %.4f\nmotion = { type = \"die\", deceleration = %.2f }\n"
        % (DIE_HALF_EDGE, DIE_MASS, DIE_DECELERATION),
        # Spinning tops and spinning rings. No measurement of the Carrom Company's tops or of the
        # 1901 "Ringarang" hoops was found either, so every figure here is an estimate. A top is
        # a turned wooden top about 1-1/4 in across at its crown (which is what strikes other
        # pieces) weighing 12 g; spun at 100-300 rad/s it stands 4-15 s (spin decay 18 rad/s2,
        # topples below 30 rad/s), glides on its tip at 0.15 m/s2 and wanders at up to
        # 0.12 m/s2. The green top is the same top spun long end down, which the book says is
        # harder to keep up: its spin dies half as fast again and it topples sooner (40 rad/s),
        # wandering more. The hoop is a steel ring 2-1/2 in across of about 1/8 in wire (12 g);
        # upright it strikes as a narrow body (3 mm) and slips on varnished wood at mu*g = 2.5
        # m/s2 (mu ~ 0.25), then rolls on at 0.4 m/s2.
        "[pieces.top]\nradius = %.5f\nmass = %.4f\nmotion = { type = \"top\", spin_decay = %.1f, topple_spin = %.1f, glide_deceleration = %.3f, wander = %.3f }\n"
        % (TOP_R, TOP_MASS, TOP_SPIN_DECAY, TOP_TOPPLE_SPIN, TOP_GLIDE_DECELERATION, TOP_WANDER),
        "[pieces.top-green]\nradius = %.5f\nmass = %.4f\nmotion = { type = \"top\", spin_decay = %.1f, topple_spin = %.1f, glide_deceleration = %.3f, wander = %.3f }\n"
        % (TOP_R, TOP_MASS, GREEN_TOP_SPIN_DECAY, GREEN_TOP_TOPPLE_SPIN, TOP_GLIDE_DECELERATION,
           GREEN_TOP_WANDER),
        "[pieces.hoop]\nradius = %.5f\nmass = %.4f\nmotion = { type = \"hoop\", hoop_radius = %.5f, slip_deceleration = %.2f, roll_deceleration = %.2f }\n"
        % (HOOP_UPRIGHT_R, HOOP_MASS, HOOP_R, HOOP_SLIP_DECELERATION, HOOP_ROLL_DECELERATION),
        "[physics]",
        "step_hz = 120",
        "deceleration = %.3f" % deceleration,
        "angular_deceleration = 20.0",
        "piece_restitution = %.2f" % restitution,
        "rail_restitution = 0.55",
        "post_restitution = 0.62",
        "contact_friction = 0.10",
        "pocket_capture_speed = %.1f" % POCKET_CAPTURE_SPEED,
        "hole_capture_speed = 0.71",
        "max_shot_speed = %.2f" % max_speed,
        "max_seconds = 20.0",
        "",
    ]


def shooting_lines(inner):
    """Shooting line N runs along rail N; its ends meet the angle lines on the diagonals."""
    ends = {1: ((-inner, -inner), (inner, -inner)), 2: ((inner, -inner), (inner, inner)),
            3: ((inner, inner), (-inner, inner)), 4: ((-inner, inner), (-inner, -inner))}
    return ['[[lines]]\nname = "shooting-%d"\na = %s\nb = %s\n' % (number, pt(*a), pt(*b))
            for number, (a, b) in ends.items()]


def spots_and_pieces(inner):
    """The centre spot, the numbered spots 1-4 in front of the pockets, pieces and physics."""
    out = ["[spots]", "centre = %s" % pt(0, 0)]
    d = inner - 0.035
    for number, (sx, sy) in enumerate([(-1, -1), (1, -1), (1, 1), (-1, 1)], start=1):
        out.append("spot-%d = %s" % (number, pt(sx * d, sy * d)))
    out.append("")
    return out + pieces(1.5, 5.5, CARROM_RESTITUTION)


def carrom():
    out = ['id = "carrom"', 'name = "Carrom side (checker face)"']
    out += square_side()
    inner = HALF - LINE_INSET
    out += shooting_lines(inner)
    c = HALF - POCKET_INSET - POCKET_R / math.sqrt(2)
    for number, (sx, sy) in enumerate([(-1, -1), (1, -1), (1, 1), (-1, 1)], start=1):
        out.append('[[lines]]\nname = "angle-%d"\na = %s\nb = %s\n'
                   % (number, pt(sx * inner, sy * inner), pt(sx * c, sy * c)))
    out.append('[[lines]]\nname = "centre-line"\na = %s\nb = %s\n' % (pt(-HALF, 0), pt(HALF, 0)))
    out.append('[[circles]]\nname = "centre"\nradius = %.5f\n' % (RING_R + 0.004))
    # The 8x8 checkerboard: 1-3/4 in squares (inferred), centred.
    square = 1.75 * INCH
    out.append("[squares]\ncentre = %s\nsize = %.5f\ncount = 8\n" % (pt(0, 0), square))
    # 24 points, 6 along each shooting line, pointing in; numbered round the board from the
    # right end of rail 1 (seat 1's right) so that 1-6, 7-12, 13-18, 19-24 are the four tables.
    point_len = inner - 4 * square - 0.008
    width = 2 * inner / 6
    number = 1
    for side in range(4):
        angle = -math.pi / 2 + side * -math.pi / 2  # rail 1 (bottom), then 4, 3, 2
        ox, oy = math.cos(angle), math.sin(angle)      # outward normal
        tx, ty = -oy, ox                               # along the side
        for k in range(6):
            s0 = inner - k * width
            s1 = inner - (k + 1) * width
            base_a = (ox * inner + tx * s0, oy * inner + ty * s0)
            base_b = (ox * inner + tx * s1, oy * inner + ty * s1)
            mid = (s0 + s1) / 2
            tip_r = inner - point_len
            tip = (ox * tip_r + tx * mid, oy * tip_r + ty * mid)
            out.append("[[triangles]]\nnumber = %d\ncorners = [%s, %s, %s]\n"
                       % (number, pt(*base_a), pt(*base_b), pt(*tip)))
            number += 1
    out += spots_and_pieces(inner)
    return out


def carrom_1901():
    """The 1901 Crown Combination face: the Spider and Flies web instead of the checkerboard.

    Reconstructed from the book's text (the diagram is lost): a den at the centre, three
    intermediate circles, the double circle (castle wall) and the outer field circle, crossed by
    eight radial lines.
    """
    out = ['id = "carrom-1901"', 'name = "Spider and Flies face (1901)"']
    out += square_side()
    inner = HALF - LINE_INSET
    out += shooting_lines(inner)
    radii = {"den": 0.032, "web-1": 0.068, "web-2": 0.104, "web-3": 0.140,
             "castle-inner": 0.170, "castle-outer": 0.178, "field": 0.220}
    for name, r in radii.items():
        out.append('[[circles]]\nname = "%s"\nradius = %.5f\n' % (name, r))
    for k in range(8):
        a = k * math.pi / 4
        out.append('[[lines]]\nname = "spoke-%d"\na = %s\nb = %s\n'
                   % (k + 1, pt(0.032 * math.cos(a), 0.032 * math.sin(a)),
                      pt(0.220 * math.cos(a), 0.220 * math.sin(a))))
    out += spots_and_pieces(inner)
    return out


def crokinole():
    out = ['id = "crokinole"', 'name = "Crokinole side"']
    out += square_side()
    out.insert(3, "field_radius = %.5f" % FIELD_R)
    for name, r in [("outer", OUTER_R), ("middle", MIDDLE_R), ("inner", INNER_R), ("field", FIELD_R)]:
        out.append('[[circles]]\nname = "%s"\nradius = %.5f\n' % (name, r))
    # Zones from the innermost out: a disc touching a line counts in the zone outside it, and one
    # touching the outer (starting) line is in no zone at all.
    for name, r in [("15", INNER_R), ("10", MIDDLE_R), ("5", OUTER_R)]:
        out.append('[[zones]]\nname = "%s"\nradius = %.5f\n' % (name, r))
    # Quadrant lines along the diagonals, toward the pockets, from the post circle to the
    # starting line.
    for k in range(4):
        a = math.pi / 4 + k * math.pi / 2
        out.append('[[lines]]\nname = "quadrant-%d"\na = %s\nb = %s\n'
                   % (k + 1, pt(INNER_R * math.cos(a), INNER_R * math.sin(a)),
                      pt(OUTER_R * math.cos(a), OUTER_R * math.sin(a))))
    for k in range(8):
        a = -math.pi / 2 + POST_PHASE + k * math.pi / 4
        out.append("[[posts]]\nnumber = %d\ncentre = %s\nradius = %.5f\n"
                   % (k + 1, pt(INNER_R * math.cos(a), INNER_R * math.sin(a)), POST_R))
    out.append("[hole]\ncentre = %s\nradius = %.5f\n" % (pt(0, 0), HOLE_R))
    out.append("[spots]\ncentre = %s\n" % pt(0, 0))
    out += pieces(1.13, 3.0, 0.80)
    return out


HEADER = "# Generated by generate.py in this folder; edit the figures there, not here.\n"

for name, lines in [("carrom", carrom()), ("carrom-1901", carrom_1901()), ("crokinole", crokinole())]:
    with open(os.path.join(HERE, name + ".toml"), "w") as f:
        f.write(HEADER + "\n".join(lines))
