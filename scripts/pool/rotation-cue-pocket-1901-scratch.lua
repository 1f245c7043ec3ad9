-- Rotation Cue Pocket by the 1901 book, counting scratches: 3 off for every shot whose cue ring
-- fails to touch the lowest-numbered ring first.
--
-- Catalogue id: rotation-cue-pocket-1901-scratch. The 1901 Rotation Cue Pocket (this pack's
-- rotation-cue-pocket-1901.lua, loaded as a module) with its scratches counted.

local rotation = require("rotation-cue-pocket-100games")
local rotation_1901 = require("rotation-cue-pocket-1901")

local SCRATCHES = [[
Counting scratches: a scratch is a shot whose cue ring fails to touch the object ring (always the
lowest-numbered) first. Every scratch costs 3, and the highest net total wins when all fifteen
rings are down.]]

local DECISION = [[
- The book tallies scratches and takes them off at the end; Parlor takes each 3 off as it
  happens, which ends the same and keeps the scores on screen honest. A total may go below zero.
- A straight hit on a ring that had to be reached off a rail touches it, so it is a foul but not
  a scratch.]]

local spec = {}
for key, value in pairs(rotation_1901.spec) do spec[key] = value end
spec.id = "rotation-cue-pocket-1901-scratch"
spec.name = "Rotation Cue Pocket (1901), scratches"
spec.summary = "The 1901 Rotation Cue Pocket where every shot missing the lowest ring first costs 3."
spec.rules = rotation_1901.RULES .. "\n\n" .. SCRATCHES .. "\n\n" .. rotation_1901.DECISIONS .. "\n" .. DECISION
spec.deduction = 3

local made = rotation.make(spec)
-- The book's own heading for this game, so the menu's search finds it by that too.
made.info.other_names = { "Rotation Cue Pocket, scratch game" }
return made
