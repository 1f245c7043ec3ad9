-- Clear the Guard, from the 100-games book: Each His Own with a ten pin guarding each pocket;
-- a pocket's guard must go into it before a ring can score there.
--
-- Catalogue id: clear-the-guard. Each His Own (this pack's each-his-own.lua, loaded as a module)
-- with the guards.

local each = require("each-his-own")

local GUARDS = [[
Clear the Guard: a ten pin also stands guard in front of each pocket. Before a ring of yours can
score in a pocket, that pocket's guard must be knocked into it; so in turn you clear the guard of
the pocket your next ring needs, then sink the ring. Clearing a guard lets you shoot again. A
guard that drops out of turn (not the one your next ring needs, or into another pocket) is stood
up again and ends your turn, and a ring that drops while its pocket is still guarded goes back to
the centre. Pins score nothing: the first to sink his four rings wins.]]

local DECISION = [[
- A pocket cleared of its guard is open to both players.
- A guard knocked over but not pocketed is stood up again, with no other penalty.]]

return each.make({
  id = "clear-the-guard", book = "100 games book", name = "Clear the Guard",
  summary = "Each His Own with a pin guarding every pocket: clear a pocket's guard before your ring.",
  rules = each.RULES .. "\n\n" .. GUARDS .. "\n\n" .. each.DECISIONS .. "\n" .. DECISION,
  guards = true,
})
