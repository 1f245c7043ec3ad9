-- Traveling Carroms played without sides, from the 1901 book: one shooter for all, and every
-- player pockets whatever rings he can; the most rings wins.
--
-- Catalogue id: traveling-carroms-1901-free-for-all. The rack is Carroms' and the travelling
-- shooter's places are Traveling Carroms' (this pack's carroms-100games.lua and carroms-1901.lua,
-- loaded as modules).

local carroms = require("carroms-100games")
local carroms_1901 = require("carroms-1901")

local SHOOTER = carroms_1901.shooter_of({ travelling = true }, 1)
local BLACK = carroms.BLACK
-- The rail each seat sits at, clockwise from seat 1 at the bottom.
local SIDES = { [2] = { 1, 3 }, [3] = { 1, 4, 3 }, [4] = { 1, 4, 3, 2 } }
local SEAT_COLOURS = { "tan", "yellow", "white", "black" }

local RULES = [[
Any number of players up to four, each for himself, with the red and green rings (and the black,
unless it is left out) mixed at the centre and one white shooter for everybody. A coin toss
decides who breaks, from his base line. After that the shooter stays wherever it comes to rest,
and each player shoots it from there. Every ring you pocket, whatever its colour, is yours: a
point each. You keep shooting while each shot pockets a ring; a shot that pockets none ends your
turn, and the next player (to the left) shoots from where the shooter lies.

The forfeits of Traveling Carroms apply: a shot whose shooter touches no ring costs you one of
the rings you have pocketed (it goes back to the centre, its point off). A shooter pocketed or
knocked off the board ends your turn, the rings it dropped go back to the centre uncounted, and
you forfeit a ring as well; the next player puts the shooter down on, or behind, the straight
line of any side. A ring knocked off the board goes back as near the centre as it fits.

The round is over when every ring is pocketed; whoever has pocketed the most wins. For a longer
game, play several rounds (the option) and keep score: the highest total wins.

Parlor's decisions where the book is unclear ("varying where necessary"):
- The black, when played, is a ring like the others: 1 point.
- The rule against direct shots at your own colour does not apply: no colour is anybody's own.
- A shot that touches no ring and also loses the shooter costs one forfeit, not two. A player
  with no ring pocketed owes nothing.
- Each round is broken by the next player to the left of the last round's breaker.
- Equal highest totals at the end are a draw.
]]

local game = {
  info = carroms.info_of({
    id = "traveling-carroms-1901-free-for-all", book = "1901 book", name = "Traveling Carroms (1901), everyone for himself",
    players = { 2, 3, 4 }, target = false,
    summary = "One shooter for all, played from where it stops; pocket any ring you can, the most rings wins.",
    rules = RULES,
    options = {
      { key = "rounds", label = "Rounds", default = 1 },
      { key = "black", label = "Play with the black ring", default = true },
    },
  }),
}

-- The count, as data: the judge and its sentences read these, and a house rule changes them
-- (`values = { ring = 2 }`).
game.values = {
  ring = 1,      -- each ring pocketed, whatever its colour (the black too)
  forfeit = 1,   -- the ring forfeited for a lost shooter or a shot touching no ring
}
local values = game.values

-- A round's layout: Carroms' rack with every ring nobody's, the one shooter in hand and the
-- other seats' set aside.
local function layout(seats, with_black)
  local pieces = carroms.rack(seats, with_black and "board" or "aside")
  for _, piece in ipairs(pieces) do
    if piece.kind == "ring" then piece.owner = nil end
    if piece.kind == "shooter" then
      piece.owner = nil
      if piece.id ~= SHOOTER then piece.status = "aside" end
    end
  end
  return pieces
end

function game.setup(config)
  local count = #config.seats
  local seats, scores = {}, {}
  for seat = 1, count do
    seats[seat] = { name = config.seats[seat].name, team = seat, colour = SEAT_COLOURS[seat] }
    scores[seat] = 0
  end
  local first = parlor.draw(config.seed, count)
  local with_black = parlor.option(config, "black", true)
  return {
    game = game.info.id, board = "carrom", seats = seats, pieces = layout(count, with_black), scores = scores,
    turn = first, round = 1,
    memo = { place = "line", breaker = first, black = with_black, rounds = parlor.option(config, "rounds", 1) },
  }
end

function game.prompt(state)
  local seat = state.turn
  local from, said = carroms_1901.travelling_from(state, "shooting-" .. SIDES[#state.seats][seat])
  -- The score, in points: the rings a player holds now are another count (the totals run on over
  -- the rounds, and `values` may make a ring worth other than 1).
  return { seat = seat, kind = { type = "shoot", piece = SHOOTER, from = from },
           message = state.seats[seat].name .. " (" .. parlor.plural(state.scores[seat], "point") .. "): " .. said .. "." }
end

-- Once no ring is left the round is over: another is laid out, or the totals decide.
local function round_end(ruling)
  local state, memo = ruling.state, ruling.memo
  local left = ruling.count(function(piece, status) return piece.kind == "ring" and status == "board" end)
  if left > 0 then return end
  ruling.end_round()
  if state.round >= memo.rounds then
    ruling.end_on_totals(memo.rounds == 1 and "Every ring is pocketed" or "The last round is over")
    return
  end
  memo.breaker = parlor.next_seat(memo.breaker, #state.seats)
  memo.place = "line"
  ruling.end_round(memo.breaker, layout(#state.seats, memo.black))
  ruling.say("Round " .. state.round .. " is over; " .. state.seats[memo.breaker].name .. " breaks the next.")
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local memo = ruling.memo
  local dropped, lost, touched = {}, nil, false
  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" and event.piece == SHOOTER then
      lost = "Shooter pocketed"
    elseif event.type == "off_board" and event.piece == SHOOTER then
      lost = "Shooter off the board"
    elseif event.type == "pocketed" and not parlor.contains(dropped, event.piece) then
      dropped[#dropped + 1] = event.piece
    elseif event.type == "off_board" then
      ruling.respot(event.piece)
      ruling.say("A ring jumped the board: it goes back as near the centre as it fits.")
    elseif event.type == "contact" and (event.a == SHOOTER or event.b == SHOOTER) then
      touched = true
    end
  end
  memo.place = nil
  if lost then
    ruling.set(SHOOTER, "hand")
    memo.place = "anywhere"
    ruling.pass()
    ruling.say(lost .. ": " .. ruling.name .. "'s turn is over.")
    for _, id in ipairs(dropped) do ruling.respot(id) end
    if #dropped > 0 then
      ruling.say("The " .. parlor.plural(#dropped, "ring") .. " dropped on that shot " .. parlor.verb(#dropped, "goes", "go") .. " back to the centre, uncounted.")
    end
    carroms.forfeit_pocketed(ruling, dropped, true, values.forfeit)
  elseif #dropped > 0 then
    for _, id in ipairs(dropped) do ruling.edit({ op = "owner", piece = id, owner = ruling.seat }) end
    ruling.score(ruling.seat, #dropped * values.ring, "rings pocketed")
    ruling.say(ruling.name .. " pocketed " .. parlor.plural(#dropped, "ring") .. " (" .. parlor.signed(#dropped * values.ring) .. ") and shoots again.")
  else
    ruling.pass()
    ruling.say("Nothing dropped: the turn passes.")
    if not touched then
      ruling.say("The shooter touched no ring at all: " .. ruling.name .. " pays a forfeit.")
      carroms.forfeit_pocketed(ruling, dropped, true, values.forfeit)
    end
  end
  round_end(ruling)
  return ruling.finish()
end

-- The book's own heading for this game, so the menu's search finds it by that too.
game.info.other_names = { "Traveling Carroms, no-score version" }
return game
