-- House rule: the 1901 book's "test of skill": the black ring is left out altogether. With no
-- black, an inning ends as soon as one colour is cleared.
local BLACK = 25

-- The black is set aside wherever the base game lays out the rings.
local function without_black(pieces)
  for _, piece in ipairs(pieces) do
    if piece.id == BLACK then piece.status = "aside" end
  end
  return pieces
end

return {
  info = {
    id = "carroms:black-omitted",
    name = "Black omitted",
    games = { "carroms-100games", "call-carroms", "spot-shots", "bank-it" },
    summary = "No black ring: an inning ends when one colour is cleared.",
  },
  setup = function(base, config)
    local state = base(config)
    without_black(state.pieces)
    return state
  end,
  judge = function(base, state, action, report)
    local verdict = base(state, action, report)
    for _, edit in ipairs(verdict.edits or {}) do
      if edit.op == "reset" then without_black(edit.pieces) end
    end
    return verdict
  end,
}
