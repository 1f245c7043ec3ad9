-- House rule: a short game of crokinole, to 50 points instead of 100.
return {
  info = {
    id = "crokinole:first-to-50",
    name = "First to 50",
    games = { "crokinole-modern-sheet", "crokinole-100games", "crokinole-1901", "crokinole-1901-alt-count" },
    summary = "The match is played to 50 points instead of 100.",
  },
  options = { target = 50 },
}
