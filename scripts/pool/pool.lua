-- What the pocket ("pool") games of this pack share (a module: `require("pool")`): one white
-- shooting ring shared by every player, played from a seat's own shooting line or from where it
-- lies; the object rings, bunched (in the carroms pack's centre cluster) or racked; reading a
-- shot's report (what it touched first, whether it banked, what dropped, which rings it moved,
-- whether the shooter was lost); putting rings back; and the plumbing every game repeated: its
-- catalogue entry and table, a new match, the usual prompt, the usual ends of a turn. A game's
-- judging runs on the game kit's `parlor.ruling`.
--
-- Every player plays for himself: each seat is its own side, with its own score.

local pool = {}

-- Where rings bunched round the centre spot start: the carroms pack's packing, which this pack
-- depends on (pack.toml), so the two packs bunch rings alike.
local cluster = require("parlor.carroms/cluster")

pool.SHOOTER = 100                       -- the one white shooting ring
-- The rail (and so the shooting line) each seat sits at; seats go clockwise, seat 2 on seat 1's
-- left.
pool.SIDES = { [2] = { 1, 3 }, [3] = { 1, 4, 3 }, [4] = { 1, 4, 3, 2 } }
local SEAT_COLOURS = { "tan", "yellow", "white", "black" }

-- The seats of a new match, each its own side.
function pool.seats(config)
  local seats = {}
  for seat = 1, #config.seats do
    seats[seat] = { name = config.seats[seat].name, team = seat, colour = SEAT_COLOURS[seat] }
  end
  return seats
end

-- The prompt to the seat whose turn it is: shoot `piece` from the region `from`, told its name
-- and then `said`.
function pool.shoot(state, piece, from, said)
  local seat = state.turn
  return { seat = seat, kind = { type = "shoot", piece = piece, from = from }, message = state.seats[seat].name .. said }
end

-- The shooting line `seat` sits behind, as a region to place the shooter on.
function pool.line_region(seat, seats)
  local line = parlor.line("shooting-" .. pool.SIDES[seats][seat])
  return { type = "segment", a = line.a, b = line.b, tolerance = 0 }
end

-- The strip behind `seat`'s shooting line, from the line itself (or, with `clear`, from a
-- shooter's width behind it, not touching it) back to the rail (less the shooter's radius), as
-- a region to place the shooter in.
function pool.behind_line_region(seat, seats, clear)
  local line = pool.line_region(seat, seats)
  local middle = { x = (line.a.x + line.b.x) / 2, y = (line.a.y + line.b.y) / 2 }
  local inset = math.sqrt(middle.x * middle.x + middle.y * middle.y)
  local radius = board.pieces.shooter.radius
  local front = clear and (radius + board.line_width / 2) or 0
  local room = board.shape.half_width - radius - inset - front
  local out = { x = middle.x / inset, y = middle.y / inset }
  local shift = front + room / 2
  if clear then
    -- Kept off the angled lines at the line's ends too. The strip is narrowest at its front,
    -- where the 45-degree lines lie `front` beyond the line's ends; a shooter there must stay
    -- its radius (measured square to them) inside, and the region's rounded end reaches
    -- `room / 2` past the segment's end.
    local along = { x = line.b.x - line.a.x, y = line.b.y - line.a.y }
    local length = math.sqrt(along.x * along.x + along.y * along.y)
    local pull = (radius * math.sqrt(2) + room / 2 - front) / length
    line = {
      a = { x = line.a.x + along.x * pull, y = line.a.y + along.y * pull },
      b = { x = line.b.x - along.x * pull, y = line.b.y - along.y * pull },
    }
  end
  return {
    type = "segment",
    a = { x = line.a.x + out.x * shift, y = line.a.y + out.y * shift },
    b = { x = line.b.x + out.x * shift, y = line.b.y + out.y * shift },
    tolerance = room / 2,
  }
end

-- The four numbered spots before the pockets as a choice of places to stand the shooter on,
-- spot `first` (1 to 4) listed first, as the default place.
function pool.spots_region(first)
  local places = {}
  for k = 0, 3 do
    local spot = board.spots["spot-" .. ((first - 1 + k) % 4 + 1)]
    places[#places + 1] = { type = "segment", a = spot, b = spot, tolerance = 0 }
  end
  return { type = "any_of", regions = places }
end

-- The numbered spot to the left of `seat`'s shooting line (as he faces the board), the first of
-- his choice of spots.
function pool.own_spot(seat, seats)
  return pool.SIDES[seats][seat]
end

-- The middle of `seat`'s shooting line.
function pool.line_middle(seat, seats)
  local line = pool.line_region(seat, seats)
  return { x = (line.a.x + line.b.x) / 2, y = (line.a.y + line.b.y) / 2 }
end

-- The middle of the shooting line across the board from `seat`'s.
function pool.far_line_middle(seat, seats)
  local line = parlor.line("shooting-" .. ((pool.SIDES[seats][seat] + 1) % 4 + 1))
  return { x = (line.a.x + line.b.x) / 2, y = (line.a.y + line.b.y) / 2 }
end

-- The tips of the six backgammon points along the far side of the board from `seat` (of two:
-- seat 1 sits at the bottom), left to right.
function pool.far_tips(seat)
  local far = (seat == 1) and 1 or -1
  local list = {}
  for _, triangle in ipairs(board.triangles) do
    local a, b, tip = triangle.corners[1], triangle.corners[2], triangle.corners[3]
    if math.abs(a.y - b.y) < 1e-9 and a.y * far > 0.2 then list[#list + 1] = tip end
  end
  table.sort(list, function(p, q) return p.x < q.x end)
  return list
end

-- The shooter, in hand until the first shot.
function pool.shooter()
  return { id = pool.SHOOTER, kind = "shooter", colour = "white", position = { x = 0, y = 0 }, status = "hand" }
end

-- In the games with a shooter for each player: seat 1's and seat 2's ids.
pool.OWN_SHOOTERS = { 100, 101 }

-- A shooter for each of `seats` (as `pool.seats` made them), in hand, in its seat's colour.
function pool.own_shooters(seats)
  local pieces = {}
  for seat, id in ipairs(pool.OWN_SHOOTERS) do
    pieces[seat] = { id = id, kind = "shooter", colour = seats[seat].colour, owner = seat,
                     position = { x = 0, y = 0 }, status = "hand" }
  end
  return pieces
end

-- Each of two seats' `per_seat` rings in hand, in its colour (`colours[seat]`), ids numbered
-- seat by seat from 1.
function pool.rings_in_hand(per_seat, colours)
  local pieces = {}
  for seat = 1, 2 do
    for k = 1, per_seat do
      pieces[#pieces + 1] = { id = (seat - 1) * per_seat + k, kind = "ring", colour = colours[seat], owner = seat,
                              position = { x = 0, y = 0 }, status = "hand" }
    end
  end
  return pieces
end

-- `count` rings bunched round the centre spot, ids 1 to `count`, coloured by `colour_of(id)`:
-- the carroms pack's centre cluster (a hexagonal packing, nearest the centre first, slightly apart
-- so that no two start touching), with a ring on the spot itself.
function pool.bunch(count, colour_of)
  local places = cluster.points(count)
  local pieces = {}
  for id = 1, count do
    pieces[id] = { id = id, kind = "ring", colour = colour_of(id), position = places[id], status = "board" }
  end
  return pieces
end

-- Fifteen rings numbered 1 to 15 racked in a triangle round the centre spot, its point (ring
-- No. 1) towards the line of `seat` (the breaker), rows slightly apart.
function pool.triangle(seat, seats, colour_of)
  local radius = board.pieces.ring.radius
  local gap = 2 * radius + 0.002
  local towards = pool.line_middle(seat, seats)
  local length = math.sqrt(towards.x * towards.x + towards.y * towards.y)
  local ux, uy = towards.x / length, towards.y / length      -- from the centre to the breaker
  local vx, vy = -uy, ux                                     -- across
  local row_step = gap * math.sqrt(3) / 2
  local pieces, number = {}, 0
  for row = 0, 4 do
    for k = 0, row do
      number = number + 1
      local along = (2 - row) * row_step                      -- rows 0..4, the middle row on the spot
      local across = (k - row / 2) * gap
      pieces[number] = {
        id = number, kind = "ring", colour = colour_of(number), number = number,
        position = { x = ux * along + vx * across, y = uy * along + vy * across }, status = "board",
      }
    end
  end
  return pieces
end

-- The piece the shooter touched first on this shot (a ring, not a rail), or nil.
function pool.first_contact(report)
  local first, at = nil, math.huge
  for _, contact in ipairs(parlor.events(report, "contact")) do
    local other = nil
    if contact.a == pool.SHOOTER then other = contact.b elseif contact.b == pool.SHOOTER then other = contact.a end
    if other and (contact.time or 0) < at then first, at = other, contact.time or 0 end
  end
  return first, at
end

-- Whether the shooter struck a rail before it touched any ring.
function pool.banked_first(report)
  local _, touched_at = pool.first_contact(report)
  for _, rail in ipairs(parlor.events(report, "rail")) do
    if rail.piece == pool.SHOOTER and (rail.time or 0) < touched_at then return true end
  end
  return false
end

-- What dropped on this shot: the rings (each `{ piece, pocket }`, in the order they dropped)
-- and, if the shooter (`shooter`, by default the white) was lost, "pocketed" or "off" and the
-- pocket it went into.
function pool.outcome(report, shooter)
  shooter = shooter or pool.SHOOTER
  local drops, lost, lost_in = {}, nil, nil
  local events = {}
  for _, event in ipairs(report.events or {}) do events[#events + 1] = event end
  table.sort(events, function(p, q) return (p.time or 0) < (q.time or 0) end)
  local off = {}
  for _, event in ipairs(events) do
    if event.type == "pocketed" then
      if event.piece == shooter then
        lost, lost_in = "pocketed", event.pocket
      else
        drops[#drops + 1] = { piece = event.piece, pocket = event.pocket }
      end
    elseif event.type == "off_board" then
      if event.piece == shooter then lost = "off" else off[#off + 1] = event.piece end
    end
  end
  return drops, lost, lost_in, off
end

-- Where every ring of `pieces` lies now, and its status, keyed by its id as a string (a record
-- in the memo may not have number keys that are not a list): kept in the memo, so that the next
-- shot can tell which rings it moved (`pool.moved`).
function pool.places(pieces)
  local at = {}
  for _, piece in ipairs(pieces) do
    if piece.kind == "ring" then at[tostring(piece.id)] = { x = piece.position.x, y = piece.position.y, status = piece.status } end
  end
  return at
end

local MOVED = 1e-6                       -- metres: anything less is not a move

-- Whether `piece` (as it lies after the shot) moved from `before` (its entry in `pool.places`
-- taken before the shot): it changed its status, or its place by more than a hair.
function pool.moved(piece, before)
  return piece.status ~= before.status
    or math.abs(piece.position.x - before.x) > MOVED or math.abs(piece.position.y - before.y) > MOVED
end

-- Puts each ring of `ids` back on the board as near `near` as it fits without moving any
-- other piece (the ruling's status follows).
function pool.put_back(ruling, ids, near)
  for _, id in ipairs(ids) do ruling.respot(id, near) end
end

-- Whether any ring is still on the board.
function pool.rings_left(state, status)
  for _, piece in ipairs(state.pieces) do
    if piece.kind == "ring" and status[piece.id] == "board" then return true end
  end
  return false
end

-- "The shooter dropped into a pocket" or "The shooter left the board", as `lost` (from
-- `pool.outcome`) says; `what` names another piece.
function pool.shooter_lost(lost, what)
  return (what or "The shooter") .. " " .. (lost == "pocketed" and "dropped into a pocket" or "left the board")
end

-- The end of most turns: the shooter goes on, said so, when `again`; else the turn passes,
-- after `otherwise` is said (when given).
function pool.go_on(ruling, again, otherwise)
  if again then
    ruling.say(ruling.name .. " shoots again.")
  else
    if otherwise then ruling.say(otherwise) end
    ruling.pass()
  end
end

-- The end of a turn in a game played to `memo.target`: the shooter goes on when `again`
-- (said `going_on`, by default "X shoots again."), else the turn passes; then the verdict,
-- the match won by a total at the target.
function pool.to_target(ruling, again, going_on)
  if again then
    ruling.say(going_on or ruling.name .. " shoots again.")
  else
    ruling.pass()
  end
  ruling.reached(ruling.memo.target)
  return ruling.finish()
end

-- The verdict; once no ring is left on the board, the match is over and the highest total wins.
function pool.finish(ruling)
  if not pool.rings_left(ruling.state, ruling.status) then ruling.end_on_totals() end
  return ruling.finish()
end

-- A numbered ring dropped for the shooter scores its number, said so.
function pool.score_number(ruling, ring, pocket)
  ruling.score(ruling.seat, ring.number, "ring " .. ring.number .. " pocketed")
  ruling.say("No. " .. ring.number .. " drops into pocket " .. pocket .. ": " .. ring.number .. " for " .. ruling.name .. ".")
end

-- Each numbered ring of `off` (knocked off the board) goes into `back`, to go back on `where`,
-- said so.
function pool.knocked_off(ruling, off, back, where)
  for _, id in ipairs(off) do
    back[#back + 1] = id
    ruling.say("No. " .. parlor.piece(ruling.state, id).number .. " was knocked off the board: it goes back on " .. where .. ".")
  end
end

-- A game's catalogue entry from `spec` (id, name, book, summary, rules; players, by default two;
-- options, by default none), `more` giving any of them instead: a pocket game on the carrom
-- board.
function pool.info(spec, more)
  more = more or {}
  local function field(key)
    if more[key] ~= nil then return more[key] end
    return spec[key]
  end
  return {
    id = field("id"), name = field("name"), book = field("book"), family = "carrom-pocket",
    board = "carrom",
    players = field("players") or { 2 }, summary = field("summary"), rules = field("rules"),
    options = field("options") or {},
  }
end

-- A new match's table for the game `id`: every seat its own side (coloured `colours[seat]`
-- where given), every score 0, the opener `first` (by default drawn from the seed), round 1.
function pool.new_match(id, config, pieces, memo, first, colours)
  local seats = pool.seats(config)
  local scores = {}
  for seat = 1, #seats do
    scores[seat] = 0
    if colours then seats[seat].colour = colours[seat] end
  end
  return {
    game = id, board = "carrom", seats = seats, pieces = pieces, scores = scores,
    turn = first or parlor.draw(config.seed, #seats), round = 1, memo = memo,
  }
end

-- A game of this pack: its table, holding its catalogue entry made from `fields` (see
-- `pool.info`).
function pool.game(fields)
  return { info = pool.info(fields) }
end

-- A game that others of the pack are built over: `build(game, spec)` fills a game's table
-- from a spec. Returns the game built from `spec` (the game itself, as the catalogue lists it;
-- its rules, when the spec gives none, the `texts` RULES and DECISIONS), keeping for the games
-- built over it `make(spec)`, which makes another, and the `texts`.
function pool.module(build, spec, texts)
  texts = texts or {}
  local function make(other)
    local game = {}
    build(game, other)
    return game
  end
  if spec.rules == nil and texts.RULES then spec.rules = texts.RULES .. "\n\n" .. texts.DECISIONS .. "\n" end
  local game = make(spec)
  game.make = make
  for key, text in pairs(texts) do game[key] = text end
  return game
end

return pool
