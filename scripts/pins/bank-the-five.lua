-- Bank the Five, as the Carrom Company's modern rule book ("100 games" board) gives it.
--
-- Catalogue id: bank-the-five. Two players, each with their own white shooter. Five pins at the
-- centre, to be knocked down by bank shots only.

local pins = require("pins")     -- what this pack's pin games share

local CENTRE_PIN = 1            -- pin 1 at the centre, pins 2..5 at the corners of the square
local PINS = 5
local SHOOTERS = pins.SHOOTERS
local LINES = { "shooting-1", "shooting-3" } -- seat 1 at rail 1, seat 2 opposite
local INNINGS = 5
local SHOTS = 3

local RULES = [[
Five pins stand at the centre of the square (carrom) side of the board: one on the centre spot
and four at the corners of a square around it. Neighbouring corner pins are two checker squares
apart (8.9 cm), so each corner pin stands on the corner of a checker square diagonally next to
the centre (the book says only "two checker blocks apart"; we read it as the side of the square).

Each player has their own white shooter and shoots from their own shooting line (seat 1 the near
line, seat 2 the far one), as in Carroms. A turn is three shots, and every shot must be a bank
shot: the shooter must strike a cushion before it touches any pin.
- Pins knocked down by a bank shot are cleared away before the next shot and score.
- The centre pin knocked down alone, before any other pin of the turn has fallen: 3 points.
- Every other pin knocked down (a corner pin, or the centre pin together with others or after
  them): 1 point each.
- A shot that reaches a pin without first striking a cushion is not a bank shot: the pins it
  knocked down score nothing and are stood up again on their spots.
Your turn ends after the third shot, or sooner once all five are down. The five pins are set up
afresh for every turn. When both players have had their turn an inning is over; after five
innings the higher score wins, and equal scores are a tie.

Parlor's decisions where the book is unclear:
- "Two checker blocks apart" is the distance between neighbouring corner pins (see above).
- A bank shot is decided by the shooter alone: its first cushion must come before its first
  touch of a pin. A pin felled only by another falling pin belongs to the same shot and counts
  the same way.
- A coin toss decides who shoots first; that player leads every inning.
- There are no fouls: whatever happens to the shooter afterwards (pocketed, off the board) the
  pins count.
]]

local game = pins.game({
  id = "bank-the-five", book = "100 games book", name = "Bank the Five",
  summary = "Three bank shots a turn at five pins in the centre; the centre pin alone first is 3.",
  rules = RULES,
})

-- The count, as data: the judge and its sentences read these, and a house rule changes them
-- (`values = { centre = 5 }`).
game.values = {
  centre = 3,   -- the centre pin knocked down alone, before any other pin of the turn
  pin = 1,      -- every other pin knocked down by a bank shot
}
local values = game.values

local function spots()
  local s = board.squares.size
  return {
    { x = 0, y = 0 },
    { x = -s, y = -s }, { x = s, y = -s }, { x = s, y = s }, { x = -s, y = s },
  }
end

local plural, ordinal = parlor.plural, pins.ordinal

function game.setup(config)
  local colour_of = function(id) return id == CENTRE_PIN and "red" or "white" end
  return pins.setup(game.info.id, config, pins.layout(spots(), colour_of), { shot = 1 })
end

function game.prompt(state)
  return pins.innings_prompt(state, parlor.on_line(LINES[state.turn], 0), "of three bank shots. Strike a cushion before any pin.")
end

-- Whether the shooter struck a cushion before it first touched a pin (events are in time order).
local function is_bank_shot(report, shooter)
  for _, event in ipairs(report.events or {}) do
    if event.type == "rail" and event.piece == shooter then return true end
    if event.type == "contact" and (event.a == shooter or event.b == shooter) then
      local other = event.a == shooter and event.b or event.a
      if other >= 1 and other <= PINS then return false end
    end
    if event.type == "fell" and event.by == shooter then return false end
  end
  return false
end

-- Only a bank shot scores: each pin 1, the centre pin alone before any other 3 (`values`); fallen pins are
-- cleared, and the five stand again for the next turn.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, name, memo, say = ruling.seat, ruling.name, ruling.memo, ruling.say
  local shooter = SHOOTERS[seat]
  local at = spots()
  local down, standing, cleared_before, shot = pins.innings_shot(ruling, PINS)

  if #down == 0 then
    say(name .. "'s " .. ordinal(shot) .. " shot: no pin down.")
  elseif not is_bank_shot(report, shooter) then
    say("Not a bank shot: the shooter reached the pins without striking a cushion first, so the "
      .. plural(#down, "pin") .. " it knocked down score nothing and are stood up again.")
    pins.stand(ruling, down, at)
    standing = standing + #down
    down = {}
  elseif #down == 1 and down[1] == CENTRE_PIN and cleared_before == 0 then
    ruling.score(seat, values.centre, "centre pin alone first")
    say("Bank shot: the centre pin goes down alone before any other pin: " .. name .. " scores " .. values.centre .. ".")
  else
    ruling.score(seat, #down * values.pin, "pins felled")
    say("Bank shot: " .. plural(#down, "pin") .. " down, " .. plural(values.pin, "point") .. " each: " .. name .. " scores " .. #down * values.pin .. ".")
  end
  pins.clear(ruling, down)

  if standing > 0 and shot < SHOTS then
    memo.shot = shot + 1
    say(name .. " takes the " .. ordinal(shot + 1) .. " shot at the " .. plural(standing, "pin") .. " still standing.")
  else
    if standing == 0 then say("All five pins are down: " .. name .. "'s turn is over.") end
    pins.end_turn(ruling, at, {
      rack = "The five pins are", next_rack = "The five pins are", innings = INNINGS, played = "Five",
    })
  end
  return ruling.finish()
end

return game
