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

local game = {}

game.info = {
  id = "pin-ring-simultaneous-1901",
  name = "Pin Ring (simultaneous spinning)",
  family = "spinning-rings",
  board = "carrom",
  players = { 2, 4 },
  summary = "Pin Ring with every metal ring spun at one call: the pin to the ring that felled it.",
  -- Pin Ring's rules end with its list of decisions, which these continue.
  rules = INTRO .. "\n\n" .. pin_ring.info.rules .. CALL_DECISIONS,
  options = pin_ring.info.options,
}

function game.setup(config)
  local state = pin_ring.setup(config)
  state.game = game.info.id
  return state
end

function game.prompt(state)
  return ring_ring.call_prompt(state, pin_ring.start_region,
    "everyone stands his metal ring across the pin from his carrom ring and aims, then all spin at once (spin is backspin).")
end

function game.judge(state, action, report)
  local seats = #state.seats
  local verdict = { edits = {}, score = {}, messages = {}, next = parlor.next_seat(state.turn, seats) }
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end
  local totals = { state.scores[1], state.scores[2] }
  local score = function(side, points, reason)
    verdict.score[#verdict.score + 1] = { team = side, points = points, reason = reason }
    totals[side] = totals[side] + points
  end

  local dropped = {}
  for _, event in ipairs(parlor.events(report, "pocketed")) do dropped[event.piece] = true end
  local spun = { [report.shot] = action.type == "shot" }
  for _, launch in ipairs(action.with or {}) do spun[launch.piece] = true end
  local fell_at, fell_by = nil, nil
  for _, event in ipairs(parlor.events(report, "fell")) do
    if event.piece == PIN then fell_at, fell_by = event.time or 0, event.by end
  end

  for seat = 1, seats do
    local name = state.seats[seat].name
    local team = ringarang.team_of(seat, seats)
    local own = ring_ring.carrom_ring(seat)
    local colour = ring_ring.RING_COLOURS[seat]
    -- When this seat's metal ring first touched its own carrom ring.
    local touched_at = nil
    for _, contact in ipairs(parlor.events(report, "contact")) do
      if (contact.a == seat and contact.b == own) or (contact.b == seat and contact.a == own) then
        touched_at = math.min(touched_at or math.huge, contact.time or 0)
      end
    end
    local felled_pin = fell_at ~= nil and fell_by == seat
    if not spun[seat] then
      say(name .. "'s metal ring was not spun with the others: nothing this round.")
    elseif felled_pin and (touched_at == nil or fell_at < touched_at) then
      score(3 - team, pin_ring.FORFEIT, "pin felled first")
      say(name .. "'s metal ring felled the pin before touching the " .. colour .. " ring: 5 to " .. ringarang.COLOURS[3 - team] .. ".")
    elseif dropped[own] and dropped[seat] then
      say(name .. "'s " .. colour .. " ring dropped, but so did the metal ring: nothing.")
    else
      local scored = false
      if dropped[own] then
        score(team, ring_ring.POCKET_POINTS, "carrom ring pocketed")
        say(name .. "'s " .. colour .. " ring dropped and the metal ring stayed out: 5.")
        scored = true
      end
      if felled_pin then
        score(team, pin_ring.PIN_POINTS, "pin felled")
        say(name .. "'s metal ring struck the " .. colour .. " ring and then felled the pin: 10.")
        scored = true
      end
      if not scored then say(name .. " scored nothing this call.") end
    end
  end
  if fell_at and (fell_by == nil or fell_by > seats) then
    say("The pin went down, but not to a metal ring: it scores nothing.")
  end

  -- The pin stands again; the rings are picked up and put back.
  verdict.edits[#verdict.edits + 1] = { op = "kind", piece = PIN, kind = "pin" }
  verdict.edits[#verdict.edits + 1] = { op = "place", piece = PIN, at = pin_ring.centre() }
  ring_ring.end_call(state, verdict, totals, say)
  return verdict
end

return game
