-- Carroms as the 1901 rule book gives it: two players, or four in two teams of partners sitting
-- opposite; your own rings score nothing when they drop, the black is worth 5 to whoever drops
-- it, and the side that clears its colour first scores 1 for every opposing ring left.
--
-- Catalogue id: carroms-1901. The rack, set-up and info are Carroms' (this pack's
-- carroms-100games.lua, loaded as a module). This file is a module too:
-- carroms-1901-named-ring.lua is this game with every shot's ring named (`memo.named`),
-- carroms-1901-cushion-shots.lua with rings behind a base line playable only off a cushion
-- (`memo.cushion`).

local carroms = require("carroms-100games")
local lines = require("lines")

local BLACK = 25
local SHOOTER_BASE = 25                 -- seat s shoots the white shooter 25 + s
local COLOURS = { "red", "green" }      -- side 1, side 2
-- The base line each seat shoots from: seats go to the left, partners opposite.
local LINES = {
  [2] = { "shooting-1", "shooting-3" },
  [4] = { "shooting-1", "shooting-4", "shooting-3", "shooting-2" },
}

local RULES = [[
Two players, red against green, or four in two teams: partners sit opposite each other and share
a colour. The 24 red and green rings are mixed in a cluster at the centre with the black ring on
the centre spot. A coin toss decides who breaks; the break passes to the left from inning to
inning, and every turn passes to the left.

Every shot is taken with your white shooter placed on your own base line (the line nearest you,
pocket to pocket). You keep shooting as long as each shot drops at least one ring of your colour.
Dropping only your opponents' rings ends your turn; dropping one of theirs together with one of
yours does not. Touching the shooter so that it moves at all counts as a shot.

Scoring: rings of your colour that you pocket score nothing in themselves; the aim is to clear
your colour first. The black is worth 5 to whoever pockets it, on top of everything else. When
one side has pocketed all its rings, and the black is down, the inning ends and that side scores
1 for every opposing ring still on the board. If the black is still on the board when a side
clears its colour, play goes on until somebody pockets it.

Fouls:
- Shooter pocketed (alone or with other rings): your turn ends. The rings of your colour that
  dropped on that shot go back as near the centre as they fit, and so does one of your rings
  already pocketed, as a forfeit. Your opponents' rings that dropped stay down: they are never
  put back.
- Shooter and black pocketed together: the black goes back to the centre as the forfeit instead,
  and scores nothing.
- A ring knocked off the board goes back as near the centre as it fits.

The first side to 30 points (or the agreed target), counted at the end of an inning, wins.

Parlor's decisions where the book is unclear:
- "Inside the base line" is taken as on the base line, as in Carroms today.
- A shooter knocked off the board is a foul like a pocketed shooter (the book names no penalty
  for it here, though Traveling Carroms refers to one).
- A shot that drops the black alone scores its 5 but ends the turn: only your own colour keeps
  you shooting.
- The opposing rings left on the board are counted when the inning ends, once the black is down,
  not at the moment a colour is cleared.
- A side with no pocketed ring to forfeit owes nothing.
- The target is checked at the end of each inning; if the sides are level at or above it, another
  inning is played.

Options: the target, and whether the black is played (the book allows leaving it out "as a test of
skill"; then the inning ends as soon as a colour is cleared).
]]

local game = {}

-- The count, as data: the judge and its sentences read these, and a house rule changes them
-- (`values = { black = 10 }`).
game.values = {
  black = 5,      -- the black, to whoever pockets it
  clearing = 1,   -- each opposing ring left when a side clears its colour first
}
local values = game.values

-- The rules, for the games built over this one to add to.
game.rules = RULES

game.info = carroms.info_of({
  id = "carroms-1901", book = "1901 book", name = "Carroms (1901)",
  players = { 2, 4 },
  summary = "The 1901 Carroms: clear your colour first for 1 a ring left, and 5 for the black; 30 wins.",
  rules = RULES,
  options = { { key = "black", label = "Play with the black ring", default = true } },
})

-- The board line seat `seat` shoots from.
local function base_line(seat, seats)
  return parlor.line(LINES[seats][seat])
end

-- Whether `at` lies behind seat `seat`'s base line, between it and that seat's cushion.
local function behind_line(at, seat, seats)
  return lines.beyond(at, LINES[seats][seat])
end

-- What the games built over this one change beyond the memo's flags, by game id: `layout(seats,
-- with_black)` for their rack (Zelto's rings on the points), `per_ring` for each opposing ring
-- left when a side clears (Zelto's own value, 2; else `values.clearing`). `game.variant`
-- records them.
local changes_by_game = {}
local function changes(state) return changes_by_game[state.game] or {} end

-- The opening layout of an inning: Carroms' rack, with the black on the centre spot (or set
-- aside) and every seat's shooter in hand.
local function layout(seats, with_black)
  return carroms.rack(seats, with_black and "board" or "aside")
end

-- The layout of an inning of `state`'s game: the game's own (`changes`), and with one travelling
-- shooter (`memo.travelling`) every other seat's set aside.
local function inning_layout(state, seats, memo)
  local pieces = (changes(state).layout or layout)(seats, memo.black)
  if memo.travelling then
    for _, piece in ipairs(pieces) do
      if piece.kind == "shooter" and piece.id ~= SHOOTER_BASE + 1 then piece.status = "aside" end
    end
  end
  return pieces
end

-- The shooter `seat` plays: his own, or the one travelling shooter.
local function shooter_of(memo, seat)
  return SHOOTER_BASE + (memo.travelling and 1 or seat)
end
game.shooter_of = shooter_of

function game.setup(config)
  local count = #config.seats
  local first = parlor.draw(config.seed, count)
  local with_black = parlor.option(config, "black", true)
  return carroms.match(game.info.id, config, layout(count, with_black), first, {
    target = parlor.option(config, "target", 30),
    black = with_black,
    breaker = first,
  })
end

-- The strip from the line in front of rail `rail` back to that cushion (less a ring's radius),
-- as a region to place a shooter on or behind the line.
local function behind_strip(rail)
  local line = parlor.line("shooting-" .. rail)
  local middle = { x = (line.a.x + line.b.x) / 2, y = (line.a.y + line.b.y) / 2 }
  local inset = math.sqrt(middle.x * middle.x + middle.y * middle.y)
  local room = board.shape.half_width - board.pieces.shooter.radius - inset
  local out = { x = middle.x / inset * room / 2, y = middle.y / inset * room / 2 }
  return { type = "segment", a = { x = line.a.x + out.x, y = line.a.y + out.y },
           b = { x = line.b.x + out.x, y = line.b.y + out.y }, tolerance = room / 2 }
end

-- Where a travelling shooter is played from: the breaker's line at the start of an inning (the
-- board line `line_name`, by default his base line), on or behind any side's line after it was
-- lost, else where it lies; and the words saying so.
function game.travelling_from(state, line_name)
  local place = state.memo.place
  if place == "line" then
    local line = line_name and parlor.line(line_name) or base_line(state.turn, #state.seats)
    return { type = "segment", a = line.a, b = line.b, tolerance = 0 }, "place the shooter on your base line"
  elseif place == "anywhere" then
    local strips = {}
    for rail = 1, 4 do strips[rail] = behind_strip(rail) end
    return { type = "any_of", regions = strips }, "place the shooter on or behind the line of any side"
  end
  return { type = "where_it_lies" }, "shoot the shooter from where it lies"
end

function game.prompt(state)
  local seat = state.turn
  local seats = #state.seats
  local line = base_line(seat, seats)
  local side = parlor.team_of(state, seat)
  local colour = COLOURS[side]
  local kind = { type = "shoot", piece = SHOOTER_BASE + seat,
                 from = { type = "segment", a = line.a, b = line.b, tolerance = 0 } }
  local message = state.seats[seat].name .. " (" .. colour .. "): place your shooter on your base line and shoot."
  if state.memo.travelling then
    local from, said = game.travelling_from(state)
    kind.piece, kind.from = shooter_of(state.memo, seat), from
    message = state.seats[seat].name .. " (" .. colour .. "): " .. said .. "."
  end
  if state.memo.named then
    -- Any ring of the shooter's colour still on the board, or the black.
    local nameable = {}
    for _, piece in ipairs(state.pieces) do
      if piece.status == "board" and piece.kind == "ring" and (piece.id == BLACK or piece.owner == side) then
        nameable[#nameable + 1] = piece.id
      end
    end
    kind.call = { pieces = nameable, pocket = false }
    message = state.seats[seat].name .. " (" .. colour .. "): name the ring you will pocket, then shoot from your base line."
  end
  return { seat = seat, kind = kind, message = message }
end

-- "Red", "Green": side `side`'s colour opening a sentence.
local function Colour(side) return (COLOURS[side]:gsub("^%l", string.upper)) end

-- What a shot did: the rings it dropped (shooters apart), split into the side's own, the other
-- side's and the black, and what became of the shooter. Rings that jumped the board go back near
-- the centre at once (`respot`).
local function what_dropped(ruling, report, respot)
  local shooter = shooter_of(ruling.memo, ruling.seat)
  local is_shooter = function(id) return id > SHOOTER_BASE end
  local shot = { dropped = {}, own = {}, theirs = 0, black = false }
  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" then
      if event.piece == shooter then
        shot.shooter_pocketed = true
      elseif not is_shooter(event.piece) then
        shot.dropped[#shot.dropped + 1] = event.piece
      end
    elseif event.type == "off_board" then
      if event.piece == shooter then
        shot.shooter_off = true
      elseif not is_shooter(event.piece) then
        respot(event.piece)
        ruling.say("A ring jumped the board: it goes back as near the centre as it fits.")
      end
    end
  end
  return shot
end

local function sort_dropped(ruling, shot)
  for _, id in ipairs(shot.dropped) do
    if id == BLACK then
      shot.black = true
    elseif parlor.piece(ruling.state, id).owner == ruling.team then
      shot.own[#shot.own + 1] = id
    else
      shot.theirs = shot.theirs + 1
    end
  end
end

-- Naming (carroms-1901-named-ring): unless the named ring dropped, the other rings of the
-- shooter's colour and the black that dropped go back to the centre, and the turn passes.
-- Fouls are ruled as without naming.
local function rule_naming(ruling, action, shot, respot)
  local name = ruling.name
  if parlor.contains(shot.dropped, (action.call or {}).piece) then
    ruling.say(name .. " named it and made it.")
    return
  end
  local returned = 0
  for _, id in ipairs(shot.dropped) do
    if id == BLACK or parlor.piece(ruling.state, id).owner == ruling.team then
      respot(id)
      returned = returned + 1
    end
  end
  ruling.say("The named ring did not drop: " .. name .. "'s turn is over.")
  if returned > 0 then
    ruling.say("Not the named ring: the " .. parlor.plural(returned, "ring") .. " of " .. name .. "'s that dropped " .. parlor.verb(returned, "goes", "go") .. " back to the centre.")
  end
  shot.own, shot.black, shot.missed_name = {}, false, true
end

-- Cushion shots (carroms-1901-cushion-shots): the shooter touching a ring that lay behind the
-- shooter's base line before it has touched a cushion is a foul.
local function uncushioned(ruling, report)
  return lines.direct_hit(report, SHOOTER_BASE + ruling.seat, lines.set(ruling.memo.guarded)) ~= nil
end

-- A foul ends the turn: the side's own rings dropped go back, the other side's stay down, and
-- the black dropped (or else one of the side's pocketed rings) goes back as the forfeit.
-- Forfeit: one of the side's rings already pocketed (not on this shot) goes back.
local function forfeit_one(ruling, shot, respot)
  local side = ruling.team
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.owner == side and piece.kind == "ring" and piece.status == "pocketed"
        and not parlor.contains(shot.dropped, piece.id) then
      respot(piece.id)
      ruling.say("Forfeit: one of the " .. COLOURS[side] .. " rings already pocketed goes back to the centre.")
      return
    end
  end
  ruling.say(Colour(side) .. " have no pocketed ring to forfeit.")
end

local function rule_foul(ruling, shot, why, respot)
  local side, name = ruling.team, ruling.name
  ruling.pass()
  if why then
    ruling.say(why .. ": a foul, and " .. name .. "'s turn is over.")
  else
    ruling.say((shot.shooter_pocketed and "Shooter pocketed" or "Shooter off the board") .. ": a foul, and " .. name .. "'s turn is over.")
  end
  for _, id in ipairs(shot.own) do respot(id) end
  if #shot.own > 0 then
    ruling.say("The " .. parlor.plural(#shot.own, "ring") .. " of " .. COLOURS[side] .. " dropped on that shot " .. parlor.verb(#shot.own, "goes", "go") .. " back to the centre.")
  end
  if shot.theirs > 0 then
    ruling.say("The " .. parlor.plural(shot.theirs, "opposing ring") .. " dropped on that shot " .. parlor.verb(shot.theirs, "stays", "stay") .. " down: they are never put back.")
  end
  if shot.black then
    respot(BLACK)
    ruling.say("The black dropped on the foul: it goes back to the centre as the forfeit, and scores nothing.")
    return
  end
  forfeit_one(ruling, shot, respot)
end

-- A fair shot: the black scores 5; the side shoots again if its colour dropped.
local function rule_fair_shot(ruling, shot)
  local side, name = ruling.team, ruling.name
  if shot.black then
    ruling.score(side, values.black, "black pocketed")
    ruling.say(name .. " pocketed the black: " .. parlor.signed(values.black) .. " for " .. COLOURS[side] .. ".")
  end
  if shot.theirs > 0 then
    ruling.say(parlor.plural(shot.theirs, "opposing ring") .. " dropped: " .. parlor.verb(shot.theirs, "it stays", "they stay") .. " down.")
  end
  if #shot.own > 0 then
    ruling.say(name .. " dropped " .. parlor.plural(#shot.own, "ring") .. " of " .. COLOURS[side] .. " and shoots again.")
    return
  end
  ruling.pass()
  if shot.missed_name then
    -- The turn's end is already said.
  elseif shot.theirs > 0 then
    ruling.say("Only opposing rings dropped: " .. name .. "'s turn is over.")
  elseif shot.black then
    ruling.say("The black alone does not keep the turn: " .. name .. "'s turn is over.")
  else
    ruling.say("No ring of " .. COLOURS[side] .. " dropped: the turn passes.")
  end
end

-- The inning ends once a colour is cleared and the black is down: the side that cleared first
-- scores `values.clearing` (1) for every opposing ring left, then the target decides or a new
-- inning is laid out.
local function rule_inning_end(ruling)
  local state, memo, side = ruling.state, ruling.memo, ruling.team
  local left = carroms.left_on_board(ruling)
  if memo.cleared and left[memo.cleared] > 0 then memo.cleared = nil end
  if not memo.cleared then
    if left[side] == 0 then memo.cleared = side
    elseif left[3 - side] == 0 then memo.cleared = 3 - side end
  end
  if not memo.cleared then return end
  if ruling.status[BLACK] == "board" then
    if not state.memo.cleared then
      ruling.say(Colour(memo.cleared) .. " have cleared their colour, but the black is still on the board: play goes on until it is pocketed.")
    end
    return
  end
  local cleared = memo.cleared
  local bonus = left[3 - cleared]
  local per_ring = changes(state).per_ring or values.clearing
  ruling.score(cleared, bonus * per_ring, "opposing rings left")
  ruling.say(Colour(cleared) .. " cleared their colour first: " .. parlor.signed(per_ring) .. " for each of the " .. parlor.plural(bonus, "opposing ring") .. " left on the board.")
  ruling.end_round()
  local totals = ruling.totals
  ruling.say("Inning " .. state.round .. " is over: red " .. totals[1] .. ", green " .. totals[2] .. ".")
  local winner = ruling.leader_at(memo.target)
  if winner then
    ruling.win(winner, Colour(winner) .. " reach " .. memo.target .. " and win the match.")
    return
  end
  if totals[1] >= memo.target then
    ruling.say("Level at or above the target: another inning decides it.")
  end
  memo.breaker = parlor.next_seat(memo.breaker, #state.seats)
  memo.cleared = nil
  ruling.end_round(memo.breaker, inning_layout(state, #state.seats, memo))
  ruling.say("New inning: the rings are laid out again and " .. state.seats[memo.breaker].name .. " breaks.")
end

-- For cushion shots: the rings behind the next shooter's base line as the next shot starts
-- (none once the inning is over; rings put back on this shot are not).
local function guard(ruling, respotted)
  local guarded = {}
  if not ruling.verdict.round_over then
    for _, piece in ipairs(ruling.state.pieces) do
      if piece.kind == "ring" and ruling.status[piece.id] == "board" and not respotted[piece.id]
          and behind_line(piece.position, ruling.verdict.next, #ruling.state.seats) then
        guarded[#guarded + 1] = piece.id
      end
    end
  end
  ruling.memo.guarded = guarded
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local memo = ruling.memo
  local respotted = {}
  local respot = function(id)
    ruling.respot(id)
    respotted[id] = true
  end
  local shot = what_dropped(ruling, report, respot)
  local shooter = shooter_of(memo, ruling.seat)
  local lost_shooter = shot.shooter_pocketed or shot.shooter_off
  -- Every shot starts from the base line, so the shooter comes back to hand; a travelling one
  -- only when it is lost.
  if lost_shooter or not memo.travelling then ruling.set(shooter, "hand") end
  sort_dropped(ruling, shot)
  if memo.named and not lost_shooter then rule_naming(ruling, action, shot, respot) end
  local why
  if memo.cushion and uncushioned(ruling, report) then
    why = "The shooter touched a ring behind " .. ruling.name .. "'s base line without touching a cushion first"
  elseif memo.travelling and game.barred_direct_hit(ruling, action, report) then
    why = "A direct shot at a ring of " .. COLOURS[ruling.team] .. " with shooter and ring both at one side's line or beyond it"
  end
  if lost_shooter or why then
    rule_foul(ruling, shot, not lost_shooter and why or nil, respot)
  else
    rule_fair_shot(ruling, shot)
    if memo.travelling and lines.first_touched(report, shooter) == nil then
      ruling.say("The shooter touched no ring at all: " .. ruling.name .. " pays a forfeit.")
      forfeit_one(ruling, shot, respot)
    end
  end
  rule_inning_end(ruling)
  if memo.cushion then guard(ruling, respotted) end
  if memo.travelling then game.travel_on(ruling, lost_shooter, respotted) end
  return ruling.finish()
end

-- The sides (rails 1-4) whose line the ring or shooter at `at` touches or lies beyond.
local function sides_beyond(at)
  local sides = {}
  for rail = 1, 4 do
    if lines.beyond(at, "shooting-" .. rail, lines.touching_reach()) then sides[#sides + 1] = rail end
  end
  return sides
end

-- Traveling Carroms: whether the shooter went straight (before any cushion) at a ring of the
-- side's colour when both lay at the same side's line or beyond it (the shooter as placed, the
-- rings as the last ruling left them, `memo.beyond`).
function game.barred_direct_hit(ruling, action, report)
  local barred = {}
  for _, rail in ipairs(sides_beyond(action.placement or { x = 0, y = 0 })) do
    for _, entry in ipairs(ruling.memo.beyond or {}) do
      if parlor.contains(entry.sides, rail) then barred[entry.piece] = true end
    end
  end
  return lines.direct_hit(report, shooter_of(ruling.memo, ruling.seat), barred) ~= nil
end

-- Traveling Carroms, after a ruling: where the next shot starts (`memo.place`: "line" at a new
-- inning, "anywhere" after a lost shooter, else where it lies), and which of the next side's
-- rings lie at a line or beyond (`memo.beyond`; none put back by this ruling, which lie near the
-- centre).
function game.travel_on(ruling, lost_shooter, respotted)
  local memo = ruling.memo
  memo.place = (ruling.verdict.round_over and "line") or (lost_shooter and "anywhere") or nil
  memo.beyond = {}
  if ruling.verdict.round_over or ruling.verdict.outcome then return end
  local side = parlor.team_of(ruling.state, ruling.verdict.next)
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.kind == "ring" and piece.owner == side and ruling.status[piece.id] == "board" and not respotted[piece.id] then
      local sides = sides_beyond(piece.position)
      if #sides > 0 then memo.beyond[#memo.beyond + 1] = { piece = piece.id, sides = sides } end
    end
  end
end

-- A game built over this one (the 1901 variants): its id, name, summary and rules from `spec`
-- (the rest of its info is this game's), and `flags` put in the memo at set-up to switch on what
-- it adds (`named`, `cushion`, `travelling`); prompt and judge are this game's. `changed` holds
-- what the memo cannot (see `changes_by_game`): `layout` and `per_ring`.
function game.variant(spec, flags, changed)
  local variant = { info = carroms.info_of({ players = game.info.players, options = { game.info.options[2] } }),
                    prompt = game.prompt, judge = game.judge }
  for key, value in pairs(spec) do variant.info[key] = value end
  changes_by_game[variant.info.id] = changed
  function variant.setup(config)
    local state = game.setup(config)
    state.game = variant.info.id
    for key, value in pairs(flags) do state.memo[key] = value end
    state.pieces = inning_layout(state, #state.seats, state.memo)
    if state.memo.travelling then state.memo.place = "line" end
    return state
  end
  return variant
end

return game
