-- Scottville Carroms, from the 100-games book: Carroms with no points, where a ring behind your
-- line may only be banked, your own two pockets only banked into, and the black, last of all,
-- into a pocket you declare.
--
-- Catalogue id: scottville-carroms. The rack, seats and info are Carroms' (this pack's
-- carroms-100games.lua, loaded as a module); the lines and direct shots are the pack's `lines`.

local carroms = require("carroms-100games")
local lines = require("lines")

local BLACK = carroms.BLACK
local SHOOTERS = carroms.SHOOTERS
local LINES = carroms.LINES
local COLOURS = { "red", "green" }
local BREAK, LET_BREAK = "Break", "Let the other player break"
local SHOOT = "Shoot as the rings lie"

local RULES = [[
Two players, red (first seat) against green, with the 24 rings and the black mixed at the centre
as in Carroms. A coin toss is won by one player, who chooses whether to break or to let the other
break. Every shot is taken with your own white shooter from your own shooting line, and you go on
shooting while each shot drops a ring of your colour. There are no points: the first to pocket
all twelve rings of his colour and then the black wins.

- A ring lying behind your line (its centre on your line or between it and your cushion) may not
  be shot at directly: your shooter must strike a cushion before it touches that ring.
- Your own two pockets (the ones at the ends of your line) take a ring only off a bank: a ring
  dropping into one of them must have struck a cushion first on that shot.
- A combination that starts on a ring of your colour (or the black, which is neutral) may use
  any ring. One whose shooter touches an opponent's ring first is allowed, but your turn ends
  after it.
- At the start of your turn you may have one ring of your colour that lies behind your line put
  back as near the centre as it fits (the "Centre" choices, before the first shot of the turn).
  Once your colour is all down, you may have the black moved so, if it lies behind your line.
- The black is played last, after all your rings are down, and before that shot you declare its
  pocket. Pocketed in that pocket, it wins the game.
- If the black drops before all your rings are down, into another pocket than the one declared,
  or on any foul while you are playing it, it goes back as near the centre as it fits, every
  ring of your colour that is down is bunched round it, and your turn is over. Your opponent's
  rings are never moved.
- Shooter pocketed or off the board (when not playing the black): your turn is over, the rings
  that dropped on the shot go back to the centre, and one ring of your colour already down goes
  back too, as the forfeit (none if you have none). A ring knocked off the board goes back as
  near the centre as it fits.
- Your opponent's rings that you pocket stay down, as his.

Parlor's decisions where the book is unclear:
- "Halfway behind the line" is measured by the ring's centre: on the line or beyond it.
- A direct shot at a ring behind your line, or a ring dropped straight into one of your own
  pockets, is a foul: your turn is over, and the rings of your colour (and the black) that
  dropped on it go back to the centre; there is no forfeit.
- "Scratch" while playing the black also covers a shooter pocketed or knocked off the board, a
  direct shot at a ring behind your line and a ring dropped straight into your own pocket.
- The centring privilege is for one ring a turn, chosen before the first shot of the turn.
- Every ring of your colour that is down goes back round the black after a black foul, whoever
  pocketed it.
- A shot whose shooter touches no ring first and drops none of your colour passes the turn.
]]

local game = {
  info = carroms.info_of({
    id = "scottville-carroms", book = "100 games book", name = "Scottville Carroms", target = false,
    summary = "Carroms without points: bank at rings behind your line, clear your colour, then the black into a declared pocket.",
    rules = RULES,
  }),
}

local function other(seat) return 3 - seat end

-- The two pockets at the ends of `seat`'s line: rail N runs from pocket N to pocket N + 1.
local function own_pockets(seat)
  local rail = (seat == 1) and 1 or 3
  return { rail, rail % 4 + 1 }
end

-- Whether the ring at `at` lies behind `seat`'s line: its centre on the line or beyond it.
local function behind(at, seat)
  return lines.beyond(at, LINES[seat], 1e-9)
end

function game.setup(config)
  local winner = parlor.draw(config.seed, 2)
  local state = carroms.match(game.info.id, config, carroms.rack(2, "board"), winner,
    { phase = "choose", fresh = true, guarded = {} })
  return state
end

-- The rings `seat` may have centred now: his colour's rings behind his line, or, once they are
-- all down, the black if it lies there.
local function centrable(state, seat)
  local own_left, found = 0, {}
  for _, piece in ipairs(state.pieces) do
    if piece.kind == "ring" and piece.owner == seat and piece.status == "board" then
      own_left = own_left + 1
      if behind(piece.position, seat) then found[#found + 1] = piece.id end
    end
  end
  local black = parlor.piece(state, BLACK)
  if own_left == 0 and black.status == "board" and behind(black.position, seat) then found[#found + 1] = BLACK end
  return found, own_left
end

local function centre_choice(id)
  if id == BLACK then return "Centre the black" end
  return "Centre ring " .. id
end

function game.prompt(state)
  local seat, memo = state.turn, state.memo
  local name = state.seats[seat].name .. " (" .. COLOURS[seat] .. ")"
  if memo.phase == "choose" then
    return { seat = seat, kind = { type = "move", moves = { { notation = BREAK }, { notation = LET_BREAK } } },
             message = name .. " won the toss: break, or let the other player break." }
  end
  local centring, own_left = centrable(state, seat)
  if memo.fresh and #centring > 0 then
    local moves = { { notation = SHOOT } }
    for _, id in ipairs(centring) do moves[#moves + 1] = { notation = centre_choice(id) } end
    return { seat = seat, kind = { type = "move", moves = moves },
             message = name .. ": you may have one ring behind your line put back at the centre first." }
  end
  local kind = { type = "shoot", piece = SHOOTERS[seat], from = parlor.on_line(LINES[seat], 0) }
  local message = name .. ": place your shooter on your line and shoot."
  if own_left == 0 then
    kind.call = { pieces = { BLACK }, pocket = true }
    message = name .. ": your colour is down; declare the black's pocket, then shoot from your line."
  end
  return { seat = seat, kind = kind, message = message }
end

-- The rings behind the next shooter's line as his turn goes on (not those put back by this
-- ruling, which lie near the centre): the rings he may not shoot at directly.
local function guard(ruling, moved)
  local next_seat, guarded = ruling.verdict.next, {}
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.kind == "ring" and ruling.status[piece.id] == "board" and not moved[piece.id]
        and behind(piece.position, next_seat) then
      guarded[#guarded + 1] = piece.id
    end
  end
  ruling.memo.guarded = guarded
end

-- The verdict: the guard for the next shot, and whether a new turn starts.
local function finish(ruling, moved)
  if not ruling.verdict.outcome then guard(ruling, moved) end
  ruling.memo.fresh = ruling.verdict.next ~= ruling.seat
  return ruling.finish()
end

local function judge_choice(ruling, notation)
  local memo, moved = ruling.memo, {}
  if memo.phase == "choose" then
    memo.phase = "play"
    if notation == LET_BREAK then
      ruling.pass()
      ruling.say(ruling.name .. " lets " .. ruling.state.seats[other(ruling.seat)].name .. " break.")
    else
      ruling.say(ruling.name .. " chooses to break.")
    end
    ruling.memo.fresh = true
    guard(ruling, moved)
    return ruling.finish()
  end
  memo.fresh = false
  for _, id in ipairs(centrable(ruling.state, ruling.seat)) do
    if notation == centre_choice(id) then
      ruling.respot(id)
      moved[id] = true
      ruling.say((id == BLACK and "The black" or "A ring of " .. ruling.name .. "'s")
        .. " lying behind their line is put back as near the centre as it fits.")
    end
  end
  guard(ruling, moved)
  return ruling.finish()
end

-- What the shot did: the rings dropped (with their pockets), the shooter lost, rings off the
-- board (put back at once), and the fouls against the lines and the own pockets.
local function read_shot(ruling, report, moved)
  local seat = ruling.seat
  local shooter = SHOOTERS[seat]
  local shot = { dropped = {}, own = {}, theirs = 0, black_pocket = nil, banked = {} }
  for _, event in ipairs(report.events or {}) do
    if event.type == "rail" then
      shot.banked[event.piece] = true
    elseif event.type == "pocketed" then
      if event.piece == shooter then
        shot.lost = "pocketed"
      elseif not parlor.contains(SHOOTERS, event.piece) and not parlor.contains(shot.dropped, event.piece) then
        shot.dropped[#shot.dropped + 1] = event.piece
        if parlor.contains(own_pockets(seat), event.pocket) and not shot.banked[event.piece] then
          shot.straight_in = true
        end
        if event.piece == BLACK then shot.black_pocket = event.pocket end
      end
    elseif event.type == "off_board" then
      if event.piece == shooter then
        shot.lost = "off"
      elseif not parlor.contains(SHOOTERS, event.piece) then
        ruling.respot(event.piece)
        moved[event.piece] = true
        ruling.say("A ring jumped the board: it goes back as near the centre as it fits.")
      end
    end
  end
  for _, id in ipairs(shot.dropped) do
    local piece = parlor.piece(ruling.state, id)
    if id ~= BLACK and piece.owner == seat then shot.own[#shot.own + 1] = id
    elseif id ~= BLACK then shot.theirs = shot.theirs + 1 end
  end
  shot.direct = lines.direct_hit(report, shooter, lines.set(ruling.memo.guarded))
  local first = lines.first_touched(report, shooter)
  shot.first_theirs = first ~= nil and first ~= BLACK and parlor.piece(ruling.state, first).owner == other(seat)
  return shot
end

-- The black's foul: the black back near the centre, every ring of the seat's colour that is
-- down bunched round it, the turn over.
local function black_foul(ruling, why, moved)
  ruling.respot(BLACK)
  moved[BLACK] = true
  local back = 0
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.kind == "ring" and piece.owner == ruling.seat and ruling.status[piece.id] ~= "board" then
      ruling.respot(piece.id)
      moved[piece.id] = true
      back = back + 1
    end
  end
  ruling.pass()
  ruling.say(why .. ": the black goes back to the centre with the " .. parlor.plural(back, "ring")
    .. " of " .. ruling.name .. "'s colour that " .. parlor.verb(back, "was", "were") .. " down bunched round it, and the turn is over.")
end

-- A foul with the lines or the own pockets: the turn is over; the seat's rings that dropped go
-- back (with the shooter lost, one more as the forfeit).
local function foul(ruling, shot, why, moved)
  ruling.pass()
  ruling.say(why .. ": a foul, and " .. ruling.name .. "'s turn is over.")
  local returned = 0
  for _, id in ipairs(shot.dropped) do
    if id == BLACK or shot.lost or parlor.contains(shot.own, id) then
      ruling.respot(id)
      moved[id] = true
      returned = returned + 1
    end
  end
  if returned > 0 then
    ruling.say("The " .. parlor.plural(returned, "ring") .. " dropped on that shot " .. parlor.verb(returned, "goes", "go") .. " back to the centre.")
  end
  if not shot.lost then return end
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.kind == "ring" and piece.owner == ruling.seat and ruling.status[piece.id] == "pocketed"
        and not parlor.contains(shot.dropped, piece.id) then
      ruling.respot(piece.id)
      moved[piece.id] = true
      ruling.say("Forfeit: one of " .. ruling.name .. "'s rings already down goes back to the centre.")
      return
    end
  end
  ruling.say(ruling.name .. " has no ring down to forfeit.")
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  if action.type == "move" then return judge_choice(ruling, action.notation) end
  local seat, moved = ruling.seat, {}
  ruling.memo.fresh = false
  local shot = read_shot(ruling, report, moved)
  -- Every shot starts from the line, so the shooter always comes back to hand.
  ruling.set(SHOOTERS[seat], "hand")
  local own_left_before = carroms.left_on_board(ruling)[seat] + #shot.own
  local playing_black = own_left_before == 0
  local declared = (action.call or {}).pocket
  local why
  if shot.lost then
    why = (shot.lost == "pocketed") and "Shooter pocketed" or "Shooter off the board"
  elseif shot.direct then
    why = "The shooter went straight at a ring behind " .. ruling.name .. "'s line without a bank"
  elseif shot.straight_in then
    why = "A ring dropped straight into one of " .. ruling.name .. "'s own pockets without a bank"
  end

  if shot.black_pocket and not playing_black then
    black_foul(ruling, "The black dropped before all of " .. COLOURS[seat] .. " was down", moved)
  elseif playing_black and why then
    black_foul(ruling, why .. " while playing the black", moved)
  elseif shot.black_pocket and shot.black_pocket ~= declared then
    black_foul(ruling, "The black dropped into pocket " .. shot.black_pocket .. ", not the declared pocket "
      .. tostring(declared), moved)
  elseif shot.black_pocket then
    ruling.win(seat, ruling.name .. " pocketed the black in the declared pocket " .. declared
      .. " after clearing " .. COLOURS[seat] .. ", and wins.")
  elseif why then
    foul(ruling, shot, why, moved)
  else
    if shot.theirs > 0 then
      ruling.say(parlor.plural(shot.theirs, "opponent ring") .. " dropped: " .. parlor.verb(shot.theirs, "it stays", "they stay") .. " down.")
    end
    if #shot.own == 0 then
      ruling.pass()
      ruling.say("No ring of " .. COLOURS[seat] .. " dropped: the turn passes.")
    elseif shot.first_theirs then
      ruling.pass()
      ruling.say(ruling.name .. " dropped " .. parlor.plural(#shot.own, "ring") .. " of " .. COLOURS[seat]
        .. ", but the shooter touched an opponent's ring first: the turn is over.")
    else
      ruling.say(ruling.name .. " dropped " .. parlor.plural(#shot.own, "ring") .. " of " .. COLOURS[seat] .. " and shoots again.")
      if carroms.left_on_board(ruling)[seat] == 0 then
        ruling.say(COLOURS[seat]:gsub("^%l", string.upper) .. " is all down: the black is next, into a declared pocket.")
      end
    end
  end
  return finish(ruling, moved)
end

return game
