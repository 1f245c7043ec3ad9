-- Call Carroms: Carroms with every shot called.
--
-- Catalogue id: call-carroms. The book gives it as Carroms plus one rule, so this file is
-- Carroms (this pack's carroms-100games.lua, loaded as a module) with calls always on: a
-- variant is a few lines over its base game.

local carroms = require("carroms-100games")

local INTRO = [[
Call Carroms is Carroms with one rule added: before every shot you say which ring you are
playing and which pocket it will enter. Everything else is as in Carroms, below.

]]

local CALLS = [[

Calling: before every shot, click the ring you are playing (a ring of your colour, or the black)
and then the pocket it should enter. If that ring drops into that pocket, every ring of your
colour that dropped on the shot counts and you shoot again. If it does not, each ring of your
colour (and the black) that dropped goes back as near the centre as it fits, uncounted, and
your turn is over; your opponent's rings that dropped stay down and count for your opponent.

Parlor's decisions where the book is unclear:
- The black is wild, so it may be called like a ring of your colour.
- A called ring that drops into a different pocket is not made: it counts as uncalled.
- After a missed call the turn passes, whatever else dropped.
- Fouls with the shooter (pocketed or off the board) are ruled exactly as in Carroms, whatever
  was called.
]]

local game = carroms.built_over({
  id = "call-carroms", book = "100 games book", name = "Call Carroms",
  summary = "Carroms where every shot names its ring and pocket; an uncalled ring of yours goes back.",
  rules = INTRO .. carroms.rules_without_calls .. CALLS,
})

function game.setup(config)
  local state = carroms.setup(config)
  state.game = game.info.id
  state.memo.call = true
  return state
end

game.prompt = carroms.prompt
game.judge = carroms.judge

return game
