-- Pin Ring spun all at once: the 1901 book's Pin Ring, in the variant where every player spins at
-- the same moment instead of taking turns.
--
-- Catalogue id: pin-ring-simultaneous-1901. Pin Ring (this pack's pin-ring-1901.lua, loaded as a
-- module) with one call a round that sets every metal ring going: each spinner's carrom ring is
-- judged as in Ring-Ring, and the one pin goes to the metal ring that felled it.

local ringarang = require("ringarang")
local ring_ring = require("ring-ring-1901")
local pin_ring = require("pin-ring-1901")

local PIN = pin_ring.PIN

local INTRO = [[
Pin Ring with every metal ring spun at the same moment. Each player stands his metal ring on his
own line across the pin from his carrom ring and aims it; then one player gives the call and all
spin together. The rings may meet and knock each other, each other's carrom rings and the pin
about on the way. Everything else is Pin Ring's:]]

local CALL_DECISIONS = [[
- A round is one call. A coin toss (drawn from the match seed) decides who calls the first; the
  call passes to the left each round.
- Pin Ring's "spin again" has no meaning when everybody spins at every call: a player who scores
  simply spins again at the next call, as everybody does.
- A carrom ring counts for its owner when it drops and his metal ring does not, whichever ring
  knocked it in.
- The one pin is judged for the metal ring that felled it: 10 to its spinner's side if that ring
  had already touched his own carrom ring, 5 to the other side if it had not. A pin felled by a
  carrom ring scores nothing for anyone.
- A player whose metal ring and carrom ring both drop scores nothing that call, as in Ring-Ring,
  whatever his ring did to the pin; the 5 for felling the pin first is still given.
- A metal ring left out of the call scores nothing that round.
- If both sides reach the target on the same call, the higher total wins; equal totals play on.
]]

local game = ringarang.variant(pin_ring, {
  id = "pin-ring-simultaneous-1901", book = "1901 book",
  name = "Pin Ring (simultaneous spinning)",
  summary = "Pin Ring with every metal ring spun at one call: the pin to the ring that felled it.",
  -- Pin Ring's rules end with its list of decisions, which these continue.
  rules = INTRO .. "\n\n" .. pin_ring.info.rules .. CALL_DECISIONS,
})

function game.prompt(state)
  return ring_ring.call_prompt(state, pin_ring.start_region,
    "everyone stands his metal ring across the pin from his carrom ring and aims, then all spin at once (spin is backspin).")
end

-- Each spinner as in Pin Ring: the pin felled before his metal ring touched his carrom ring
-- gives `values.forfeit` away; else his carrom ring dropped alone scores `values.ring`, and the
-- pin felled by his ring `values.pin` (the values are Pin Ring's own table, shared by
-- `ringarang.variant`).
local values = game.values
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local say = ruling.say
  ruling.pass()
  local fell_at, fell_by = pin_ring.pin_fall(report)
  ring_ring.each_spinner(ruling, action, report, function(spinner)
    local name, team, colour, dropped = spinner.name, spinner.team, spinner.colour, spinner.dropped
    local touched_at = pin_ring.first_touch(report, spinner.seat, spinner.own)
    local felled_pin = fell_at ~= nil and fell_by == spinner.seat
    if felled_pin and (touched_at == nil or fell_at < touched_at) then
      ruling.score(3 - team, values.forfeit, "pin felled first")
      say(name .. "'s metal ring felled the pin before touching the " .. colour .. " ring: " .. values.forfeit .. " to " .. ringarang.COLOURS[3 - team] .. ".")
    elseif dropped[spinner.own] and dropped[spinner.seat] then
      say(name .. "'s " .. colour .. " ring dropped, but so did the metal ring: nothing.")
    else
      if dropped[spinner.own] then
        ruling.score(team, values.ring, "carrom ring pocketed")
        say(name .. "'s " .. colour .. " ring dropped and the metal ring stayed out: " .. values.ring .. ".")
      end
      if felled_pin then
        ruling.score(team, values.pin, "pin felled")
        say(name .. "'s metal ring struck the " .. colour .. " ring and then felled the pin: " .. values.pin .. ".")
      end
      if not dropped[spinner.own] and not felled_pin then say(name .. " scored nothing this call.") end
    end
  end)
  if fell_at and (fell_by == nil or fell_by > #state.seats) then
    say("The pin went down, but not to a metal ring: it scores nothing.")
  end

  -- The pin stands again; the rings are picked up and put back.
  ruling.stand(PIN, ringarang.centre())
  ring_ring.end_call(ruling)
  return ruling.finish()
end

return game
