-- Ringette spun all at once: the 1901 book's first Ringarang game, in the variant where every
-- player spins at the same moment instead of taking turns.
--
-- Catalogue id: ringette-simultaneous-1901. The count is Ringette's (this pack's module
-- `ringette.lua`) and the one call a round is this pack's `rounds.lua`; this file has the
-- rules text.

local ringette = require("ringette")

local PLAYERS = [[
Four metal spinning rings, two of each colour, on the carrom side with nothing else on the board.
Two players spin two rings each (one colour each); four players play as two teams, partners
sitting opposite and sharing a colour, each spinning one ring. Instead of taking turns,
everybody spins at the same moment: at the call the four rings are set going together, and they
may meet and knock each other about on the way. That is a round.]]

local SPINNING = ringette.SPINNING:gsub(
  "Rings stay where they fall; later rings may knock them about%.",
  "Rings stay where they fall; rings still running may knock them about.")

local CALL_DECISIONS = [[
- With two players each spins both his rings at the call, one from each hand: all four rings go
  at once whatever the number of players.
- Each ring is stood on its spinner's own shooting line and aimed by him; then one player gives
  the call and all four go. A coin toss (drawn from the match seed) decides who calls the first
  round; the call passes to the left each round.
- A ring left out of the call (not spun with the others) counts nothing that round.
- A ring that never leaves the place it was stood on (the spin did not get it going) is a dud: it
  is picked up and counts nothing that round.]]

return ringette.simultaneous(ringette.info(
  "ringette-simultaneous-1901",
  "Ringette (simultaneous spinning)",
  "Ringette with every ring spun at the same call: 20 on the spot, then 10, 5, 3.",
  ringette.rules({
    players = PLAYERS,
    spinning = SPINNING,
    decisions = { CALL_DECISIONS, ringette.COUNTING_DECISIONS },
  })
))
