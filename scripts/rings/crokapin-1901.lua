-- Crokapin (1901), a Ringarang game on the crokinole side: a pin stands on the hole, to be
-- toppled so gently that pin and ring both stay inside the posts; then the rings are counted as
-- in Ringarang Crokinole.
--
-- Catalogue id: crokapin-1901. Ringarang Crokinole (this pack's ringarang-crokinole-1901.lua,
-- loaded as a module) with the pin.

local crokinole = require("ringarang-crokinole-1901")
local ringarang = require("ringarang")

local PIN = 11

local INTRO = [[
Crokapin is Ringarang Crokinole with a ten pin standing on the centre hole. Spin your ring to
topple the pin so gently that the pin and your ring both stay inside the area bounded by the
posts: that scores 10 for your side at once. The pin is stood up again after every spin. When
the four rings are down they are counted as in Ringarang Crokinole. The first side to 200 points
(or the agreed target) wins. Everything else is Ringarang Crokinole's:

]]

local DECISION = [[
- "Inside the area bounded by the posts" means the fallen pin's centre and the ring's centre both
  lie inside the circle the posts stand on.
- A pin toppled harder (so that it or the ring ends outside the posts, or the ring leaves the
  field) scores nothing and costs nothing; it is stood up again all the same.
]]

local centre = ringarang.centre

local function posts_radius()
  local post = board.posts[1]
  return math.sqrt(post.centre.x ^ 2 + post.centre.y ^ 2)
end

local function inside_posts(piece)
  return piece.status == "board" and math.sqrt(piece.position.x ^ 2 + piece.position.y ^ 2) < posts_radius()
end

return crokinole.make({
  id = "crokapin-1901", book = "1901 book", name = "Crokapin",
  summary = "Topple the pin on the hole so gently that pin and ring stay inside the posts: 10 at once.",
  rules = INTRO .. crokinole.RULES:gsub("with nothing else on the%s+board", "besides the pin") .. DECISION,
  target = 200,
  pieces = function(seats)
    local list = ringarang.rings(seats)
    list[#list + 1] = { id = PIN, kind = "pin", colour = "white", position = centre(), status = "board" }
    return list
  end,
  -- Besides Ringarang Crokinole's count (every game made of this spec has its own `game.values`):
  values = {
    pin = 10,               -- the pin toppled so gently that pin and ring stay inside the posts
  },
  after_spin = function(spin)
    local pin = parlor.piece(spin.state, PIN)
    if pin.kind == "pin" and pin.status == "board" then return end
    local ring = spin.ring_of(PIN)
    if not ring then
      spin.say("The pin went down, but no ring can be traced to it: nothing.")
    else
      local seats = #spin.state.seats
      local who = spin.state.seats[ring.owner] and spin.state.seats[ring.owner].name or spin.name
      -- Inside the posts as the ring lies now (a ring just picked up as a dud is not).
      local lying = { status = spin.status[ring.id], position = ring.position }
      if inside_posts(pin) and inside_posts(lying) then
        spin.score(ringarang.team_of(ring.owner, seats), spin.values.pin, "pin toppled gently")
        spin.say(who .. " toppled the pin gently, and pin and ring stay inside the posts: " .. spin.values.pin .. " at once.")
      else
        spin.say(who .. " toppled the pin, but " .. (inside_posts(pin) and "the ring" or "the pin") .. " ended outside the posts: nothing.")
      end
    end
    spin.stand(PIN, centre())
  end,
})
