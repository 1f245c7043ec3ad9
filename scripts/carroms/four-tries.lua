-- Four Tries, from the 100-games book: Carroms without the black, in which each player has four
-- plays in a row, a play lasting until he misses; after both have had theirs, the higher count
-- of rings wins.
--
-- Catalogue id: four-tries. Carroms (this pack's carroms-100games.lua, loaded as a module), its
-- turns counted and the match cut short after four plays each.

local carroms = require("carroms-100games")

local PLAYS = 4

local INTRO = [[
Four Tries is Carroms played without the black, where each player has four plays in succession.
A play lasts as long as you keep dropping your own rings; a shot that does not ends the play, and
you start the next from your line again, until your four plays are used. Then your opponent has
his four. When both have had four plays, whoever has pocketed more rings wins: each ring of your
colour is 1, a ring of your opponent's that you drop counts for him, and the Carroms forfeits
apply. Carroms as it is played here:

]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The black is left out, as the book's equipment list leaves it out.
- The four plays are taken all in a row: the first player's four, then the other's four, one
  round in all. A coin toss (drawn from the match seed) decides who goes first.
- If a colour is cleared before the plays are over, the match ends there. The clearing bonus
  and the Carroms target do not apply; only rings count.
- Equal counts at the end are a draw.
]]

local game = carroms.built_over({
  id = "four-tries", book = "100 games book", name = "Four Tries",
  target = false,   -- four plays each, no target
  summary = "Carroms without the black: four plays each in a row, and the more rings pocketed wins.",
  rules = INTRO .. carroms.rules_without_calls .. "\n" .. DECISIONS,
})

-- Carroms' pieces without the black.
local function without_black(pieces)
  local kept = {}
  for _, piece in ipairs(pieces) do
    if piece.id ~= carroms.BLACK then kept[#kept + 1] = piece end
  end
  return kept
end

-- There are no innings to end (a cleared colour ends the match), so a house rule cannot start
-- another; it may rack the rings again, as the match opens.
game.new_round = nil
function game.layout(ruling) return without_black(carroms.layout(ruling)) end

function game.setup(config)
  local state = carroms.setup(config)
  state.game = game.info.id
  state.pieces = without_black(state.pieces)
  state.memo.plays = { 0, 0 }
  state.memo.first = state.turn
  return state
end

function game.prompt(state)
  local prompt = carroms.prompt(state)
  local seat = state.turn
  prompt.message = state.seats[seat].name .. ", play " .. (state.memo.plays[seat] + 1) .. " of " .. PLAYS .. ": place your shooter on your line and drop your colour."
  return prompt
end

-- Ends the match on the rings, Carroms' verdict (the ruling's) with its score counted in: more
-- wins, equal is a draw.
local function finish(ruling)
  for _, change in ipairs(ruling.verdict.score) do ruling.totals[change.team] = ruling.totals[change.team] + change.points end
  ruling.end_on_totals("Four plays each are over")
end

-- A colour cleared: no bonus, no new inning, and nothing said of them; the match ends on the rings.
local function rule_cleared(ruling)
  local verdict = ruling.verdict
  local kept_scores, kept_edits, kept_messages = {}, {}, {}
  for _, change in ipairs(verdict.score) do
    if change.reason ~= "clearing bonus" then kept_scores[#kept_scores + 1] = change end
  end
  for _, e in ipairs(verdict.edits) do
    if e.op ~= "reset" then kept_edits[#kept_edits + 1] = e end
  end
  for _, text in ipairs(verdict.messages) do
    if not (text:find("^Inning") or text:find("^New inning") or text:find("cleared their colour")
            or text:find("reaches") or text:find("^Level at")) then
      kept_messages[#kept_messages + 1] = text
    end
  end
  verdict.score, verdict.edits, verdict.messages = kept_scores, kept_edits, kept_messages
  verdict.round_over, verdict.outcome = nil, nil
  ruling.say("A colour is cleared: the match ends here.")
  finish(ruling)
end

-- A play is over when Carroms passes the turn: the next of the seat's four, the other's four,
-- or the end.
local function rule_play_over(ruling)
  local state, seat = ruling.state, ruling.seat
  local memo = ruling.verdict.memo
  memo.plays[seat] = memo.plays[seat] + 1
  local other = 3 - seat
  if memo.plays[seat] < PLAYS then
    ruling.pass(seat)
    ruling.say(ruling.name .. "'s play " .. memo.plays[seat] .. " of " .. PLAYS .. " is over; the next starts from the line.")
  elseif memo.plays[other] < PLAYS then
    ruling.pass(other)
    ruling.say(ruling.name .. " has had four plays; now " .. state.seats[other].name .. "'s four.")
  else
    finish(ruling)
  end
end

-- Carroms judges the shot; this game's ruling works on that verdict (and its memo) directly.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  ruling.verdict = carroms.judge(state, action, report)
  if ruling.verdict.round_over then
    rule_cleared(ruling)
  elseif ruling.verdict.next ~= ruling.seat then
    rule_play_over(ruling)
  end
  return ruling.verdict
end

return game
