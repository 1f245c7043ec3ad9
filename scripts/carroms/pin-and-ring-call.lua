-- Pin and Ring Call, from the 100-games book: a ten pin guards each pocket; knock it in with one
-- of your rings on a called shot to open the pocket, then sink your rings in the open pockets,
-- every shot called.
--
-- Catalogue id: pin-and-ring-call. Two players. The centre cluster is this pack's
-- (cluster.lua), the seats' lines are Carroms' (this pack's carroms-100games.lua, loaded as a
-- module).

local carroms = require("carroms-100games")
local cluster = require("cluster")
local lines = require("lines")

local RINGS = 5                         -- each colour's: red 1-5, green 6-10
local PIN_BASE = 10                     -- the pin before pocket k is 10 + k
local SHOOTER = 20
local COLOURS = { "red", "green" }

local RULES = [[
Two players, red (first seat) and green, five rings each, bunched at the centre. A ten pin stands
in front of each pocket, on its numbered spot; there is one white shooter for both players. A
coin toss decides who opens, from any point of his own shooting line; after that the shooter is
always played from where it lies.

Every shot is called: before it you name a pin or one of your own rings, and the pocket it will
enter. The shooter must touch one of your own rings first; that ring may carry on into a pin, or
into an opponent's ring that carries the pin. A pin knocked into its own pocket opens that
pocket; after that your rings may be sunk there, on called shots.

A called shot that is made (the called piece in the called pocket) scores, pin 2 and ring 1, and
you shoot again. Anything else that dropped or was knocked down on the shot is set up again: a
pin on its spot before its pocket, a ring at the centre. A shot whose call is not made ends your
turn, and everything it dropped or knocked down is set up again, uncounted.

If the shooter drops into a pocket, your turn is over and one ring you have pocketed goes back to
the centre, its point taken off (nothing if you have none). The first to 15 points wins.

Parlor's decisions where the book is unclear:
- A pocket opened by either player is open to both.
- A ring dropped into a pocket whose pin still stands is not made, even when called.
- A pin counts only in its own pocket, the one it stood before.
- A shot whose shooter touches no ring, or an opponent's ring or a pin first, is not made, even
  if the called piece drops.
- A shooter knocked off the board is ruled like one pocketed. After a lost shooter the next
  player places it on his own shooting line.
- What else dropped on a shot that lost the shooter is set up again, uncounted.
- A ring knocked off the board goes back to the centre.
- Five rings and four pins are not enough for anyone to reach 15 in one rack: whenever a colour
  is cleared from the board, every pin is stood on its spot again and all ten rings go back to
  the centre, the scores carrying on, and the next shot is from the shooting line.
]]

local game = {
  info = carroms.info_of({
    id = "pin-and-ring-call", book = "100 games book", name = "Pin and Ring Call", target = 15,
    summary = "Call a pin into its pocket to open it, then your rings into the open pockets; first to 15.",
    rules = RULES,
  }),
}

-- The count, as data: the judge and its sentences read these, and a house rule changes them
-- (`values = { pin = 3 }`).
game.values = {
  pin = 2,       -- a called pin knocked into its own pocket
  ring = 1,      -- a called ring sunk in an open pocket
  forfeit = 1,   -- the ring forfeited for losing the shooter
}
local values = game.values

local function spot(k) return board.spots["spot-" .. k] end

-- Rings at the centre, a pin on each numbered spot, the shooter in hand.
local function layout()
  local pieces = {}
  local points = cluster.round_spot(2 * RINGS)
  for id = 1, 2 * RINGS do
    local side = (id <= RINGS) and 1 or 2
    pieces[id] = { id = id, kind = "ring", colour = COLOURS[side], owner = side, position = points[id], status = "board" }
  end
  for k = 1, 4 do
    pieces[#pieces + 1] = { id = PIN_BASE + k, kind = "pin", colour = "white", number = k, position = spot(k), status = "board" }
  end
  pieces[#pieces + 1] = { id = SHOOTER, kind = "shooter", colour = "white", position = { x = 0, y = 0 }, status = "hand" }
  return pieces
end

function game.setup(config)
  local state = carroms.match(game.info.id, config, layout(), parlor.draw(config.seed, 2), {
    target = parlor.option(config, "target", 15),
    from_line = true,
  })
  return state
end

local function is_pin(id) return id > PIN_BASE and id <= PIN_BASE + 4 end

function game.prompt(state)
  local seat = state.turn
  local callable = {}
  for _, piece in ipairs(state.pieces) do
    if piece.status == "board" and ((piece.kind == "ring" and piece.owner == seat) or is_pin(piece.id)) then
      callable[#callable + 1] = piece.id
    end
  end
  local from = state.memo.from_line and parlor.on_line(carroms.LINES[seat], 0) or { type = "where_it_lies" }
  local name = state.seats[seat].name .. " (" .. COLOURS[seat] .. ")"
  return {
    seat = seat,
    kind = { type = "shoot", piece = SHOOTER, from = from, call = { pieces = callable, pocket = true } },
    message = name .. ": call a pin or one of your rings and its pocket, then shoot "
      .. (state.memo.from_line and "from your line." or "from where the shooter lies."),
  }
end

-- Sets a piece up again: a pin on its spot, a ring at the centre.
local function set_up(ruling, id)
  if is_pin(id) then ruling.stand(id, spot(id - PIN_BASE)) else ruling.respot(id) end
end

-- Whether the called piece was made: into the called pocket, a pin into its own, a ring into a
-- pocket opened before this shot, the shooter having touched one of the seat's rings first.
local function made(ruling, action, report, dropped)
  local call = action.call or {}
  local pocket = dropped[call.piece or -1]
  if pocket == nil or pocket ~= call.pocket then return false, "the called piece did not drop into pocket " .. tostring(call.pocket) end
  local first = lines.first_touched(report, SHOOTER)
  local piece = first and parlor.piece(ruling.state, first)
  if not (piece and piece.kind == "ring" and piece.owner == ruling.seat) then
    return false, "the shooter did not touch one of " .. ruling.name .. "'s rings first"
  end
  if is_pin(call.piece) then
    if call.piece - PIN_BASE ~= pocket then return false, "a pin counts only in its own pocket" end
    return true
  end
  local guard = PIN_BASE + pocket
  if parlor.piece(ruling.state, guard).status ~= "pocketed" or dropped[guard] then
    return false, "pocket " .. pocket .. " is still guarded by its pin"
  end
  return true
end

-- Whenever a colour is cleared from the board, everything is set up again (scores carry on).
local function rerack(ruling)
  for side = 1, 2 do
    local left = ruling.count(function(piece, status) return piece.kind == "ring" and piece.owner == side and status == "board" end)
    if left == 0 then
      ruling.reset(layout())
      ruling.memo.from_line = true
      ruling.say(COLOURS[side]:gsub("^%l", string.upper) .. " is cleared from the board: the pins and all ten rings are set up again, and the next shot is from the shooting line.")
      return
    end
  end
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat = ruling.seat
  -- Each piece counted once, however often its drop or fall is reported.
  local dropped, order, fell, felled, lost = {}, {}, {}, {}, nil
  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" and event.piece == SHOOTER then
      lost = "dropped into a pocket"
    elseif event.type == "pocketed" and dropped[event.piece] == nil then
      dropped[event.piece] = event.pocket
      order[#order + 1] = event.piece
    elseif event.type == "off_board" and event.piece == SHOOTER then
      lost = "left the board"
    elseif event.type == "off_board" then
      ruling.say("A piece jumped the board: it is set up again.")
      set_up(ruling, event.piece)
    elseif event.type == "fell" and not fell[event.piece] then
      fell[event.piece] = true
      felled[#felled + 1] = event.piece
    end
  end
  local call = action.call or {}
  local counted, why = false, nil
  if lost then
    ruling.say("The shooter " .. lost .. ": " .. ruling.name .. "'s turn is over.")
    carroms.forfeit_pocketed(ruling, order, false, values.forfeit)
  else
    counted, why = made(ruling, action, report, dropped)
  end
  local set_again = 0
  for _, id in ipairs(order) do
    if not (counted and id == call.piece) then set_up(ruling, id); set_again = set_again + 1 end
  end
  for _, id in ipairs(felled) do
    if dropped[id] == nil then set_up(ruling, id); set_again = set_again + 1 end
  end
  if counted then
    local pin = is_pin(call.piece)
    local points = pin and values.pin or values.ring
    ruling.score(seat, points, pin and "pin pocketed" or "ring pocketed")
    ruling.say(ruling.name .. " made the call: " .. (pin and "pin " .. (call.piece - PIN_BASE) .. " is in, and pocket " .. call.pocket .. " is open" or "a ring in pocket " .. call.pocket)
      .. " (" .. parlor.signed(points) .. ").")
    if set_again > 0 then ruling.say("Everything else that dropped or fell is set up again.") end
    ruling.say(ruling.name .. " shoots again.")
  elseif lost then
    if set_again > 0 then ruling.say("What else dropped or fell on that shot is set up again, uncounted.") end
  else
    if set_again > 0 then
      ruling.say("The call is not made (" .. why .. "): everything that dropped or fell is set up again, and the turn is over.")
    else
      ruling.say("The call is not made: the turn is over.")
    end
  end
  if not counted then ruling.pass() end
  ruling.memo.from_line = lost ~= nil
  if lost then ruling.set(SHOOTER, "hand") end
  if not ruling.reached(ruling.memo.target, seat) then rerack(ruling) end
  return ruling.finish()
end

return game
