-- Ring Out, from the 100-games book: Ring Post Crokinole's play, where the "ditch" is all the
-- board outside the outer circle, the count runs 20, 10, 5 and 3, and knocking off a ring of your
-- own ends the turn.
--
-- Catalogue id: ring-out. Ring Post Crokinole (this pack's ring-post-crokinole-1901.lua, loaded
-- as a module) with what the book says differently.

local field = require("field")
local ring_post = require("ring-post-crokinole-1901")

local RULES = [[
Each player has four rings of a colour, red or green, and a white shooting ring; the eight rings
are put over the eight pegs, one each, the colours alternating (red on pegs 1, 3, 5 and 7). A
coin toss (drawn from the match seed) decides who starts. All shots are taken from outside the
outer circle: your shooter is placed on the outer circle line inside your own section.

Shoot at the other player's rings to knock them off their pegs and into the "ditch", which in
this game is all the board outside the outer circle: a ring that comes to rest outside it, on
its line, or off the raised field is out. Knock one out and you shoot again. Failing to knock one
out ends your turn, and so does knocking one off its peg into the circles. You must shoot at the
other player's rings lying loose in the circles before trying for a pegged one. Knocking one of
your own rings off its peg ends your turn, and the ring stays where it lies.

A ring that lands in the centre hole scores 10 at once for its owner, and stays there: the other
player must force it out before shooting at a pegged ring. The player who put it there loses the
turn. A shooter that lands in the hole loses the turn, and is taken out for the next shot.

A round is over when all the rings of one player (or team) are out. The rings left on the board
then score for their owner: 20 for each still over a peg, 10 for each inside the small centre
circle, 5 inside the next circle and 3 inside the largest. The first to 100 points wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- Four may play as two teams of partners sitting opposite, sharing a colour.
- "Shoot at the loose rings first": while a ring of the other side lies loose in the circles or
  in the hole when you shoot, the first ring your shooter touches must be one of them. A shot
  that goes first for anything else is void: every ring it knocked off a peg goes back over that
  peg, and the turn passes.
- A ring touching a circle's line counts in the circle outside it; a ring resting on the outer
  circle's line is out, as beyond it.
- A ring driven into the hole stays there as a ring on the board: it can be forced out, and if
  it is still there at the close of the round it counts 10 again, as inside the small circle.
- A shooter flying off the board loses the turn, with nothing owed (the book names no forfeit).
- The next round starts with the side that did not start the last one. If both sides pass 100 in
  the same count, the higher total wins; level totals play another round.]]

return ring_post.make({
  id = "ring-out", book = "100 games book", name = "Ring Out",
  summary = "Rings on the pegs: knock the other player's out past the outer circle; 20 a ring still pegged at the end.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  values = {
    -- at the close, what a ring of the surviving side left in the circles counts, by the board's
    -- zone names: the circle it lies wholly inside (a ring touching a line counts in the circle
    -- outside it)
    zones = { ["15"] = 10, ["10"] = 5, ["5"] = 3 },
  },
  count = function(piece, values) return values.zones[field.zone_of(piece) or ""] or 0 end,
  out = function(rest) return rest.zone == nil end,
  own_off_ends_turn = true,
  repost_forfeit = false,
})
