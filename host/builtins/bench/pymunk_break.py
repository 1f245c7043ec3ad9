"""The same rack broken by pymunk (Chipmunk 2D), for `parlor bench` to compare against.

Reads one JSON object on standard input: the board's step rate, drag, restitution and friction,
its four cushion lines, the pieces (centre, radius, mass, launch velocity) and how many runs to
time. Each run builds a fresh space (as each of Parlor's shots builds a fresh world), steps it at
the board's rate with the board's constant sliding deceleration applied after each step, as
Parlor does, until every piece is still, and is timed from the first body added to the last
step. Prints one JSON object: the median microseconds a run, the steps of the last run, and the
deepest overlap between two pieces at any step of it, in millimetres.

Pockets are left out: they only add work to Parlor's side of the comparison.
"""

import json
import math
import statistics
import sys
import time

import pymunk

REST_SPEED = 0.002


def run(data, measure_overlap=False):
    dt = 1.0 / data["step_hz"]
    slow = data["deceleration"] * dt
    started = time.perf_counter()
    space = pymunk.Space()
    half = data["half_width"]
    wall = 0.05
    for (ax, ay), (bx, by) in data["cushions"]:
        # A thick static segment whose inner face lies on the cushion line.
        nx, ny = (ax + bx) / 2.0, (ay + by) / 2.0
        length = math.hypot(nx, ny)
        ox, oy = nx / length * wall, ny / length * wall
        segment = pymunk.Segment(space.static_body, (ax + ox, ay + oy), (bx + ox, by + oy), wall)
        segment.elasticity = data["rail_restitution"]
        segment.friction = data["friction"]
        space.add(segment)
    bodies = []
    for piece in data["pieces"]:
        moment = pymunk.moment_for_circle(piece["mass"], 0, piece["radius"])
        body = pymunk.Body(piece["mass"], moment)
        body.position = (piece["x"], piece["y"])
        body.velocity = (piece["vx"], piece["vy"])
        shape = pymunk.Circle(body, piece["radius"])
        shape.elasticity = data["piece_restitution"]
        shape.friction = data["friction"]
        space.add(body, shape)
        bodies.append((body, piece["radius"]))
    steps = 0
    deepest = 0.0
    most = int(data["max_seconds"] * data["step_hz"])
    while steps < most:
        space.step(dt)
        steps += 1
        still = True
        for body, _ in bodies:
            vx, vy = body.velocity
            speed = math.hypot(vx, vy)
            left = speed - slow
            if left < REST_SPEED:
                body.velocity = (0.0, 0.0)
            else:
                body.velocity = (vx * left / speed, vy * left / speed)
                still = False
        if measure_overlap:
            for i, (a, ra) in enumerate(bodies):
                for b, rb in bodies[i + 1:]:
                    deepest = max(deepest, ra + rb - a.position.get_distance(b.position))
        if still:
            break
    return (time.perf_counter() - started) * 1e6, steps, deepest * 1000.0


def main():
    data = json.load(sys.stdin)
    times = [run(data)[0] for _ in range(data["runs"])]
    _, steps, deepest = run(data, measure_overlap=True)
    print(json.dumps({"median_micros": statistics.median(times), "steps": steps, "deepest_overlap_mm": deepest,
                      "pymunk": pymunk.version, "chipmunk": pymunk.chipmunk_version}))


if __name__ == "__main__":
    main()
