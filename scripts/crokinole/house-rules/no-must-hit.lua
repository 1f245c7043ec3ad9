-- House rule for beginners and children: no obligation to hit an opposing disc.
return {
  info = {
    id = "crokinole:no-must-hit",
    name = "Beginner: no must-hit",
    games = { "crokinole-modern-sheet", "crokinole-1901", "crokinole-1901-alt-count" },
    summary = "A shot need not touch an opposing disc; a miss is not penalised.",
  },
  options = { must_hit = false },
}
