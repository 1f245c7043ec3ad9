-- Single Rings, from the 100-games book: put one of your rings on the centre, call a pocket and
-- shoot at it once from any numbered spot; drop it there and you keep it, miss and it is your
-- opponent's. Whoever ends up holding all twenty-four rings wins.
--
-- Catalogue id: single-rings. Two players. This file is also a module: Single Rings Variation
-- (`single-rings-variation.lua`) is this game with `make({ again = true, ... })`, where a ring
-- kept on a run is set aside instead of going back into the hand (see AGAIN_DECISIONS: as
-- written the variation cannot end).

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local PER_PLAYER = 12
local COLOURS = { "red", "green" }

local RULES = [[
Each player starts with twelve rings of his colour in hand (red and green), and one white shooter
serves both. A coin toss (drawn from the match seed) decides who starts.

On your turn one of the rings you hold is put on the centre spot. Call a pocket for it, stand the
shooter on any of the four numbered spots before the pockets, and shoot once. If the ring drops
into the pocket you called you keep it; otherwise it goes to your opponent. %s The score is the
number of rings each player holds, and whoever comes to hold all twenty-four wins.]]

local ONE_SHOT = "Either way the turn passes."
local AGAIN = "Keep it and you shoot again, with another of your rings on the centre; miss and the turn passes."

local DECISIONS = [[
Parlor's decisions where the book is unclear:%s
- A ring that drops into a pocket you did not call, stays on the board or leaves it goes to your
  opponent, as does the ring on any shot that drops the shooter or sends it off the board.
- The rings you win from your opponent are yours to play like your own: the ring put on the
  centre is always one of those you hold.
%s]]

local ONE_SHOT_END = [[
- A player who holds no ring when his turn comes has lost them all: the other holds all
  twenty-four and wins.]]

-- Found by the soak (issue 19): played as the plain game, every turn of the variation ends with
-- exactly one miss, which hands one ring over, so the holdings only swing between 12-12 and
-- 11-13 and nobody can ever come to hold all twenty-four.
local AGAIN_DECISIONS = [[

- As written the variation can never end: every turn ends with exactly one miss, which hands one
  ring over, so the rings held only swing between 12-12 and 11-13. So a ring you keep is set
  aside as yours, out of play, and your run goes on with the other rings you hold. The score is
  the number of rings each player has set aside.]]
local AGAIN_END = [[
- The game ends when the player to shoot holds no ring to play (a run that plays your last ring
  ends your turn). Whoever has set aside more rings wins; the same number is a draw.]]

local GAME = {
  id = "single-rings", book = "100 games book", name = "Single Rings",
  summary = "One ring on the centre, one called shot from any numbered spot: drop it and keep it, or lose it.",
}

-- Builds into `game` the game from `spec`: id, name, summary, and `again` (a kept ring earns
-- another shot).
local function build(game, spec)
  game.info = pool.info(spec, {
    rules = RULES:format(spec.again and AGAIN or ONE_SHOT) .. "\n\n"
      .. DECISIONS:format(spec.again and AGAIN_DECISIONS or "", spec.again and AGAIN_END or ONE_SHOT_END) .. "\n",
  })

  local function centre() return { x = board.spots.centre.x, y = board.spots.centre.y } end

  -- The ring `seat` plays next: the lowest-numbered one it holds in hand, given each ring's
  -- owner and status.
  local function next_ring(pieces, owner, status, seat)
    local best = nil
    for _, piece in ipairs(pieces) do
      if piece.kind == "ring" and owner[piece.id] == seat and status[piece.id] == "hand" and (best == nil or piece.id < best) then
        best = piece.id
      end
    end
    return best
  end

  function game.setup(config)
    local pieces = pool.rings_in_hand(PER_PLAYER, COLOURS)
    pieces[#pieces + 1] = pool.shooter()
    local first = parlor.draw(config.seed, 2)
    -- The opener's first ring waits on the centre.
    local ring = (first - 1) * PER_PLAYER + 1
    pieces[ring].status = "board"
    pieces[ring].position = centre()
    -- Each player starts holding his twelve rings: the score counts the rings he holds. In the
    -- variation it counts the rings set aside, none yet.
    local match = pool.new_match(spec.id, config, pieces, { ring = ring }, first)
    match.scores = spec.again and { 0, 0 } or { PER_PLAYER, PER_PLAYER }
    return match
  end

  function game.prompt(state)
    local seat = state.turn
    local ring = parlor.piece(state, state.memo.ring)
    return {
      seat = seat,
      kind = { type = "shoot", piece = SHOOTER, from = pool.spots_region(pool.own_spot(seat, 2)),
               call = { pieces = {}, pocket = true } },
      message = state.seats[seat].name .. ": call a pocket for the " .. ring.colour .. " ring on the centre, then shoot at it from any numbered spot.",
    }
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local seat, say, memo = ruling.seat, ruling.say, ruling.memo
    local other = 3 - seat
    local ring = memo.ring
    local drops, lost = pool.outcome(report)
    local called = action.call and action.call.pocket
    local dropped_in = nil
    for _, drop in ipairs(drops) do
      if drop.piece == ring then dropped_in = drop.pocket end
    end

    local owner, status = {}, ruling.status
    for _, piece in ipairs(state.pieces) do owner[piece.id] = piece.owner end
    local kept = dropped_in ~= nil and dropped_in == called and not lost
    if kept then
      say("The ring drops into pocket " .. dropped_in .. ", as called: " .. ruling.name .. " keeps it.")
    else
      if lost then
        say(pool.shooter_lost(lost) .. ": the ring goes to " .. state.seats[other].name .. ".")
      elseif dropped_in then
        say("The ring drops into pocket " .. dropped_in .. ", but " .. (called and ("pocket " .. called) or "no pocket") .. " was called: it goes to " .. state.seats[other].name .. ".")
      else
        say("The ring did not drop: it goes to " .. state.seats[other].name .. ".")
      end
      ruling.edit({ op = "owner", piece = ring, owner = other })
      owner[ring] = other
      if not spec.again then
        ruling.score(seat, -1, "ring lost")
        ruling.score(other, 1, "ring won")
      end
    end
    -- The shooter goes back to hand, and so does the ring, whatever happened to them; except
    -- that in the variation a kept ring is set aside, out of play.
    ruling.set(SHOOTER, "hand")
    if spec.again and kept then
      ruling.set(ring, "aside")
      ruling.score(seat, 1, "ring set aside")
    else
      ruling.set(ring, "hand")
    end

    local next_seat = (kept and spec.again) and seat or other
    local following = next_ring(state.pieces, owner, status, next_seat)
    if spec.again then
      if kept and not following then
        say(ruling.name .. " has no ring left to play: the turn passes.")
        next_seat = other
        following = next_ring(state.pieces, owner, status, next_seat)
      elseif kept then
        say(ruling.name .. " shoots again.")
      end
      if not following then
        ruling.end_on_totals(state.seats[next_seat].name .. " has no ring left to play")
        return ruling.finish()
      end
    else
      if not following then
        local winner = 3 - next_seat
        ruling.win(winner, state.seats[winner].name .. " holds all twenty-four rings and wins.")
        return ruling.finish()
      end
    end
    ruling.edit({ op = "place", piece = following, at = centre() })
    memo.ring = following
    ruling.pass(next_seat)
    return ruling.finish()
  end
end

return pool.module(build, GAME)
