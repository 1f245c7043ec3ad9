//! Seats played by the computer: whatever the game asks of such a seat (a shot, a board move,
//! a choice, a throw of the dice) is answered here, so the command line, the soak and the window share
//! one way of letting the computer play.
//!
//! A shot whose pieces several seats launch at once (a `with` shot, not chained: tops spun on
//! one call, rings set going together) is shared: each seat aims its own pieces. The people aim
//! theirs; each computer seat searches only its own, at its own strength. The launches are
//! simultaneous, so no seat may know another's aim before the call: the computer chooses before
//! the people aim theirs and without seeing how anybody else aims. Like anyone at the table it
//! sees where the pieces already stood are (the caller stands and aims first; then each computer
//! seat, in the prompt's order), never how they are aimed: it searches its pieces against one
//! imagined launch of everyone else's, drawn from the match seed as the search would draw a
//! candidate, with the pieces already stood put where they stand. Its choice so depends on the
//! table, the seed and those placements alone, and is the same however the people aim. The
//! people see where its pieces stand before they aim theirs.

use std::collections::BTreeMap;

use parlor_sdk::{
    Action, Launch, Move, MoveChoice, PieceId, PieceStatus, Point, Prompt, PromptKind, Shot, Table,
};

use super::budget::Budget;
use super::candidates::{self, ShotPrompt};
use super::random::Stream;
use super::{ClockStamp, ShotSearch, Strength};
use crate::play::Ground;
use crate::{EngineError, GameLibrary, Match, Turn};

/// The stream the imagined launches of everyone else are drawn from (apart from the search's
/// own purposes, so that imagining them changes none of its draws).
const IMAGINED: u64 = 101;

/// The seats the computer plays, each at its strength, and the search that plays their shots.
pub struct ComputerSeats {
    seats: BTreeMap<u8, Strength>,
    search: ShotSearch,
    thinking: ThinkingTime,
}

/// How long a computer turn may think. A search that ends in time chooses what an unlimited
/// one would (the seed alone decides); one that reaches its limit chooses the best it found,
/// within one judge call of the limit.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum ThinkingTime {
    /// As long as its strength allows: [`Strength::thinking_time`] (a shared shot: the sum of
    /// its computer seats').
    #[default]
    ByStrength,
    /// This long at any strength.
    Fixed(std::time::Duration),
    /// No limit.
    Unlimited,
}

impl ComputerSeats {
    /// The computer at `seats` (seat numbers from 1) in `game`, searching on `threads` threads.
    pub fn new(
        library: &GameLibrary,
        game: &Match,
        seats: BTreeMap<u8, Strength>,
        threads: usize,
    ) -> Result<ComputerSeats, EngineError> {
        Ok(ComputerSeats {
            seats,
            search: ShotSearch::for_match(library, game, threads)?,
            thinking: ThinkingTime::default(),
        })
    }

    /// Sets how long each computer turn may think.
    pub fn set_thinking_time(&mut self, thinking: ThinkingTime) {
        self.thinking = thinking;
    }

    /// The budget of a turn the computer plays at `strengths` (several for a shared shot).
    fn turn_budget(&self, strengths: impl IntoIterator<Item = Strength>) -> Budget {
        match self.thinking {
            ThinkingTime::ByStrength => {
                Budget::lasting(strengths.into_iter().map(Strength::thinking_time).sum())
            }
            ThinkingTime::Fixed(time) => Budget::lasting(time),
            ThinkingTime::Unlimited => Budget::unlimited(),
        }
    }

    /// The strength the computer plays `seat` at, if it plays it.
    pub fn strength(&self, seat: u8) -> Option<Strength> {
        self.seats.get(&seat).copied()
    }

    /// The computer seats and their strengths.
    pub fn seats(&self) -> &BTreeMap<u8, Strength> {
        &self.seats
    }

    /// Plays the turn of the seat to play if the computer plays it: `None` when the match is
    /// over or a person is to play, a person's part of a shared shot included (see
    /// [`ComputerSeats::play_shared`]).
    pub fn play_turn(&mut self, game: &mut Match) -> Result<Option<Turn>, EngineError> {
        if game.is_over() {
            return Ok(None);
        }
        let prompt = game.prompt()?;
        if let Some(shared) = SharedShot::of(&prompt, &self.seats) {
            if shared.people_aim() {
                return Ok(None);
            }
            return self.play_shared(game, &Part::default()).map(Some);
        }
        let Some(action) = self.choose_alone(game, prompt)? else {
            return Ok(None);
        };
        let turn = match action {
            Action::Shot(shot) => game.shoot(shot, 0)?,
            other => game.act(other)?,
        };
        Ok(Some(turn))
    }

    /// What the computer plays for the seat to play, without playing it: `None` when the match
    /// is over, a person is to play, or the turn is a shot several seats share (which only
    /// [`ComputerSeats::play_shared`] plays). An online match's side sends this to the host.
    pub fn choose(&mut self, game: &Match) -> Result<Option<Action>, EngineError> {
        if game.is_over() {
            return Ok(None);
        }
        let prompt = game.prompt()?;
        if SharedShot::of(&prompt, &self.seats).is_some() {
            return Ok(None);
        }
        self.choose_alone(game, prompt)
    }

    /// The computer's action for `prompt`, a turn no other seat shares.
    fn choose_alone(
        &mut self,
        game: &Match,
        prompt: parlor_sdk::Prompt,
    ) -> Result<Option<Action>, EngineError> {
        let Some(strength) = self.strength(prompt.seat) else {
            return Ok(None);
        };
        let action = match prompt.kind {
            PromptKind::Shoot { .. } => {
                let budget = self.turn_budget([strength]);
                let stamp = ClockStamp::of(game)?;
                let choice = self
                    .search
                    .choose_within(
                        &game.ground(),
                        game.table(),
                        game.config().seed,
                        strength,
                        &budget,
                    )?
                    .stamped(stamp);
                Action::Shot(choice.shot)
            }
            PromptKind::Move { moves } if game.info().computer.is_empty() => {
                drawn_choice(game, &moves)?
            }
            PromptKind::Move { .. } => game.suggest(strength.index())?,
            PromptKind::Roll { .. } => Action::Roll,
            _ => return Ok(None),
        };
        Ok(Some(action))
    }

    /// The computer seats' part of the shared shot `game` asks for now, chosen as
    /// [`ComputerSeats::play_shared`] chooses it but without playing it (seeing no other
    /// side's aim, nor where a person who calls stood their piece): `None` when the computer
    /// plays no piece of it. An online match's side seals this and reveals it when told.
    pub fn choose_part(&mut self, game: &Match) -> Result<Option<Part>, EngineError> {
        if game.is_over() {
            return Ok(None);
        }
        let prompt = game.prompt()?;
        let Some(shared) = SharedShot::of(&prompt, &self.seats) else {
            return Ok(None);
        };
        self.computers_part(game, &shared, None).map(Some)
    }

    /// What the computer seats choose for their pieces of `shared`, within their thinking
    /// time, seeing where a person who called stood their piece (`called_from`) and no aim.
    fn computers_part(
        &mut self,
        game: &Match,
        shared: &SharedShot,
        called_from: Option<parlor_sdk::Point>,
    ) -> Result<Part, EngineError> {
        let budget = self.turn_budget(shared.computer_seats().values().copied());
        let chosen = self.search.choose_shared(
            &game.ground(),
            game.table(),
            game.config().seed,
            shared,
            called_from,
            &budget,
        )?;
        Ok(chosen.shot)
    }

    /// Plays the shared shot `game` asks for now: the computer seats' pieces as they choose
    /// them (without seeing `people`), the people's as `people` gives them.
    pub fn play_shared(&mut self, game: &mut Match, people: &Part) -> Result<Turn, EngineError> {
        let prompt = game.prompt()?;
        let Some(shared) = SharedShot::of(&prompt, &self.seats) else {
            return Err(EngineError::WrongTime(
                "this shot is not shared between the people and the computer".to_owned(),
            ));
        };
        let called_from = people.caller.as_ref().map(|shot| shot.placement);
        let chosen = self.computers_part(game, &shared, called_from)?;
        let mut shot = shared.join(people, &chosen)?;
        if let Some(stamp) = ClockStamp::of(game)? {
            shot.clock = Some(stamp.seconds);
            shot.seat = Some(stamp.seat);
        }
        game.shoot(shot, 0)
    }
}

/// Who aims which piece of a shot that several seats launch at once, when the computer plays
/// at least one of them: each seat aims its own.
#[derive(Clone, Debug, PartialEq)]
pub struct SharedShot {
    /// The seat that calls the shot and aims the prompt's own piece (with any call and tilt).
    pub caller: u8,
    /// Every piece the shot may launch, the caller's first and then in the prompt's order,
    /// with the seat that aims it and, for a computer seat, its strength.
    pub pieces: Vec<(PieceId, u8, Option<Strength>)>,
}

/// The pieces of a shared shot that one side of the table aims: the people's, or the
/// computer seats'.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Part {
    /// The caller's own shot (its piece, and any call and tilt; `with` empty), when this side
    /// holds the caller's seat.
    pub caller: Option<Shot>,
    /// The other pieces this side launches.
    pub with: Vec<Launch>,
}

/// What the computer seats chose for their part of a shared shot.
#[derive(Clone, Debug, PartialEq)]
pub struct SharedChoice {
    /// Their pieces as they play them: the aims with each hand's error.
    pub shot: Part,
    /// Their pieces as they meant them (what the window shows).
    pub aim: Part,
}

impl SharedShot {
    /// The shared shot `prompt` asks for, with `computers` playing those seats; `None` when
    /// the prompt launches the pieces of one seat only, one after another (chained), or of
    /// people alone.
    pub fn of(prompt: &Prompt, computers: &BTreeMap<u8, Strength>) -> Option<SharedShot> {
        let PromptKind::Shoot {
            piece,
            with,
            chained: false,
            ..
        } = &prompt.kind
        else {
            return None;
        };
        let strength = |seat: u8| computers.get(&seat).copied();
        let pieces: Vec<(PieceId, u8, Option<Strength>)> =
            std::iter::once((*piece, prompt.seat, strength(prompt.seat)))
                .chain(
                    with.iter()
                        .map(|launcher| (launcher.piece, launcher.seat, strength(launcher.seat))),
                )
                .collect();
        let several = pieces.iter().any(|(_, seat, _)| *seat != prompt.seat);
        let computer = pieces.iter().any(|(.., strength)| strength.is_some());
        (several && computer).then_some(SharedShot {
            caller: prompt.seat,
            pieces,
        })
    }

    /// The caller's own piece.
    fn caller_piece(&self) -> PieceId {
        self.pieces.first().map_or(0, |(piece, ..)| *piece)
    }

    /// Whether a person aims any piece of it.
    pub fn people_aim(&self) -> bool {
        self.pieces.iter().any(|(.., strength)| strength.is_none())
    }

    /// Whether the computer aims the caller's piece.
    pub fn computer_calls(&self) -> bool {
        self.pieces
            .first()
            .is_some_and(|(.., strength)| strength.is_some())
    }

    /// The computer seats that aim pieces of it, each once, at their strengths, lowest first.
    pub fn computer_seats(&self) -> BTreeMap<u8, Strength> {
        self.in_order().into_iter().collect()
    }

    /// The computer seats that aim pieces of it, each once, in the order they stand their
    /// pieces: the caller first, then as the prompt lists them.
    fn in_order(&self) -> Vec<(u8, Strength)> {
        let mut seats: Vec<(u8, Strength)> = Vec::new();
        for (_, seat, strength) in &self.pieces {
            if let Some(strength) = strength
                && seats.iter().all(|(known, _)| known != seat)
            {
                seats.push((*seat, *strength));
            }
        }
        seats
    }

    /// The seat that aims `piece`, and whether it is the computer's, if the shot launches it.
    fn aimed_by(&self, piece: PieceId) -> Option<(u8, bool)> {
        self.pieces
            .iter()
            .find(|(id, ..)| *id == piece)
            .map(|(_, seat, strength)| (*seat, strength.is_some()))
    }

    /// The whole shot: the people's part and the computer's, each piece launched by its own
    /// side, in the prompt's order. A people's part that holds a computer's piece or misses
    /// the caller's shot is refused in one line.
    pub fn join(&self, people: &Part, computer: &Part) -> Result<Shot, EngineError> {
        for launch in &people.with {
            if let Some((seat, true)) = self.aimed_by(launch.piece) {
                return Err(EngineError::IllegalShot(format!(
                    "piece {} is seat {seat}'s, and the computer plays that seat: leave it out",
                    launch.piece
                )));
            }
        }
        let caller = if self.computer_calls() {
            if people.caller.is_some() {
                return Err(EngineError::IllegalShot(format!(
                    "the computer plays seat {}, which calls this shot: give only the people's \
                     pieces, as a line of \"with\" launches",
                    self.caller
                )));
            }
            computer.caller.as_ref()
        } else {
            people.caller.as_ref()
        };
        let Some(caller) = caller else {
            return Err(EngineError::IllegalShot(format!(
                "seat {} calls this shot: it needs that seat's own shot",
                self.caller
            )));
        };
        let mut with: Vec<Launch> = people.with.iter().chain(&computer.with).cloned().collect();
        let place = |piece: PieceId| {
            self.pieces
                .iter()
                .position(|(id, ..)| *id == piece)
                .unwrap_or(usize::MAX)
        };
        with.sort_by_key(|launch| place(launch.piece));
        Ok(Shot {
            with,
            ..caller.clone()
        })
    }
}

impl Part {
    /// The share of `shot` that `seat` aims in `shared`.
    fn of(shot: &Shot, shared: &SharedShot, seat: u8) -> Part {
        let caller = (shared.caller == seat).then(|| Shot {
            with: Vec::new(),
            ..shot.clone()
        });
        let with = shot
            .with
            .iter()
            .filter(|launch| {
                shared
                    .aimed_by(launch.piece)
                    .is_some_and(|(s, _)| s == seat)
            })
            .cloned()
            .collect();
        Part { caller, with }
    }

    /// This part with `other`'s pieces added (two computer seats' shares).
    fn and(mut self, other: Part) -> Part {
        self.caller = self.caller.or(other.caller);
        self.with.extend(other.with);
        self
    }
}

impl ShotSearch {
    /// The computer seats' part of `shared`, the shot asked on `table`, the caller's piece
    /// stood at `called_from` when a person called it: each seat searches its own pieces at its
    /// own strength, the caller first and then in the prompt's order, against one imagined
    /// launch of everyone else's with the pieces already stood where they stand, never seeing
    /// how anyone aims. Looks no further once `budget` is spent.
    pub fn choose_shared(
        &mut self,
        ground: &Ground<'_>,
        table: &Table,
        seed: u32,
        shared: &SharedShot,
        called_from: Option<Point>,
        budget: &Budget,
    ) -> Result<SharedChoice, EngineError> {
        let prompt = self.judges[0]
            .prompt(table)
            .map_err(|error| EngineError::plugin(ground.game, error.message))?;
        let Some(asked) = ShotPrompt::of(&prompt) else {
            return Err(EngineError::WrongTime(
                "the game is not asking for a shot".to_owned(),
            ));
        };
        let mut imagining =
            Stream::from_parts(&[u64::from(seed), u64::from(table.shots), IMAGINED]);
        let Some(mut around) = candidates::sample(ground, table, &asked, 1, &mut imagining).pop()
        else {
            return Err(EngineError::IllegalShot(
                "the computer found no room to place the pieces".to_owned(),
            ));
        };
        if let Some(at) = called_from {
            around.placement = at;
        }
        let mut stood: Vec<PieceId> = called_from
            .map(|_| shared.caller_piece())
            .into_iter()
            .collect();
        let mut chosen = SharedChoice {
            shot: Part::default(),
            aim: Part::default(),
        };
        for (seat, strength) in shared.in_order() {
            clear_of_the_stood(ground, table, shared, &mut around, &stood);
            let choice =
                self.choose_own_within(ground, table, seed, strength, budget, seat, &around)?;
            let mine = Part::of(&choice.shot, shared, seat);
            // The seats after it see where it stood its pieces (not how it aimed them).
            if let Some(caller) = &mine.caller {
                around.placement = caller.placement;
                stood.push(shared.caller_piece());
            }
            for launch in &mine.with {
                stood.push(launch.piece);
                match around.with.iter_mut().find(|l| l.piece == launch.piece) {
                    Some(imagined) => imagined.placement = launch.placement,
                    None => around.with.push(launch.clone()),
                }
            }
            chosen.shot = chosen.shot.and(mine);
            chosen.aim = chosen.aim.and(Part::of(&choice.aim, shared, seat));
        }
        Ok(chosen)
    }
}

/// Leaves out of the imagined `around` any piece not yet stood (`stood` lists those that are)
/// that would overlap one that is: imagined, it may go anywhere, but it may not share a place.
fn clear_of_the_stood(
    ground: &Ground<'_>,
    table: &Table,
    shared: &SharedShot,
    around: &mut Shot,
    stood: &[PieceId],
) {
    let (kept, imagined): (Vec<Launch>, Vec<Launch>) = std::mem::take(&mut around.with)
        .into_iter()
        .partition(|launch| stood.contains(&launch.piece));
    around.with = kept;
    for launch in imagined {
        let mut staged = candidates::stood_with(table, around);
        if let Some(caller) = staged.piece_mut(shared.caller_piece()) {
            caller.position = around.placement;
            caller.status = PieceStatus::Board;
        }
        if ground.check_room(&staged, launch.piece, launch.placement) {
            around.with.push(launch);
        }
    }
}

/// A choice for a game that asks for one but has no computer player of its own (a physics game
/// that asks which ring to play, whether to throw again): any listed choice is legal, so one
/// is drawn from the match seed and the shot count.
pub fn drawn_choice(game: &Match, moves: &[MoveChoice]) -> Result<Action, EngineError> {
    let seed = [u64::from(game.config().seed), u64::from(game.table().shots)];
    let index = Stream::from_parts(&seed).below(moves.len());
    let Some(choice) = moves.get(index) else {
        return Err(EngineError::plugin(
            &game.info().id,
            "the game asks for a move but lists none",
        ));
    };
    Ok(Action::Move(Move {
        notation: choice.notation.clone(),
    }))
}

#[cfg(test)]
mod tests {
    use parlor_sdk::{Launch, Point, Shot};

    use super::*;

    /// Two seats, a shooter each, launched together on one call: the caller's is the shot, the
    /// other seat's goes with it from its own line (with the option `one_line`, both from the
    /// same line). The shooter that rests nearer the centre scores its seat a point; the call
    /// passes; three points win.
    const GAME: &str = r#"
local game = {}
game.info = { id = "shared-test", name = "Shared test", family = "test", board = "carrom",
  players = { 2 }, summary = "A test.", rules = "None.",
  options = { { key = "one_line", label = "One line", default = false } } }
function game.setup(config)
  local pieces = {
    { id = 1, kind = "shooter", colour = "white", owner = 1, position = { x = 0, y = 0 }, status = "hand" },
    { id = 2, kind = "shooter", colour = "black", owner = 2, position = { x = 0, y = 0 }, status = "hand" } }
  return { game = "shared-test", board = "carrom",
    seats = { { name = config.seats[1].name, team = 1, colour = "red" },
              { name = config.seats[2].name, team = 2, colour = "green" } },
    scores = { 0, 0 }, turn = 1, round = 1, pieces = pieces,
    memo = { one_line = config.options.one_line == true } }
end
local one_line = false
local function line(seat)
  local l = board.lines[(seat == 1 or one_line) and 1 or 3]
  return { type = "segment", a = l.a, b = l.b, tolerance = 0 }
end
function game.prompt(table)
  one_line = table.memo.one_line
  local other = 3 - table.turn
  return { seat = table.turn, message = "Shoot together.", kind = { type = "shoot",
    piece = table.turn, from = line(table.turn), with = { { piece = other, from = line(other), seat = other } } } }
end
function game.judge(table, action, report)
  local best, nearest = nil, math.huge
  for _, piece in ipairs(table.pieces) do
    if piece.status == "board" then
      local d = math.sqrt(piece.position.x ^ 2 + piece.position.y ^ 2)
      if d < nearest then best, nearest = piece.owner, d end
    end
  end
  local verdict = { next = 3 - table.turn, round_over = true,
    edits = { { op = "status", piece = 1, status = "hand" }, { op = "status", piece = 2, status = "hand" } } }
  if best then
    verdict.score = { { team = best, points = 1, reason = "nearest" } }
    if table.scores[best] + 1 >= 3 then verdict.outcome = { winner = best } end
  end
  return verdict
end
return game
"#;

    fn shared_match(seed: u32) -> (GameLibrary, Match) {
        shared_match_on(seed, false)
    }

    /// The match from `seed`, both shooters on one line when `one_line`.
    fn shared_match_on(seed: u32, one_line: bool) -> (GameLibrary, Match) {
        let mut library = GameLibrary::default();
        let id = library
            .add_game_file("shared-test.lua", GAME, Vec::new())
            .unwrap();
        let names = ["Ann".to_owned(), "Bo".to_owned()];
        let options = [("one_line".to_owned(), serde_json::Value::Bool(one_line))].into();
        let game = library
            .new_match_with_rules(&id, &names, seed, options, &[])
            .unwrap();
        (library, game)
    }

    /// Ann's own shot from her line, straight up the board.
    fn anns_shot(x: f64, speed: f64) -> Shot {
        Shot::new(
            Point::new(x, -0.254),
            std::f64::consts::FRAC_PI_2,
            speed,
            0.0,
        )
    }

    /// A launch of Ann's shooter from her line (when Bo calls).
    fn anns_launch(x: f64, speed: f64) -> Launch {
        Launch {
            piece: 1,
            placement: Point::new(x, -0.254),
            direction: std::f64::consts::FRAC_PI_2,
            speed,
            spin: 0.0,
            at: 0.0,
        }
    }

    #[test]
    fn a_seat_s_search_leaves_every_other_piece_exactly_as_given() {
        let (library, game) = shared_match(3);
        let mut around = anns_shot(0.05, 1.1);
        around.with = vec![Launch {
            piece: 2,
            placement: Point::new(0.0, 0.254),
            direction: -1.0,
            speed: 0.5,
            spin: 0.0,
            at: 0.0,
        }];
        for strength in Strength::ALL {
            let mut search = ShotSearch::for_match(&library, &game, 2).unwrap();
            let choice = search
                .choose_own_within(
                    &game.ground(),
                    game.table(),
                    3,
                    strength,
                    &Budget::unlimited(),
                    2,
                    &around,
                )
                .unwrap();
            for shot in [&choice.shot, &choice.aim] {
                // Ann's shot exactly as given, her hand's error and all: none added.
                let anns = Shot {
                    with: Vec::new(),
                    ..shot.clone()
                };
                assert_eq!(anns, anns_shot(0.05, 1.1), "{strength}");
                assert_eq!(shot.with.len(), 1);
                assert_eq!(shot.with[0].piece, 2);
            }
            // Bo's piece is the search's own, with Bo's hand's error on it.
            assert_ne!(choice.shot.with[0], around.with[0], "{strength}");
            assert_ne!(choice.shot.with[0], choice.aim.with[0], "{strength}");
            game.ground()
                .stage(game.table(), &game.prompt().unwrap(), &choice.shot)
                .unwrap();
        }
        // A seat that launches nothing in the shot has nothing to search.
        let mut search = ShotSearch::for_match(&library, &game, 1).unwrap();
        let nothing = search.choose_own_within(
            &game.ground(),
            game.table(),
            3,
            Strength::Club,
            &Budget::unlimited(),
            5,
            &around,
        );
        assert!(nothing.is_err());
    }

    #[test]
    fn the_computer_chooses_its_part_without_seeing_the_people_s_and_keeps_theirs_as_given() {
        let seats: BTreeMap<u8, Strength> = [(2, Strength::Club)].into();
        // Ann calls: two different shots of hers, the same part of Bo's.
        let played = |anns: Shot| {
            let (library, mut game) = shared_match(5);
            let mut computers = ComputerSeats::new(&library, &game, seats.clone(), 1).unwrap();
            // A person's part of the shot: not the computer's turn alone.
            assert!(computers.play_turn(&mut game).unwrap().is_none());
            let people = Part {
                caller: Some(anns),
                with: Vec::new(),
            };
            computers.play_shared(&mut game, &people).unwrap();
            match &game.steps()[0].action {
                Action::Shot(shot) => shot.clone(),
                other => panic!("{other:?}"),
            }
        };
        // The same place, aimed differently: the computer sees where her shooter stands only.
        let mut hard = anns_shot(0.0, 2.5);
        hard.direction = 1.2;
        let (gentle, hard) = (played(anns_shot(0.0, 0.8)), played(hard.clone()));
        assert_eq!(
            Shot {
                with: Vec::new(),
                ..gentle.clone()
            },
            anns_shot(0.0, 0.8)
        );
        let mut given_hard = anns_shot(0.0, 2.5);
        given_hard.direction = 1.2;
        assert_eq!(
            Shot {
                with: Vec::new(),
                ..hard.clone()
            },
            given_hard
        );
        assert_eq!(gentle.with.len(), 1);
        assert_eq!(gentle.with, hard.with, "Bo's launch does not follow Ann's");

        // Bo calls the second shot: the people's part is Ann's launch alone, kept as given.
        let (library, mut game) = shared_match(5);
        let mut computers = ComputerSeats::new(&library, &game, seats.clone(), 1).unwrap();
        let people = Part {
            caller: Some(anns_shot(0.0, 0.8)),
            with: Vec::new(),
        };
        computers.play_shared(&mut game, &people).unwrap();
        assert_eq!(game.prompt().unwrap().seat, 2);
        let anns = anns_launch(0.02, 1.3);
        let people = Part {
            caller: None,
            with: vec![anns.clone()],
        };
        computers.play_shared(&mut game, &people).unwrap();
        let Action::Shot(shot) = &game.steps()[1].action else {
            panic!("a shot");
        };
        assert_eq!(shot.with, vec![anns]);
        assert!(shot.placement.y > 0.2, "Bo's own shot from Bo's line");
    }

    #[test]
    fn a_people_s_part_is_refused_in_one_line_when_it_aims_the_computer_s_piece_or_lacks_the_call()
    {
        let seats: BTreeMap<u8, Strength> = [(2, Strength::Beginner)].into();
        let (library, mut game) = shared_match(5);
        let mut computers = ComputerSeats::new(&library, &game, seats, 1).unwrap();
        let before = game.table().clone();
        let mut bos = anns_launch(0.0, 1.0);
        bos.piece = 2;
        bos.placement = Point::new(0.0, 0.254);
        let refusals = [
            Part {
                caller: Some(anns_shot(0.0, 1.0)),
                with: vec![bos],
            },
            Part {
                caller: None,
                with: Vec::new(),
            },
        ];
        for people in refusals {
            let message = computers
                .play_shared(&mut game, &people)
                .unwrap_err()
                .to_string();
            assert!(!message.contains('\n'), "{message}");
            assert!(
                message.contains("the computer plays that seat")
                    || message.contains("calls this shot"),
                "{message}"
            );
            assert_eq!(game.table(), &before, "nothing played");
        }
    }

    #[test]
    fn computer_seats_alone_share_a_shot_each_aiming_its_own_the_same_way_every_time() {
        let seats: BTreeMap<u8, Strength> = [(1, Strength::Beginner), (2, Strength::Club)].into();
        let play = || {
            let (library, mut game) = shared_match(7);
            let mut computers = ComputerSeats::new(&library, &game, seats.clone(), 2).unwrap();
            while computers.play_turn(&mut game).unwrap().is_some() {}
            assert!(game.is_over(), "played to the end");
            game.steps()
                .iter()
                .map(|step| step.action.clone())
                .collect::<Vec<_>>()
        };
        let first = play();
        assert_eq!(first, play());
        assert!(first.iter().all(|action| match action {
            Action::Shot(shot) => shot.with.len() == 1,
            _ => false,
        }));
    }

    /// Found by the soak: computer seats choosing blind stood their rings on one another on a
    /// line they shared. Each sees where the pieces already stood are: the caller's (a
    /// person's too), then each computer seat's in turn.
    #[test]
    fn on_a_shared_line_the_computer_stands_its_piece_clear_of_those_already_stood() {
        for seed in 1..=6 {
            let seats: BTreeMap<u8, Strength> =
                [(1, Strength::Beginner), (2, Strength::Beginner)].into();
            let (library, mut game) = shared_match_on(seed, true);
            let mut computers = ComputerSeats::new(&library, &game, seats, 1).unwrap();
            while computers.play_turn(&mut game).unwrap().is_some() {}
            assert!(game.is_over(), "seed {seed}: played to the end");
            // Ann calls from the middle of the line; Bo's shooter stands clear of hers.
            let seats: BTreeMap<u8, Strength> = [(2, Strength::Beginner)].into();
            let (library, mut game) = shared_match_on(seed, true);
            let mut computers = ComputerSeats::new(&library, &game, seats, 1).unwrap();
            if game.prompt().unwrap().seat != 1 {
                continue;
            }
            let people = Part {
                caller: Some(anns_shot(0.0, 1.0)),
                with: Vec::new(),
            };
            computers.play_shared(&mut game, &people).unwrap();
        }
    }
}
