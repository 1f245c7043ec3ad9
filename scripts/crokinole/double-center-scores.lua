-- Double Center Scores, from the 100-games book: Center Scores with eight rings, a second on each
-- line on the middle circle, two shots from before each pocket, and the scoring doubled.
--
-- Catalogue id: double-center-scores. Center Scores (this pack's center-scores.lua, loaded as a
-- module) with the second ring on each line.

local center_scores = require("center-scores")

return center_scores.make({
  id = "double-center-scores", book = "100 games book", name = "Double Center Scores",
  summary = "Center Scores with eight rings and two shots before each pocket: 2 a ring, 10 for all eight.",
  circles = { "outer", "middle" }, shots_each = 2, ring = 2, all_in = 10,
  layout = "eight rings stand on the lines to the pockets, one on the outer circle and one on the\nmiddle circle of each;",
  turn = "eight shots, two from before each pocket: the first at the outer ring of that line, the\nsecond at its middle ring",
  count = "each ring lying inside the pegged circle scores 2, or 10 if all eight are in.",
  decisions = "\n- \"Doubled\" scoring: 2 a ring, and the bonus of 10 only when all eight are in.",
})
