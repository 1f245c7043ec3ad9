-- Pin-a-Four 10 (1901), a Ringarang game on the Spider and Flies face: a pin on each numbered
-- spot, and at the word "Go" everybody spins at once from his own line at the pin on his left
-- across the board.
--
-- Catalogue id: pin-a-four-10-1901. Two players, or four in two sides of partners sitting
-- opposite.

local ringarang = require("ringarang")
local rounds = require("rounds")         -- the call of every ring in hand

local COLOURS = ringarang.COLOURS
local PINS = { 11, 12, 13, 14 }          -- on spots 1 to 4

local RULES = [[
Played on the Spider and Flies face of the board. A pin stands on each of the four numbered spots
in front of the pockets. Two play singly with two rings each, or four as two sides of partners
sitting opposite with one ring each. One player gives the word: at "Go" everybody spins every
ring at once, each from his own shooting line, aiming at the pin on his left on the far side of
the board. The rings may meet on the way.

Each pin felled by one of your side's rings scores 10 for your side, provided that ring does not
end in a pocket. A ring that ends in a pocket scores nothing and gives 5 to the other side. Then
the pins are set up again, the rings picked up, and the word passes to the left. The first side
to 50 points (or the agreed target) wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- Any pin your ring fells scores, not only the one you aim at. A pin felled by another falling
  pin scores for the ring that started it falling.
- A ring left out of the call (not spun with the others) counts nothing that round.
- A coin toss (drawn from the match seed) decides who gives the first word.
- The total is checked after every round; both sides past the target with equal totals play on.]]

local game = ringarang.game({
  id = "pin-a-four-10-1901", book = "1901 book",
  name = "Pin-a-Four 10",
  board = "carrom-1901",
  summary = "At \"Go\" everybody spins at once at the pin on his left across the board: 10 a pin.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
}, 50)

-- The count, as data: the judge and its sentences read it, and a house rule changes it
-- (`values = { pin = 15 }`).
local values = {
  pin = 10,                 -- each pin felled by a ring that does not end in a pocket
  pocket = 5,               -- a ring that ends in a pocket, to the other side
}
game.values = values

-- The rings in hand, and pin k on spot k.
local function layout(seats)
  local spots = {}
  for k = 1, #PINS do spots[k] = board.spots["spot-" .. k] end
  return ringarang.rings_and_pins(seats, PINS, spots)
end

function game.setup(config)
  local state = ringarang.setup(game.info.id, "carrom-1901", config, 50)
  state.pieces = layout(#config.seats)
  return state
end

function game.prompt(state)
  return rounds.call_prompt(state, ringarang.line_region,
    " gives the word: everyone stands his rings on his own line and aims at the pin on his left across the board, then all spin at \"Go\" (spin is backspin).")
end

-- Each ring spun scores `values.pin` for every pin it felled, unless it ended in a pocket (then
-- it gives `values.pocket` away); then the pins stand again for the next word.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local say = ruling.say
  ruling.pass()
  local spun = { [report.shot] = true }
  for _, launch in ipairs(action.with or {}) do spun[launch.piece] = true end
  local fellers = ringarang.fellers(state, report)

  for _, piece in ipairs(state.pieces) do
    if piece.kind == "hoop" then
      local side = parlor.team_of(state, piece.owner)
      local who = rounds.ring_name(state, piece)
      if not spun[piece.id] then
        say(who .. " was not spun with the others: it counts nothing this round.")
      elseif parlor.happened(report, "pocketed", piece.id) then
        ruling.score(3 - side, values.pocket, "ring pocketed")
        say(who .. " ended in a pocket: nothing for it, and " .. values.pocket .. " to " .. COLOURS[3 - side] .. ".")
      else
        local pins = 0
        for _, pin in ipairs(PINS) do
          if fellers[pin] and fellers[pin].id == piece.id then pins = pins + 1 end
        end
        if pins > 0 then
          ruling.score(side, values.pin * pins, "pins felled")
          say(who .. " felled " .. parlor.plural(pins, "pin") .. ": " .. values.pin * pins .. " for " .. COLOURS[side] .. ".")
        end
      end
    end
  end

  ruling.verdict.round_over = true
  if not ringarang.check_win(ruling) then
    ruling.reset(layout(#state.seats))
    say("The pins are set up again; " .. state.seats[ruling.verdict.next].name .. " gives the next word.")
  end
  return ruling.finish()
end

return game
