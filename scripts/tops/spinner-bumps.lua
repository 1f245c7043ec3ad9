-- Spinner Bumps, a spinning-top game of the Carrom Company's modern rule book, on the carrom
-- side: three tops spun as near a lone pin as they will go, a point for every touch, until the
-- pin falls.
--
-- Catalogue id: spinner-bumps. Two players.

local tops = require("tops")         -- what this pack's top games share

local PIN = 1
local TOPS = { 2, 3, 4 }             -- spun in this order each turn; 4 is the green one
local INNINGS = 5

local RULES = [[
Two players share three spinning tops: two plain ones and the green one. A ten pin stands on the
centre spot of the square (carrom) side of the board.

On your turn you spin the three tops one at a time from the shooting line in front of you, each
to spin as near the pin as it can without knocking it over. Every touch between a top and the pin
scores 1, including the little touches as a top wobbles to a halt. If the pin is knocked over,
the scoring stops there and your turn passes: the touches made before it fell still count, and
the tops you have not spun yet are not spun.

Both players' turns make an inning, and the pin is stood up again for each turn. After five
innings the higher total wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- A touch is one new contact: the top must come at least a millimetre clear of the pin before
  touching it again counts as another. Touches count while the top spins and while it wobbles to
  rest.
- The touches made before the pin fell count, on that spin and the earlier ones of the turn; the
  touch that knocked it over counts too.
- Each top is picked up once it has come to rest, so it never gets in the next one's way.
- Who opens is drawn by lot (from the match seed). Equal totals after five innings are a draw.]]

local game = tops.game({
  id = "spinner-bumps", book = "100 games book", name = "Spinner Bumps", board = "carrom", players = { 2 },
  summary = "Spin three tops as near a lone pin as you dare: a point a touch, until the pin falls.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- The count, as data: the judge and its sentences read it, and a house rule changes it
-- (`values = { touch = 2 }`).
game.values = {
  touch = 1,   -- each touch between a top and the pin, until it falls
}
local values = game.values

local function top_name(id) return tops.name_of(TOPS, id) end

local function centre() return { x = board.spots.centre.x, y = board.spots.centre.y } end

function game.setup(config)
  local pieces = { { id = PIN, kind = "pin", colour = "white", position = centre(), status = "board" } }
  return tops.setup(game.info.id, "carrom", config, tops.in_hand(TOPS, pieces), tops.spinning)
end

function game.prompt(state)
  local seat = state.turn
  local top = TOPS[state.memo.spun + 1]
  return {
    seat = seat,
    kind = { type = "shoot", piece = top, from = tops.seat_line(seat, #state.seats) },
    message = state.seats[seat].name .. ": spin " .. top_name(top) .. " of 3 from your line, as near the pin as you dare (inning "
      .. state.round .. " of " .. INNINGS .. ").",
  }
end

-- Every touch of the pin scores (`values.touch`) until it falls; its fall, or the third top,
-- ends the turn.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local name, memo = ruling.name, ruling.memo
  local top = TOPS[memo.spun + 1]

  -- When the pin first fell, if it did: a report that names its fall again later does not
  -- stretch the scoring past the first.
  local fell_at = nil
  for _, event in ipairs(parlor.events(report, "fell")) do
    if event.piece == PIN and (fell_at == nil or event.time < fell_at) then fell_at = event.time end
  end
  local touches = 0
  for _, event in ipairs(parlor.events(report, "bump")) do
    if event.piece == top and event.other == PIN and (fell_at == nil or event.time <= fell_at) then
      touches = touches + 1
    end
  end
  ruling.score(ruling.seat, touches * values.touch, "touches")
  ruling.set(top, "hand")

  memo.spun = memo.spun + 1
  local over = memo.spun == #TOPS
  if fell_at then
    ruling.say(name .. ": " .. top_name(top) .. " touches the pin " .. tops.times(touches) .. " and knocks it over: the scoring stops and the turn passes.")
    over = true
  else
    ruling.say(name .. ": " .. top_name(top) .. " touches the pin " .. tops.times(touches) .. ": " .. parlor.plural(values.touch, "point") .. " a touch.")
  end
  if over then
    -- The next turn starts with the pin standing (the tops not spun are still in hand).
    tops.rerack(ruling, PIN, centre)
    memo.spun = 0
    -- The totals are touches while a touch scores 1, else points.
    local words = { after = "After " .. INNINGS .. " innings", leads = "has the highest total",
                    shared = "the highest total (%d) is shared" }
    if values.touch == 1 then words.leads, words.shared = "has the most touches", "the most touches (%d) are shared" end
    tops.pass_turn(ruling, INNINGS, words)
  end
  return ruling.finish()
end

return game
