-- Cue Ring by the 1901 book, on the Spider and Flies face: red against green, one shot at a
-- time with the cue from your own straight line, off a cushion into the web's circles, knocking
-- the other colour off the field; at the end of a round the rings left score by the circle they
-- lie in, opposite colours in one space cancelling ring for ring. 50 wins.
--
-- Catalogue id: cue-ring-1901. Shelved with the flicking games (the catalogue calls its family
-- "other"). The face's geometry and the seats of three are the `web` module's.

local web = require("web")

local COLOURS = { "red", "green" }
-- The spaces of the field from the centre out, each with the circle that bounds it and its
-- points; a ring touching a line counts in the space outside it.
local SPACES = {
  { circle = "den", name = "the den" },
  { circle = "web-1", name = "the inner band" },
  { circle = "web-2", name = "the second band" },
  { circle = "web-3", name = "the third band" },
  { circle = "castle-inner", name = "the outer band" },
  { circle = nil, name = "outside the double circle" },
}

local RULES = [[
Red against green on the circles of the spider's web, which are the field; the pockets only hold
rings taken off. Two play with 12 rings each; four with 6 each, partners sitting opposite and
sharing a colour; three as a lone player with 12 against two partners (sitting opposite) with 6
each, the lone player shooting after each of them in turn. A coin toss (drawn from the match seed)
decides who opens. Each player has one shot at a time, with the cue, of one of his own rings from
his straight line or from behind it.

A ring played for the centre must first strike a cushion and come back off it. While the other
side has a ring on the field, you must play at it, again off one cushion. A shot straight at the
rings without a cushion is allowed only if it drives two or more of the other side's rings off
the field for good.

Fouls (the ring you shot is taken off the board):
- A straight shot that hits any ring and does not drive two of the other side's rings off the
  field: the rings of the other side it hit are set in a row through the centre, at right angles
  to your side, as near the centre as they fit without moving others; the first goes wholly
  inside the spider's den when there is room there.
- Striking two or more cushions before the first ring of the other side: the rings of theirs it
  hit are set in the centre the same way.
- Missing the other side's rings altogether while one is on the field. Playing off your own
  rings is allowed, but if no ring of the other side moves, the ring you shot comes off; and if
  you hit only your own rings, they come off with it.
A ring of the other side knocked off the field and back in the same shot stays where it stops.
After every shot every ring off the field, in a pocket or off the board is out of the round.

When every ring has been shot the round is counted. First, opposite colours lying in the same
space cancel ring for ring and come off. Then each side scores its rings left: outside the double
circle 1; inside it, the four bands from the outside in 2, 3, 4 and 5; wholly inside the
spider's den 10. A ring on a line counts in the space outside it. The first side to 50 points
wins.
]]

local DECISIONS = [[
Parlor's decisions where the book is silent:
- The field is everything out to the web's outermost circle; a ring touching that circle is
  still on the field, one wholly outside it is off.
- A shot for the centre with no cushion first (no ring of the other side on the field) is a foul
  too: the ring comes off.
- While no ring of the other side is on the field, touching your own rings is free: rules 6, 10
  and 11 speak of the duty to play at the other side's rings.
- Both sides score the rings they have left after the cancelling (not the difference).
- A shot that fails to hit is ruled on the rings the shot ring itself touched: a ring of yours it
  drove into the other side's counts as playing off your own rings.
- The opening passes to the left from round to round. If both sides reach 50 in the same count,
  the higher total wins; level totals play another round.
]]

local game = {}

-- The count, as data: `values = { den = 20 }` in a house rule changes it.
game.values = { den = 10, bands = { 5, 4, 3, 2 }, outside = 1 }
local values = game.values

game.info = {
  id = "cue-ring-1901", book = "1901 book", name = "Cue Ring",
  family = "carrom-pocket", board = "carrom-1901",
  players = { 2, 3, 4 },
  summary = "Bank your rings with the cue into the web's circles and knock the other colour off the field; 50 wins.",
  rules = RULES .. "\n" .. DECISIONS,
  options = { { key = "target", label = "Play to (points)", default = 50 } },
}

-- Which space `at` lies in (an index of SPACES), or nil when it is off the field.
local function space_of(at)
  if not web.within(at, "field") then return nil end
  if web.length(at) + web.radius() <= parlor.circle("den").radius then return 1 end
  for index = 2, #SPACES - 1 do
    if web.inside(at, SPACES[index].circle) then return index end
  end
  return #SPACES
end

local function points_of(index)
  if index == 1 then return values.den end
  if index == #SPACES then return values.outside end
  return values.bands[index - 1]
end

-- The rings of a round, all in hand: the seats' shares of each colour, as the book deals them.
local function rings_in_hand(seats)
  local pieces = {}
  for seat = 1, seats do
    local side = (seat - 1) % 2 + 1
    local share = (seats == 2 or (seats == 3 and seat == 2)) and 12 or 6
    for _ = 1, share do
      pieces[#pieces + 1] = { id = #pieces + 1, kind = "ring", colour = COLOURS[side], owner = seat,
                              position = { x = 0, y = 0 }, status = "hand" }
    end
  end
  return pieces
end

function game.setup(config)
  local count = #config.seats
  local first = parlor.draw(config.seed, count)
  local seats = {}
  for seat = 1, count do
    local side = (seat - 1) % 2 + 1
    seats[seat] = { name = config.seats[seat].name, team = side, colour = COLOURS[side] }
  end
  return {
    game = game.info.id, board = "carrom-1901", seats = seats, pieces = rings_in_hand(count),
    scores = { 0, 0 }, turn = first, round = 1,
    memo = { target = parlor.option(config, "target", 50), opener = first },
  }
end

-- The next ring `seat` shoots: the first of his still in hand.
local function next_ring(state, seat)
  for _, piece in ipairs(state.pieces) do
    if piece.owner == seat and piece.status == "hand" then return piece end
  end
  return nil
end

function game.prompt(state)
  local seat = state.turn
  local ring = next_ring(state, seat)
  return {
    seat = seat,
    kind = { type = "shoot", piece = ring and ring.id or 1, from = web.strip(web.line_of(seat, #state.seats)) },
    message = state.seats[seat].name .. " (" .. state.seats[seat].colour .. "): shoot a ring with the cue from your line, off a cushion.",
  }
end

-- The ruling ---------------------------------------------------------------------------------

-- Sets `ids` in a row through the centre at right angles to line `k`, each as near the centre
-- as it fits; the first wholly inside the den when there is room there. `where` learns where
-- each went.
local function set_in_row(ruling, ids, k, occupied, where)
  local out = web.outward(k)
  local step = web.radius() / 8
  for index, id in ipairs(ids) do
    local spot = nil
    if index == 1 then
      local near = web.free_spot(occupied, board.spots.centre)
      if near and web.length(near) + web.radius() <= parlor.circle("den").radius then spot = near end
    end
    local n = 0
    while not spot and n < 400 do
      for _, sign in ipairs({ 1, -1 }) do
        local p = { x = sign * n * step * out.x, y = sign * n * step * out.y }
        if not spot and web.fits(p, occupied) then spot = p end
      end
      n = n + 1
    end
    if spot then
      ruling.edit({ op = "place", piece = id, at = spot })
      occupied[#occupied + 1] = spot
      where[id] = spot
    else
      ruling.respot(id)
    end
  end
end

-- The count of a round: opposite colours in one space cancel ring for ring and come off, then
-- each side scores the rings it has left. `where` holds the rings this ruling moved.
local function count_round(ruling, where)
  local by_space = {}
  for index = 1, #SPACES do by_space[index] = { {}, {} } end
  for _, piece in ipairs(ruling.state.pieces) do
    if ruling.status[piece.id] == "board" then
      local index = space_of(where[piece.id] or piece.position)
      local side = parlor.team_of(ruling.state, piece.owner)
      if index then table.insert(by_space[index][side], piece.id) end
    end
  end
  local totals = { 0, 0 }
  local cancelled = 0
  for index, sides in ipairs(by_space) do
    local pairs_off = math.min(#sides[1], #sides[2])
    for k = 1, pairs_off do
      ruling.set(sides[1][k], "aside")
      ruling.set(sides[2][k], "aside")
    end
    cancelled = cancelled + pairs_off
    for side = 1, 2 do totals[side] = totals[side] + (#sides[side] - pairs_off) * points_of(index) end
  end
  if cancelled > 0 then
    ruling.say(parlor.plural(cancelled, "pair") .. " of opposite colours in the same space cancel and come off.")
  end
  for side = 1, 2 do
    ruling.score(side, totals[side], "rings on the field")
    ruling.say(parlor.team_name(ruling.state, side) .. " (" .. COLOURS[side] .. ") score " .. totals[side] .. " for the rings left.")
  end
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local memo, seat, team = ruling.memo, ruling.seat, ruling.team
  local say = ruling.say
  local shot = report.shot
  if #state.seats == 3 and seat ~= 2 then memo.last_partner = seat end
  local function theirs(id)
    local piece = parlor.piece(state, id)
    return piece and piece.owner and parlor.team_of(state, piece.owner) ~= team
  end

  -- The other side's rings on the field before the shot: every ring on the board then was on
  -- the field (the rest are taken off after each shot), so those on the board now or taken
  -- off by this shot.
  local gone = web.read_shot(report, shot).gone
  local on_field_before = {}
  for _, piece in ipairs(state.pieces) do
    if piece.id ~= shot and theirs(piece.id) and (piece.status == "board" or gone[piece.id]) then
      on_field_before[#on_field_before + 1] = piece.id
    end
  end
  local forced_off = 0
  for _, id in ipairs(on_field_before) do
    local piece = parlor.piece(state, id)
    if piece.status ~= "board" or not space_of(piece.position) then forced_off = forced_off + 1 end
  end
  local moved_theirs = false
  for _, id in ipairs(report.moved or {}) do
    if id ~= shot and parlor.contains(on_field_before, id) then moved_theirs = true end
  end

  local touches, rails = web.touches(report, shot)
  local hit_theirs, hit_own, first_theirs_rails = {}, {}, nil
  for index, id in ipairs(touches) do
    if theirs(id) then
      hit_theirs[#hit_theirs + 1] = id
      first_theirs_rails = first_theirs_rails or rails[index]
    else
      hit_own[#hit_own + 1] = id
    end
  end
  local any_cushion = false
  for _, event in ipairs(parlor.events(report, "rail")) do
    if event.piece == shot then any_cushion = true end
  end
  local straight = #touches > 0 and rails[1] == 0

  local remove_shot, to_centre, also_off = false, {}, {}
  if straight and forced_off >= 2 then
    say(ruling.name .. " played straight at the rings and drove " .. forced_off .. " of the other side's off the field: allowed.")
  elseif straight then
    remove_shot, to_centre = true, hit_theirs
    say("A straight shot at the rings that did not drive two of the other side's off the field: the ring comes off"
      .. (#hit_theirs > 0 and ", and the rings of theirs it hit go to the centre." or "."))
  elseif #on_field_before > 0 and first_theirs_rails and first_theirs_rails >= 2 then
    remove_shot, to_centre = true, hit_theirs
    say("The ring struck " .. first_theirs_rails .. " cushions before the other side's ring: it comes off, and the rings of theirs it hit go to the centre.")
  elseif #on_field_before > 0 and not moved_theirs then
    remove_shot = true
    if #hit_own > 0 and #hit_theirs == 0 then
      also_off = hit_own
      say("Only " .. ruling.name .. "'s own rings were hit and none of the other side's moved: the ring shot and those it hit come off.")
    else
      say("No ring of the other side moved: the ring shot comes off.")
    end
  elseif #on_field_before == 0 and not any_cushion then
    remove_shot = true
    say("Played for the centre without a cushion first: the ring comes off.")
  end

  if remove_shot then
    ruling.set(shot, "aside")
  else
    local ring = parlor.piece(state, shot)
    local index = ring.status == "board" and space_of(ring.position)
    say(ruling.name .. "'s ring " .. (index and ("stops " .. (index == #SPACES and "" or "in ") .. SPACES[index].name) or "leaves the field") .. ".")
  end
  for _, id in ipairs(also_off) do ruling.set(id, "aside") end
  -- Everything off the field is out of the round (what dropped or left the board already is).
  local taken_off = 0
  for _, piece in ipairs(state.pieces) do
    if ruling.status[piece.id] == "board" and not space_of(piece.position) and not parlor.contains(to_centre, piece.id) then
      ruling.set(piece.id, "aside")
      taken_off = taken_off + 1
    end
  end
  if taken_off > 0 then say(parlor.plural(taken_off, "ring") .. " off the field " .. parlor.verb(taken_off, "is", "are") .. " out of the round.") end
  local where = {}
  if #to_centre > 0 then
    local occupied = {}
    for _, piece in ipairs(state.pieces) do
      if ruling.status[piece.id] == "board" and not parlor.contains(to_centre, piece.id) then
        occupied[#occupied + 1] = piece.position
      end
    end
    set_in_row(ruling, to_centre, web.line_of(seat, #state.seats), occupied, where)
  end
  ruling.pass(web.next_seat(seat, #state.seats, memo.last_partner))

  -- Every ring shot: the count.
  local in_hand = 0
  for _, piece in ipairs(state.pieces) do
    if ruling.status[piece.id] == "hand" then in_hand = in_hand + 1 end
  end
  if in_hand == 0 then
    say("Every ring has been shot: round " .. state.round .. " is counted.")
    count_round(ruling, where)
    local winner = ruling.leader_at(memo.target)
    if winner then
      ruling.win(winner, parlor.team_name(state, winner) .. " reach " .. ruling.totals[winner] .. " and win.")
    else
      memo.opener = parlor.next_seat(memo.opener, #state.seats)
      memo.last_partner = nil
      ruling.end_round(memo.opener, rings_in_hand(#state.seats))
      say("New round: " .. state.seats[memo.opener].name .. " opens.")
    end
  end
  return ruling.finish()
end

return game
