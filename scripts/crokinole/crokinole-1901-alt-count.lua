-- Crokinole by the 1901 book, counted by the book's other count: 15, 10 and 5 for the three
-- circles instead of 10 and 5 for the inner two.
--
-- Catalogue id: crokinole-1901-alt-count. The 1901 Crokinole (this pack's crokinole-1901.lua,
-- loaded as a module) with its count replaced.

local crokinole = require("crokinole-1901")

local COUNT = [[
At the end of the round, by the book's other count: a ring lying wholly inside the inner circle
counts 15, wholly inside the middle circle 10, and between the middle and outer circles 5; a
ring touching a line counts as outside it, so one touching the outer circle counts nothing. The
side with more rings on the field (the hole included) adds 5 for each ring it has more than the
other. Only the difference between the two counts is scored, by the side with the higher count.
The first side to 100 points (or the agreed target) wins.]]

local made = crokinole.with_count("crokinole-1901-alt-count", "Crokinole (1901, other count)",
  "The 1901 Crokinole counted 15, 10 and 5 for the three circles, 20 in the hole, 5 a ring more.",
  { ["15"] = 15, ["10"] = 10, ["5"] = 5 }, COUNT)
-- The book's own heading for this game, so the menu's search finds it by that too.
made.info.other_names = { "Crokinole, another method of counting" }
return made
