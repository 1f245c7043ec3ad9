-- Bankaring with the board tipped: the 1901 book's Bankaring, in the variant where the spinner
-- may tip the board to steer his ring while it runs.
--
-- Catalogue id: bankaring-tip-board-1901. Bankaring (this pack's bankaring-1901.lua, loaded as a
-- module) with the prompt offering a tilt; the rulings are Bankaring's own.

local ringarang = require("ringarang")
local bankaring = require("bankaring-1901")

local INTRO = [[
Bankaring, with one thing added. ]]

local DECISION = [[
- Whether a ring crossed your shooting line is still worked out from the throw, as in Bankaring:
  tipping the board steers the ring on its way back, but does not change whether its run out
  carried it over the line.
]]

return ringarang.tipping(bankaring, {
  id = "bankaring-tip-board-1901", book = "1901 book",
  name = "Bankaring (tipping the board)",
  summary = "Bankaring, steering your spinning ring by tipping the board up to 6 degrees while it runs.",
  -- Bankaring's rules end with its list of decisions, which these continue.
  rules = INTRO .. ringarang.TIPPING .. "\n\n" .. bankaring.info.rules .. ringarang.TIPPING_DECISIONS .. "\n" .. DECISION,
})
