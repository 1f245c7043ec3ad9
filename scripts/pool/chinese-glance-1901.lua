-- Chinese Glance by the 1901 book: Three Ring Glance with any of the three rings, at the
-- player's choice, shot as the cue ring.
--
-- Catalogue id: chinese-glance-1901. Three Ring Glance (three-ring-glance-1901.lua, loaded as a
-- module) with the choice of cue ring (`any_cue` of Billiards' game).

local billiards = require("billiards-100games")
local glance = require("three-ring-glance-1901")

local INTRO = [[
Chinese Glance is Three Ring Glance, below, except that any of the three rings, white, red or
green, may be shot as the cue ring, at the player's choice.

Before every shot after the opening one you pick the cue ring (a button for each); it is taken up
from where it lies and placed behind your own shooting line, and the other two are the rings to
hit. A shot whose cue ring touches both scores 1, and 1 more for each of them dropped.

Parlor's decisions for Chinese Glance:
- The opening shot is the white's, from its spot, as in Three Ring Glance; the choice starts
  with the next shot, and is made again before every shot, scoring or not.
- A ring not picked stays where it stopped, a ring to hit like the others.
- A cue ring dropped into a pocket or knocked off the board ends the turn and goes back as near
  the centre as it fits, since it is a ring to hit on the next shot.

Three Ring Glance:
]]

local spec = parlor.copy(glance.SPEC)
spec.id, spec.name = "chinese-glance-1901", "Chinese Glance"
spec.summary = "Three Ring Glance where you pick any of the three rings as the cue ring before every shot."
spec.rules = INTRO .. glance.SPEC.rules
spec.any_cue = true

return billiards.make(spec)
