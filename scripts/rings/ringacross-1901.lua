-- Ringacross (1901), a Ringarang spinning game on the crokinole side: Crokaline with every ring
-- spun across the middle of the board between the posts; a ring that never got inside the posts
-- scores nothing.
--
-- Catalogue id: ringacross-1901. Crokaline's game (this pack's crokaline-1901.lua, loaded as a
-- module) with the condition added.

local ringarang = require("ringarang")
local crokaline = require("crokaline-1901")

-- Whether the spun ring got inside the posts on its run (worked out from its throw), said.
local function run(ruling, action, report)
  if action.type ~= "shot" then return false end
  local shot = parlor.piece(ruling.state, report.shot)
  local rest = ruling.status[shot.id] == "board" and shot.position or nil
  local nearest = ringarang.run_of(action, rest)
  if nearest < parlor.circle("inner").radius then
    ruling.say(ruling.name .. "'s ring crossed the centre space inside the posts.")
    return true
  end
  ruling.say(ruling.name .. "'s ring never entered the centre space inside the posts: it cannot score.")
  return false
end

return crokaline.make({
  id = "ringacross-1901", book = "1901 book", name = "Ringacross",
  summary = "Crokaline with every ring spun across the middle between the posts: 20, 10 and 5 only if it got inside them.",
  rules = { [[

Ringacross is Crokaline with one more rule: spin each ring across the central part of the board,
between the posts. No ring scores unless at some part of its spin it entered the centre space
inside the posts.
]], [[
- Entering the centre space. Parlor sees only where rings stop, not their paths, so it works the
  run out from the throw itself: a ring thrown with backspin enough to turn it back runs
  straight out for its speed squared over twice the board's skidding deceleration before it
  turns; one without runs on to where it stops (or leaves the field). The ring entered if its
  centre came inside the circle the posts stand on (the inner circle) on that run, or lies
  inside it now.
]] },
  run = run,
  barred = "never entered the centre space inside the posts",
})
