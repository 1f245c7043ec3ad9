-- Deduct, from the 100-games book: Rotation Cue Pocket with 3 points off for every shot that does
-- not touch the lowest-numbered ring first.
--
-- Catalogue id: deduct. Rotation Cue Pocket (this pack's rotation-cue-pocket-100games.lua,
-- loaded as a module) with its deduction.

local rotation = require("rotation-cue-pocket-100games")

local DEDUCTION = [[
Deduct: every shot whose first touch is not the lowest-numbered ring (touching another ring
first, or no ring at all) costs its player 3 points at once, besides the usual penalties. The
higher net total wins when all fifteen rings are down; a total may go below zero.]]

return rotation.make({
  id = "deduct", book = "100 games book", name = "Deduct",
  summary = "Rotation Cue Pocket where every shot that misses the lowest ring first costs 3 points.",
  rules = rotation.RULES .. "\n\n" .. DEDUCTION .. "\n\n" .. rotation.DECISIONS .. "\n",
  deduction = 3,
})
