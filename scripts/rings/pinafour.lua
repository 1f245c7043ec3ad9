-- The Pin-a-Four games played on the 1901 (Spider and Flies) face of the board (a module of this
-- pack: `require("pinafour")`): four pins set out on the board, and each turn one player spins
-- all four metal rings in a row to fell them, each ring picked up once it has come to rest.
-- A game gives where the pins stand, where the spinner stands, and how a felled pin scores;
-- this module runs the turn, the pocketed-ring forfeit, re-setting the pins and the target.
--
-- A game's `spec`:
--   id, name, summary, rules, target   its info
--   pins(seat, seats)          the four pins' places for `seat`'s turn, pin 1 first
--   from(seat, seats)          where `seat` stands each ring
--   aim                        what the spinner tries, in the prompt
--   values                     what the game counts with (see docs/lua-api.md, "Values"):
--                              defaults, of which every game made here gets its own copy
--                              (`game.values`); it must hold `pocket`, what a pocketed ring
--                              gives the other side
--   judge_pins(turn)           rules on the pins that fell on a shot: `turn` has `felled` (the
--                              pin numbers that went down on it), `down_before` (pins down
--                              earlier in the turn), `standing` (pins still up after it),
--                              `values` (the game's), `at_once` (true at one call, where there
--                              is no turn to end), and `score(points, reason)`, `say(text)`,
--                              `foul(points, text)` (gives the other side `points` and, turn by
--                              turn, ends the turn), `reset()` (stands every pin up again at once)
--   tilt                       degrees the spinner may tip the board while his ring runs
--
-- `pinafour.simultaneous(spec, id, name, summary)` makes the variant in which all four rings,
-- two of each colour, go at one call from the caller's start place (`spec.from_at_once`, or
-- `spec.from`): every felled pin is judged for the side whose ring brought it down.

local ringarang = require("ringarang")

local pinafour = {}

local COLOURS = ringarang.COLOURS
local PINS = { 11, 12, 13, 14 }          -- pin 1 to pin 4
local RINGS = { 1, 2, 3, 4 }

pinafour.PINS = PINS

-- The spinner's four rings in hand, in his colour, and the pins laid for him.
local function layout(spec, seat, seats)
  return ringarang.rings_and_pins(seats, PINS, spec.pins(seat, seats), ringarang.turn_rings(seat, seats))
end

-- Whether pin `piece` is down (fallen, or knocked off the surface).
local function is_down(piece)
  return piece.kind ~= "pin" or piece.status ~= "board"
end

-- The rings and pins of a call at once: the four rings of both sides in hand, and the pins laid
-- for the caller.
local function call_layout(spec, caller, seats)
  local pieces = ringarang.rings(seats)
  for k, at in ipairs(spec.pins(caller, seats)) do
    pieces[#pieces + 1] = { id = PINS[k], kind = "pin", colour = "white", number = k, position = at, status = "board" }
  end
  return pieces
end

-- The pins of a turn by number: those down earlier in it (`down`), those that fell on this
-- shot, and those still standing.
local function pins_of_turn(state, down)
  local down_before, felled, standing = {}, {}, {}
  for _, number in ipairs(down) do down_before[#down_before + 1] = number end
  for k, id in ipairs(PINS) do
    if not parlor.contains(down, k) then
      if is_down(parlor.piece(state, id)) then felled[#felled + 1] = k else standing[#standing + 1] = k end
    end
  end
  return down_before, felled, standing
end

-- The pins of a call by number: those felled, by the side whose ring brought them down; those
-- standing; and how many went down that no ring can be traced to.
local function pins_by_side(state, report)
  local felled, standing, untraced = { {}, {} }, {}, 0
  for k, id in ipairs(PINS) do
    if is_down(parlor.piece(state, id)) then
      local ring = ringarang.felled_by(state, report, id)
      if ring then
        local side = ringarang.team_of(ring.owner, #state.seats)
        felled[side][#felled[side] + 1] = k
      else
        untraced = untraced + 1
      end
    else
      standing[#standing + 1] = k
    end
  end
  return felled, standing, untraced
end

-- A ring in a pocket gives `values.pocket` to the other side (turn by turn only the spun ring
-- `only` counts, said as the spinner's).
local function rule_pocketed_rings(ruling, report, values, only)
  local forfeit = values.pocket
  for _, event in ipairs(parlor.events(report, "pocketed")) do
    local ring = parlor.piece(ruling.state, event.piece)
    if only and event.piece == only then
      ruling.score(3 - ruling.team, forfeit, "ring pocketed")
      ruling.say(ruling.name .. "'s ring went into pocket " .. event.pocket .. ": " .. forfeit .. " to " .. COLOURS[3 - ruling.team] .. ".")
    elseif not only and ring and ring.kind == "hoop" then
      local side = ringarang.team_of(ring.owner, #ruling.state.seats)
      ruling.score(3 - side, forfeit, "ring pocketed")
      ruling.say("A " .. ring.colour .. " ring went into pocket " .. event.pocket .. ": " .. forfeit .. " to " .. COLOURS[3 - side] .. ".")
    end
  end
end

-- The values of a game made from `spec`: its own copy of `spec.values`.
local function values_of(spec)
  local values = parlor.copy(spec.values)
  if type(values.pocket) ~= "number" then error(spec.id .. ": its values must hold pocket, what a pocketed ring gives away") end
  return values
end

-- The game of `spec` (see above), keeping its spec (`game.spec`) for the variants built over it.
function pinafour.make(spec)
  if spec.at_once then return pinafour.make_at_once(spec) end
  local game = ringarang.game({ id = spec.id, name = spec.name, board = "carrom-1901", summary = spec.summary, rules = spec.rules }, spec.target)
  local values = values_of(spec)
  game.values = values

  function game.setup(config)
    local count = #config.seats
    local first = parlor.draw(config.seed, count)
    local seats = {}
    for seat = 1, count do
      local team = ringarang.team_of(seat, count)
      seats[seat] = { name = config.seats[seat].name, team = team, colour = COLOURS[team] }
    end
    return {
      game = spec.id, board = "carrom-1901", seats = seats, pieces = layout(spec, first, count),
      scores = { 0, 0 }, turn = first, round = 1,
      memo = { target = parlor.option(config, "target", spec.target), spun = 0, down = {} },
    }
  end

  function game.prompt(state)
    local seat = state.turn
    local ring = RINGS[state.memo.spun + 1]
    local message = state.seats[seat].name .. ": spin ring " .. (state.memo.spun + 1) .. " of 4, " .. spec.aim .. " (spin is backspin)"
    if spec.tilt then
      message = message .. "; while it runs you may tip the board up to " .. spec.tilt .. " degrees each way to steer it"
    end
    return {
      seat = seat,
      kind = { type = "shoot", piece = ring, from = spec.from(seat, #state.seats), tilt = spec.tilt },
      message = message .. ".",
    }
  end

  -- After the fourth ring, or a foul (`ended`), the turn passes with the pins and rings set out
  -- for the next spinner; all four pins down before that, or a `reset`, stand them again.
  local function rule_turn_end(ruling, ended, reset)
    local state, seat, memo = ruling.state, ruling.seat, ruling.memo
    local seats = #state.seats
    if #memo.down == #PINS and memo.spun < #RINGS and not ended then
      reset = true
      ruling.say("All four pins are down: they are set up again for " .. ruling.name .. "'s remaining rings.")
    end
    if ringarang.check_win(ruling) then return end
    if ended or memo.spun == #RINGS then
      local next_seat = parlor.next_seat(seat, seats)
      ruling.pass(next_seat)
      ruling.reset(layout(spec, next_seat, seats))
      memo.spun, memo.down = 0, {}
      ruling.say(ruling.name .. "'s turn is over; " .. state.seats[next_seat].name .. " spins next.")
    elseif reset then
      local places = spec.pins(seat, seats)
      for k, id in ipairs(PINS) do ruling.stand(id, places[k]) end
      memo.down = {}
    end
  end

  -- The game's rule judges the pins the ring felled; a pocketed ring gives `values.pocket` away;
  -- the ring is picked up, and the turn goes on to the next ring or ends (see `rule_turn_end`).
  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local team, name, memo, say = ruling.team, ruling.name, ruling.memo, ruling.say
    local down_before, felled, standing = pins_of_turn(state, memo.down)
    local ended, reset = false, false
    spec.judge_pins({
      felled = felled, down_before = down_before, standing = standing, values = values,
      score = function(points, reason) ruling.score(team, points, reason) end,
      say = say,
      foul = function(points, text)
        ruling.score(3 - team, points, "foul")
        say(text)
        ended, reset = true, true
      end,
      reset = function() reset = true end,
    })
    if #felled == 0 then say(name .. "'s ring fells no pin.") end
    rule_pocketed_rings(ruling, report, values, report.shot)
    ruling.set(report.shot, "aside")
    memo.spun = memo.spun + 1
    for _, number in ipairs(felled) do memo.down[#memo.down + 1] = number end
    rule_turn_end(ruling, ended, reset)
    return ruling.finish()
  end

  game.spec = spec
  return game
end

-- The all-at-once game of `spec` (see `pinafour.simultaneous`).
function pinafour.make_at_once(spec)
  local game = ringarang.game({ id = spec.id, name = spec.name, board = "carrom-1901", summary = spec.summary, rules = spec.rules }, spec.target)
  local values = values_of(spec)
  game.values = values
  local from = spec.from_at_once or spec.from

  function game.setup(config)
    local state = ringarang.setup(spec.id, "carrom-1901", config, spec.target)
    state.pieces = call_layout(spec, state.turn, #config.seats)
    return state
  end

  function game.prompt(state)
    local seat = state.turn
    local seats = #state.seats
    local first = ringarang.ring_in_hand(state, seat)
    if not first then error("seat " .. seat .. " has no ring in hand") end
    -- Everybody stands at the caller's place.
    local place = from(seat, seats)
    local with = {}
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "hoop" and piece.status == "hand" and piece.id ~= first.id then
        with[#with + 1] = { piece = piece.id, from = place, seat = piece.owner }
      end
    end
    return {
      seat = seat,
      kind = { type = "shoot", piece = first.id, from = place, with = with },
      message = state.seats[seat].name .. " calls: everyone stands his ring at the starting place and aims at the pins; then all spin at once (spin is backspin).",
    }
  end

  -- Every felled pin is judged for the side whose ring brought it down (the game's rule, side by
  -- side); a pocketed ring gives `values.pocket` away; then the next call.
  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local seats, say, score = #state.seats, ruling.say, ruling.score
    ruling.pass()

    local felled, standing, untraced = pins_by_side(state, report)
    if untraced > 0 then say(parlor.plural(untraced, "pin") .. " went down, but no ring can be traced: nothing for them.") end
    for side = 1, 2 do
      if #felled[side] > 0 then
        say(ringarang.side_name(side) .. "'s rings:")
        spec.judge_pins({
          felled = felled[side], down_before = {}, standing = standing, values = values, at_once = true,
          score = function(points, reason) score(side, points, reason) end,
          say = say,
          foul = function(points, text)
            score(3 - side, points, "foul")
            say(text)
          end,
          reset = function() end,
        })
      end
    end
    rule_pocketed_rings(ruling, report, values)

    if ringarang.check_win(ruling) then return ruling.finish() end
    -- The next call: the pins laid for the next caller, every ring in hand.
    local caller = ruling.verdict.next
    ruling.reset(call_layout(spec, caller, seats))
    say("Next call: " .. state.seats[caller].name .. ".")
    return ruling.finish()
  end

  return game
end

pinafour.AT_ONCE = [[
%s with every ring spun at one call. The four metal rings are shared out as usual, two of each
colour: two players spin two each, four players one each. Instead of turns, one player calls:
the pins are set out as for his turn, every ring is stood at his starting place and aimed by its
own spinner, and all four go together. Every pin felled is judged for the side whose ring
brought it down, and a ring in a pocket gives 5 to the other side. The call passes to the left
after every call. Everything else is as below.

]]

pinafour.AT_ONCE_DECISIONS = [[
- At one call, a pin felled by another pin counts for the ring that felled that one; a pin no
  ring can be traced to scores nothing for anyone.
- Each side's felled pins are judged on their own, against the pins still standing after the
  call; a foul gives the other side its points. Where the rules below end a turn on a foul, at
  one call nothing ends: every ring has already gone.
- A ring left out of the call counts nothing.
- The pins and rings are set out afresh for every call.
]]

-- The variant of `spec`'s game with every ring at one call: its rules text is the base game's
-- with the call's paragraph before it and its decisions after.
function pinafour.simultaneous(spec, id, name, summary)
  local made = {}
  for key, value in pairs(spec) do made[key] = value end
  made.id, made.name, made.summary, made.at_once = id, name, summary, true
  made.rules = pinafour.AT_ONCE:format(spec.name) .. spec.rules .. pinafour.AT_ONCE_DECISIONS
  return pinafour.make(made)
end

-- The point `fraction` of the way from `a` to `b`.
function pinafour.between(a, b, fraction)
  return { x = a.x + (b.x - a.x) * fraction, y = a.y + (b.y - a.y) * fraction }
end

-- `point` (laid out for a spinner at rail 1, the bottom) turned to face the spinner `seat`
-- among `seats` players: rails go round counter-clockwise, a quarter turn each.
function pinafour.turned(point, seat, seats)
  local turns = ringarang.SIDES[seats][seat] - 1
  local angle = turns * math.pi / 2
  local c, s = math.cos(angle), math.sin(angle)
  return { x = point.x * c - point.y * s, y = point.x * s + point.y * c }
end

-- A spot region: the numbered spot `name` with room for the ring around it.
function pinafour.spot_region(name)
  local spot = board.spots[name]
  return { type = "segment", a = spot, b = spot, tolerance = 0.02 }
end

-- The pins of `laid` (laid out for a spinner at rail 1) turned to face `seat` (see
-- `pinafour.turned`).
function pinafour.turned_all(laid, seat, seats)
  local pins = {}
  for k, point in ipairs(laid) do pins[k] = pinafour.turned(point, seat, seats) end
  return pins
end

-- `judge_pins` for the games where every pin felled scores the same, `values.pin` (5).
function pinafour.each_pin(turn)
  if #turn.felled > 0 then
    local points = turn.values.pin * #turn.felled
    turn.score(points, "pins felled")
    turn.say(parlor.plural(#turn.felled, "pin") .. " down: " .. points .. ".")
  end
end

-- The tip-board variant `id` of `base` (a game made by `pinafour.make`): the spinner may tip
-- the board while his ring runs (see `ringarang.TIPPING`).
function pinafour.tipping(base, id)
  local spec = {}
  for key, value in pairs(base.spec) do spec[key] = value end
  local name = base.spec.name
  spec.id = id
  spec.name = name .. " (tipping the board)"
  spec.summary = name .. ", steering your spinning ring by tipping the board up to 6 degrees while it runs."
  spec.rules = name .. ", with one thing added. " .. ringarang.TIPPING .. "\n\n" .. base.spec.rules
    .. ringarang.TIPPING_DECISIONS .. "\n"
  spec.tilt = ringarang.TILT_LIMIT
  return pinafour.make(spec)
end

return pinafour
