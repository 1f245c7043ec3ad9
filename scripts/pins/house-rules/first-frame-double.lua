-- House rule: a strike in the first frame counts double. The game scores each ball by what it
-- adds to the sheet, so points a rule gives stay: the frame is added once more when its score
-- (10 and the next two balls) becomes known. The game's `walk` reads the sheet.
return {
  info = {
    id = "pins:first-frame-double",
    name = "First-frame strike counts double",
    games = { "ten-pins-100games" },
    summary = "A strike in the first frame scores its whole frame twice: 10 plus the next two balls, "
      .. "added again once those balls are rolled.",
  },
  judge = function(base, state, action, report)
    local verdict = base(state, action, report)
    local walk, seat = parlor.game.walk, state.turn
    local before, after = walk(state.memo.rolls[seat])[1], walk(verdict.memo.rolls[seat])[1]
    if not (after and after.kind == "strike" and after.score) or (before and before.score) then
      return verdict
    end
    local ruling = parlor.ruling_from(state, verdict, action)
    local points = after.score * parlor.values.pin
    ruling.score_seat(seat, points, "first-frame strike doubled")
    ruling.say("House rule: " .. ruling.name .. "'s first-frame strike counts double, " .. parlor.signed(points) .. ".")
    return ruling.finish()
  end,
}
