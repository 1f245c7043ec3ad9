-- The timed crokinole games (a module of this pack: `require("timed")`): rounds of one minute
-- on the clock. At the start signal the round's opener fires one ring, alone; then every player
-- with rings left fires from his own section, in any order and as fast as he likes, until time
-- is called (the engine's clock sends `time_up`) or every ring has been shot. The round is then
-- counted, the side with the higher count wins it, and the side to win enough rounds wins the
-- match. Used by Time Crokinole and Seven Battles; each gives its rings, its count and how many
-- rounds win.
--
-- A game's `spec`:
--   info            the game's `info` (`field.info` fields: id, name, summary, rules, players)
--   values          the game's `values` (its count), to which the clock's `seconds` is added
--   rings(seats)    how many rings each player has with `seats` players
--   after_shot(ruling, report)  what a shot does at once (rings out of play to the ditch, say)
--   count(ruling)   the round's count by side ({ red, green }), each ring said as the game likes
--   round           what a round is called ("round", "battle")
--   wins            rounds a side must win to win the match
--   most            optional: the most rounds played; after the last, more rounds won wins

local field = require("field")

local timed = {}

timed.COLOURS = { "red", "green" }        -- side 1, side 2
timed.SIDES = { "Red", "Green" }          -- the same, opening a sentence

-- The decisions about the clock and the window that both games state, for a period called
-- `round` ("round", "battle"): the last lines of their rules text.
function timed.clock_decisions(round)
  return string.format([[
- A shot counts only if it was fired before time was called; one fired at the minute or later is
  refused. Every shot is played to rest before the next one starts.
- In the window the clock starts with the opening shot and counts down over the board. Each
  player fires his next ring with his seat's number key (1 to 4), with the aim he last used
  (at first, straight at the centre), or flicks from his own side with the mouse: a pull that
  starts nearest his starting line aims his ring. The clock calls time by itself. A match
  resumed in the middle of a %s goes on from its latest shot's time.]], round)
end

-- The rings in hand of a new round: `rings(seats)` for every player, coloured by side.
local function rings_in_hand(spec, seats)
  return field.rings_in_hand(spec.rings(seats), timed.COLOURS, seats)
end

-- The seats holding a ring, in seat order from `from` (that seat first).
local function armed_from(state, from)
  local seats, count = {}, #state.seats
  for step = 0, count - 1 do
    local seat = (from - 1 + step) % count + 1
    if field.in_hand(state, seat) then seats[#seats + 1] = seat end
  end
  return seats
end

-- The round's prompt: the opener alone fires the first ring; after it, the seat to play and
-- every other seat with a ring left, each from its own section (`clock.also`).
local function prompt(spec, values, state)
  local memo, seats = state.memo, #state.seats
  local also = {}
  if memo.opened then
    for _, seat in ipairs(armed_from(state, state.turn)) do
      if seat ~= state.turn then
        local ring = field.in_hand(state, seat)
        also[#also + 1] = { seat = seat, piece = ring.id,
                            from = field.section_line(seat, seats, board.pieces.ring.radius) }
      end
    end
  end
  local text
  if memo.opened then
    text = "free fire: anyone with rings left shoots from his own section until time is called"
  else
    text = "open the " .. spec.round .. " with a ring for the centre hole; the clock starts at the signal"
  end
  local asked = field.line_prompt(state, text)
  asked.kind.clock = { limit = values.seconds, also = also }
  return asked
end

-- Counts the round, gives it to the side with the higher count and either ends the match or
-- opens the next round (the next seat after the last opener opens it).
local function close_round(spec, ruling)
  local state, memo = ruling.state, ruling.memo
  local Round = spec.round:sub(1, 1):upper() .. spec.round:sub(2)
  local counts = spec.count(ruling)
  local colours = timed.COLOURS
  local Colours = timed.SIDES
  ruling.say(Round .. " " .. state.round .. " count: " .. colours[1] .. " " .. counts[1] .. ", " .. colours[2] .. " " .. counts[2] .. ".")
  ruling.end_round()
  if counts[1] == counts[2] then
    ruling.say("Level counts: nobody wins the " .. spec.round .. ".")
  else
    local side = counts[1] > counts[2] and 1 or 2
    ruling.score(side, 1, spec.round .. " won")
    ruling.say(Colours[side] .. " win the " .. spec.round .. ": " .. ruling.totals[side] .. " of " .. spec.wins .. " needed.")
    if ruling.totals[side] >= spec.wins then
      ruling.win(side, Colours[side] .. " (" .. parlor.team_name(state, side) .. ") win the match, " .. ruling.totals[side] .. " " .. spec.round .. "s to " .. ruling.totals[3 - side] .. ".")
      return
    end
  end
  if spec.most and state.round >= spec.most then
    local totals = ruling.totals
    if totals[1] == totals[2] then
      ruling.win(nil, "All " .. spec.most .. " " .. spec.round .. "s fought, " .. totals[1] .. " won each: the match is drawn.")
    else
      local side = totals[1] > totals[2] and 1 or 2
      ruling.win(side, "All " .. spec.most .. " " .. spec.round .. "s fought: " .. Colours[side] .. " won more, " .. totals[side] .. " to " .. totals[3 - side] .. ", and win the match.")
    end
    return
  end
  memo.opener = parlor.next_seat(memo.opener, #state.seats)
  memo.opened = false
  ruling.end_round(memo.opener, rings_in_hand(spec, #state.seats))
  ruling.say("Next " .. spec.round .. ": " .. state.seats[memo.opener].name .. " opens when the clock starts.")
end

-- Says, for each player, the rings he had not shot when time was called: they are lost.
local function say_unshot(spec, ruling)
  local state = ruling.state
  local lost = {}
  for seat = 1, #state.seats do
    local _, left = field.in_hand(state, seat)
    if left > 0 then lost[#lost + 1] = state.seats[seat].name .. "'s " .. parlor.plural(left, "ring") end
  end
  if #lost == 0 then
    ruling.say("Time is called.")
  else
    ruling.say("Time is called. Not shot, and lost for this " .. spec.round .. ": " .. parlor.list(lost) .. ".")
  end
end

-- The game of `spec` (see the top of this file).
function timed.make(spec)
  local game = field.game(spec.info)
  -- The clock beside the game's count, as data a house rule changes (`values = { seconds =
  -- 90 }`).
  local values = spec.values
  values.seconds = 60

  function game.setup(config)
    local seats = #config.seats
    local opener = parlor.draw(config.seed, seats)
    return field.match(game.info.id, config, timed.COLOURS, rings_in_hand(spec, seats), opener,
      { opener = opener, opened = false })
  end

  function game.prompt(state)
    return prompt(spec, values, state)
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state, action)
    if action.type == "time_up" then
      say_unshot(spec, ruling)
      close_round(spec, ruling)
      return ruling.finish()
    end
    ruling.memo.opened = true
    spec.after_shot(ruling, report)
    -- The shooter keeps the prompt while he has rings; else the next seat that has some.
    local armed = armed_from(state, ruling.seat)
    if #armed == 0 then
      ruling.say("Every ring has been shot before time was called.")
      close_round(spec, ruling)
    else
      ruling.pass(armed[1])
    end
    return ruling.finish()
  end

  game.values = values
  return game
end

return timed
