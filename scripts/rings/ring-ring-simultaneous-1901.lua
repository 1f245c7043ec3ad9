-- Ring-Ring spun all at once: the 1901 book's Ring-Ring, in the variant where every player spins
-- at the same moment instead of taking turns.
--
-- Catalogue id: ring-ring-simultaneous-1901. Ring-Ring (this pack's ring-ring-1901.lua, loaded as
-- a module) with one call a round that sets every metal ring going; each spinner's carrom ring
-- is judged as in Ring-Ring.

local ringarang = require("ringarang")
local ring_ring = require("ring-ring-1901")

local INTRO = [[
Ring-Ring with every metal ring spun at the same moment. Each player stands his metal ring on
his own shooting line and aims it at his own carrom ring; then one player gives the call and all
spin together. The rings may meet and knock each other, and each other's carrom rings, about on
the way. Everything else is Ring-Ring's:]]

local CALL_DECISIONS = [[
- A round is one call. A coin toss (drawn from the match seed) decides who calls the first; the
  call passes to the left each round.
- Ring-Ring's "spin again while you succeed" has no meaning when everybody spins at every call:
  a player who drops his carrom ring alone scores 5 and simply spins again at the next call, as
  everybody does.
- A carrom ring counts for its owner when it drops and his metal ring does not, whichever ring
  knocked it in: at one call Parlor does not tell one player's spin from another's.
- A metal ring left out of the call scores nothing that round.
- If both sides reach the target on the same call, the higher total wins; equal totals play on.
]]

local game = ringarang.variant(ring_ring, {
  id = "ring-ring-simultaneous-1901", book = "1901 book",
  name = "Ring-Ring (simultaneous spinning)",
  summary = "Ring-Ring with every metal ring spun at one call: 5 for each carrom ring dropped alone.",
  -- Ring-Ring's rules end with its list of decisions, which these continue.
  rules = INTRO .. "\n\n" .. ring_ring.info.rules .. CALL_DECISIONS,
})

function game.prompt(state)
  return ring_ring.call_prompt(state, ringarang.line_region,
    "everyone stands his metal ring on his shooting line and aims at his own carrom ring, then all spin at once (spin is backspin).")
end

-- Each spinner's carrom ring, dropped without his metal ring, scores Ring-Ring's `ring` (the
-- values are Ring-Ring's own table, shared by `ringarang.variant`).
local values = game.values
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  ruling.pass()
  ring_ring.each_spinner(ruling, action, report, function(spinner)
    local name, colour, dropped = spinner.name, spinner.colour, spinner.dropped
    if dropped[spinner.own] and not dropped[spinner.seat] then
      ruling.score(spinner.team, values.ring, "carrom ring pocketed")
      ruling.say(name .. "'s " .. colour .. " ring dropped and the metal ring stayed out: " .. parlor.signed(values.ring) .. ".")
    elseif dropped[spinner.own] then
      ruling.say(name .. "'s " .. colour .. " ring dropped, but so did the metal ring: nothing.")
    elseif dropped[spinner.seat] then
      ruling.say(name .. "'s metal ring dropped without the " .. colour .. " ring: nothing.")
    else
      ruling.say(name .. "'s " .. colour .. " ring stayed up: nothing.")
    end
  end)
  ring_ring.end_call(ruling)
  return ruling.finish()
end

return game
