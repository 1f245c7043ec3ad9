-- Call the Blockade, from the 100-games book: Blockade with the pocket named before every shot.
--
-- Catalogue id: call-the-blockade. Blockade (this pack's blockade.lua, loaded as a module) with
-- the call.

local blockade = require("blockade")

local CALL = [[
Call the Blockade: before every shot, name the pocket (click it). A ring of yours that drops
into a pocket you did not name goes back to the centre, and your turn is over; your rings that
drop into the named pocket count as in Blockade.]]

return blockade.make({
  id = "call-the-blockade", book = "100 games book", name = "Call the Blockade",
  summary = "Blockade with the pocket named before every shot; a ring in another pocket goes back.",
  rules = blockade.RULES .. "\n\n" .. CALL .. "\n\n" .. blockade.DECISIONS .. "\n",
  call_pocket = true,
})
