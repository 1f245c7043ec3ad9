-- Ten Pins, as the Carrom Company's modern rule book ("100 games" board) gives it: bowling on
-- the carrom side, with a white shooting ring for the ball.
--
-- Catalogue id: ten-pins-100games. Two players, each with their own white shooter.
-- The frame scoring is one pure function of the list of pin counts (`walk`), so it can be read
-- and tested on its own; `judge` only counts the pins that went down and feeds that list.
-- This file is a module too: `make(spec)` builds a bowling game by frames on another rack or
-- with three balls to the frame (cocked-hat-1901.lua), and ten-pins-1901.lua is this game on
-- the 1901 board.

local pins = require("pins")     -- what this pack's pin games share

local SHOOTERS = pins.SHOOTERS
local FRAMES = 10
local SPACING = 0.045           -- centre to centre of neighbouring pins (metres)
local BACK_ROW = 0.33           -- distance of the back row from the centre, along the diagonal

local RULES = [[
Bowling on the square (carrom) side of the board, with a white shooting ring for the ball.

The rack: ten pins stand in a triangle of rows 1-2-3-4 in front of the top right corner pocket
(pocket 3), the head pin nearest the players and the back row of four towards the pocket. Pins
next to each other stand 4.5 cm apart, centre to centre (the book gives no spacing; this keeps
the gaps about the width of a shooting ring, as on an alley). Pin 1 is the head pin; pins 2 and
3 the second row, 4 to 6 the third, 7 to 10 the back row, numbered from left to right as the
bowler sees them.

Delivering: every ball is shot with your own white shooter from the edge of the diagonally
opposite pocket (pocket 1, bottom left): place it anywhere on the short segment, 7 cm long,
that crosses the end of that corner's diagonal line just clear of the pocket, then flick it
towards the pins. After each ball the pins that went down are cleared away; the pins still
standing stay exactly where they stand. The shooter always comes back to your hand.

A game is ten frames each. In each frame you have two balls to knock down all ten pins:
- Strike: all ten with the first ball. The frame ends at once and scores 10 plus the pins of
  your next two balls.
- Spare: all ten with the two balls. The frame scores 10 plus the pins of your next ball.
- Open frame: pins left after two balls. The frame scores the pins knocked down.
The tenth frame gives bonus balls: a strike earns two more balls, a spare one more, so the tenth
frame has up to three balls. Whenever all ten are down in the tenth (a strike, or a spare), the
pins are racked again for the next ball. The tenth frame scores its pins alone (its bonus balls
are already in it). A perfect game, twelve strikes, is 300.

Turns: a coin toss decides who leads. The leader bowls frame 1 (both balls, or the strike), then
the other player bowls frame 1, then the leader frame 2, and so on, as two bowlers share a lane.
Before each frame the pins are racked afresh. A round of the match is one frame for both.

Your score is the total of your frames whose bonus is known; a strike or a spare is added once
its bonus balls have been rolled. After both players have bowled the tenth frame, the higher
total wins; equal totals are a tie.

Parlor's decisions where the book is silent:
- There are no fouls. Every pin that goes down counts, even one knocked into a pocket or off the
  board, and it counts whatever happens to the shooter (pocketed, off the board, or a miss).
- A pin that falls only because a falling pin struck it counts just the same.
- Both players bowl at the same rack from the same corner; each uses their own shooter.
]]

---------------------------------------------------------------------------------------------
-- Scoring: a pure function of the pin counts of one player's balls, in order.
---------------------------------------------------------------------------------------------

-- Reads one player's balls, in order, as frames of a bowling game whose rack has `rack.pins`
-- pins and whose frames have up to `rack.balls` balls (2 in ten pins, 3 in the 1901 Cocked
-- Hat). A strike (all down with the first ball) scores the rack plus the next two balls, a
-- spare (all down with two) the rack plus the next ball; any other frame its pins. The tenth
-- frame gives a strike two bonus balls and a spare one.
-- Returns the frames bowled so far, each { balls = {...}, kind = "strike"|"spare"|"open"|nil,
-- score = points or nil while its bonus is pending, total = running total or nil }, the
-- number of the frame the next ball belongs to (11 once the game is finished) and the total.
local function walk(rolls, rack)
  local all, balls_per_frame = rack.pins, rack.balls
  local frames, i = {}, 1
  for f = 1, FRAMES do
    if rolls[i] == nil then break end
    local frame = { balls = {} }
    if f < FRAMES then
      local a, b, c = rolls[i], rolls[i + 1], rolls[i + 2]
      if a == all then
        frame.balls, frame.kind = { a }, "strike"
        if rolls[i + 1] ~= nil and rolls[i + 2] ~= nil then
          frame.score = all + rolls[i + 1] + rolls[i + 2]
          frame.bonus = { rolls[i + 1], rolls[i + 2] }
        end
        i = i + 1
      elseif b == nil then
        frame.balls = { a }
        i = i + 1
      elseif a + b == all then
        frame.balls, frame.kind = { a, b }, "spare"
        if c ~= nil then
          frame.score = all + c
          frame.bonus = { c }
        end
        i = i + 2
      elseif balls_per_frame == 2 then
        frame.balls, frame.kind, frame.score = { a, b }, "open", a + b
        i = i + 2
      elseif c == nil then
        frame.balls = { a, b }
        i = i + 2
      else
        frame.balls, frame.kind, frame.score = { a, b, c }, "open", a + b + c
        i = i + 3
      end
    else
      for k = i, #rolls do frame.balls[#frame.balls + 1] = rolls[k] end
      local a, b, c = frame.balls[1], frame.balls[2], frame.balls[3]
      if a ~= nil and b ~= nil then
        if a == all or a + b == all then
          frame.kind = (a == all) and "strike" or "spare"
          if c ~= nil then frame.score = a + b + c end
        elseif balls_per_frame == 2 then
          frame.kind, frame.score = "open", a + b
        elseif c ~= nil then
          frame.kind, frame.score = "open", a + b + c
        end
      end
      i = #rolls + 1
    end
    frames[f] = frame
  end
  -- Running totals, as far as every earlier frame is known.
  local total = 0
  for f = 1, #frames do
    if frames[f].score == nil then break end
    total = total + frames[f].score
    frames[f].total = total
  end
  -- The frame the next ball belongs to.
  local current = #frames + 1
  local last = frames[#frames]
  if last ~= nil then
    local finished = (#frames < FRAMES and last.kind ~= nil) or (#frames == FRAMES and last.score ~= nil)
    if not finished then current = #frames end
  end
  if current == 0 then current = 1 end
  return frames, current, total
end

---------------------------------------------------------------------------------------------
-- The rack and the shooting segment.
---------------------------------------------------------------------------------------------

local diagonal_point = pins.diagonal_point

-- Rack spot of each of the ten pins: row r (1 to 4) holds pins r(r-1)/2 + 1 ..., left to
-- right, numbered as on an alley (1 is the head pin, 7 and 10 the back corners).
local function rack_spots()
  local spots = {}
  local row_step = SPACING * math.sqrt(3) / 2
  for row = 1, 4 do
    local along = BACK_ROW - (4 - row) * row_step
    for k = 1, row do
      local across = ((row + 1) / 2 - k) * SPACING
      spots[row * (row - 1) // 2 + k] = diagonal_point(along, across)
    end
  end
  return spots
end

---------------------------------------------------------------------------------------------
-- The game: what a frame's balls say and what comes next, for any rack.
---------------------------------------------------------------------------------------------

local ball_word, plural = pins.ordinal, parlor.plural

-- How a frame's score reads on the sheet, each pin worth `pin`: "strike, 10 + 10 + 9 = 29".
local function frame_sum(frame, all, pin)
  local parts = {}
  if (frame.kind == "strike" or frame.kind == "spare") and frame.bonus then
    parts[1] = tostring(all * pin)
    for _, b in ipairs(frame.bonus) do parts[#parts + 1] = tostring(b * pin) end
  else
    for _, b in ipairs(frame.balls) do parts[#parts + 1] = tostring(b * pin) end
  end
  return frame.kind .. ", " .. table.concat(parts, " + ") .. " = " .. frame.score * pin
end

-- A bowling game by frames from `spec`: `id`, `name`, `summary`, `rules`, `board` ("carrom"
-- unless given), `rack` (a function giving the pins' spots, pin `id` at `spots[id]`), `balls`
-- (to the frame: 2 unless given) and `all_word` ("ten": how the sentences name a full rack).
local function make(spec)
  local rack = { balls = spec.balls or 2 }
  local board = spec.board or "carrom"
  local all_word = spec.all_word
  rack.pins = #spec.rack()

  local game = pins.game({ id = spec.id, book = spec.book, name = spec.name, summary = spec.summary, rules = spec.rules })
  game.info.board = board

  -- The count, as data: the judge and its sentences read it, and a house rule changes it
  -- (`values = { pin = 2 }`). Each game made here has its own. The sheet (`walk`) counts pins;
  -- each is worth `pin` on the score, the rack of a strike or a spare and its bonus balls too.
  local values = {
    pin = 1,   -- each pin down, on the sheet
  }
  game.values = values

  function game.setup(config)
    local state = pins.setup(spec.id, config, pins.layout(spec.rack()), { rolls = { {}, {} } })
    state.board = board
    return state
  end

  function game.prompt(state)
    local seat = state.turn
    local frames, current = walk(state.memo.rolls[seat], rack)
    local frame = frames[current]
    local ball = (frame and #frame.balls or 0) + 1
    return {
      seat = seat,
      kind = { type = "shoot", piece = SHOOTERS[seat], from = pins.shooting_segment() },
      message = state.seats[seat].name .. ": frame " .. current .. ", " .. ball_word(ball)
        .. " ball. Place your shooter by the bottom left pocket and bowl at the pins.",
    }
  end

  -- What the ball did (`shot`: see the judge), in a frame before the tenth.
  local function say_ball(ruling, shot)
    local frame, count, standing, prior = shot.frame, shot.count, shot.standing, shot.prior
    local done = shot.after[frame]
    if shot.ball == 1 and count == rack.pins then
      ruling.say("Strike! All " .. all_word .. " pins down with the first ball of frame " .. frame .. ": " .. rack.pins * values.pin .. " plus the next two balls.")
    elseif done.kind == "spare" and shot.ball == 2 then
      ruling.say("Spare! The second ball fells the last " .. plural(count, "pin") .. " of frame " .. frame .. ": " .. rack.pins * values.pin .. " plus the next ball.")
    elseif done.kind == "open" then
      -- The frame's pins, ball by ball (its points are said with the sheet: `frame_sum`).
      local balls = {}
      for _, b in ipairs(prior) do balls[#balls + 1] = tostring(b) end
      balls[#balls + 1] = tostring(count)
      local left = standing == 0 and "all down at the " .. ball_word(shot.ball) .. " ball" or plural(standing, "pin") .. " left standing"
      ruling.say("Open frame " .. frame .. ": " .. table.concat(balls, " + ") .. " = " .. plural(done.score, "pin") .. ", " .. left .. "; no bonus.")
    elseif count == 0 then
      ruling.say("Frame " .. frame .. ", " .. ball_word(shot.ball) .. " ball: a miss, no pins down; " .. plural(standing, "pin") .. " stand for the " .. ball_word(shot.ball + 1) .. " ball.")
    else
      ruling.say("Frame " .. frame .. ", " .. ball_word(shot.ball) .. " ball: " .. plural(count, "pin") .. " down, " .. standing .. " left standing for the " .. ball_word(shot.ball + 1) .. " ball.")
    end
  end

  -- What the ball did in the tenth frame, and the bonus balls it earns.
  local function say_tenth_ball(ruling, shot)
    local ball, count, all = shot.ball, shot.count, rack.pins
    local tenth = shot.after[FRAMES]
    local balls = tenth.balls
    -- A fresh rack stood for this ball when it is the first, or the ball before it was a
    -- strike, or the two before it a spare.
    local fresh = ball == 1 or balls[ball - 1] == all or (ball == 3 and balls[1] ~= all and balls[1] + balls[2] == all)
    local spare = (ball == 2 and balls[1] ~= all and balls[1] + count == all)
      or (ball == 3 and balls[1] == all and balls[2] ~= all and balls[2] + count == all)
    if count == all and fresh then
      ruling.say("Strike! All " .. all_word .. " pins down with the " .. ball_word(ball) .. " ball of the tenth frame.")
    elseif spare then
      ruling.say("Spare! The " .. ball_word(ball) .. " ball fells the last " .. plural(count, "pin") .. " of the rack in the tenth frame.")
    else
      ruling.say("Tenth frame, " .. ball_word(ball) .. " ball: " .. plural(count, "pin") .. " down.")
    end
    if ball == 1 and count == all then
      ruling.say("A strike in the tenth frame earns two bonus balls.")
    elseif ball == 2 and tenth.kind == "spare" then
      ruling.say("A spare in the tenth frame earns one bonus ball.")
    end
  end

  -- Frames whose score became known with this ball, as the score sheet shows them.
  local function say_frames_scored(ruling, shot)
    local before, after = shot.before, shot.after
    for f = 1, #after do
      if after[f].score ~= nil and (before[f] == nil or before[f].score == nil) then
        local line = "Frame " .. f .. " for " .. ruling.name .. ": " .. frame_sum(after[f], rack.pins, values.pin)
        if after[f].total then line = line .. "; " .. after[f].total * values.pin .. " so far." else line = line .. "." end
        ruling.say(line)
      end
    end
  end

  -- What comes next: another ball of the frame, the other seat's frame, or the end of the game.
  local function rule_next(ruling, shot)
    local state, seat, name, say = ruling.state, ruling.seat, ruling.name, ruling.say
    local other, frame, standing = 3 - seat, shot.frame, shot.standing
    if shot.next_frame == frame then
      if shot.count == 0 then
        say("Nothing fell: " .. name .. " bowls the " .. ball_word(shot.ball + 1) .. " ball at the same " .. plural(standing, "pin") .. ".")
      elseif standing == 0 then
        say("The pins are racked again: " .. name .. " takes the " .. ball_word(shot.ball + 1) .. " ball of the tenth frame.")
      else
        say("The fallen pins are cleared: " .. name .. " bowls again at the " .. plural(standing, "pin") .. " still standing.")
      end
      return
    end
    local _, other_frame = walk(ruling.memo.rolls[other], rack)
    if seat == ruling.memo.leader then
      ruling.pass(other)
      say("Frame " .. frame .. " is over for " .. name .. ": the pins are racked and " .. state.seats[other].name .. " bowls frame " .. other_frame .. ".")
    elseif frame < FRAMES then
      ruling.pass(other)
      ruling.verdict.round_over = true
      say("Both have bowled frame " .. frame .. ": the pins are racked and " .. state.seats[other].name .. " bowls frame " .. (frame + 1) .. ".")
    else
      ruling.verdict.round_over = true
      -- The match's scores: the sheets' totals, and anything a house rule added.
      local totals = ruling.totals
      say("Game over after ten frames: " .. state.seats[1].name .. " " .. totals[1] .. ", " .. state.seats[2].name .. " " .. totals[2] .. ".")
      if totals[1] == totals[2] then
        ruling.win(nil, "Equal totals: the game is a tie.")
      else
        local winner = totals[1] > totals[2] and 1 or 2
        ruling.win(winner, state.seats[winner].name .. " has the higher total and wins.")
      end
    end
  end

  -- The ball's pins are added to the seat's rolls and the score sheet read again: the frames
  -- it completes score; fallen pins are cleared, or the rack stands again when the frame is
  -- over.
  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local seat, rolls = ruling.seat, ruling.memo.rolls[ruling.seat]
    local shot = {}
    shot.down, shot.standing = pins.fallen(state, rack.pins)
    shot.count = #shot.down
    shot.before, shot.frame, shot.total_before = walk(rolls, rack)
    shot.prior = shot.before[shot.frame] and shot.before[shot.frame].balls or {}
    shot.ball = #shot.prior + 1
    rolls[#rolls + 1] = shot.count
    shot.after, shot.next_frame, shot.total = walk(rolls, rack)

    if shot.frame < FRAMES then say_ball(ruling, shot) else say_tenth_ball(ruling, shot) end
    say_frames_scored(ruling, shot)
    -- Only what this ball adds to the sheet: points a house rule gave the seat stay its own.
    ruling.score(seat, (shot.total - shot.total_before) * values.pin, "frames scored")
    ruling.set(SHOOTERS[seat], "hand")
    if shot.next_frame ~= shot.frame or shot.standing == 0 then
      pins.rerack(ruling, spec.rack())
    else
      pins.clear(ruling, shot.down)
    end
    rule_next(ruling, shot)
    return ruling.finish()
  end

  -- Exposed for reading; Parlor ignores any key but info, setup, prompt and judge.
  game.walk = function(rolls) return walk(rolls, rack) end
  return game
end

local game = make({
  id = "ten-pins-100games", book = "100 games book", name = "Ten Pins",
  summary = "Bowling on the carrom board: ten frames, strikes and spares; the higher total wins.",
  rules = RULES, rack = rack_spots, all_word = "ten",
})

-- For the games built over this one (see the head of this file).
game.make, game.rules, game.rack_spots = make, RULES, rack_spots

return game
