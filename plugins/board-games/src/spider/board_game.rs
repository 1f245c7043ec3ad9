//! One [`Game`] implementation for the three move-a-man games of this module.
//!
//! Each game supplies its rules as a [`Rules`] position type: parse and print the position
//! string, list the legal plays as paths over its spots (web crossings or dark squares), apply a
//! play, and say when the game is over. This file turns that into the host's contract: the
//! memo (position string plus the geometry that places a spot on the board), the prompt with
//! every hop, the verdict with its edits and sentences, the computer player and the CLI's
//! `moves`/`perft`. It knows nothing of any one game's rules.

use parlor_sdk::{
    Action, Edit, Game, GameError, GameInfo, MatchConfig, MoveChoice, MoveLine, MoveStep, Outcome,
    Piece, PieceId, PieceStatus, Point, Prompt, PromptKind, Report, ScoreChange, Seat, Table,
    Verdict,
};
use serde::{Serialize, de::DeserializeOwned};

use super::search::{self, Budget, Searchable};

/// Option values of a match, by key.
pub type Options = std::collections::BTreeMap<String, serde_json::Value>;

/// One hop of a play: where the man lands and the spots of the men it takes on the way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hop<S> {
    /// Landing spot.
    pub to: S,
    /// Men taken by this hop.
    pub captures: Vec<S>,
}

/// One legal play: a man's path, or a pass when `hops` is empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play<S> {
    /// Where the moving man starts.
    pub from: S,
    /// Its hops in order; empty for a pass.
    pub hops: Vec<Hop<S>>,
    /// The man leaves the board at the end of its path (a fly reaching the den).
    pub leaves_board: bool,
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// This team (= seat) won.
    Won(u8),
    /// Nobody won.
    Drawn,
}

/// A man as the table shows it.
pub struct ManLook {
    /// Piece kind (`ring`, `fly`, `spider`).
    pub kind: &'static str,
    /// Colour name.
    pub colour: &'static str,
    /// Owning seat.
    pub owner: u8,
}

/// The rules of one game, as a position type.
pub trait Rules: Clone + Sized {
    /// A place a man can stand.
    type Spot: Copy + Eq + std::fmt::Debug;
    /// What places a spot on the board, kept in the memo.
    type Geometry: Serialize + DeserializeOwned;

    /// What the game says about itself.
    fn info() -> GameInfo;
    /// Strength budgets, weakest first (as many as `info().computer`).
    fn budgets() -> Vec<Budget>;
    /// Geometry read from the board the match is set up on.
    fn geometry(config: &MatchConfig) -> Result<Self::Geometry, GameError>;
    /// Where a spot's centre lies.
    fn point(geometry: &Self::Geometry, spot: Self::Spot) -> Point;
    /// The opening position for a match with these options.
    fn opening(options: &Options) -> Result<Self, GameError>;
    /// Seat colours, seat 1 first.
    fn seat_colours() -> [&'static str; 2];
    /// What each seat plays, seat 1 first ("flies", "spider").
    fn side_names() -> [&'static str; 2];

    /// The position from its text form.
    fn parse(text: &str) -> Result<Self, GameError>;
    /// The position's text form.
    fn text(&self) -> String;
    /// A spot's name in move notation (`a3`, `den`, `15`).
    fn spot_name(spot: Self::Spot) -> String;

    /// A play in the game's notation: the start and every landing, joined by `x` when the play
    /// captures and by `-` otherwise; `pass` for a pass.
    fn notation(play: &Play<Self::Spot>) -> String {
        if play.hops.is_empty() {
            return "pass".to_string();
        }
        let captures = play.hops.iter().any(|hop| !hop.captures.is_empty());
        let separator = if captures { 'x' } else { '-' };
        let mut text = Self::spot_name(play.from);
        for hop in &play.hops {
            text.push(separator);
            text.push_str(&Self::spot_name(hop.to));
        }
        text
    }
    /// Seat (and team) to move.
    fn seat_to_move(&self) -> u8;
    /// Every occupied spot with how its man looks.
    fn men(&self) -> Vec<(Self::Spot, ManLook)>;
    /// Every legal play; empty exactly when the game is over.
    fn plays(&self) -> Vec<Play<Self::Spot>>;
    /// The position after `play`, which must be one of [`Rules::plays`].
    fn after(&self, play: &Play<Self::Spot>) -> Self;
    /// The result, once the game is over.
    fn ending(&self) -> Option<Ending>;
    /// The result when it is known without listing moves (a score reached, a goal met): a
    /// cheap check the computer player makes at every node.
    fn decided(&self) -> Option<Ending>;
    /// Points of team 1 and team 2.
    fn scores(&self) -> [i64; 2];
    /// Why `team` scores, in a few words, for the score sheet.
    fn score_reason(_team: u8) -> &'static str {
        "points"
    }
    /// One sentence describing `play` made from this position.
    fn describe(&self, play: &Play<Self::Spot>) -> String;
    /// One sentence saying why the game ended.
    fn describe_ending(&self) -> String;
    /// Static value for the side to move, for the computer player.
    fn evaluate(&self) -> i32;
}

/// Lets the shared search play any [`Rules`] game.
impl<R: Rules> Searchable for R {
    type Move = Play<R::Spot>;

    fn legal_moves(&self) -> Vec<Self::Move> {
        self.plays()
    }

    fn after(&self, play: &Self::Move) -> Self {
        Rules::after(self, play)
    }

    fn final_value(&self) -> Option<i32> {
        self.ending()
            .map(|ending| ending_value(ending, self.seat_to_move()))
    }

    fn decided_value(&self) -> Option<i32> {
        self.decided()
            .map(|ending| ending_value(ending, self.seat_to_move()))
    }

    fn evaluate(&self) -> i32 {
        Rules::evaluate(self)
    }
}

/// A finished game's value for `seat`.
fn ending_value(ending: Ending, seat: u8) -> i32 {
    match ending {
        Ending::Drawn => 0,
        Ending::Won(team) if team == seat => search::WIN,
        Ending::Won(_) => -search::WIN,
    }
}

/// The memo a match keeps: the position string and the geometry.
#[derive(serde::Deserialize, Serialize)]
struct Memo<G> {
    position: String,
    geometry: G,
}

/// The [`Game`] for rules `R`.
pub struct BoardGame<R>(std::marker::PhantomData<R>);

impl<R> BoardGame<R> {
    /// The game, boxed for the games list.
    pub fn boxed() -> Box<dyn Game>
    where
        R: Rules + Send + 'static,
    {
        Box::new(BoardGame::<R>(std::marker::PhantomData))
    }
}

/// Pieces closer than this to a spot's centre stand on it.
const ON_SPOT: f64 = 1e-4;

fn read_memo<R: Rules>(table: &Table) -> Result<(R, R::Geometry), GameError> {
    let memo: Memo<R::Geometry> = serde_json::from_value(table.memo.clone())
        .map_err(|error| GameError::new(format!("the table's memo is not readable: {error}")))?;
    let position = R::parse(&memo.position)?;
    Ok((position, memo.geometry))
}

fn write_memo<R: Rules>(
    position: &R,
    geometry: &R::Geometry,
) -> Result<serde_json::Value, GameError> {
    serde_json::to_value(Memo {
        position: position.text(),
        geometry,
    })
    .map_err(|error| GameError::new(format!("the memo could not be written: {error}")))
}

/// The id of the man standing on `spot`.
fn piece_at<R: Rules>(
    table: &Table,
    geometry: &R::Geometry,
    spot: R::Spot,
) -> Result<PieceId, GameError> {
    let at = R::point(geometry, spot);
    table
        .on_board()
        .find(|piece| piece.position.distance(at) < ON_SPOT)
        .map(|piece| piece.id)
        .ok_or_else(|| {
            GameError::new(format!(
                "no piece stands on {spot:?} although the position has a man there"
            ))
        })
}

fn choice<R: Rules>(
    table: &Table,
    geometry: &R::Geometry,
    play: &Play<R::Spot>,
) -> Result<MoveChoice, GameError> {
    if play.hops.is_empty() {
        return Ok(MoveChoice {
            notation: R::notation(play),
            steps: Vec::new(),
        });
    }
    let mover = piece_at::<R>(table, geometry, play.from)?;
    let mut steps = Vec::with_capacity(play.hops.len());
    for hop in &play.hops {
        let captures = hop
            .captures
            .iter()
            .map(|&spot| piece_at::<R>(table, geometry, spot))
            .collect::<Result<Vec<_>, _>>()?;
        steps.push(MoveStep {
            piece: mover,
            to: R::point(geometry, hop.to),
            captures,
        });
    }
    Ok(MoveChoice {
        notation: R::notation(play),
        steps,
    })
}

fn side_name<R: Rules>(seat: u8) -> &'static str {
    R::side_names()[usize::from(seat == 2)]
}

impl<R: Rules + Send> Game for BoardGame<R> {
    fn info(&self) -> GameInfo {
        R::info()
    }

    fn setup(&self, config: &MatchConfig) -> Result<Table, GameError> {
        if config.seats.len() != 2 {
            return Err(GameError::new(format!(
                "{} is for two players, not {}",
                R::info().name,
                config.seats.len()
            )));
        }
        let geometry = R::geometry(config)?;
        let position = R::opening(&config.options)?;
        let colours = R::seat_colours();
        let seats = config
            .seats
            .iter()
            .zip(1u8..)
            .map(|(seat, number)| Seat {
                name: seat.name.clone(),
                team: number,
                colour: colours[usize::from(number - 1)].to_string(),
            })
            .collect();
        let pieces = position
            .men()
            .into_iter()
            .zip(1u32..)
            .map(|((spot, look), id)| Piece {
                id,
                kind: look.kind.to_string(),
                colour: look.colour.to_string(),
                owner: Some(look.owner),
                number: None,
                position: R::point(&geometry, spot),
                status: PieceStatus::Board,
                pocket: None,
            })
            .collect();
        Ok(Table {
            game: R::info().id,
            board: R::info().board,
            seats,
            pieces,
            scores: position.scores().to_vec(),
            turn: position.seat_to_move(),
            round: 1,
            shots: 0,
            outcome: None,
            memo: write_memo(&position, &geometry)?,
        })
    }

    fn prompt(&self, table: &Table) -> Result<Prompt, GameError> {
        let (position, geometry) = read_memo::<R>(table)?;
        let seat = position.seat_to_move();
        if table.outcome.is_some() || position.ending().is_some() {
            return Ok(Prompt {
                seat,
                kind: PromptKind::Over,
                message: position.describe_ending(),
                in_check: None,
            });
        }
        let moves = position
            .plays()
            .iter()
            .map(|play| choice::<R>(table, &geometry, play))
            .collect::<Result<Vec<_>, _>>()?;
        let name = table.seat(seat).map_or("", |seat| seat.name.as_str());
        Ok(Prompt {
            seat,
            kind: PromptKind::Move { moves },
            message: format!("{name} ({}) to move.", side_name::<R>(seat)),
            in_check: None,
        })
    }

    fn judge(
        &self,
        table: &Table,
        action: &Action,
        _report: &Report,
    ) -> Result<Verdict, GameError> {
        let (position, geometry) = read_memo::<R>(table)?;
        let seat = position.seat_to_move();
        let refuse = |message: String| Verdict {
            next: seat,
            messages: vec![message],
            ..Verdict::default()
        };
        if table.outcome.is_some() || position.ending().is_some() {
            return Ok(refuse("The game is already over.".to_string()));
        }
        let Action::Move(wanted) = action else {
            return Ok(refuse(
                "Only a move from the list can be played in this game.".to_string(),
            ));
        };
        let plays = position.plays();
        let Some(play) = plays
            .iter()
            .find(|play| R::notation(play) == wanted.notation)
        else {
            return Ok(refuse(format!(
                "{} is not a legal move here.",
                wanted.notation
            )));
        };
        let mut edits = Vec::new();
        if !play.hops.is_empty() {
            let mover = piece_at::<R>(table, &geometry, play.from)?;
            for hop in &play.hops {
                edits.push(Edit::Place {
                    piece: mover,
                    at: R::point(&geometry, hop.to),
                });
                for &spot in &hop.captures {
                    edits.push(Edit::Status {
                        piece: piece_at::<R>(table, &geometry, spot)?,
                        status: PieceStatus::Aside,
                    });
                }
            }
            if play.leaves_board {
                edits.push(Edit::Status {
                    piece: mover,
                    status: PieceStatus::Aside,
                });
            }
        }
        let next = Rules::after(&position, play);
        let before = position.scores();
        let score = next
            .scores()
            .iter()
            .zip(before)
            .zip(1u8..)
            .filter(|((now, then), _)| **now != *then)
            .map(|((now, then), team)| ScoreChange {
                team,
                points: now - then,
                reason: R::score_reason(team).to_string(),
            })
            .collect();
        let mut messages = vec![position.describe(play)];
        let outcome = next.ending().map(|ending| {
            messages.push(next.describe_ending());
            Outcome {
                winner: match ending {
                    Ending::Won(team) => Some(team),
                    Ending::Drawn => None,
                },
            }
        });
        Ok(Verdict {
            edits,
            score,
            pending: Vec::new(),
            next: next.seat_to_move(),
            round_over: false,
            outcome,
            memo: Some(write_memo(&next, &geometry)?),
            messages,
            close_look: Vec::new(),
        })
    }

    fn suggest(&self, table: &Table, strength: u8) -> Result<Action, GameError> {
        let (position, _) = read_memo::<R>(table)?;
        let budgets = R::budgets();
        let budget = budgets
            .get(usize::from(strength))
            .or(budgets.last())
            .copied()
            .ok_or_else(|| GameError::new("this game has no computer strengths"))?;
        let play = search::best_move(&position, budget)
            .ok_or_else(|| GameError::new("there is no move to suggest: the game is over"))?;
        Ok(Action::Move(parlor_sdk::Move {
            notation: R::notation(&play),
        }))
    }

    fn moves(&self, state: &str, _dice: &[u8]) -> Result<Vec<MoveLine>, GameError> {
        let position = R::parse(state)?;
        Ok(position
            .plays()
            .iter()
            .map(|play| MoveLine {
                notation: R::notation(play),
                state: Rules::after(&position, play).text(),
            })
            .collect())
    }

    fn perft(&self, state: Option<&str>, depth: u32) -> Result<u64, GameError> {
        let position = match state {
            Some(text) => R::parse(text)?,
            None => R::opening(&Options::new())?,
        };
        Ok(perft(&position, depth))
    }
}

/// Leaf paths `depth` plays deep.
pub fn perft<R: Rules>(position: &R, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let plays = position.plays();
    if depth == 1 {
        return plays.len() as u64;
    }
    plays
        .iter()
        .map(|play| perft(&Rules::after(position, play), depth - 1))
        .sum()
}

/// Option `key` as a boolean, the default when absent.
pub fn bool_option(options: &Options, key: &str, default: bool) -> Result<bool, GameError> {
    match options.get(key) {
        None => Ok(default),
        Some(serde_json::Value::Bool(value)) => Ok(*value),
        Some(other) => Err(GameError::new(format!(
            "option {key} must be true or false, not {other}"
        ))),
    }
}
