-- Ditch Crokinole by the 1901 book: sixteen rings grouped round the hole, and white shooters that
-- drive the other side's rings into the ditch; you go on while you ditch one.
--
-- Catalogue id: ditch-crokinole-1901. Two players, or four in two teams of partners sitting
-- opposite.

local field = require("field")        -- the crokinole field, shared in this pack

local COLOURS = { "red", "green" }
local RINGS = 8                          -- each colour: red 1-8, green 9-16
local SHOOTER_BASE = 20                  -- seat N's white shooter is 20 + N

local RULES = [[
Eight red and eight green rings are packed round the centre hole, none in it, the colours
mixed. Two play singly, or four as two teams, partners sitting opposite and sharing a colour;
each player has a white shooter. A coin toss (drawn from the match seed) decides who starts;
turns go to the left.

Every shot is taken with your shooter placed on the outer circle line inside your own section
(it may overlap the short lines by half). Drive the other side's rings into the ditch: while a
shot ditches at least one of them you shoot again. A shot that ditches none ends your turn, and
so does ditching a ring of your own, unless one of theirs went too. Moving the shooter at all
counts as a shot; the shooter is picked up after every shot.

A ring of either colour that drops into the centre hole scores 5 at once for its owner and goes
to the ditch. If your shooter goes into the ditch, into the hole or off the board, your turn is
lost and one of the other side's ditched rings is put back as near the hole as it fits without
moving the others (nothing is owed if they have none ditched).

When one side has ditched every ring of the other, the round closes and that side counts its own
rings still on the field: 5 for each inside the inner circle and not touching it, 4 inside the
middle circle and not touching it, 3 for each touching the middle circle or anywhere outside it
on the field. The first side to 50 points wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The book offers four ways to group the rings; Parlor uses the second, packed round the hole
  with none in it, on three rings of spots, the colours alternating. (The book's recommended way,
  two rings against each post, does not fit: Parlor's rings are too wide for eight pairs.)
- A ring in the hole scores 5 for its owner whoever sent it there; it counts as ditched, so it can
  close the round.
- The score is checked whenever points are scored, so a ring in the hole can win at once.
- The next round starts with the side that did not start the last one.
- The book's rule for a ring striking a player's hand has no use on a screen.]]

local game = field.game({
  id = "ditch-crokinole-1901", book = "1901 book", name = "Ditch Crokinole",
  target = 50,
  players = { 2, 4 },
  summary = "Drive the other side's rings into the ditch with your shooter; you go on while you ditch one.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- The count, as data a house rule changes (`values = { inner = 10 }`).
game.values = {
  hole = 5,      -- a ring in the hole, at once for its owner
  inner = 5,     -- at the close, each ring of the surviving side wholly inside the inner circle
  middle = 4,    -- wholly inside the middle circle
  field = 3,     -- touching the middle circle or anywhere outside it on the field
}
local values = game.values

local team_of = field.team_of

local function owner_of(id) return (id <= RINGS) and 1 or 2 end

local function layout(seats)
  local pieces = field.packed_rings(RINGS, COLOURS)
  field.add_shooters(pieces, seats, SHOOTER_BASE)
  return pieces
end

function game.setup(config)
  local count = #config.seats
  local first = parlor.draw(config.seed, count)
  return field.match(game.info.id, config, COLOURS, layout(count), first,
    { target = parlor.option(config, "target", 50), opener = first })
end

function game.prompt(state)
  local seat = state.turn
  local seats = #state.seats
  return {
    seat = seat,
    kind = { type = "shoot", piece = SHOOTER_BASE + seat,
             from = field.section_line(seat, seats, board.pieces.shooter.radius) },
    message = state.seats[seat].name .. " (" .. COLOURS[team_of(seat, seats)] .. "): place your shooter on the outer line in your section and ditch a " .. COLOURS[3 - team_of(seat, seats)] .. " ring.",
  }
end

-- What a ring on the field counts at the close of the round.
local function count_of(piece)
  local distance = math.sqrt(piece.position.x ^ 2 + piece.position.y ^ 2)
  local reach = distance + board.pieces.ring.radius
  local half_line = board.line_width / 2
  if reach <= field.circle("inner") - half_line then return values.inner end
  if reach <= field.circle("middle") - half_line then return values.middle end
  return values.field
end

-- The score is checked whenever points are scored: this says who wins.
local function won_by(ruling)
  return function(side) return COLOURS[side]:gsub("^%l", string.upper) .. " reach " .. ruling.memo.target .. " and win." end
end

-- The round closes when a side has no ring left on the field: the other side's rings count.
local function rule_round_end(ruling)
  local state = ruling.state
  local on_field = field.rings_on_board(ruling, RINGS)
  if on_field[1] > 0 and on_field[2] > 0 then return false end
  local survivor = (on_field[1] > 0) and 1 or ((on_field[2] > 0) and 2 or nil)
  if survivor then
    local count = 0
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "ring" and owner_of(piece.id) == survivor and ruling.status[piece.id] == "board" then
        count = count + count_of(piece)
      end
    end
    ruling.score(survivor, count, "rings left on the field")
    ruling.say("Every " .. COLOURS[3 - survivor] .. " ring is ditched: " .. COLOURS[survivor] .. "'s rings on the field count " .. count .. ".")
  end
  field.close_round(ruling, {
    won = won_by(ruling),
    pieces = function() return layout(#state.seats) end,
    opening = function(name) return "New round: the rings are grouped again and " .. name .. " starts." end,
  })
  return true
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, name, team = ruling.seat, ruling.name, ruling.team
  local other = 3 - team
  -- A ring in the hole scores `values.hole` for its owner and goes to the ditch; those that left
  -- the field are ditched.
  local ditched = field.rings_after_shot(ruling, report, RINGS, { status = "ditch", points = values.hole, sentence = function(owner)
    return "A " .. COLOURS[owner] .. " ring drops into the hole: " .. values.hole .. " for " .. COLOURS[owner] .. ", and it goes to the ditch."
  end })
  if ditched[other] > 0 then ruling.say(name .. " ditches " .. parlor.plural(ditched[other], COLOURS[other] .. " ring") .. ".") end
  if ditched[team] > 0 then ruling.say(name .. " ditched " .. ditched[team] .. " of " .. (#state.seats == 2 and "his" or "the side's") .. " own.") end

  -- The shooter: lost into the ditch, the hole or off the board is a foul.
  local shooter = parlor.piece(state, SHOOTER_BASE + seat)
  local foul = shooter.status ~= "board"
  ruling.set(shooter.id, "hand")
  if foul then
    ruling.say(name .. "'s shooter " .. ((shooter.status == "holed") and "went into the hole" or "left the field") .. ": the turn is lost.")
    field.bring_back(ruling, function(piece) return owner_of(piece.id) == other end,
      "A " .. COLOURS[other] .. " ring comes back out of the ditch, as near the hole as it fits.")
  end

  if rule_round_end(ruling) or field.won(ruling, ruling.memo.target, won_by(ruling)) then return ruling.finish() end
  return field.go_on(ruling, foul, ditched[other] > 0,
    name .. " ditched no " .. COLOURS[other] .. " ring: the turn passes.")
end

return game
