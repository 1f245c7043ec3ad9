-- Crokapin spun all at once: the 1901 book's Crokapin, in the variant where all four rings of a
-- round are spun at the same moment.
--
-- Catalogue id: crokapin-simultaneous-1901. Crokapin's game (this pack's crokapin-1901.lua,
-- loaded as a module) made with every ring at one call by Ringarang Crokinole's `simultaneous`.

local crokinole = require("ringarang-crokinole-1901")
local base = require("crokapin-1901")

return crokinole.simultaneous(base.spec, "crokapin-simultaneous-1901", "Crokapin (simultaneous spinning)",
  "Crokapin with all four rings spun at one call: 10 to the side whose ring topples the pin gently.")
