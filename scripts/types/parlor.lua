---@meta parlor
-- Parlor Lua API, version 1: type annotations for lua-language-server (LuaLS).
--
-- This file only describes; it never runs. Point LuaLS at its folder and your editor completes
-- and type-checks games and house rules. A `.luarc.json` at the root of your workspace:
--
--   {
--     "runtime": {
--       "version": "Lua 5.4",
--       "builtin": { "io": "disable", "os": "disable", "debug": "disable", "package": "disable" }
--     },
--     "workspace": { "library": ["scripts/types"] }
--   }
--
-- (from outside a Parlor checkout, give the path to this folder instead of "scripts/types").
-- `print` writes to the developer's log (`parlor play --log`). The sandbox removes load,
-- loadstring, dofile, loadfile, collectgarbage,
-- math.random, math.randomseed and string.dump; LuaLS cannot be told so, so don't use them.
-- `require` is Parlor's own: it loads only the modules of the game's pack.
--
-- Then type the table your file returns:
--
--   ---@type ParlorGame
--   local game = {}
--
--   ---@type ParlorHouseRule
--   local rule = { info = { id = "me:rule", name = "My rule", games = { "carroms-100games" } } }
--   return rule
--
-- and, where LuaLS does not infer them, the arguments of your functions:
--
--   ---@param state ParlorTable
--   ---@return ParlorPrompt
--   function game.prompt(table) ... end
--
-- The reference, with what every return value means, is docs/lua-api.md. Everything under
-- scripts/ is embedded in the binary, but only folders with a pack.toml are read as packs, so
-- this file is inert there.

-------------------------------------------------------------------------------------------------
-- Choices (string enums)
-------------------------------------------------------------------------------------------------

---Where a piece is.
---@alias ParlorPieceStatus
---| "board"    # On the playing surface at `position`.
---| "hand"     # Off the board, waiting to be played (a disc not yet shot, a shooter between shots).
---| "pocketed" # In pocket `pocket`.
---| "holed"    # Resting in the centre hole.
---| "ditch"    # In the crokinole ditch.
---| "off"      # Jumped off the board.
---| "aside"    # Taken out of play by the rules (a 20 set aside, a forfeited ring).

---A board side.
---@alias ParlorBoardId "carrom"|"carrom-1901"|"crokinole"

---The `type` of a report event.
---@alias ParlorEventType "contact"|"rail"|"post"|"pocketed"|"holed"|"ditched"|"off_board"|"fell"|"landed"|"rolled"|"toppled"|"launched"|"bump"|"ringer"|"leaning"|"unposted"|"unholed"|"left_ring"

---An option value: its type is the type of the declared default.
---@alias ParlorOptionValue boolean|number|string

---The game's memo: any plain data (nil, booleans, numbers, strings, lists, records with string
---keys). No functions, no cycles.
---@alias ParlorMemo any

-------------------------------------------------------------------------------------------------
-- Geometry
-------------------------------------------------------------------------------------------------

---A position in metres, the board's centre at the origin; +x to the right of seat 1, +y away
---from seat 1.
---@class ParlorPoint
---@field x number Metres to the right of the centre, seen from seat 1.
---@field y number Metres away from seat 1.

-------------------------------------------------------------------------------------------------
-- The table
-------------------------------------------------------------------------------------------------

---One piece. Fields marked optional may be left out of what you return; Parlor fills in
---defaults (`status` is always set in what it passes in).
---@class ParlorPiece
---@field id integer Unique on the table (0 to 4294967295).
---@field kind string One of `board.pieces`: "ring", "shooter", "disc", "king", "fly", "spider", "pin", "pin-down" or "die".
---@field colour string Colour name: "red", "green", "black", "white", "tan"...
---@field owner? integer Seat that owns it; nil for nobody.
---@field number? integer Printed number, for numbered-ring games; a die's face on top.
---@field position ParlorPoint Centre; meaningful while on the board, where it dropped otherwise.
---@field status? ParlorPieceStatus Where it is; default "board".
---@field pocket? integer The pocket it is in, while "pocketed".

---A player's place at the table.
---@class ParlorSeat
---@field name string Name shown to players.
---@field team integer Team (side) this seat scores for, from 1.
---@field colour? string Colour the seat plays; default "".

---How a match ended: `{ winner = 2 }`, or `{}` for a draw.
---@class ParlorOutcome
---@field winner? integer Winning team; nil for a draw.

---Everything about a match in progress. `setup` returns one; every callback receives one.
---@class ParlorTable
---@field game string Catalogue id of the game.
---@field board string The board side in use, as in `info.board`.
---@field seats ParlorSeat[] Seats in turn order (clockwise), numbered from 1.
---@field pieces ParlorPiece[] Every piece, whatever its status.
---@field scores integer[] Score of each team, team 1 first.
---@field turn integer Seat to play.
---@field round integer Round (inning) number, from 1.
---@field shots? integer Shots taken so far; Parlor counts them (default 0).
---@field outcome? ParlorOutcome Set when the match is over.
---@field memo? ParlorMemo The game's own notes; Parlor never reads them.

-------------------------------------------------------------------------------------------------
-- Prompt
-------------------------------------------------------------------------------------------------

---Place the centre on the segment from `a` to `b`, give or take `tolerance`.
---@class ParlorRegionSegment
---@field type "segment"
---@field a ParlorPoint One end.
---@field b ParlorPoint The other end.
---@field tolerance? number How far off the line the centre may be, in metres; default 0.

---Place the centre in the ring between radii `inner` and `outer` around the board's centre,
---between angles `from` and `to` (radians counter-clockwise from +x, `from` < `to`).
---@class ParlorRegionArc
---@field type "arc"
---@field inner number Smallest distance from the centre.
---@field outer number Largest distance from the centre.
---@field from number Start angle.
---@field to number End angle.

---Exactly where the piece lies now.
---@class ParlorRegionWhereItLies
---@field type "where_it_lies"

---Any one of `regions`, at the player's choice; the first is the default.
---@class ParlorRegionAnyOf
---@field type "any_of"
---@field regions ParlorRegion[] The places.

---Where a piece's centre may be placed before a shot.
---@alias ParlorRegion ParlorRegionSegment|ParlorRegionArc|ParlorRegionWhereItLies|ParlorRegionAnyOf

---Flick `piece` after placing it anywhere in `from`.
---@class ParlorPromptShoot
---@field type "shoot"
---@field piece integer The piece to shoot.
---@field from ParlorRegion Where its centre may be placed first.
---@field with? ParlorLauncher[] More pieces launched in the same turn, each by its own seat.
---@field chained? boolean The `with` pieces go later in the shot, when the shooter chooses (default false: all at once).
---@field tilt? number The shooter may tip the board while the shot plays, at most this many degrees each way.
---@field call? ParlorCalling What the player must call before shooting.
---@field clock? ParlorClock The shot is fired against a running clock (the timed games).

---A timed period: time is called `limit` seconds after its start signal; until then the
---prompt's seat and every seat in `also` may fire (free fire).
---@class ParlorClock
---@field limit number Seconds from the start signal until time is called (above 0, at most 3600).
---@field also? ParlorLauncher[] The other seats that may fire now, each its own piece from its own region.

---What a shoot prompt asks to be called before the shot.
---@class ParlorCalling
---@field pieces? integer[] One of these pieces must be called (empty or nil: no piece).
---@field pocket? boolean Whether a pocket must be called.
---@field optional? boolean The player may shoot without calling at all (default false).

---A piece a shoot prompt lets be launched with the shot.
---@class ParlorLauncher
---@field piece integer The piece.
---@field from ParlorRegion Where its centre may be placed.
---@field seat integer The seat that launches it.

---Nothing to do: the match is over.
---@class ParlorPromptOver
---@field type "over"

---One hop of one piece in a board move.
---@class ParlorMoveStep
---@field piece integer The piece that moves.
---@field to ParlorPoint Where it lands.
---@field captures? integer[] Pieces this hop takes.

---One choice of a move prompt; with no steps it is a button.
---@class ParlorMoveChoice
---@field notation string How the action names it.
---@field steps? ParlorMoveStep[] Its hops, in order.

---Choose one of `moves`.
---@class ParlorPromptMove
---@field type "move"
---@field moves ParlorMoveChoice[]

---Throw `dice` dice; Parlor throws them from the match seed.
---@class ParlorPromptRoll
---@field type "roll"
---@field dice integer

---@alias ParlorPromptKind ParlorPromptShoot|ParlorPromptMove|ParlorPromptRoll|ParlorPromptOver

---What `prompt` returns: what the player to move may do now.
---@class ParlorPrompt
---@field seat integer Seat to act (should be `table.turn`).
---@field kind ParlorPromptKind What it may do.
---@field message? string One sentence for the player; default "".
---@field in_check? integer The piece of the seat to act that stands in check (the window rings it).

-------------------------------------------------------------------------------------------------
-- Action
-------------------------------------------------------------------------------------------------

---A flick: where the piece was placed and how it was sent.
---@class ParlorShot
---@field type "shot"
---@field placement ParlorPoint Where the piece's centre was placed before the flick.
---@field direction number Direction of travel, radians counter-clockwise from +x.
---@field speed number Initial speed, m/s.
---@field spin number Initial spin, rad/s, counter-clockwise positive.
---@field with? ParlorLaunch[] Other pieces launched in the shot (only those the prompt offers).
---@field tilt? ParlorTilt[] How the board was tipped while the shot played, in time order.
---@field call? ParlorCall What was called before the shot, when the prompt asked for a call.
---@field clock? number Under a timed prompt: seconds since the period's start signal.
---@field seat? integer Under a timed prompt: the seat that fired, when not the prompt's seat.

---A call made before a shot.
---@class ParlorCall
---@field piece? integer The piece called.
---@field pocket? integer The pocket called, 1–4.

---One more piece launched during a shot.
---@class ParlorLaunch
---@field piece integer
---@field placement ParlorPoint
---@field direction number
---@field speed number
---@field spin number
---@field at number Seconds after the shot's own flick; 0 is the same moment.

---The board tipped from a moment on, until the next entry.
---@class ParlorTilt
---@field at number Seconds after the flick.
---@field x number Degrees tipped so pieces run towards +x (negative: towards -x).
---@field y number Degrees tipped so pieces run towards +y (negative: towards -y).

---One of a move prompt's choices, by its notation.
---@class ParlorMoveAction
---@field type "move"
---@field notation string

---The dice a roll prompt asked for (the faces are in the report's `rolled` event).
---@class ParlorRollAction
---@field type "roll"

---The clock called time on a timed period; the report holds the table at rest, no shot.
---@class ParlorTimeUpAction
---@field type "time_up"

---What a player did in answer to a prompt. (`resign` and `draw` never reach `judge`.)
---@alias ParlorAction ParlorShot|ParlorMoveAction|ParlorRollAction|ParlorTimeUpAction

-------------------------------------------------------------------------------------------------
-- Report
-------------------------------------------------------------------------------------------------

---Two pieces touched (each pair once a shot).
---@class ParlorContactEvent
---@field type "contact"
---@field a integer The moving piece, when one can be named (otherwise the lower id).
---@field b integer The piece it touched.
---@field time number Seconds after the flick.

---A piece struck a cushion.
---@class ParlorRailEvent
---@field type "rail"
---@field piece integer
---@field rail integer Rail N runs from pocket N to pocket N+1.
---@field time number Seconds after the flick.

---A piece struck a post.
---@class ParlorPostEvent
---@field type "post"
---@field piece integer
---@field post integer 1-8, counter-clockwise from the one right of seat 1's lane.
---@field time number Seconds after the flick.

---A piece dropped into a pocket.
---@class ParlorPocketedEvent
---@field type "pocketed"
---@field piece integer
---@field pocket integer 1-4, counter-clockwise from seat 1's front left.
---@field time number Seconds after the flick.

---A piece dropped into the centre hole.
---@class ParlorHoledEvent
---@field type "holed"
---@field piece integer
---@field time number Seconds after the flick.

---A piece left the raised field into the ditch.
---@class ParlorDitchedEvent
---@field type "ditched"
---@field piece integer
---@field time number Seconds after the flick.

---A piece jumped off the board.
---@class ParlorOffBoardEvent
---@field type "off_board"
---@field piece integer
---@field time number Seconds after the flick.

---A standing pin was knocked down; it is "pin-down" afterwards.
---@class ParlorFellEvent
---@field type "fell"
---@field piece integer The pin.
---@field by integer What knocked it down.
---@field time number Seconds after the flick.

---A thrown die came to rest showing `face`.
---@class ParlorLandedEvent
---@field type "landed"
---@field piece integer The die.
---@field face integer 1-6.
---@field time number Seconds after the flick.

---A spinning top's spin died away and it toppled; `time` is how long it spun.
---@class ParlorToppledEvent
---@field type "toppled"
---@field piece integer The top.
---@field time number Seconds after the flick.

---A piece of the shot's `with` list was set going.
---@class ParlorLaunchedEvent
---@field type "launched"
---@field piece integer The piece.
---@field time number Seconds after the flick.

---A spinning top ran into another piece (every new touch, once they have come apart).
---@class ParlorBumpEvent
---@field type "bump"
---@field piece integer The spinning top.
---@field other integer The piece it ran into.
---@field time number Seconds after the flick.

---A spinning ring fell flat around a post.
---@class ParlorRingerEvent
---@field type "ringer"
---@field piece integer The ring.
---@field post integer The post's number.
---@field time number Seconds after the flick.

---A spinning ring fell propped against a post (a "hubber").
---@class ParlorLeaningEvent
---@field type "leaning"
---@field piece integer The ring.
---@field post integer The post's number.
---@field time number Seconds after the flick.

---A ring that sat over a post was knocked off it.
---@class ParlorUnpostedEvent
---@field type "unposted"
---@field piece integer The ring.
---@field post integer The post's number.
---@field time number Seconds after the flick.

---A ring that sat in the centre hole (or on the ring in it) was knocked out.
---@class ParlorUnholedEvent
---@field type "unholed"
---@field piece integer The ring.
---@field time number Seconds after the flick.

---A spinning top that stood in a loose ring hopped out over its rim.
---@class ParlorLeftRingEvent
---@field type "left_ring"
---@field piece integer The top.
---@field ring integer The ring it left.
---@field time number Seconds after the flick.

---The dice of a roll action.
---@class ParlorRolledEvent
---@field type "rolled"
---@field values integer[] Each die's face, in throw order.
---@field time number Always 0.

---One thing that happened during a shot.
---@alias ParlorEvent ParlorContactEvent|ParlorRailEvent|ParlorPostEvent|ParlorPocketedEvent|ParlorHoledEvent|ParlorDitchedEvent|ParlorOffBoardEvent|ParlorFellEvent|ParlorLandedEvent|ParlorRolledEvent|ParlorToppledEvent|ParlorLaunchedEvent|ParlorBumpEvent|ParlorRingerEvent|ParlorLeaningEvent|ParlorUnpostedEvent|ParlorUnholedEvent|ParlorLeftRingEvent

---Where a piece came to rest.
---@class ParlorRest
---@field piece integer
---@field position ParlorPoint Its centre.
---@field zone? string Scoring zone ("15", "10", "5"); nil outside every zone and on the carrom side.
---@field line? string The zone whose line the piece touches, if any.

---What the physics saw during one shot (or what a script said), before any ruling.
---@class ParlorReport
---@field shot integer The piece that was shot.
---@field events ParlorEvent[] What happened, in time order.
---@field rest ParlorRest[] Where each piece still on the surface came to rest.
---@field moved integer[] Pieces that moved at all, the shot piece included.
---@field seconds number Simulated seconds until everything stopped.

-------------------------------------------------------------------------------------------------
-- Verdict
-------------------------------------------------------------------------------------------------

---Put a piece on the board exactly at `at`.
---@class ParlorEditPlace
---@field op "place"
---@field piece integer
---@field at ParlorPoint Its new centre.

---Put a piece on the board as near `near` as it fits without moving any other piece.
---@class ParlorEditRespot
---@field op "respot"
---@field piece integer
---@field near ParlorPoint Where it should go if free.

---Set a piece's status; "board" is refused (use place or respot).
---@class ParlorEditStatus
---@field op "status"
---@field piece integer
---@field status ParlorPieceStatus

---Give a piece to a seat, or to nobody (nil).
---@class ParlorEditOwner
---@field op "owner"
---@field piece integer
---@field owner? integer

---Make a piece another kind: stand a fallen pin up ("pin"), crown a man ("king").
---@class ParlorEditKind
---@field op "kind"
---@field piece integer
---@field kind string

---Replace every piece (a new round's layout).
---@class ParlorEditReset
---@field op "reset"
---@field pieces ParlorPiece[]

---One change to a piece. Unknown fields in an edit are ignored, not refused: spell them right.
---@alias ParlorEdit ParlorEditPlace|ParlorEditRespot|ParlorEditStatus|ParlorEditOwner|ParlorEditKind|ParlorEditReset

---A change to one team's score.
---@class ParlorScoreChange
---@field team integer The team, from 1.
---@field points integer Points added (negative to take away).
---@field reason? string Why, in a few words: "black pocketed"; default "".

---What `judge` returns: the ruling on one shot.
---@class ParlorVerdict
---@field next integer Seat to play next.
---@field edits? ParlorEdit[] Changes to pieces, applied in order.
---@field score? ParlorScoreChange[] Changes to the teams' scores.
---@field pending? ParlorScoreChange[] Points the round holds for a team, not yet scored: shown as pending, never added; each verdict states them in full.
---@field round_over? boolean The round is over: `round` goes up by one (unless `outcome` is set).
---@field outcome? ParlorOutcome The match is over.
---@field memo? ParlorMemo The new memo; left out, the old one stays.
---@field messages? string[] Every ruling, one plain sentence each.
---@field close_look? integer[] Pieces whose ruling turned on exactly where they came to rest (a disc on a line): the window takes a close look at the first.

-------------------------------------------------------------------------------------------------
-- Game description and match set-up
-------------------------------------------------------------------------------------------------

---One declared option of a game.
---@class ParlorOptionSpec
---@field key string Key in `config.options`, house rules' `options` and `--option`.
---@field label string Label shown in match setup.
---@field default ParlorOptionValue Default value; its type is the option's type.

---What a game says about itself.
---@class ParlorGameInfo
---@field id string Catalogue id, e.g. "carroms-100games".
---@field name string Name shown to players.
---@field family string Catalogue family: "carrom-pocket", "crokinole", "board"...
---@field board ParlorBoardId Board side it is played on.
---@field book? string The rule book it comes from: "100 games book", "1901 book", "crokinole rule sheet" or your source's name (default: none).
---@field other_names? string[] Other names players know it by, e.g. the book's own heading; the menu's search finds it by each.
---@field players integer[] Player counts it supports, e.g. { 2, 4 }.
---@field summary? string One line for the game list.
---@field rules? string The rules in your own words.
---@field options? ParlorOptionSpec[] Options a match may set.
---@field flat_field? boolean Round side only: played flat out to the rim, with no ditch (default false).
---@field capabilities? ParlorCapabilities What a match offers besides shots (default: shots only).

---What a match of a game offers besides shots; every field defaults to false.
---@class ParlorCapabilities
---@field moves? boolean Turns are moves from a listed set (a board game), counted as moves.
---@field resign? boolean The seat to play may resign.
---@field draw? boolean The two sides may agree a draw.

---One seat as set up for a match.
---@class ParlorSeatConfig
---@field name string The player's name.

---What `setup` receives.
---@class ParlorMatchConfig
---@field seats ParlorSeatConfig[] The seats, in turn order.
---@field seed integer Seed for every chance decision (0 to 4294967295).
---@field options table<string, ParlorOptionValue> Values set by house rules and players; absent keys take the declared default.
---@field board ParlorBoard The board side.

-------------------------------------------------------------------------------------------------
-- Board
-------------------------------------------------------------------------------------------------

---@class ParlorBoardShape
---@field type "square"
---@field half_width number Centre to the inside face of each cushion, in metres.

---A cushion: the inside face of one side of the rim.
---@class ParlorRail
---@field number integer 1-4; rail N runs from pocket N to pocket N+1.
---@field a ParlorPoint One end of the face.
---@field b ParlorPoint The other end.

---A corner pocket.
---@class ParlorPocket
---@field number integer 1-4, counter-clockwise from the front left seen from seat 1.
---@field centre ParlorPoint Centre of the opening.
---@field radius number Radius of the opening.

---A straight marking.
---@class ParlorLine
---@field name string "shooting-1", "angle-1", "quadrant-1", "spoke-1"...
---@field a ParlorPoint One end.
---@field b ParlorPoint The other end.

---A circular marking.
---@class ParlorCircle
---@field name string "outer", "centre", "den"...
---@field radius number Radius in metres.
---@field centre ParlorPoint Centre (the origin unless the board file says otherwise).

---A scoring zone: everything wholly inside `radius` and not in an inner zone.
---@class ParlorZone
---@field name string The name reports give in `rest.zone`.
---@field radius number Radius of the line that bounds it.

---A post (peg).
---@class ParlorPost
---@field number integer 1-8, counter-clockwise from the one right of seat 1's lane.
---@field centre ParlorPoint Where it stands.
---@field radius number Radius including its rubber sleeve.

---The centre hole.
---@class ParlorHole
---@field centre ParlorPoint
---@field radius number

---The checkerboard printed on the square side.
---@class ParlorSquares
---@field centre ParlorPoint Centre of the checkerboard.
---@field size number Side of one square, in metres.
---@field count integer Squares along each side (8).

---A triangular point (backgammon).
---@class ParlorTriangle
---@field number integer 1-24.
---@field corners ParlorPoint[] Three corners: the two at the base (rail side), then the tip.

---How a kind of piece moves: "slide" (rings, discs), "pin", "die", "top" or "hoop".
---@class ParlorMotion
---@field type "slide"|"pin"|"die"|"top"|"hoop"
---@field fall_impulse? number pin: impulse that fells it, N·s.
---@field fallen? string pin: its kind once down ("pin-down").
---@field deceleration? number die: sliding deceleration while it tumbles, m/s².
---@field spin_decay? number top: how fast its spin dies, rad/s².
---@field topple_spin? number top: below this spin it topples, rad/s.
---@field glide_deceleration? number top: deceleration while it glides on its tip, m/s².
---@field wander? number top: its sideways drift at full spin, m/s².
---@field hoop_radius? number hoop: the ring's radius, metres.
---@field slip_deceleration? number hoop: deceleration of the slip (mu*g), m/s².
---@field roll_deceleration? number hoop: deceleration once it rolls, m/s².

---Physical figures of one kind of piece.
---@class ParlorPieceSpec
---@field radius number Outer radius in metres (a hoop's: its narrow upright footprint).
---@field mass number Mass in kilograms.
---@field motion? ParlorMotion How it moves; "slide" when absent.

---How pieces slide, bounce and drop on a surface.
---@class ParlorPhysicsTuning
---@field step_hz integer Simulation steps per simulated second.
---@field deceleration number Sliding deceleration, m/s².
---@field angular_deceleration number Angular deceleration of a spinning piece, rad/s².
---@field piece_restitution number Restitution between two pieces.
---@field rail_restitution number Restitution against the rim.
---@field post_restitution number Restitution against a post.
---@field contact_friction number Tangential friction between touching bodies.
---@field pocket_capture_speed number A piece over a pocket drops if slower than this, m/s.
---@field hole_capture_speed number A piece over the hole drops if slower than this, m/s.
---@field max_shot_speed number Fastest shot a player may take, m/s.
---@field max_seconds number A shot still moving after this many seconds is stopped.

---One side of the game board.
---@class ParlorBoard
---@field id ParlorBoardId
---@field name string Name shown to players.
---@field shape ParlorBoardShape The playing surface inside the rim.
---@field field_radius? number Radius of the raised round field (crokinole).
---@field line_width number Width of the painted lines.
---@field rails ParlorRail[] The four cushions.
---@field pockets ParlorPocket[] The four corner pockets.
---@field lines ParlorLine[] Straight markings.
---@field circles ParlorCircle[] Circular markings.
---@field zones ParlorZone[] Scoring zones, innermost first.
---@field spots table<string, ParlorPoint> Named spots: "centre", "spot-1"...
---@field posts ParlorPost[] Posts (crokinole).
---@field hole? ParlorHole The centre hole (crokinole).
---@field squares? ParlorSquares The checkerboard (carrom side).
---@field triangles ParlorTriangle[] Backgammon points (carrom side).
---@field pieces table<string, ParlorPieceSpec> Figures by kind: "ring", "shooter", "disc".
---@field physics ParlorPhysicsTuning How pieces move on this surface.

-------------------------------------------------------------------------------------------------
-- What a file returns
-------------------------------------------------------------------------------------------------

---@alias ParlorSetup fun(config: ParlorMatchConfig): ParlorTable
---@alias ParlorPromptFunction fun(state: ParlorTable): ParlorPrompt
---@alias ParlorJudge fun(state: ParlorTable, action: ParlorAction, report: ParlorReport): ParlorVerdict

---The table a game file returns.
---@class ParlorGame
---@field info ParlorGameInfo What the game is; read once, when the file loads.
---@field setup ParlorSetup The opening table of a match.
---@field prompt ParlorPromptFunction What the player to move may do now.
---@field judge ParlorJudge The ruling on a shot; `state` is as the physics left it.
---@field values? table<string, any> What scores, as data, for the judge to read and house rules to change.

---What a house rule says about itself.
---@class ParlorHouseRuleInfo
---@field id string Namespaced id, e.g. "carroms:first-to-50".
---@field name string Name shown in match setup.
---@field games string[] Catalogue ids of the games it applies to.
---@field summary? string One sentence saying what it changes.

---The table a house-rule file returns. It may have these keys and no others. Each function
---receives the function it wraps (`base`) first.
---@class ParlorHouseRule
---@field info ParlorHouseRuleInfo
---@field options? table<string, ParlorOptionValue> Values for options the game declares.
---@field values? table<string, any> Changes to the game's `values`: only names it declares, same types.
---@field setup? fun(base: ParlorSetup, config: ParlorMatchConfig): ParlorTable
---@field prompt? fun(base: ParlorPromptFunction, state: ParlorTable): ParlorPrompt
---@field judge? fun(base: ParlorJudge, state: ParlorTable, action: ParlorAction, report: ParlorReport): ParlorVerdict

-------------------------------------------------------------------------------------------------
-- Globals
-------------------------------------------------------------------------------------------------

---The board side named by `info.board`. Set after a game file's top level has run: read it
---inside functions.
---@type ParlorBoard
board = {}

---Parlor's game kit (host/engine/src/lua/kit.lua; docs/lua-api.md, "The game kit").
parlor = {}

---Loads a module of this game's pack (listed under `modules` in pack.toml) and returns what it
---returned, or `true`. `"shared.scoring"` is the pack's file `shared/scoring.lua`. A module runs
---once per game state; later calls return the same value. No other file can be loaded.
---@param name string
---@return any
function require(name) end

---The piece of `state` with id `id`, or nil.
---@param state ParlorTable
---@param id integer
---@return ParlorPiece?
function parlor.piece(state, id) end

---Every piece of `state` for which `keep(piece)` is true, in table order; every piece when
---`keep` is nil.
---@param state ParlorTable
---@param keep? fun(piece: ParlorPiece): boolean
---@return ParlorPiece[]
function parlor.pieces(state, keep) end

---The events of `report` of one type, in order.
---@param report ParlorReport
---@param type ParlorEventType
---@return ParlorEvent[]
function parlor.events(report, type) end

---Whether an event of `type` happened to `piece` (into `pocket`, when given).
---@param report ParlorReport
---@param type ParlorEventType
---@param piece integer
---@param pocket? integer
---@return boolean
function parlor.happened(report, type, piece, pocket) end

---Where `piece` came to rest, or nil.
---@param report ParlorReport
---@param piece integer
---@return ParlorRest?
function parlor.rest(report, piece) end

---Whether `list` holds `value` (compared with ==); false when `list` is nil.
---@param list? any[]
---@param value any
---@return boolean
function parlor.contains(list, value) end

---A deep copy of plain data (no metatables, no cycles).
---@generic T
---@param value T
---@return T
function parlor.copy(value) end

---The option `key` of a match config, or `default` when it was not set.
---@generic T
---@param config ParlorMatchConfig
---@param key string
---@param default T The default declared in `info.options`.
---@return T
function parlor.option(config, key, default) end

---"1 ring", "3 rings"; `plural` for words that do not just take an s.
---@param n integer
---@param word string
---@param plural? string
---@return string
function parlor.plural(n, word, plural) end

---`one` when `n` is 1, else `many`.
---@param n integer
---@param one string
---@param many string
---@return string
function parlor.verb(n, one, many) end

---"+3", "-1", "0".
---@param n number
---@return string
function parlor.signed(n) end

---"a", "a and b", "a, b and c".
---@param items string[]
---@param conjunction? string Instead of "and".
---@return string
function parlor.list(items, conjunction) end

---The next seat after `seat` among `count` seats (clockwise, to the left): `seat % count + 1`.
---@param seat integer
---@param count integer
---@return integer
function parlor.next_seat(seat, count) end

---The team `seat` plays for.
---@param state ParlorTable
---@param seat integer
---@return integer
function parlor.team_of(state, seat) end

---The seats of `team`, in seat order.
---@param state ParlorTable
---@param team integer
---@return integer[]
function parlor.seats_of(state, team) end

---The other seat of `seat`'s team, or nil.
---@param state ParlorTable
---@param seat integer
---@return integer?
function parlor.partner(state, seat) end

---"Ann", or "Ann & Cy" for partners.
---@param state ParlorTable
---@param team integer
---@return string
function parlor.team_name(state, team) end

---The team after `team` (in a two-team game, the other one).
---@param state ParlorTable
---@param team integer
---@return integer
function parlor.other_team(state, team) end

---The board's line of that name (an error naming the board when it has none).
---@param name string
---@return ParlorLine
function parlor.line(name) end

---The board's circle of that name.
---@param name string
---@return ParlorCircle
function parlor.circle(name) end

---The board's scoring zone of that name.
---@param name string
---@return ParlorZone
function parlor.zone(name) end

---The distance between two points, in metres.
---@param a ParlorPoint
---@param b ParlorPoint
---@return number
function parlor.distance(a, b) end

---A copy of `items`, nearest `point` first (ties keep their order).
---@generic T
---@param items T[]
---@param point ParlorPoint
---@param position_of? fun(item: T): ParlorPoint Default: `item.position`.
---@return T[]
function parlor.by_distance(items, point, position_of) end

---Points for a piece resting as `rest` says, from `points` by zone name; on a line, the lesser
---zone, or with `on_line` "higher" the zone the line bounds.
---@param rest? ParlorRest
---@param points table<string, integer>
---@param on_line? "lower"|"higher"
---@return integer
function parlor.zone_points(rest, points, on_line) end

---The board's post `number`; an error naming the board when it has none.
---@param number integer
---@return ParlorPost
function parlor.post(number) end

---What holds a piece: the number of the post it sits over, "hole" in the centre hole, or nil.
---@param piece ParlorPiece
---@return integer|"hole"|nil
function parlor.seat_of(piece) end

---The pieces of `state` held on `seat` (a post number or "hole"), bottom first.
---@param state ParlorTable
---@param seat integer|"hole"
---@return ParlorPiece[]
function parlor.stack(state, seat) end

---A ruling in progress on a turn: the verdict a judge fills, and what fills it. Call its
---functions with a dot: `ruling.say(text)`.
---@class ParlorRuling
---@field state ParlorTable The table the ruling is on.
---@field seat integer The seat to play.
---@field name string Its player's name.
---@field team integer Its team.
---@field memo ParlorMemo A copy of the table's memo, returned with the verdict.
---@field totals integer[] Each team's score with this ruling's changes.
---@field status table<integer, ParlorPieceStatus> Each piece's status by id, as this ruling's edits leave it.
---@field verdict ParlorVerdict The verdict being filled.
---@field say fun(text: string) Adds a message.
---@field score fun(team: integer, points: integer, reason: string) Adds a score change (zero is left out).
---@field score_seat fun(seat: integer, points: integer, reason: string) Scores for the team `seat` plays for.
---@field pending fun(team: integer, points: integer, reason?: string) Shows points held for `team` this round, not yet scored (zero is left out).
---@field edit fun(e: ParlorEdit) Adds an edit, keeping `status` true.
---@field set fun(id: integer, status: ParlorPieceStatus) A status edit.
---@field respot fun(id: integer, near?: ParlorPoint) Back on the board near `near` (default: the centre spot).
---@field reset fun(pieces: ParlorPiece[]) The pieces laid out afresh.
---@field count fun(keep: fun(piece: ParlorPiece, status: ParlorPieceStatus): boolean): integer
---@field pass fun(to?: integer) The turn goes to `to`, or to the next seat.
---@field reached fun(target: integer, team?: integer): boolean Ends the match won by `team` (default: the ruling's) if it has reached `target`.
---@field leader_at fun(target: integer): integer? The one team at or above `target` with the highest total.
---@field end_round fun(opener?: integer, pieces?: ParlorPiece[]) The round is over.
---@field win fun(team?: integer, sentence?: string) The match ends (a draw when `team` is nil).
---@field stand fun(id: integer, at: ParlorPoint) Stands pin `id` up again at `at`.
---@field post fun(id: integer, seat: integer|"hole") Puts ring `id` over post `seat` or in the hole (on top if later in the table than the rings there).
---@field end_on_totals fun(lead?: string) Ends the match on the highest total; a tie is a draw.
---@field new_round fun(): boolean Ends the round the game's own way (its `game.new_round`); whether the match is over.
---@field rack fun() Lays the pieces out as the game opens a round (its `game.layout`).
---@field out_of_play fun(report: ParlorReport): integer[] Round side: a piece in the hole set aside, one off the field or on or outside the starting line to the ditch; the ids set aside.
---@field side_counts fun(report: ParlorReport, zones: table<string, integer>, hole: integer, on_line?: "lower"|"higher"): integer[], integer[] Round side: each side's count and its pieces on the field.
---@field look_closer fun(id: integer) Asks the window for a close look at piece `id`: the ruling turned on exactly where it came to rest (a disc on a line).
---@field finish fun(): ParlorVerdict The verdict, carrying the memo.

---A ruling in progress on the turn of `state`, on the seat that played `action` (a timed shot may
---name another seat than the one to play).
---@param state ParlorTable
---@param action? ParlorAction
---@return ParlorRuling
function parlor.ruling(state, action) end

---A ruling that goes on from `verdict`, the one the game's judge returned (in a house rule, what
---`base` returned): its edits, scores, sentences, turn and memo stay.
---@param state ParlorTable
---@param verdict ParlorVerdict
---@param action? ParlorAction
---@return ParlorRuling
function parlor.ruling_from(state, verdict, action) end

---The game's values (`game.values`) as every house rule's `values` leave them; nil for a game
---that declares none.
---@type table<string, any>?
parlor.values = nil

---The game's own table, as its file returned it: what it offers a house rule.
---@type table
parlor.game = nil

---Round side: the angle of the middle of `seat`'s quarter (seat 1 at the bottom, clockwise).
---@param seat integer
---@param seats integer
---@return number
function parlor.seat_angle(seat, seats) end

---Round side: the side `seat` plays for (partners opposite with four seats).
---@param seat integer
---@param seats integer
---@return integer
function parlor.side_of(seat, seats) end

---Round side: `seat`'s starting line as a region for a piece of `radius`.
---@param seat integer
---@param seats integer
---@param radius number
---@return ParlorRegion
function parlor.starting_line(seat, seats, radius) end

---Round side: `count` pieces of `kind` (default "disc") in hand for each seat, coloured by side.
---@param count integer
---@param colours string[]
---@param seats integer
---@param kind? string
---@return ParlorPiece[]
function parlor.discs_in_hand(count, colours, seats, kind) end

---Round side: the first piece `seat` holds in hand, and how many it holds.
---@param state ParlorTable
---@param seat integer
---@return ParlorPiece?, integer
function parlor.in_hand(state, seat) end

---Round side: the prompt to shoot the next piece in hand from the starting line.
---@param state ParlorTable
---@param text string
---@return ParlorPrompt
function parlor.line_prompt(state, text) end

---The board's line `name` as a region to place a piece on, at most `tolerance` metres off it.
---@param name string
---@param tolerance? number
---@return ParlorRegionSegment
function parlor.on_line(name, tolerance) end

---A whole number from 1 to `n`, decided by `seed` and `salt` alone; different salts give
---independent draws from one seed.
---@param seed integer The match seed, `config.seed`.
---@param n integer How many outcomes.
---@param salt? integer Which draw; default 0.
---@return integer
function parlor.draw(seed, n, salt) end
