-- What the 1901 book's spinning-ring games share (a module of this pack: `require("ringarang")`):
-- two sides, red and green, of one or two players; the four metal rings and who holds them;
-- the match set-up with a coin toss; the shooting lines; ranking by distance; the win check on
-- a side's total (over a kit ruling, `parlor.ruling`); and the tip-board variants' limit and
-- rules text. Used by ringette.lua (and so its three games), bankaring-1901,
-- ringarang-crokinole-1901, ring-ring-1901 and ring-ring-tip-board-1901.

local ringarang = {}

ringarang.COLOURS = { "red", "green" }     -- team 1, team 2
-- The rail (and so the shooting line) each seat sits at; seats go clockwise, seat 2 on seat 1's
-- left.
ringarang.SIDES = { [2] = { 1, 3 }, [4] = { 1, 4, 3, 2 } }

-- A ring game of this pack: a table whose `info` is `info` (id, name, summary, rules; the board
-- "carrom" unless it says) for two or four players, with the option of the target (`target`
-- points by default) unless it gives its own options.
function ringarang.game(info, target)
  info.book = "1901 book" -- every Ringarang game is from the 1901 book
  info.family = "spinning-rings"
  info.board = info.board or "carrom"
  info.players = { 2, 4 }
  info.options = info.options or { { key = "target", label = "Play to (points)", default = target } }
  return { info = info }
end

-- A variant of `base` (a game of this pack, loaded as a module) under its own `info`: `base`'s
-- options, its values (the same table: a variant that counts otherwise sets its own), and its
-- opening table under the variant's id.
function ringarang.variant(base, info)
  info.options = base.info.options
  local game = ringarang.game(info)
  game.values = base.values
  function game.setup(config)
    local state = base.setup(config)
    state.game = info.id
    return state
  end
  return game
end

-- `base` with the board tipped (see `ringarang.TIPPING`): its prompt offers the tilt, and its
-- own judge rules.
function ringarang.tipping(base, info)
  local game = ringarang.variant(base, info)
  function game.prompt(state)
    local prompt = base.prompt(state)
    prompt.kind.tilt = ringarang.TILT_LIMIT
    prompt.message = prompt.message .. " While it runs you may tip the board up to " .. ringarang.TILT_LIMIT .. " degrees each way to steer it."
    return prompt
  end
  game.judge = base.judge
  return game
end

-- The centre spot, as a fresh point to stand a piece on.
function ringarang.centre() return { x = board.spots.centre.x, y = board.spots.centre.y } end

-- The side (team) of `seat`: each player alone with two, partners sitting opposite with four.
function ringarang.team_of(seat, seats)
  if seats == 2 then return seat end
  return (seat - 1) % 2 + 1
end

-- "Red", "Green": a side's name to start a sentence with.
function ringarang.side_name(team)
  return (ringarang.COLOURS[team]:gsub("^%l", string.upper))
end

-- The rings in hand for a new round: two per seat with two players, one with four.
function ringarang.rings(seats)
  local pieces = {}
  local per_seat = (seats == 2) and 2 or 1
  for seat = 1, seats do
    for k = 1, per_seat do
      pieces[#pieces + 1] = {
        id = (seat - 1) * per_seat + k, kind = "hoop",
        colour = ringarang.COLOURS[ringarang.team_of(seat, seats)],
        owner = seat, position = { x = 0, y = 0 }, status = "hand",
      }
    end
  end
  return pieces
end

-- The four rings `seat` spins in a turn of its own, all in its side's colour and all in hand
-- (the games where one player spins every ring before the turn passes).
function ringarang.turn_rings(seat, seats)
  local pieces = {}
  for id = 1, 4 do
    pieces[id] = { id = id, kind = "hoop", colour = ringarang.COLOURS[ringarang.team_of(seat, seats)], owner = seat,
                   position = { x = 0, y = 0 }, status = "hand" }
  end
  return pieces
end

-- A ring `seat` still holds this round, or nil.
function ringarang.ring_in_hand(state, seat)
  for _, piece in ipairs(state.pieces) do
    if piece.owner == seat and piece.status == "hand" then return piece end
  end
  return nil
end

-- The shooting line of `seat` among `seats` players.
function ringarang.line_of(seat, seats)
  return parlor.line("shooting-" .. ringarang.SIDES[seats][seat])
end

-- Where `seat` stands its ring in the games spun from the shooting lines: anywhere on its own
-- line.
function ringarang.line_region(seat, seats)
  return parlor.on_line("shooting-" .. ringarang.SIDES[seats][seat], 0)
end

-- The opening table of game `id` on board side `side` with the four rings in hand: a coin toss
-- (from the seed) picks who opens. The memo holds the target (option `target`, by default
-- `target`), the opener, and the game's own `extra` fields.
function ringarang.setup(id, side, config, target, extra)
  local count = #config.seats
  local first = parlor.draw(config.seed, count)
  local seats = {}
  for seat = 1, count do
    local team = ringarang.team_of(seat, count)
    seats[seat] = { name = config.seats[seat].name, team = team, colour = ringarang.COLOURS[team] }
  end
  local memo = { target = parlor.option(config, "target", target), opener = first }
  for key, value in pairs(extra or {}) do memo[key] = value end
  return {
    game = id, board = side, seats = seats, pieces = ringarang.rings(count),
    scores = { 0, 0 }, turn = first, round = 1, memo = memo,
  }
end

-- The opening table of game `id` on the carrom side where every seat spins one metal ring of its
-- own (ring `seat`, in its side's colour), with the pieces `extra` after the rings: a coin toss
-- (from the seed) picks who opens; each seat's colour is `colour_of(seat, team)`; the memo holds
-- the target (option `target`, by default `target`).
function ringarang.one_ring_each(id, config, target, colour_of, extra)
  local count = #config.seats
  local first = parlor.draw(config.seed, count)
  local seats, pieces = {}, {}
  for seat = 1, count do
    local team = ringarang.team_of(seat, count)
    seats[seat] = { name = config.seats[seat].name, team = team, colour = colour_of(seat, team) }
    pieces[#pieces + 1] = { id = seat, kind = "hoop", colour = ringarang.COLOURS[team], owner = seat,
                            position = { x = 0, y = 0 }, status = "hand" }
  end
  for _, piece in ipairs(extra) do pieces[#pieces + 1] = piece end
  return {
    game = id, board = "carrom", seats = seats, pieces = pieces,
    scores = { 0, 0 }, turn = first, round = 1,
    memo = { target = parlor.option(config, "target", target) },
  }
end

-- Where each ring of a shot was stood, by id: the shot's own, and those launched with it.
function ringarang.stood(action, report)
  local stood = {}
  if action.type == "shot" then
    stood[report.shot] = action.placement
    for _, launch in ipairs(action.with or {}) do stood[launch.piece] = launch.placement end
  end
  return stood
end

-- Where a spun ring's run out ends, worked out from the throw `action` alone (Parlor reports
-- where rings stop, not their paths): a ring thrown with backspin enough to turn it back (its
-- spin times the ring's radius at least its speed) runs straight out, while it skids, for speed
-- squared over twice the board's skidding deceleration before it turns. Nil for a ring without
-- that backspin, which runs on until it stops.
function ringarang.turning_point(action)
  local motion = board.pieces.hoop.motion
  local speed, backspin = action.speed or 0, action.spin or 0
  if speed <= 0 or backspin * motion.hoop_radius < speed then return nil end
  local run = speed * speed / (2 * motion.slip_deceleration)
  return { x = action.placement.x + math.cos(action.direction) * run,
           y = action.placement.y + math.sin(action.direction) * run }
end

-- Where the line from `from` along the unit `heading` (or back against it, `sense` -1) meets
-- the edge of the crokinole field.
function ringarang.field_edge_along(from, heading, sense)
  local field = parlor.circle("field").radius
  local along = from.x * heading.x + from.y * heading.y
  local reach = math.sqrt(math.max(0, along * along - (from.x ^ 2 + from.y ^ 2) + field ^ 2))
  local t = -sense * along + reach
  return { x = from.x + sense * t * heading.x, y = from.y + sense * t * heading.y }
end

-- How near the segment from `a` to `b` comes to the centre of the board.
local function nearest_to_centre(a, b)
  local dx, dy = b.x - a.x, b.y - a.y
  local length2 = dx * dx + dy * dy
  local t = 0
  if length2 > 0 then t = math.max(0, math.min(1, -(a.x * dx + a.y * dy) / length2)) end
  local x, y = a.x + t * dx, a.y + t * dy
  return math.sqrt(x * x + y * y)
end

-- A spun ring's run on the crokinole side, worked out from the throw `action` (see
-- `ringarang.turning_point`): how near its centre came to the centre of the board, from where
-- it was stood to where it turned back or, for a ring that did not turn, to `rest` (where it
-- stopped; nil when it went into the ditch, then to where its line leaves the field); and
-- where it went into the ditch if it did (`rest` nil): behind where it was stood for a ring
-- that turned back, ahead for one that did not.
function ringarang.run_of(action, rest)
  local heading = { x = math.cos(action.direction), y = math.sin(action.direction) }
  local turned = ringarang.turning_point(action)
  local far = turned or rest or ringarang.field_edge_along(action.placement, heading, 1)
  local nearest = nearest_to_centre(action.placement, far)
  if rest then nearest = math.min(nearest, math.sqrt(rest.x ^ 2 + rest.y ^ 2)) end
  local went_in = nil
  if not rest then went_in = turned and ringarang.field_edge_along(action.placement, heading, -1) or far end
  return nearest, went_in
end

-- Nearest first by each entry's `distance`; equal distances keep their order.
function ringarang.sort_by_distance(list)
  for i = 2, #list do
    local j = i
    while j > 1 and list[j].distance < list[j - 1].distance do
      list[j], list[j - 1] = list[j - 1], list[j]
      j = j - 1
    end
  end
end

-- Whether a side has reached the target (`memo.target`) ahead of the other on the totals of
-- `ruling` (a `parlor.ruling`); if so the ruling ends the match and says so.
function ringarang.check_win(ruling)
  local totals, target = ruling.totals, ruling.memo.target
  for team = 1, 2 do
    if totals[team] >= target and totals[team] > totals[3 - team] then
      ruling.win(team, ringarang.side_name(team) .. " reach " .. target .. " and win the match.")
      return true
    end
  end
  return false
end

-- The tip-board variants: how far the spinner may tip the board, degrees each way (the book
-- gives no limit), what tipping does, and the decisions behind it (list items, to go with a
-- game's own).
ringarang.TILT_LIMIT = 6

ringarang.TIPPING = [[
While your own ring is spinning you may tip the board to steer it: tipped one way, a moving ring
(and anything it set moving) runs downhill; rings lying flat stay where they are.]]

ringarang.TIPPING_DECISIONS = [[
- The board may be tipped at most 6 degrees each way (towards or away from you, left or right);
  the book gives no limit.
- Only the spinner tips, and only while his own spin plays: from his flick until everything on
  the board has stopped. The board is level again for the next ring.]]

-- The rings in hand for a new round (see `ringarang.rings`) and, standing on `spots`, the pins
-- `ids` (pin k numbered k); or, given `rings`, those rings and the pins.
function ringarang.rings_and_pins(seats, ids, spots, rings)
  local list = rings or ringarang.rings(seats)
  for k, spot in ipairs(spots) do
    list[#list + 1] = { id = ids[k], kind = "pin", colour = "white", number = k, position = spot, status = "board" }
  end
  return list
end

-- The ring that felled each piece that fell on this spin, by the piece's id: a piece felled by
-- a falling piece goes to the ring that began it; one felled by nothing traced has none.
function ringarang.fellers(state, report)
  local by_ring = {}
  local fells = parlor.events(report, "fell")
  for _ = 1, #fells do
    for _, event in ipairs(fells) do
      if by_ring[event.piece] == nil then
        local by = parlor.piece(state, event.by)
        if by and by.kind == "hoop" then
          by_ring[event.piece] = by
        elseif by_ring[event.by] then
          by_ring[event.piece] = by_ring[event.by]
        end
      end
    end
  end
  return by_ring
end

-- The ring that brought piece `id` down on this spin: a pin felled by another pin is traced back
-- to the ring that started it; a pin with no fall reported (knocked off the field standing) goes
-- to the first ring, or felled pin, that touched it. Nil if no ring can be traced.
function ringarang.felled_by(state, report, id)
  local seen = {}
  local current = id
  while current and not seen[current] do
    seen[current] = true
    local piece = parlor.piece(state, current)
    if piece and piece.kind == "hoop" then return piece end
    local by = nil
    for _, event in ipairs(parlor.events(report, "fell")) do
      if event.piece == current then by = event.by end
    end
    if not by then
      local at = math.huge
      for _, contact in ipairs(parlor.events(report, "contact")) do
        local other = (contact.a == current and contact.b) or (contact.b == current and contact.a) or nil
        if other and not seen[other] and (contact.time or 0) < at then by, at = other, contact.time or 0 end
      end
    end
    current = by
  end
  return nil
end

return ringarang
