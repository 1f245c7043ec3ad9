-- Carroms, as the Carrom Company's modern rule book ("100 games" board) gives it.
--
-- Catalogue id: carroms-100games. Two players, red and green rings, the black ring wild.
-- This file is also a modding example: every rule is a few plain lines over the table.
-- It is this pack's module `carroms-100games` too: Call Carroms (call-carroms.lua) is this game
-- with every shot called, built over these functions rather than copied, and the pack's other
-- carrom games take their rack, set-up, info and count from it.

-- The centre cluster the rings are racked in, round the black (shared with parlor.pool's games).
local cluster = require("cluster")

local RINGS_PER_COLOUR = 12
local BLACK = 25
local SHOOTERS = { 26, 27 }          -- seat 1's and seat 2's white shooting rings
local COLOURS = { "red", "green" }   -- seat 1 plays red, seat 2 green
local LINES = { "shooting-1", "shooting-3" } -- seat 1 sits at rail 1, seat 2 opposite

local RULES = [[
Two players, one colour each: Red (first seat) and Green (second seat). The 24 coloured rings are
mixed in a cluster at the centre with the black ring in its middle. A coin toss decides who breaks.

Every shot is taken with your own white shooter placed on your shooting line (the straight line
nearest you, running pocket to pocket), never from where it stopped. You keep shooting while each
shot drops at least one ring of your colour; a shot that drops only your opponent's rings, or
nothing, ends your turn. Touching the shooter so that it moves at all counts as a shot.

Scoring: 1 point for each ring of your colour that is pocketed (your opponent's rings that you
pocket stay down and count for your opponent), 5 points for pocketing the black. The inning ends
when the black is down and one colour has been cleared; the player whose colour is cleared then
scores 1 point for every opponent ring still on the board.

Fouls:
- Shooter pocketed: your turn ends. Coloured rings dropped on that shot go back to the centre, and
  you forfeit one ring you had already pocketed (it goes back to the centre and its point comes
  off). If you have none, nothing is owed; if your only pocketed ring is the black, the black goes
  back but you keep its 5 points. If the black dropped together with the shooter, the black goes
  back to the centre and no other ring is owed.
- Shooter off the board: your turn ends, you forfeit a ring as above, and every ring dropped on
  that shot goes back on the board.
- A ring knocked off the board goes back as near the centre as it fits.

The match is played to 30 points (or the agreed target), counted at the end of each inning; the
higher total at or above the target wins. If the totals are level, another inning is played.

Parlor's decisions where the book is unclear:
- A shot that drops only the black (or the black with opponent rings) lets you keep shooting: the
  black is wild, so it counts as one of yours for continuing.
- The inning ends only when both have happened: the black is down AND one colour is cleared.
- The clearing bonus goes to the owner of the cleared colour, even if the last ring of it was
  dropped by the opponent (it is still credited to its owner).
- Rings put back on the board go as near the centre as they fit without moving other rings.
- The breaks alternate between the players from inning to inning.
- The target is checked at the end of each inning, not in the middle of one.
]]

local CALLS = [[
Calls (the option "Call every shot", the book's Call Carroms): before every shot you name a
ring and the pocket it should enter, by clicking them. If the called ring drops into the called
pocket, every ring of your colour that dropped on that shot counts and you shoot again. If it
does not, the rings of your colour (and the black) that dropped go back near the centre
uncounted and your turn is over; opponent rings that dropped still count for your opponent.
Parlor's decisions: you may call any ring of your colour still on the board, or the black (it
is wild); a called ring that drops into another pocket is treated as not made; fouls with the
shooter are ruled as without calls.
]]

local game = {}

-- A carrom game's `info` from `spec` (id, name, summary, rules, and whatever else differs): two
-- players in the carrom-pocket family, with the "Play to" option first (30 unless
-- `spec.target` says otherwise; none when it is false).
local function info(spec)
  local made = { family = "carrom-pocket", board = "carrom", players = { 2 }, options = {} }
  for key, value in pairs(spec) do made[key] = value end
  made.target = nil
  if spec.target ~= false then
    table.insert(made.options, 1, { key = "target", label = "Play to (points)", default = spec.target or 30 })
  end
  return made
end

game.info = info({
  id = "carroms-100games", book = "100 games book", name = "Carroms",
  summary = "Pocket your colour and the wild black with your shooter; 30 points wins.",
  rules = RULES .. "\n" .. CALLS,
  options = { { key = "call", label = "Call every shot (Call Carroms)", default = false } },
})

-- The rules without the paragraph on the call option, for games built over this one.
game.rules_without_calls = RULES

-- The side `seat` plays for: each player alone with two, partners sitting opposite with four.
local function side_of(seat, seats)
  if seats == 2 then return seat end
  return (seat - 1) % 2 + 1
end

-- The rack of an inning for `seats` players: the rings of the two colours mixed in the centre
-- cluster, the black on the centre spot with status `black` ("board", or "aside" when it is left
-- out), and seat s's white shooter in hand (id 25 + s: SHOOTERS with two players).
local function rack(seats, black)
  local pieces = {}
  local points = cluster.round_spot(2 * RINGS_PER_COLOUR)
  for i = 1, 2 * RINGS_PER_COLOUR do
    local side = (i % 2 == 1) and 1 or 2
    pieces[#pieces + 1] = { id = i, kind = "ring", colour = COLOURS[side], owner = side, position = points[i], status = "board" }
  end
  pieces[#pieces + 1] = { id = BLACK, kind = "ring", colour = "black", position = { x = 0, y = 0 }, status = black }
  for seat = 1, seats do
    pieces[#pieces + 1] = { id = BLACK + seat, kind = "shooter", colour = "white", owner = seat,
                            position = { x = 0, y = 0 }, status = "hand" }
  end
  return pieces
end

-- How many rings of each colour this ruling leaves on the board.
local function left_on_board(ruling)
  local left = { 0, 0 }
  -- One pass in a plain loop, not a count per side: this runs on every shot.
  local pieces, status = ruling.state.pieces, ruling.status
  for k = 1, math.maxinteger do
    local piece = pieces[k]
    if piece == nil then break end
    local side = piece.owner
    if (side == 1 or side == 2) and piece.kind == "ring" and status[piece.id] == "board" then
      left[side] = left[side] + 1
    end
  end
  return left
end

-- A new match of game `id` for `config` on the carrom board: the seats in their sides' colours,
-- the `pieces`, two sides at nought, `first` to break and the game's `memo`.
local function match(id, config, pieces, first, memo)
  local count = #config.seats
  local seats = {}
  for seat = 1, count do
    local side = side_of(seat, count)
    seats[seat] = { name = config.seats[seat].name, team = side, colour = COLOURS[side] }
  end
  return {
    game = id, board = "carrom", seats = seats, pieces = pieces,
    scores = { 0, 0 }, turn = first, round = 1, memo = memo,
  }
end

-- A new game built over Carroms, with its `info` from `spec` (as `info` makes it) and Carroms'
-- count, shared: a house rule's values change it for that game too.
local function built_over(spec)
  -- Its innings end and rack as Carroms' do, for house rules too.
  return { values = game.values, info = info(spec), new_round = game.new_round, layout = game.layout }
end

-- One ring `ruling.seat` has pocketed (a ring it owns, down, and not among `dropped`) goes back to
-- the centre and its `points` come off (1 unless given: the calling game's value); with `release`
-- the ring is nobody's again (the games where whoever pockets a ring owns it). Without one,
-- nothing is owed.
local function forfeit_pocketed(ruling, dropped, release, points)
  points = points or 1
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.kind == "ring" and piece.owner == ruling.seat and ruling.status[piece.id] == "pocketed"
        and not parlor.contains(dropped, piece.id) then
      ruling.respot(piece.id)
      if release then ruling.edit({ op = "owner", piece = piece.id }) end
      ruling.score(ruling.seat, -points, "forfeited ring")
      ruling.say(ruling.name .. " forfeits a ring: one they pocketed goes back to the centre (" .. parlor.signed(-points) .. ").")
      return
    end
  end
  ruling.say(ruling.name .. " has no pocketed ring to forfeit.")
end

-- Shared with the other carrom games of this pack (carroms-1901 and its variants, call-carroms,
-- spot-shots, bank-it, four-tries).
game.rack = rack
game.match = match
game.built_over = built_over
game.left_on_board = left_on_board
game.info_of = info
game.SHOOTERS = SHOOTERS
game.LINES = LINES
game.BLACK = BLACK
game.forfeit_pocketed = forfeit_pocketed

-- The opening layout of an inning; with one travelling shooter (`memo.travelling`), seat 2's is
-- set aside.
local function layout(memo)
  local pieces = rack(2, "board")
  if memo.travelling then pieces[#pieces].status = "aside" end
  return pieces
end

-- The shooter `seat` plays: his own, or the one travelling shooter.
local function shooter_of(memo, seat)
  return memo.travelling and SHOOTERS[1] or SHOOTERS[seat]
end

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  return match(game.info.id, config, layout({}), first, {
    target = parlor.option(config, "target", 30),
    breaker = first,
    black_by = 0,   -- the seat that holds the black's 5 points this inning (0: nobody)
    call = parlor.option(config, "call", false),
  })
end

function game.prompt(state)
  local seat = state.turn
  local line = parlor.line(LINES[seat])
  local kind = { type = "shoot", piece = SHOOTERS[seat], from = { type = "segment", a = line.a, b = line.b, tolerance = 0 } }
  local message = state.seats[seat].name .. " (" .. COLOURS[seat] .. "): place your shooter on your line and shoot."
  if state.memo.call then
    -- Any ring of the shooter's colour still on the board, or the wild black.
    local callable = {}
    for _, piece in ipairs(state.pieces) do
      if piece.status == "board" and (piece.id == BLACK or (piece.kind == "ring" and piece.owner == seat)) then
        callable[#callable + 1] = piece.id
      end
    end
    kind.call = { pieces = callable, pocket = true }
    message = state.seats[seat].name .. " (" .. COLOURS[seat] .. "): call a ring and a pocket, then shoot from your line."
  end
  return { seat = seat, kind = kind, message = message }
end

-- The worth of each thing that scores, as data: the judge and its sentences read these, and a
-- house rule changes them with `values = { black = 10 }` (see docs/lua-api.md).
game.values = {
  ring = 1,       -- each ring of your colour pocketed
  black = 5,      -- the black pocketed
  clearing = 1,   -- each opponent ring left when your colour is cleared
  forfeit = 1,    -- each ring forfeited for losing the shooter
}
local values = game.values

local function other(seat) return 3 - seat end

-- What a shot did: the rings it dropped (own shooter apart), and what became of the shooter.
-- Rings that jumped the board go back near the centre at once.
local function what_dropped(ruling, report)
  local shooter = shooter_of(ruling.memo, ruling.seat)
  local shot = { dropped = {}, own = 0, theirs = 0, black = false }
  -- Each event's type read and tested once, in a plain loop that stops where `ipairs` would: a
  -- computer player's search runs this on every shot it tries, and a break makes fifty events.
  local events = report.events or {}
  for k = 1, math.maxinteger do
    local event = events[k]
    if event == nil then break end
    local kind = event.type
    if kind == "pocketed" then
      if event.piece == shooter then
        shot.shooter_pocketed = true
      elseif not parlor.contains(SHOOTERS, event.piece) then
        shot.dropped[#shot.dropped + 1] = event.piece
      end
    elseif kind == "off_board" then
      if event.piece == shooter then
        shot.shooter_off = true
      elseif not parlor.contains(SHOOTERS, event.piece) then
        ruling.respot(event.piece)
        ruling.say("A ring jumped the board: it goes back as near the centre as it fits.")
      end
    end
  end
  for _, id in ipairs(shot.dropped) do
    if id == BLACK then shot.black = true
    elseif parlor.piece(ruling.state, id).owner == ruling.seat then shot.own = shot.own + 1
    else shot.theirs = shot.theirs + 1 end
  end
  return shot
end

-- Calls: unless the called ring went into the called pocket, the shooter's own rings and the
-- black that dropped go back uncounted, and the turn passes (shooter fouls are ruled apart).
local function rule_call(ruling, action, report, shot)
  local call = action.call or {}
  if parlor.happened(report, "pocketed", call.piece, call.pocket) then
    ruling.say(ruling.name .. " called it and made it: the ring dropped into pocket " .. call.pocket .. ".")
    return
  end
  local returned = 0
  for _, id in ipairs(shot.dropped) do
    if id == BLACK or parlor.piece(ruling.state, id).owner == ruling.seat then
      ruling.respot(id)
      returned = returned + 1
    end
  end
  ruling.say("The called ring did not drop into pocket " .. tostring(call.pocket) .. ": the call is missed.")
  if returned > 0 then
    ruling.say("Uncalled: the " .. parlor.plural(returned, "ring") .. " of " .. ruling.name .. "'s that dropped "
      .. parlor.verb(returned, "goes", "go") .. " back to the centre, uncounted.")
  end
  shot.own, shot.black = 0, false
end

-- Forfeit one ring the seat had already pocketed (not one dropped on this shot).
local function forfeit(ruling, shot)
  local name = ruling.name
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.owner == ruling.seat and piece.kind == "ring" and piece.status == "pocketed"
        and not parlor.contains(shot.dropped, piece.id) then
      ruling.respot(piece.id)
      ruling.score(ruling.seat, -values.forfeit, "forfeited ring")
      ruling.say(name .. " forfeits a ring: one of their pocketed rings goes back to the centre ("
        .. parlor.signed(-values.forfeit) .. ").")
      return
    end
  end
  if ruling.memo.black_by == ruling.seat and not parlor.contains(shot.dropped, BLACK) then
    ruling.respot(BLACK)
    ruling.memo.black_by = 0
    ruling.say(name .. " has only the black to forfeit: it goes back to the centre, and they keep its " .. parlor.plural(values.black, "point") .. ".")
    return
  end
  ruling.say(name .. " has no pocketed ring to forfeit.")
end

-- A lost shooter ends the turn; what dropped goes back, and a ring is forfeited.
local function rule_foul(ruling, shot)
  ruling.pass()
  local lost = (shot.shooter_pocketed and "Shooter pocketed") or (shot.shooter_off and "Shooter off the board")
    or "A direct shot from the line at a ring of " .. ruling.name .. "'s own on or behind it"
  ruling.say(lost .. ": " .. ruling.name .. "'s turn is over.")
  local returned = 0
  for _, id in ipairs(shot.dropped) do
    if id ~= BLACK then ruling.respot(id); returned = returned + 1 end
  end
  if returned > 0 then
    ruling.say("The " .. parlor.plural(returned, "ring") .. " dropped on that shot " .. parlor.verb(returned, "goes", "go") .. " back to the centre, uncounted.")
  end
  if shot.black then ruling.respot(BLACK) end
  if shot.black and shot.shooter_pocketed then
    ruling.say("Shooter and black pocketed together: the black goes back to the centre and no ring is owed.")
    return
  end
  if shot.black then ruling.say("The black dropped on that shot goes back to the centre, uncounted.") end
  forfeit(ruling, shot)
end

-- A fair shot scores what dropped; it shoots again if its colour or the wild black dropped.
-- Returns the sentence saying so, said last unless the inning ends.
local function rule_fair_shot(ruling, shot)
  local seat, name = ruling.seat, ruling.name
  local opponent = other(seat)
  if shot.own > 0 then
    ruling.score(seat, shot.own * values.ring, "own rings pocketed")
    ruling.say(name .. " pocketed " .. parlor.plural(shot.own, "ring") .. " of their colour: " .. parlor.signed(shot.own * values.ring) .. ".")
  end
  if shot.theirs > 0 then
    ruling.score(opponent, shot.theirs * values.ring, "rings pocketed for them")
    ruling.say(parlor.plural(shot.theirs, "opponent ring") .. " dropped: they stay down and count for "
      .. ruling.state.seats[opponent].name .. " (" .. parlor.signed(shot.theirs * values.ring) .. ").")
  end
  if shot.black then
    ruling.score(seat, values.black, "black pocketed")
    ruling.memo.black_by = seat
    ruling.say(name .. " pocketed the black: " .. parlor.signed(values.black) .. ".")
  end
  if shot.own > 0 or shot.black then
    return name .. " dropped " .. (shot.own > 0 and "their colour" or "the wild black") .. " and shoots again."
  end
  ruling.pass(opponent)
  ruling.say(shot.theirs > 0 and "Only opponent rings dropped: " .. name .. "'s turn is over."
    or "Nothing of " .. name .. "'s dropped: the turn passes.")
end

-- The inning ends once the black is down and a colour is cleared: the cleared colour's owner
-- scores for every opponent ring left, then the target decides or a new inning is racked.
local function rule_inning_end(ruling)
  local state, memo = ruling.state, ruling.memo
  local left = left_on_board(ruling)
  if ruling.status[BLACK] == "board" or (left[1] > 0 and left[2] > 0) then return false end
  for cleared = 1, 2 do
    if left[cleared] == 0 then
      local bonus = left[other(cleared)]
      ruling.score(cleared, bonus * values.clearing, "clearing bonus")
      ruling.say(state.seats[cleared].name .. " cleared their colour: " .. parlor.signed(values.clearing)
        .. " for each of the " .. parlor.plural(bonus, "opponent ring") .. " left on the board.")
    end
  end
  game.new_round(ruling)
  return true
end

-- Closes the inning: the target decides the match, or the rings are racked again and the other
-- seat breaks. Whether the match is over. A house rule ends an inning this way too
-- (`ruling.new_round()`), as it racks with `ruling.rack()` (`game.layout`).
function game.new_round(ruling)
  local state, memo = ruling.state, ruling.memo
  local totals = ruling.totals
  ruling.end_round()
  ruling.say("Inning " .. state.round .. " is over: " .. state.seats[1].name .. " " .. totals[1] .. ", " .. state.seats[2].name .. " " .. totals[2] .. ".")
  local winner = ruling.leader_at(memo.target)
  if winner then
    ruling.win(winner, state.seats[winner].name .. " reaches " .. memo.target .. " and wins the match.")
    return true
  end
  if totals[1] >= memo.target and totals[1] == totals[2] then
    ruling.say("Level at or above the target: another inning decides it.")
  end
  memo.breaker = other(memo.breaker)
  memo.black_by = 0
  ruling.end_round(memo.breaker, layout(memo))
  ruling.say("New inning: the rings are racked again and " .. state.seats[memo.breaker].name .. " breaks.")
  return false
end

function game.layout(ruling) return layout(ruling.memo) end

-- The ruling on a shot. Travelling Carroms (one shooter, `memo.travelling`) hands in what it read
-- from the report as `memo.travel`, for this call only: `barred` (a direct shot from the line at
-- one of the shooter's own rings on or behind it: a foul like a lost shooter) and `missed` (no ring
-- touched: a ring forfeited).
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local memo = ruling.memo
  local travel = memo.travel
  memo.travel = nil
  local shot = what_dropped(ruling, report)
  local lost_shooter = shot.shooter_pocketed or shot.shooter_off
  -- Every shot starts from the line, so the shooter comes back to hand; a travelling one only
  -- when it is lost.
  if lost_shooter or not memo.travelling then ruling.set(shooter_of(memo, ruling.seat), "hand") end
  if travel then shot.barred, shot.missed = travel.barred, travel.missed end
  if memo.call and not lost_shooter then rule_call(ruling, action, report, shot) end
  local shoots_again
  if lost_shooter or shot.barred then
    rule_foul(ruling, shot)
  else
    shoots_again = rule_fair_shot(ruling, shot)
    if shot.missed then
      ruling.say("The shooter touched no ring at all: " .. ruling.name .. " forfeits a ring.")
      forfeit(ruling, shot)
    end
  end
  if not rule_inning_end(ruling) and shoots_again then ruling.say(shoots_again) end
  return ruling.finish()
end


return game
