//! The [`Game`] implementation shared by the three games: laying out rings on the squares,
//! listing moves as hops, ruling on a move, and the computer player.
//!
//! The memo holds the position in PDN FEN, the plies since the last capture or man move
//! (for the no-progress draw) and where the squares are drawn. Piece ids are read from the
//! table: whatever stands on a square is the piece on that square.

use parlor_sdk::{
    Action, Edit, Game, GameError, GameInfo, MatchConfig, Move as MoveAction, MoveChoice, MoveLine,
    MoveStep, Outcome, Piece, PieceId, PieceStatus, Prompt, PromptKind, Report, Seat, Table,
    Verdict,
};
use serde::{Deserialize, Serialize};

use super::fen;
use super::layout::{Geometry, piece_ids};
use super::position::{Move, Position, perft};
use super::rules::{self, NO_PROGRESS_PLIES};
use super::search::{Limits, choose};
use super::squares::{SQUARE_COUNT, indices};
use super::variant::Variant;
use crate::two_sides::{
    check_turn, checkerboard, game_over, memo_value, read_memo, refusal, require_two_seats,
};

/// The games' private state between moves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Memo {
    /// The position in PDN FEN.
    pub position: String,
    /// Plies since the last capture or man move.
    pub quiet: u32,
    /// Where the squares are drawn.
    pub squares: Geometry,
}

/// One game of the checkers family.
pub struct CheckersGame {
    variant: Variant,
}

impl CheckersGame {
    /// The game for `variant`.
    pub fn new(variant: Variant) -> Self {
        CheckersGame { variant }
    }

    fn read_memo(&self, table: &Table) -> Result<(Memo, Position), GameError> {
        let memo: Memo = read_memo("checkers", table)?;
        let position = fen::read(&memo.position, self.variant)?;
        check_turn(table, seat_of(position.black_to_move))?;
        Ok((memo, position))
    }

    /// The search effort for each strength: a fixed depth, and a node budget that keeps the
    /// strongest level near a second in a release build on a modest machine.
    pub(super) fn limits(strength: u8) -> Limits {
        match strength {
            0 => Limits {
                depth: 2,
                nodes: 100_000,
            },
            1 => Limits {
                depth: 6,
                nodes: 1_000_000,
            },
            _ => Limits {
                depth: 40,
                nodes: EXPERT_NODES,
            },
        }
    }
}

/// The Expert's node budget (see the measurement in the module's tests).
pub const EXPERT_NODES: u64 = 3_000_000;

/// The colour name of a side, as players see it.
fn side_name(black: bool) -> &'static str {
    if black { "Red" } else { "Green" }
}

fn seat_of(black: bool) -> u8 {
    if black { 1 } else { 2 }
}

fn count_words(count: u32) -> String {
    const WORDS: [&str; 13] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    let number = WORDS
        .get(count as usize)
        .map_or_else(|| count.to_string(), |word| (*word).to_string());
    let noun = if count == 1 { "piece" } else { "pieces" };
    format!("{number} {noun}")
}

impl Game for CheckersGame {
    fn info(&self) -> GameInfo {
        rules::info(self.variant)
    }

    fn setup(&self, config: &MatchConfig) -> Result<Table, GameError> {
        require_two_seats(self.variant.id(), config)?;
        let (centre, size) = checkerboard(config)?;
        let geometry = Geometry { centre, size };
        let position = Position::start(self.variant);
        let mut pieces = Vec::new();
        for (black, set) in [(true, position.black), (false, position.white)] {
            for index in indices(set) {
                pieces.push(Piece {
                    id: pieces.len() as PieceId + 1,
                    kind: "ring".into(),
                    colour: if black { "red" } else { "green" }.into(),
                    owner: Some(seat_of(black)),
                    number: None,
                    position: geometry.point(index),
                    status: PieceStatus::Board,
                    pocket: None,
                });
            }
        }
        let seats = config
            .seats
            .iter()
            .zip([(1, "red"), (2, "green")])
            .map(|(seat, (team, colour))| Seat {
                name: seat.name.clone(),
                team,
                colour: colour.into(),
            })
            .collect();
        let memo = Memo {
            position: fen::write(&position),
            quiet: 0,
            squares: geometry,
        };
        Ok(Table {
            game: self.variant.id().into(),
            board: "carrom".into(),
            seats,
            pieces,
            scores: vec![0, 0],
            turn: 1,
            round: 1,
            shots: 0,
            outcome: None,
            memo: memo_value("checkers", &memo)?,
        })
    }

    fn prompt(&self, table: &Table) -> Result<Prompt, GameError> {
        if table.outcome.is_some() {
            return Ok(game_over(table));
        }
        let (memo, position) = self.read_memo(table)?;
        let moves = position.legal_moves(self.variant);
        if moves.is_empty() {
            return Ok(game_over(table));
        }
        let ids = piece_ids(table, &memo.squares, &position)?;
        let choices = moves
            .iter()
            .map(|chosen| choice(chosen, &ids, &memo.squares))
            .collect::<Result<Vec<_>, _>>()?;
        let side = side_name(position.black_to_move);
        let message = if moves[0].is_capture() {
            format!("{side} to move: you must jump.")
        } else {
            format!("{side} to move.")
        };
        Ok(Prompt {
            seat: table.turn,
            kind: PromptKind::Move { moves: choices },
            message,
            in_check: None,
        })
    }

    fn judge(
        &self,
        table: &Table,
        action: &Action,
        _report: &Report,
    ) -> Result<Verdict, GameError> {
        let refuse = |message: String| refusal(table, message);
        if table.outcome.is_some() {
            return Ok(refuse("The game is already over.".into()));
        }
        let (memo, position) = self.read_memo(table)?;
        let Action::Move(MoveAction { notation }) = action else {
            return Ok(refuse("Checkers is played by moving a piece.".into()));
        };
        let moves = position.legal_moves(self.variant);
        let side = side_name(position.black_to_move);
        let Some(chosen) = moves
            .iter()
            .find(|legal| legal.notation() == notation.trim())
        else {
            let reason = if moves.first().is_some_and(Move::is_capture) {
                " (a jump is compulsory)"
            } else {
                ""
            };
            return Ok(refuse(format!(
                "{notation} is not a legal move for {side} here{reason}."
            )));
        };
        let ids = piece_ids(table, &memo.squares, &position)?;
        self.ruling(&memo, &position, chosen, &ids)
    }

    fn suggest(&self, table: &Table, strength: u8) -> Result<Action, GameError> {
        if table.outcome.is_some() {
            return Err(GameError::new("the game is over: there is nothing to play"));
        }
        let (memo, position) = self.read_memo(table)?;
        let choice = choose(&position, self.variant, Self::limits(strength), memo.quiet)
            .ok_or_else(|| GameError::new("the side to move has no legal move"))?;
        Ok(Action::Move(MoveAction {
            notation: choice.chosen.notation(),
        }))
    }

    fn moves(&self, state: &str, _dice: &[u8]) -> Result<Vec<MoveLine>, GameError> {
        let position = fen::read(state, self.variant)?;
        Ok(position
            .legal_moves(self.variant)
            .iter()
            .map(|chosen| MoveLine {
                notation: chosen.notation(),
                state: fen::write(&position.after(chosen)),
            })
            .collect())
    }

    fn perft(&self, state: Option<&str>, depth: u32) -> Result<u64, GameError> {
        let position = match state {
            Some(text) => fen::read(text, self.variant)?,
            None => Position::start(self.variant),
        };
        Ok(perft(&position, self.variant, depth))
    }
}

impl CheckersGame {
    /// The verdict on a legal move.
    fn ruling(
        &self,
        memo: &Memo,
        position: &Position,
        chosen: &Move,
        ids: &[Option<PieceId>; SQUARE_COUNT],
    ) -> Result<Verdict, GameError> {
        let mover_is_black = position.black_to_move;
        let side = side_name(mover_is_black);
        let opponent = side_name(!mover_is_black);
        let mut edits = Vec::new();
        let mut messages = Vec::new();
        let from = usize::from(chosen.from);
        let mover = ids[from].ok_or_else(|| {
            GameError::new(format!(
                "no piece stands on square {} of the recorded position",
                from + 1
            ))
        })?;
        edits.push(Edit::Place {
            piece: mover,
            at: memo.squares.point(chosen.to()),
        });
        for &jumped in chosen.jumped() {
            if let Some(piece) = ids[usize::from(jumped)] {
                edits.push(Edit::Status {
                    piece,
                    status: PieceStatus::Aside,
                });
            }
        }
        let notation = chosen.notation();
        if chosen.is_capture() {
            messages.push(format!(
                "{side} jumps {notation} and takes {}.",
                count_words(chosen.captured.count_ones())
            ));
        } else {
            messages.push(format!("{side} moves {notation}."));
        }
        if chosen.crowns {
            edits.push(Edit::Kind {
                piece: mover,
                kind: "king".into(),
            });
            let ending = if chosen.is_capture() {
                ", which ends the move"
            } else {
                ""
            };
            messages.push(format!(
                "{side}'s man is crowned king on square {}{ending}.",
                chosen.to() + 1
            ));
        }
        let after = position.after(chosen);
        let quiet = if chosen.is_capture() || chosen.by_man {
            0
        } else {
            memo.quiet + 1
        };
        let outcome = self.outcome(&after, quiet, &mut messages, opponent, side);
        let new_memo = Memo {
            position: fen::write(&after),
            quiet,
            squares: memo.squares,
        };
        Ok(Verdict {
            edits,
            score: Vec::new(),
            pending: Vec::new(),
            next: seat_of(!mover_is_black),
            round_over: false,
            outcome,
            memo: Some(memo_value("checkers", &new_memo)?),
            messages,
            close_look: Vec::new(),
        })
    }

    /// Whether the game ends with `after` on the board, and the sentence saying why.
    fn outcome(
        &self,
        after: &Position,
        quiet: u32,
        messages: &mut Vec<String>,
        opponent: &str,
        side: &str,
    ) -> Option<Outcome> {
        let stuck_is_black = after.black_to_move;
        let stuck_has_pieces = if stuck_is_black {
            after.black != 0
        } else {
            after.white != 0
        };
        if !after.has_moves() {
            let why = if stuck_has_pieces {
                "has no legal move"
            } else {
                "has no pieces left"
            };
            if self.variant.reversed() {
                messages.push(format!(
                    "{opponent} {why}, so {opponent} wins reverse checkers."
                ));
                return Some(Outcome {
                    winner: Some(seat_of(stuck_is_black)),
                });
            }
            messages.push(format!("{opponent} {why}: {side} wins."));
            return Some(Outcome {
                winner: Some(seat_of(!stuck_is_black)),
            });
        }
        if quiet >= NO_PROGRESS_PLIES {
            messages
                .push("Draw: 40 moves each have passed without a capture or a man moving.".into());
            return Some(Outcome { winner: None });
        }
        None
    }
}

/// A legal move as the hops the window shows.
fn choice(
    chosen: &Move,
    ids: &[Option<PieceId>; SQUARE_COUNT],
    geometry: &Geometry,
) -> Result<MoveChoice, GameError> {
    let missing = |index: usize| {
        GameError::new(format!(
            "no piece stands on square {} of the recorded position",
            index + 1
        ))
    };
    let from = usize::from(chosen.from);
    let piece = ids[from].ok_or_else(|| missing(from))?;
    let jumped = chosen.jumped();
    let mut steps = Vec::with_capacity(chosen.landings().len());
    for (hop, &landing) in chosen.landings().iter().enumerate() {
        let captures = match jumped.get(hop) {
            Some(&over) => {
                let over = usize::from(over);
                vec![ids[over].ok_or_else(|| missing(over))?]
            }
            None => Vec::new(),
        };
        steps.push(MoveStep {
            piece,
            to: geometry.point(usize::from(landing)),
            captures,
        });
    }
    Ok(MoveChoice {
        notation: chosen.notation(),
        steps,
    })
}
