-- Single Entry Posting, from the 100-games book: Double Entry Posting with one ring on three of
-- your pegs and two on the far left one, where any ring may be knocked off.
--
-- Catalogue id: single-entry-posting. Double Entry Posting (this pack's
-- double-entry-posting.lua, loaded as a module) with what the book says differently.

local posting = require("double-entry-posting")

local RULES = [[
Played as Double Entry Posting, except: each player puts a single ring of a colour over three of
the four pegs in their own half, and two rings, one on the other, over the peg at the far left
of their half (as they sit): red in seat 1's half (the bottom), green in seat 2's. Any ring may
be knocked off a peg: a top ring knocked off scores 10, a lower or single ring 5, and you shoot
again. A ring driven out of the circles into the "ditch" (the board outside the outer circle) may
be put back on the far left peg of its own half, to make a single or a double stack there.

Every shot is taken with your shooter placed anywhere on the outer circle line on your own half.
Your turn ends when a shot neither knocks a ring of the other player off nor drives one of their
loose rings into the ditch. Knocking off a ring of your own puts it straight back and ends the
turn; if it was a top ring, it also costs you 5 points. The first to 500 points wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- "As sat": the far left peg of seat 1's half is peg 7, of seat 2's peg 3.
- A ring that reaches the ditch always goes back on the far left peg of its own half when that
  peg holds fewer than two rings, on top of the one there; otherwise it stays in the ditch, out
  of play for the rest of the match.
- Double Entry Posting's forfeits carry over to your own rings: knocking off your own ring puts
  it straight back and ends the turn, and a top ring of your own costs 5. A lower ring of the
  other player's is no foul here: it scores 5.
- A ring is a top ring when another ring lay under it on the peg as it was knocked off.
- A ring resting on the outer circle's line, beyond it, off the raised field, off the board or in
  the centre hole is in the ditch.
- The shooter is picked up after every shot, wherever it went; it is no foul.]]

return posting.make({
  id = "single-entry-posting", book = "100 games book", name = "Single Entry Posting",
  summary = "One ring on three of your pegs and two on the far left: knock the other player's off, 10 a top ring, 5 a single.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  stacks = { 2, 1, 1, 1 },
  top = 10, lower = 5,
  back = function(ring, _, rings_on)
    local far_left = posting.HALF[ring.owner][1]
    if rings_on(far_left) < 2 then return far_left end
    return nil
  end,
})
