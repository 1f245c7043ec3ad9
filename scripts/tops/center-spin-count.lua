-- Center Spin Count, a spinning-top game of the Carrom Company's modern rule book, on the
-- crokinole side: Spin Count with the three tops spun inside the centre circle.
--
-- Catalogue id: center-spin-count. Spin Count's game (this pack's spin-count.lua, loaded as a
-- module) with the tops placed inside the centre circle.

local spin_count = require("spin-count")

local RULES = [[
Two to four players, each playing for themselves, share three spinning tops: two plain ones and
the green one. On your turn you spin all three, one after another, from inside the centre circle
(the one ringed by the posts): place each top there and set it going. The strength of the flick
sends it gliding, and the spin you give the shot is how fast it spins.

When your third top has come to rest, each top scores where it lies:
- in the centre hole: 5
- inside the centre circle: 3
- in the middle circle area: 2
- in the large (outer) circle area: 1
- outside the outer circle, or in the ditch: nothing.

Each player has three turns; the highest total wins.

Parlor's decisions where the book is unclear:
- The book spins the three tops "in quick succession"; Parlor launches them one at a time, in
  the same order each turn (the two plain tops, then the green one). Tops already spun stay where
  they lie until your turn ends, so a later top may knock an earlier one about; each is scored
  where it lies when the turn ends.
- A top is placed anywhere inside the centre circle, clear of the posts and of the hole.
- A top touching a circle's line counts the lower area, as in crokinole.
- Who opens is drawn by lot (from the match seed); turns go clockwise.
- A tie for the highest total is a drawn game.
]]

return spin_count.make({
  id = "center-spin-count", book = "100 games book", name = "Center Spin Count",
  summary = "Spin three tops from inside the centre circle; the hole scores 5, the circles 3, 2 and 1.",
  rules = RULES,
  where = "from inside the centre circle",
  from = function(_, _, top)
    local radius = board.pieces[spin_count.top_kind(top)].radius
    local post = board.posts[1]
    local posts_at = math.sqrt(post.centre.x ^ 2 + post.centre.y ^ 2) - post.radius
    return { type = "arc", inner = board.hole.radius + radius, outer = posts_at - radius - 0.002,
             from = -math.pi, to = math.pi }
  end,
})
