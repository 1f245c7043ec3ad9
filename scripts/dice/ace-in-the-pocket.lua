-- Ace in the Pocket, on the carrom side: one die, two rings each. An ace sends one of your rings
-- into the pocket, a six hands one to the player on your left; whoever is left holding the last
-- ring when the pocket has closed, and cannot throw a six, loses.
--
-- Catalogue id: ace-in-the-pocket. Two to four players; the die is thrown by the host.

local dice = require("dice")     -- what this pack's games share

local COLOURS = { "red", "green", "yellow", "blue" }
local POCKET = 1               -- the pocket that serves as "the pocket"
local SPACING = 0.036          -- between the centres of the rings a player holds
local CLOSED_THROWS = 3

-- The side each seat sits at (the rail, and so the shooting line, in front of him). Seats go
-- clockwise, so seat 2 sits on seat 1's left.
local SIDES = { [2] = { 1, 3 }, [3] = { 1, 4, 3 }, [4] = { 1, 4, 3, 2 } }

local RULES = [[
Any number from two to four players; each starts with two rings, laid on the shooting line in
front of him. Pocket 1 (front left of the first seat) is "the pocket". There is one die.

While the pocket is open, the players who still hold rings throw the die once each in turn,
going to the left; a player with no ring is passed over. An ace (1) puts one of the thrower's
rings into the pocket. A six hands one of his rings to the player on his left (who plays again
if he had none). Any other number does nothing. The pocket has the preference: while it is open,
a player holding a single ring who throws a six puts that ring into the pocket instead of handing
it on.

When every ring but one is in the pocket, the pocket closes. The holder of the last ring then
has three throws: a six hands the ring to the player on his left, who in turn has three throws.
The holder who fails to throw a six in his three throws loses the game.

Parlor's decisions where the book is unclear:
- The book's priority sentence ("an ACE, SIX") is read as above: with one ring in hand and the
  pocket open, a six goes to the pocket, not to the neighbour.
- A coin toss (drawn from the match seed) picks the first thrower.
- A six hands a ring to the player on the left even if he had got rid of all his rings: he is
  back in the game.
- The score beside each player counts the rings he has put into the pocket.
- The book names only a loser. With two players the other one wins. With three or four, the
  match is recorded as won by the player (not the loser) who put the most rings into the pocket;
  between equals, the one who got to that count first.
]]

local game = dice.game({
  id = "ace-in-the-pocket", book = "100 games book", name = "Ace in the Pocket",
  board = "carrom",
  players = { 2, 3, 4 },
  summary = "Throw aces to pocket your two rings and sixes to pass them left; don't be left holding the last one.",
  rules = RULES,
})

local function line_of(seat, seats)
  return parlor.line("shooting-" .. SIDES[seats][seat])
end

-- Place edits, given to `edit`, laying every ring still in play on the line in front of its
-- holder.
local function lay_out(owners, status, seats, edit)
  for seat = 1, seats do
    local held = {}
    for id = 1, 2 * seats do
      if owners[id] == seat and status[id] ~= "pocketed" then held[#held + 1] = id end
    end
    local line = line_of(seat, seats)
    local mx, my = (line.a.x + line.b.x) / 2, (line.a.y + line.b.y) / 2
    local dx, dy = line.b.x - line.a.x, line.b.y - line.a.y
    local length = math.sqrt(dx * dx + dy * dy)
    dx, dy = dx / length, dy / length
    for k, id in ipairs(held) do
      local offset = (k - (#held + 1) / 2) * SPACING
      edit({ op = "place", piece = id, at = { x = mx + dx * offset, y = my + dy * offset } })
    end
  end
end

function game.setup(config)
  local count = #config.seats
  local pieces, reached = {}, {}
  for seat = 1, count do
    for k = 1, 2 do
      pieces[#pieces + 1] = { id = 2 * (seat - 1) + k, kind = "ring", colour = COLOURS[seat],
                              owner = seat, position = { x = 0, y = 0 }, status = "board" }
    end
    reached[seat] = 0
  end
  -- Lay the rings out in front of their owners.
  local owners = {}
  for _, piece in ipairs(pieces) do owners[piece.id] = piece.owner end
  lay_out(owners, {}, count, function(edit) pieces[edit.piece].position = edit.at end)
  return dice.match(game.info, config, COLOURS, pieces, parlor.draw(config.seed, count),
    { closed = false, tries = 0, reached = reached })
end

function game.prompt(state)
  local seat = state.turn
  local name = state.seats[seat].name
  local message
  if state.memo.closed then
    local left = CLOSED_THROWS - state.memo.tries
    message = name .. ": the pocket is closed and you hold the last ring. Throw a six to pass it on ("
      .. parlor.plural(left, "throw") .. " left)."
  else
    local held = 0
    for _, piece in ipairs(state.pieces) do
      if piece.owner == seat and piece.status == "board" then held = held + 1 end
    end
    message = name .. ": throw the die (you hold " .. parlor.plural(held, "ring")
      .. "; an ace pockets one, a six passes one left)."
  end
  return { seat = seat, kind = { type = "roll", dice = 1 }, message = message }
end

-- The pocket closed: the holder of the last ring has three throws to pass it on with a six,
-- or loses; the winner is then who put the most rings into the pocket, the first there of equals.
local function rule_closed(ruling, value, pass_on, held)
  local state, memo, seat, name = ruling.state, ruling.memo, ruling.seat, ruling.name
  local seats, left = #state.seats, parlor.next_seat(ruling.seat, #state.seats)
  if value == 6 then
    pass_on(held[1])
    memo.tries = 0
    ruling.say("Six: " .. name .. " passes the last ring to " .. state.seats[left].name .. " on his left, who has three throws to get rid of it.")
    return
  end
  memo.tries = memo.tries + 1
  ruling.pass(seat)
  if memo.tries < CLOSED_THROWS then
    ruling.say(name .. " throws " .. value .. ", not a six: " .. parlor.plural(CLOSED_THROWS - memo.tries, "throw") .. " left to pass the last ring.")
    return
  end
  ruling.say(name .. " throws " .. value .. ": no six in three throws with the pocket closed, so " .. name .. " is left holding the last ring and loses.")
  local winner
  for other = 1, seats do
    if other ~= seat then
      local better = winner == nil
        or state.scores[other] > state.scores[winner]
        or (state.scores[other] == state.scores[winner] and memo.reached[other] < memo.reached[winner])
      if better then winner = other end
    end
  end
  if seats > 2 then
    ruling.win(winner, state.seats[winner].name .. " put the most rings into the pocket (" .. state.scores[winner] .. ") and is recorded as the winner.")
  else
    ruling.win(winner, state.seats[winner].name .. " wins.")
  end
end

-- The pocket open: an ace pockets a ring (so does a six with a single ring), a six hands one left.
local function rule_open(ruling, value, pass_on, held)
  local state, seat, name = ruling.state, ruling.seat, ruling.name
  local left = parlor.next_seat(seat, #state.seats)
  local pocket_one = function(why)
    ruling.set(held[#held], "pocketed")
    ruling.score(seat, 1, "ring into the pocket")
    ruling.memo.reached[seat] = state.shots + 1
    ruling.say(why)
  end
  if value == 1 then
    pocket_one("Ace: " .. name .. " puts one of his rings into the pocket (pocket " .. POCKET .. ").")
  elseif value == 6 and #held == 1 then
    pocket_one("Six with a single ring: while the pocket is open it has the preference, so " .. name .. "'s ring goes into the pocket rather than to his left.")
  elseif value == 6 then
    pass_on(held[#held])
    ruling.say("Six: " .. name .. " hands one of his rings to " .. state.seats[left].name .. " on his left.")
  else
    ruling.say(name .. " throws " .. value .. ": only an ace or a six counts, so nothing happens.")
  end
end

-- Who throws next: with one ring left outside the pocket it closes and its holder throws;
-- otherwise the next player on the left who still holds a ring.
local function rule_next(ruling, owners)
  local state, memo, status = ruling.state, ruling.memo, ruling.status
  local seats = #state.seats
  local outside = {}
  for id = 1, 2 * seats do
    if status[id] ~= "pocketed" then outside[#outside + 1] = id end
  end
  if #outside == 1 then
    memo.closed = true
    memo.tries = 0
    local holder = owners[outside[1]]
    ruling.pass(holder)
    ruling.say("Every ring but one is in the pocket, so the pocket closes. " .. state.seats[holder].name
      .. " holds the last ring and has three throws to roll a six.")
    return
  end
  local next_seat = ruling.seat
  for _ = 1, seats do
    next_seat = parlor.next_seat(next_seat, seats)
    local has = false
    for _, id in ipairs(outside) do
      if owners[id] == next_seat then has = true end
    end
    if has then break end
  end
  ruling.pass(next_seat)
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, seats = ruling.seat, #state.seats
  ruling.pass()
  local value = dice.thrown(report)[1]
  local owners = {}
  for _, piece in ipairs(state.pieces) do owners[piece.id] = piece.owner end
  local held = {}
  for id = 1, 2 * seats do
    if owners[id] == seat and ruling.status[id] ~= "pocketed" then held[#held + 1] = id end
  end
  local function pass_on(id)
    owners[id] = parlor.next_seat(seat, seats)
    ruling.edit({ op = "owner", piece = id, owner = owners[id] })
  end
  if ruling.memo.closed then
    rule_closed(ruling, value, pass_on, held)
  else
    rule_open(ruling, value, pass_on, held)
    rule_next(ruling, owners)
  end
  lay_out(owners, ruling.status, seats, ruling.edit)
  return ruling.finish()
end

return game
