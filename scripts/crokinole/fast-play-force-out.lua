-- Fast Play Force Out, from the 100-games book, on the crokinole side: Force Out with one shooter
-- for both players, every shot after the first taken from where it lies.
--
-- Catalogue id: fast-play-force-out. Force Out's game (this pack's force-out.lua, loaded as a
-- module) with a shared shooter.

local force_out = require("force-out")

local FAST = [[
Fast play: there is only one white shooter, shared. After the first shot every shot is taken from
where the shooter lies, whoever plays it: your own next shot after forcing a ring out, and the
other player's after you fail. After a shooter lost in the hole, outside the outer circle or off
the board, the next player places it on the outer circle line on his own side.]]

return force_out.make({
  id = "fast-play-force-out", book = "100 games book", name = "Fast Play Force Out",
  summary = "Force Out with one shared shooter, every shot after the first taken from where it lies.",
  more_rules = FAST,
  shared_shooter = true,
})
