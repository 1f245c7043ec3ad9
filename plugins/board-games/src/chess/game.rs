//! The [`Game`] implementation: laying out the men on the squares, listing moves as hops,
//! ruling on a move (with every way the game can end), and the computer player.
//!
//! The memo holds the position in FEN, the positions since the last capture or pawn move (for
//! threefold repetition), the moves played in SAN (for the game's record) and where the
//! squares are drawn. Piece ids are read from the table: whatever stands on a square is the
//! man on that square.

use parlor_sdk::{
    Action, Edit, Game, GameError, GameInfo, MatchConfig, Move as MoveAction, MoveChoice, MoveLine,
    MoveStep, Outcome, Piece, PieceId, PieceStatus, Prompt, PromptKind, Report, Seat, Table,
    Verdict,
};
use serde::{Deserialize, Serialize};

use super::draws::{FIFTY_MOVE_PLIES, insufficient_material, repetition_key, threefold};
use super::fen;
use super::layout::{Geometry, piece_ids, seat_of};
use super::movegen::{legal_moves, perft};
use super::notation::{coordinates, find, san};
use super::pgn;
use super::position::{Colour, Move, Position};
use super::rules::{self, START_OPTION};
use super::search::{Limits, choose};
use crate::two_sides::{
    check_turn, checkerboard, game_over, memo_value, read_memo, refusal, require_two_seats,
};

/// The game's private state between moves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Memo {
    /// The position in FEN.
    pub position: String,
    /// The repetition keys of every position since the last capture or pawn move, the present
    /// one last.
    pub history: Vec<String>,
    /// The position the game started from, in FEN.
    pub start: String,
    /// The moves played, in SAN.
    pub moves: Vec<String>,
    /// The game's record in PGN, once it has ended by the rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pgn: Option<String>,
    /// Where the squares are drawn.
    pub squares: Geometry,
}

/// Chess.
pub struct ChessGame;

impl ChessGame {
    fn read_memo(table: &Table) -> Result<(Memo, Position), GameError> {
        let memo: Memo = read_memo("chess", table)?;
        let position = fen::read(&memo.position)?;
        check_turn(table, seat_of(position.to_move))?;
        Ok((memo, position))
    }

    /// The search effort for each strength. Only node counts and depths bound it, never a
    /// clock, so the same position gets the same answer on any machine.
    pub(super) fn limits(strength: u8) -> Limits {
        match strength {
            0 => Limits {
                depth: 1,
                nodes: 50_000,
            },
            1 => Limits {
                depth: 3,
                nodes: 300_000,
            },
            _ => Limits {
                depth: 64,
                nodes: EXPERT_NODES,
            },
        }
    }
}

/// The Expert's node budget (see the measurement in the module's tests).
pub const EXPERT_NODES: u64 = 1_500_000;

impl Game for ChessGame {
    fn info(&self) -> GameInfo {
        rules::info()
    }

    fn setup(&self, config: &MatchConfig) -> Result<Table, GameError> {
        require_two_seats("chess", config)?;
        let (centre, size) = checkerboard(config)?;
        let geometry = Geometry { centre, size };
        let start = config
            .options
            .get(START_OPTION)
            .and_then(|value| value.as_str())
            .unwrap_or("");
        let (start, moves, history, position) = opening(start)?;
        let seats = config
            .seats
            .iter()
            .zip([(1, "white"), (2, "black")])
            .map(|(seat, (team, colour))| Seat {
                name: seat.name.clone(),
                team,
                colour: colour.into(),
            })
            .collect();
        let memo = Memo {
            position: fen::write(&position),
            history,
            start,
            moves,
            pgn: None,
            squares: geometry,
        };
        Ok(Table {
            game: "chess".into(),
            board: "carrom".into(),
            seats,
            pieces: pieces_of(&position, &geometry),
            scores: vec![0, 0],
            turn: seat_of(position.to_move),
            round: 1,
            shots: 0,
            outcome: None,
            memo: memo_value("chess", &memo)?,
        })
    }

    fn prompt(&self, table: &Table) -> Result<Prompt, GameError> {
        if table.outcome.is_some() {
            return Ok(game_over(table));
        }
        let (memo, position) = Self::read_memo(table)?;
        let legal = legal_moves(&position);
        if legal.is_empty() {
            return Ok(game_over(table));
        }
        let ids = piece_ids(table, &memo.squares, &position)?;
        let choices = legal
            .iter()
            .map(|chosen| choice(&position, chosen, &legal, &ids, &memo.squares))
            .collect::<Result<Vec<_>, _>>()?;
        let side = position.to_move.name();
        let message = if position.in_check() {
            format!("{side} to move, in check.")
        } else {
            format!("{side} to move.")
        };
        // The king the window rings: the side to move's, when it stands in check.
        let in_check = position
            .in_check()
            .then(|| {
                table
                    .on_board()
                    .find(|piece| piece.kind == "king" && piece.owner == Some(table.turn))
            })
            .flatten()
            .map(|king| king.id);
        Ok(Prompt {
            seat: table.turn,
            kind: PromptKind::Move { moves: choices },
            message,
            in_check,
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
        let (memo, position) = Self::read_memo(table)?;
        let names = [1, 2].map(|seat| table.seat(seat).map_or("?", |seat| seat.name.as_str()));
        if matches!(action, Action::Resign | Action::Draw) {
            return conceded(table, &memo, &position, action, names);
        }
        let Action::Move(MoveAction { notation }) = action else {
            return Ok(refuse("Chess is played by moving a man.".into()));
        };
        let Some(chosen) = find(&position, notation) else {
            let why = if position.in_check() {
                " (the king is in check)"
            } else {
                ""
            };
            return Ok(refuse(format!(
                "{} is not a legal move for {} here{why}.",
                notation.trim(),
                position.to_move.name()
            )));
        };
        let ids = piece_ids(table, &memo.squares, &position)?;
        ruling(&memo, &position, &chosen, &ids, names)
    }

    fn suggest(&self, table: &Table, strength: u8) -> Result<Action, GameError> {
        if table.outcome.is_some() {
            return Err(GameError::new("the game is over: there is nothing to play"));
        }
        let (memo, position) = Self::read_memo(table)?;
        let choice = choose(&position, &memo.history, Self::limits(strength))
            .ok_or_else(|| GameError::new("the side to move has no legal move"))?;
        let legal = legal_moves(&position);
        Ok(Action::Move(MoveAction {
            notation: san(&position, &choice.chosen, &legal),
        }))
    }

    fn choice_named(&self, table: &Table, notation: &str) -> Option<String> {
        let (_, position) = Self::read_memo(table).ok()?;
        let chosen = find(&position, notation)?;
        Some(san(&position, &chosen, &legal_moves(&position)))
    }

    /// Each move as its SAN and its coordinates, separated by a space (`e4 e2e4`); either
    /// half, or the whole line, is accepted as a move.
    fn moves(&self, state: &str, _dice: &[u8]) -> Result<Vec<MoveLine>, GameError> {
        let position = fen::read(state)?;
        let legal = legal_moves(&position);
        Ok(legal
            .iter()
            .map(|chosen| MoveLine {
                notation: format!("{} {}", san(&position, chosen, &legal), coordinates(chosen)),
                state: fen::write(&position.after(chosen)),
            })
            .collect())
    }

    fn perft(&self, state: Option<&str>, depth: u32) -> Result<u64, GameError> {
        let position = fen::read(state.unwrap_or(fen::START))?;
        Ok(perft(&position, depth))
    }
}

/// The starting FEN, the moves already played in SAN, the repetition keys since the last
/// capture or pawn move, and the position to play from, for the `start` option's text.
fn opening(text: &str) -> Result<(String, Vec<String>, Vec<String>, Position), GameError> {
    if text.trim().is_empty() {
        let position = fen::read(fen::START)?;
        return Ok((
            fen::START.into(),
            Vec::new(),
            vec![repetition_key(&position)],
            position,
        ));
    }
    // A text whose first field has a FEN's seven slashes is meant as a position: its fault is
    // said as a position's, not as a game record's.
    let meant_as_fen = text
        .split_whitespace()
        .next()
        .is_some_and(|board| board.matches('/').count() == 7);
    match fen::read(text) {
        Ok(position) => {
            let key = repetition_key(&position);
            return Ok((fen::write(&position), Vec::new(), vec![key], position));
        }
        Err(error) if meant_as_fen => return Err(error),
        Err(_) => {}
    }
    let game = pgn::read(text)?;
    let mut written = Vec::with_capacity(game.moves.len());
    let mut history = vec![repetition_key(&fen::read(&game.start)?)];
    let mut ending = Vec::new();
    for (index, (before, chosen)) in game.moves.iter().enumerate() {
        written.push(san(before, chosen, &legal_moves(before)));
        let after = before.after(chosen);
        if after.halfmove_clock == 0 {
            history.clear();
        }
        let key = repetition_key(&after);
        history.push(key.clone());
        // The rules end a game the moment it is decided, so a record that plays on past that
        // point is not a game of these rules, and where it stops is where it ended.
        if outcome(&after, &history, &key, &mut ending).is_some() {
            let why = ending.last().map_or("", String::as_str);
            if index + 1 < game.moves.len() {
                return Err(GameError::new(format!(
                    "the PGN plays on after the game ended at move {} ({why})",
                    before.fullmove_number
                )));
            }
            return Err(GameError::new(format!(
                "the game to start from is already over: {why}"
            )));
        }
    }
    if let Some(result) = game.result.filter(|_| game.is_decided()) {
        return Err(GameError::new(format!(
            "the game to start from is already over: its result is {result}, by a resignation \
             or an agreed draw"
        )));
    }
    Ok((game.start, written, history, game.end))
}

/// The men of a position as table pieces, numbered from 1 in square order.
pub(super) fn pieces_of(position: &Position, geometry: &Geometry) -> Vec<Piece> {
    let mut pieces = Vec::new();
    for square in 0..64u8 {
        let Some(man) = position.at(square) else {
            continue;
        };
        pieces.push(Piece {
            id: pieces.len() as PieceId + 1,
            kind: man.kind.table_kind().into(),
            colour: match man.colour {
                Colour::White => "white",
                Colour::Black => "black",
            }
            .into(),
            owner: Some(seat_of(man.colour)),
            number: None,
            position: geometry.point(square),
            status: PieceStatus::Board,
            pocket: None,
        });
    }
    pieces
}

fn missing(square: u8) -> GameError {
    GameError::new(format!(
        "no piece stands on {} of the recorded position",
        super::position::square_name(square)
    ))
}

/// A legal move as the hops the window shows: the man's own hop (taking what it takes), then
/// the rook's when castling.
fn choice(
    position: &Position,
    chosen: &Move,
    legal: &[Move],
    ids: &[Option<PieceId>; 64],
    geometry: &Geometry,
) -> Result<MoveChoice, GameError> {
    let id_at = |square: u8| ids[usize::from(square)].ok_or_else(|| missing(square));
    let captures = match chosen.captured_square(position) {
        Some(square) => vec![id_at(square)?],
        None => Vec::new(),
    };
    let mut steps = vec![MoveStep {
        piece: id_at(chosen.from)?,
        to: geometry.point(chosen.to),
        captures,
    }];
    if let Some((rook_from, rook_to)) = chosen.rook_hop() {
        steps.push(MoveStep {
            piece: id_at(rook_from)?,
            to: geometry.point(rook_to),
            captures: Vec::new(),
        });
    }
    Ok(MoveChoice {
        notation: san(position, chosen, legal),
        steps,
    })
}

/// The verdict on a legal move.
fn ruling(
    memo: &Memo,
    position: &Position,
    chosen: &Move,
    ids: &[Option<PieceId>; 64],
    names: [&str; 2],
) -> Result<Verdict, GameError> {
    let mover = position.to_move;
    let id_at = |square: u8| ids[usize::from(square)].ok_or_else(|| missing(square));
    let moving = id_at(chosen.from)?;
    let mut edits = vec![Edit::Place {
        piece: moving,
        at: memo.squares.point(chosen.to),
    }];
    if let Some(square) = chosen.captured_square(position) {
        edits.push(Edit::Status {
            piece: id_at(square)?,
            status: PieceStatus::Aside,
        });
    }
    if let Some((rook_from, rook_to)) = chosen.rook_hop() {
        edits.push(Edit::Place {
            piece: id_at(rook_from)?,
            at: memo.squares.point(rook_to),
        });
    }
    if let Some(kind) = chosen.promotion {
        edits.push(Edit::Kind {
            piece: moving,
            kind: kind.table_kind().into(),
        });
    }
    let legal = legal_moves(position);
    let written = san(position, chosen, &legal);
    let mut messages = vec![format!("{} plays {written}.", mover.name())];
    let after = position.after(chosen);
    let key = repetition_key(&after);
    let mut history = if after.halfmove_clock == 0 {
        Vec::new()
    } else {
        memo.history.clone()
    };
    history.push(key.clone());
    let outcome = outcome(&after, &history, &key, &mut messages);
    let mut moves = memo.moves.clone();
    moves.push(written);
    let pgn = outcome.as_ref().map(|ended| {
        pgn::write(
            names,
            &memo.start,
            &moves,
            result_of(ended),
            messages.last().map(String::as_str),
        )
    });
    let new_memo = Memo {
        position: fen::write(&after),
        history,
        start: memo.start.clone(),
        moves,
        pgn,
        squares: memo.squares,
    };
    Ok(Verdict {
        edits,
        score: Vec::new(),
        pending: Vec::new(),
        next: seat_of(after.to_move),
        round_over: false,
        outcome,
        memo: Some(memo_value("chess", &new_memo)?),
        messages,
        close_look: Vec::new(),
    })
}

/// A finished game's result as PGN writes it.
fn result_of(ended: &Outcome) -> &'static str {
    match ended.winner {
        Some(1) => "1-0",
        Some(_) => "0-1",
        None => "1/2-1/2",
    }
}

/// The verdict on a resignation (the side to move gives up) or an agreed draw: the match ends
/// as the host rules it (the host decides these without the rules), and the game's record is
/// kept in PGN with its result and how it ended.
fn conceded(
    table: &Table,
    memo: &Memo,
    position: &Position,
    action: &Action,
    names: [&str; 2],
) -> Result<Verdict, GameError> {
    let (winner, ending) = if *action == Action::Resign {
        let side = position.to_move;
        (
            Some(seat_of(side.opponent())),
            format!("{} resigns.", side.name()),
        )
    } else {
        (None, "Draw agreed.".to_owned())
    };
    let ended = Outcome { winner };
    let record = pgn::write(
        names,
        &memo.start,
        &memo.moves,
        result_of(&ended),
        Some(&ending),
    );
    let new_memo = Memo {
        pgn: Some(record),
        ..memo.clone()
    };
    Ok(Verdict {
        next: table.turn,
        outcome: Some(ended),
        memo: Some(memo_value("chess", &new_memo)?),
        messages: vec![ending],
        ..Verdict::default()
    })
}

/// Whether the game ends with `after` on the board, and the sentence saying why. Checkmate
/// and stalemate come first, so a mate on the fiftieth move still wins.
fn outcome(
    after: &Position,
    history: &[String],
    key: &str,
    messages: &mut Vec<String>,
) -> Option<Outcome> {
    let stuck = after.to_move;
    let draw = Some(Outcome { winner: None });
    if legal_moves(after).is_empty() {
        if after.in_check() {
            messages.push(format!("Checkmate: {} wins.", stuck.opponent().name()));
            return Some(Outcome {
                winner: Some(seat_of(stuck.opponent())),
            });
        }
        messages.push(format!(
            "Stalemate: {} has no legal move and is not in check, so the game is drawn.",
            stuck.name()
        ));
        return draw;
    }
    if after.in_check() {
        messages.push(format!("{} is in check.", stuck.name()));
    }
    if insufficient_material(after) {
        messages.push("Draw: neither side has the men left to checkmate.".into());
        return draw;
    }
    if after.halfmove_clock >= FIFTY_MOVE_PLIES {
        messages.push(
            "Draw by the fifty-move rule: fifty moves each without a capture or a pawn move."
                .into(),
        );
        return draw;
    }
    if threefold(history, key) {
        messages
            .push("Draw by threefold repetition: this position has occurred three times.".into());
        return draw;
    }
    None
}
