-- Crokaline (1901), a Ringarang spinning game on the crokinole side counted the other way round
-- from Crokinole: each player spins all four rings in his turn, and a ring scores more the
-- nearer the rim it lies, outside his own quarter.
--
-- Catalogue id: crokaline-1901. Two players, or four in two teams of partners sitting opposite.
-- This file is also a module: Ringacross is this game with one more condition (`game.make`).

local ringarang = require("ringarang")
local rounds = require("rounds")
local crokinole = require("ringarang-crokinole-1901")

local RULES = [[
Played on the crokinole side with the four metal spinning rings and nothing else on the board.
Two players play singly, each for his own side; four play as two sides of partners sitting
opposite. A coin toss (drawn from the match seed) decides who spins first, and turns go to the
left. On your turn you spin all four rings, one after another, each stood upright on the
shooting line (the outer circle) inside your own quarter and spun off with backspin (the shot's
spin). A ring falls flat where it stops and stays there for the rest of your turn.
%s
When your four rings are down they are counted for your side, the values of Crokinole turned
round so that the rings nearest the rim are worth most: a ring between the shooting line and the
edge of the field 20, between the shooting line and the middle circle 10, between the middle
circle and the inner circle (the one the posts stand on) 5, and inside the inner circle nothing.
To score, a ring must lie entirely within the lines bounding its space and must not lie on the
quarter of the field that belongs to you. A ring spun into the ditch gives 5 to the other side
at once. The first side to 200 points (or the agreed target) wins.

Parlor's decisions where the book is unclear:
- The space between the shooting line and the edge of the field is narrower than a ring, so no
  ring can lie entirely within it: a ring scores its 20 when its centre lies between the
  shooting line and the edge of the field (past the edge it is in the ditch). The other spaces
  hold a ring easily, and there it must not touch either line.
- "Not on your quarter" means no part of the ring lies in it: the quarters are bounded by the
  lines from the centre through the four corner pockets, and a ring touching one of your
  quarter's lines from outside is not in it. With two players the side quarters belong to
  nobody, so rings there can score for the spinner.
- All four rings are yours for the turn, so Parlor shows them in your side's colour. Every ring
  that goes into the ditch in your turn, spun there or knocked there by your next ring, gives 5
  to the other side; so does a ring knocked clean off the board.
- A ring that never leaves the place it was stood on is a dud: picked up, counting nothing.
- The total is checked whenever points are scored; both sides level at or above the target play
  on.
%s]]

-- How far the point `p` lies from the ray from the centre at `angle`.
local function from_ray(p, angle)
  local ux, uy = math.cos(angle), math.sin(angle)
  local along = math.max(0, p.x * ux + p.y * uy)
  local dx, dy = p.x - along * ux, p.y - along * uy
  return math.sqrt(dx * dx + dy * dy)
end

-- Whether any part of a flat ring centred at `p` lies in `seat`'s quarter.
local function touches_quarter(p, seat, seats)
  local middle = crokinole.seat_angle(seat, seats)
  local radius = board.pieces.hoop.motion.hoop_radius
  local off = (math.atan(p.y, p.x) - middle + math.pi) % (2 * math.pi) - math.pi
  if math.abs(off) <= math.pi / 4 then return true end
  return from_ray(p, middle - math.pi / 4) < radius or from_ray(p, middle + math.pi / 4) < radius
end

-- The space of a flat ring centred at `p`: its name among the values (see `make`) and its
-- description; nil when it lies across a line.
local function space_of(p)
  local radius = board.pieces.hoop.motion.hoop_radius
  local r = math.sqrt(p.x * p.x + p.y * p.y)
  local outer, middle, inner = parlor.circle("outer").radius, parlor.circle("middle").radius, parlor.circle("inner").radius
  if r > outer then return "rim", "between the shooting line and the edge of the field" end
  if r - radius > middle and r + radius < outer then return "outer", "between the shooting line and the middle circle" end
  if r - radius > inner and r + radius < middle then return "middle", "between the middle and the inner circle" end
  if r + radius < inner then return "inner", "inside the inner circle" end
  return nil
end

-- A game counted as Crokaline from `spec`: id, name, summary; `rules` (the turn's extra
-- paragraph, and extra decisions, each may be ""); and optionally `run(ruling, action, report)`,
-- which rules on the spun ring's run and returns true when it may score (remembered until the
-- count), and `barred` (what a ring that may not score is said to lack).
local function make(spec)
  local game = ringarang.game({
    id = spec.id, name = spec.name, board = "crokinole", summary = spec.summary,
    rules = RULES:format(spec.rules[1], spec.rules[2]),
  }, 200)
  -- The count, as data: the judge and its sentences read these, and a house rule changes them
  -- (`values = { rim = 25 }`). Each game made here has its own.
  local values = {
    rim = 20,      -- a ring past the shooting line, towards the edge of the field
    outer = 10,    -- a ring wholly between the shooting line and the middle circle
    middle = 5,    -- a ring wholly between the middle and the inner circle
    inner = 0,     -- a ring wholly inside the inner circle
    ditch = 5,     -- each ring into the ditch or off the board, to the other side at once
  }
  game.values = values

  function game.setup(config)
    local state = ringarang.setup(spec.id, "crokinole", config, 200, { barred = {} })
    state.pieces = ringarang.turn_rings(state.turn, #config.seats)
    return state
  end

  function game.prompt(state)
    local seat = state.turn
    local ring = ringarang.ring_in_hand(state, seat)
    if not ring then error("seat " .. seat .. " has no ring in hand") end
    return {
      seat = seat,
      kind = { type = "shoot", piece = ring.id, from = crokinole.starting_line(seat, #state.seats) },
      message = state.seats[seat].name .. " (" .. ring.colour .. "): stand ring " .. ring.id .. " of 4 on the shooting line in your quarter and spin it out towards the rim of another quarter (spin is backspin).",
    }
  end

  -- The spinner's count: each ring by its space, unless it is barred, across a line or on his
  -- own quarter.
  local function count_turn(ruling)
    local state, seats, say = ruling.state, ruling.seats, ruling.say
    local total = 0
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "hoop" and ruling.status[piece.id] == "board" then
        local name, space = space_of(piece.position)
        local value = name and values[name]
        local who = "Ring " .. piece.id
        if parlor.contains(ruling.memo.barred, piece.id) then
          say(who .. " " .. spec.barred .. ": nothing.")
        elseif touches_quarter(piece.position, ruling.seat, seats) then
          say(who .. " lies on " .. ruling.name .. "'s own quarter: nothing.")
        elseif not value then
          say(who .. " lies across a line: nothing.")
        else
          total = total + value
          say(who .. " lies " .. space .. ": " .. value .. ".")
        end
      end
    end
    return total
  end

  function game.judge(state, action, report)
    local ruling = rounds.ruling(state, spec, values)
    local say = ruling.say
    ruling.pass(ruling.seat)
    ruling.memo.barred = ruling.memo.barred or {}
    if action.type == "shot" and ruling.is_dud(report.shot, action.placement, report) then
      ruling.aside(report.shot)
      say(ruling.name .. "'s ring never left the place it was stood on: a dud, picked up; it counts nothing.")
    elseif spec.run and not spec.run(ruling, action, report) then
      ruling.memo.barred[#ruling.memo.barred + 1] = report.shot
    end
    -- Every ring that leaves the field gives `values.ditch` away: all four are the spinner's.
    for _, event in ipairs(report.events or {}) do
      if (event.type == "ditched" or event.type == "off_board") and parlor.piece(state, event.piece) then
        ruling.score(3 - ruling.team, values.ditch, "ring in the ditch")
        local where = event.type == "ditched" and "into the ditch" or "off the board"
        say("Ring " .. event.piece .. " went " .. where .. ": " .. values.ditch .. " to " .. ringarang.COLOURS[3 - ruling.team] .. ".")
      end
    end
    if ruling.check_win() or ruling.rings_in_hand() then return ruling.finish() end

    local total = count_turn(ruling)
    ruling.score(ruling.team, total, "ring count")
    say(ruling.name .. "'s four rings are down: they count " .. total .. " for " .. ringarang.side_name(ruling.team) .. ".")
    if ruling.check_win() then return ruling.finish() end
    local next_seat = parlor.next_seat(ruling.seat, ruling.seats)
    ruling.memo.barred = {}
    ruling.pass(next_seat)
    ruling.reset(ringarang.turn_rings(next_seat, ruling.seats))
    say(ruling.name .. "'s turn is over; " .. state.seats[next_seat].name .. " spins next.")
    return ruling.finish()
  end

  game.make = make
  return game
end

return make({
  id = "crokaline-1901", book = "1901 book", name = "Crokaline",
  summary = "Spin all four rings out towards the rim, away from your own quarter: 20, 10 and 5, Crokinole turned round.",
  rules = { "", "" },
})
