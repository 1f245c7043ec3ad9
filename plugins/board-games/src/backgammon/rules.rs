//! The turn flow: the opening throw of one die each and the re-throw choice, the throws, the
//! plays offered and judged, the closed-table rule, tric-trac's doublet bonuses, and the end of
//! a game and of the series.

use parlor_sdk::{
    Action, Event, GameError, MoveChoice, Outcome, Prompt, PromptKind, Report, ScoreChange, Table,
    Verdict,
};

use super::men::{apply_play, choices, edits};
use super::movegen::dice_to_play;
use super::position::{Position, Side, Track};
use super::state::{Memo, Phase, Then, Variant, other};

/// The choice that takes the opening numbers back to throw both dice afresh.
pub const THROW_AGAIN: &str = "throw again";
/// The only choice when no die of the throw can be played.
pub const NO_MOVE: &str = "no move";

/// The name of `seat` at `table`.
fn name(table: &Table, seat: u8) -> String {
    table
        .seat(seat)
        .map_or_else(|| format!("Seat {seat}"), |seat| seat.name.clone())
}

/// `5-3`, or `4-4` for a doublet.
fn dice_text(dice: &[u8]) -> String {
    match dice {
        [first, second, ..] => format!("{first}-{second}"),
        [only] => format!("{only}"),
        [] => String::new(),
    }
}

/// What the seat to move may do now.
pub fn prompt(variant: Variant, table: &Table) -> Result<Prompt, GameError> {
    let memo = Memo::read(table)?;
    let seat = table.turn;
    let player = name(table, seat);
    let (kind, message) = match &memo.phase {
        Phase::Over => (PromptKind::Over, "The match is over.".to_owned()),
        _ if table.outcome.is_some() => (PromptKind::Over, "The match is over.".to_owned()),
        Phase::Opening => (
            PromptKind::Roll { dice: 2 },
            format!(
                "Each player throws one die: the first is {}'s, the second {}'s.",
                name(table, 1),
                name(table, 2)
            ),
        ),
        Phase::Throw => (
            PromptKind::Roll { dice: 2 },
            format!("{player}: throw the dice."),
        ),
        Phase::OpeningChoice { dice } => {
            let mut moves: Vec<MoveChoice> = choices(variant, &memo, seat, dice)?
                .into_iter()
                .map(|(choice, _)| choice)
                .collect();
            moves.push(MoveChoice {
                notation: THROW_AGAIN.to_owned(),
                steps: Vec::new(),
            });
            (
                PromptKind::Move { moves },
                format!("{player}: play {} or throw again.", dice_text(dice)),
            )
        }
        Phase::Play { dice, .. } => {
            let mut moves: Vec<MoveChoice> = choices(variant, &memo, seat, dice)?
                .into_iter()
                .map(|(choice, _)| choice)
                .collect();
            let message = if moves.is_empty() {
                moves.push(MoveChoice {
                    notation: NO_MOVE.to_owned(),
                    steps: Vec::new(),
                });
                format!("{player}: {} cannot be played.", dice_text(dice))
            } else {
                format!("{player}: play {}.", dice_text(dice))
            };
            (PromptKind::Move { moves }, message)
        }
        Phase::ChooseDoublet => (
            PromptKind::Move {
                moves: (1..=6u8)
                    .map(|face| MoveChoice {
                        notation: doublet_choice(face),
                        steps: Vec::new(),
                    })
                    .collect(),
            },
            format!("{player}: choose the doublet to play."),
        ),
    };
    Ok(Prompt {
        seat,
        kind,
        message,
        in_check: None,
    })
}

/// The choice naming doublet `face`-`face` after a tric-trac 2-1.
pub fn doublet_choice(face: u8) -> String {
    format!("{face}-{face}")
}

/// The faces of the one throw in `report`.
fn thrown(report: &Report) -> Result<[u8; 2], GameError> {
    report
        .events
        .iter()
        .find_map(|event| match event {
            Event::Rolled { values, .. } => match values.as_slice() {
                &[first, second] if (1..=6).contains(&first) && (1..=6).contains(&second) => {
                    Some([first, second])
                }
                _ => None,
            },
            _ => None,
        })
        .ok_or_else(|| GameError::new("a backgammon throw needs one 'rolled' event of two dice"))
}

/// A ruling under way: the memo being changed and what will be said.
struct Ruling {
    memo: Memo,
    next: u8,
    messages: Vec<String>,
    score: Vec<ScoreChange>,
    round_over: bool,
    outcome: Option<Outcome>,
}

impl Ruling {
    fn verdict(mut self, variant: Variant, table: &Table) -> Verdict {
        let seat = self.next;
        self.memo.position = self.memo.position(variant, seat).notation(variant.track());
        Verdict {
            edits: edits(table, &self.memo),
            score: self.score,
            pending: Vec::new(),
            next: seat,
            round_over: self.round_over,
            outcome: self.outcome,
            memo: Some(self.memo.to_json()),
            messages: self.messages,
            close_look: Vec::new(),
        }
    }
}

/// A refusal: nothing changes and the same seat goes on.
fn refuse(table: &Table, reason: String) -> Verdict {
    Verdict {
        next: table.turn,
        messages: vec![reason],
        ..Verdict::default()
    }
}

/// The ruling on `action`.
pub fn judge(
    variant: Variant,
    table: &Table,
    action: &Action,
    report: &Report,
) -> Result<Verdict, GameError> {
    let memo = Memo::read(table)?;
    let seat = table.turn;
    let player = name(table, seat);
    let mut ruling = Ruling {
        memo: memo.clone(),
        next: seat,
        messages: Vec::new(),
        score: Vec::new(),
        round_over: false,
        outcome: None,
    };
    match (&memo.phase, action) {
        (Phase::Opening, Action::Roll) => {
            let [first, second] = thrown(report)?;
            if first == second {
                ruling
                    .messages
                    .push(format!("Both throw {first}, so both throw again."));
            } else {
                let starter = if first > second { 1 } else { 2 };
                let dice = if starter == 1 {
                    [first, second]
                } else {
                    [second, first]
                };
                ruling.messages.push(format!(
                    "{} throws {first} and {} throws {second}: {} starts, and may play {} or \
                     throw again.",
                    name(table, 1),
                    name(table, 2),
                    name(table, starter),
                    dice_text(&dice)
                ));
                ruling.memo.phase = Phase::OpeningChoice { dice };
                ruling.next = starter;
            }
        }
        (Phase::Throw, Action::Roll) => {
            let [first, second] = thrown(report)?;
            ruling
                .messages
                .push(format!("{player} throws {first}-{second}."));
            let then = bonus_for(variant, &mut ruling, seat, first, second);
            ruling.memo.phase = Phase::Play {
                dice: dice_to_play(first, second),
                then,
            };
        }
        (Phase::OpeningChoice { dice }, Action::Move(chosen)) => {
            if chosen.notation == THROW_AGAIN {
                ruling.messages.push(format!(
                    "{player} takes up the dice to throw again instead of playing {}.",
                    dice_text(dice)
                ));
                ruling.memo.phase = Phase::Throw;
            } else {
                let then = if variant.is_tric_trac() && ruling.memo.two_one_extension {
                    two_one(dice[0], dice[1])
                } else {
                    Then::Pass
                };
                return play(variant, table, ruling, dice, then, &chosen.notation);
            }
        }
        (Phase::Play { dice, then }, Action::Move(chosen)) => {
            return play(variant, table, ruling, dice, *then, &chosen.notation);
        }
        (Phase::ChooseDoublet, Action::Move(chosen)) => {
            let Some(face) = (1..=6u8).find(|&face| doublet_choice(face) == chosen.notation) else {
                return Ok(refuse(
                    table,
                    format!("'{}' is not a doublet to choose.", chosen.notation),
                ));
            };
            ruling.messages.push(format!(
                "{player} chooses {} and will throw again if all four are played.",
                doublet_choice(face)
            ));
            ruling.memo.phase = Phase::Play {
                dice: vec![face; 4],
                then: Then::ThrowAgain,
            };
        }
        (Phase::Over, _) => return Ok(refuse(table, "The match is over.".to_owned())),
        (_, Action::Roll) => {
            return Ok(refuse(
                table,
                format!("{player} has a play to choose before throwing."),
            ));
        }
        (_, _) => {
            return Ok(refuse(table, format!("{player} must throw the dice now.")));
        }
    }
    Ok(ruling.verdict(variant, table))
}

/// Tric-trac's 2-1 extension: a doublet of the player's choice follows.
fn two_one(first: u8, second: u8) -> Then {
    if (first, second) == (2, 1) || (first, second) == (1, 2) {
        Then::Choose
    } else {
        Then::Pass
    }
}

/// What a wholly played throw of `first`-`second` earns (tric-trac), noting first doublets.
fn bonus_for(variant: Variant, ruling: &mut Ruling, seat: u8, first: u8, second: u8) -> Then {
    if !variant.is_tric_trac() {
        return Then::Pass;
    }
    let memo = &mut ruling.memo;
    if first == second {
        let index = usize::from(seat == 2);
        let first_doublets = !memo.doublets_thrown[index];
        memo.doublets_thrown[index] = true;
        if first_doublets && memo.first_doublets_restriction {
            ruling
                .messages
                .push("These are the player's first doublets, which earn no bonus.".to_owned());
            return Then::Pass;
        }
        return Then::Opposite(first);
    }
    if memo.two_one_extension {
        two_one(first, second)
    } else {
        Then::Pass
    }
}

/// Plays `notation` with `dice` for the seat to move, then passes the turn or grants the bonus.
fn play(
    variant: Variant,
    table: &Table,
    mut ruling: Ruling,
    dice: &[u8],
    then: Then,
    notation: &str,
) -> Result<Verdict, GameError> {
    let seat = table.turn;
    let player = name(table, seat);
    let options = choices(variant, &ruling.memo, seat, dice)?;
    let whole = if options.is_empty() {
        if notation != NO_MOVE {
            return Ok(refuse(
                table,
                format!("{} cannot be played at all.", dice_text(dice)),
            ));
        }
        ruling.messages.push(format!(
            "{player} cannot play {}, so the throw is lost.",
            dice_text(dice)
        ));
        false
    } else {
        let Some((_, chosen)) = options
            .into_iter()
            .find(|(choice, _)| choice.notation == notation)
        else {
            return Ok(refuse(
                table,
                format!("'{notation}' is not a legal play of {}.", dice_text(dice)),
            ));
        };
        let (men, steps) = apply_play(variant, &ruling.memo, seat, &chosen)?;
        ruling.memo.men = men;
        ruling.messages.push(format!("{player} plays {notation}."));
        let hits: usize = steps.iter().map(|step| step.captures.len()).sum();
        if hits > 0 {
            let opponent = name(table, other(seat));
            ruling.messages.push(match hits {
                1 => format!("{player} hits a blot: {opponent}'s man goes to the bar."),
                count => format!("{player} hits {count} blots, which go to the bar."),
            });
        }
        if ruling.memo.side(variant, seat).in_play() == 0 {
            return Ok(game_won(variant, table, ruling));
        }
        chosen.hops.len() == dice.len()
    };
    match then {
        Then::Opposite(face) if whole => {
            let opposite = 7 - face;
            ruling.messages.push(format!(
                "{player} played the whole doublet and now plays {opposite}-{opposite}."
            ));
            ruling.memo.phase = Phase::Play {
                dice: vec![opposite; 4],
                then: Then::ThrowAgain,
            };
        }
        Then::Choose if whole => {
            ruling.messages.push(format!(
                "{player} played the whole 2-1 and chooses a doublet."
            ));
            ruling.memo.phase = Phase::ChooseDoublet;
        }
        Then::ThrowAgain if whole => {
            ruling
                .messages
                .push(format!("{player} played the whole throw and throws again."));
            ruling.memo.phase = Phase::Throw;
        }
        _ => {
            if then != Then::Pass {
                ruling.messages.push(format!(
                    "{player} could not play the whole throw and earns no bonus."
                ));
            }
            end_turn(variant, table, &mut ruling, seat);
        }
    }
    Ok(ruling.verdict(variant, table))
}

/// Whether the side to move in `position` has a man on the bar and every entry point held
/// against it.
pub fn closed_out(position: &Position, track: Track) -> bool {
    position.mover.bar() > 0
        && (19..=24u8).all(|point| position.waiting.points[track.facing(point)] >= 2)
}

/// Passes the turn, unless the opponent has a man up against a closed table: then, as the 1901
/// book says, there is no use in his throwing and the same player throws on.
fn end_turn(variant: Variant, table: &Table, ruling: &mut Ruling, seat: u8) {
    let opponent = other(seat);
    ruling.memo.phase = Phase::Throw;
    if closed_out(&ruling.memo.position(variant, opponent), variant.track()) {
        ruling.messages.push(format!(
            "{} has a man up and cannot enter against a closed table, so {} throws again.",
            name(table, opponent),
            name(table, seat)
        ));
        ruling.next = seat;
    } else {
        ruling.next = opponent;
    }
}

/// Points a game is worth to `winner`: 1 for a single game, 2 for a gammon (the loser has
/// borne off no man), 3 for a backgammon (a gammon with a loser's man still on the bar, in
/// hand, or in the winner's inner table; in tric-trac, in the common entry table).
pub fn game_value(loser: &Side) -> i64 {
    if loser.borne_off() > 0 {
        return 1;
    }
    let far_back = loser.bar() > 0 || loser.hand > 0 || (19..=24u8).any(|p| loser.at(p) > 0);
    if far_back { 3 } else { 2 }
}

/// Scores the game for the seat to move, who has just borne off his last man, and starts the
/// next game of the series or ends the match.
fn game_won(variant: Variant, table: &Table, mut ruling: Ruling) -> Verdict {
    let winner = table.turn;
    let loser = other(winner);
    let value = game_value(&ruling.memo.side(variant, loser));
    let kind = match value {
        1 => "a single game",
        2 => "a gammon",
        _ => "a backgammon",
    };
    let player = name(table, winner);
    ruling.messages.push(format!(
        "{player} bears off the last man and wins {kind}: {value} point{}.",
        if value == 1 { "" } else { "s" }
    ));
    ruling.score.push(ScoreChange {
        team: winner,
        points: value,
        reason: kind.to_owned(),
    });
    ruling.round_over = true;
    let total = table
        .scores
        .get(usize::from(winner) - 1)
        .copied()
        .unwrap_or(0)
        + value;
    if total >= ruling.memo.target {
        ruling
            .messages
            .push(format!("{player} reaches {total} and wins the match."));
        ruling.memo.phase = Phase::Over;
        ruling.outcome = Some(Outcome {
            winner: Some(winner),
        });
        ruling.next = winner;
        return ruling.verdict(variant, table);
    }
    let memo = &mut ruling.memo;
    memo.game += 1;
    memo.doublets_thrown = [false, false];
    memo.men = Memo::lay_out(variant, &variant.start(), 1);
    if value == 1 {
        ruling
            .messages
            .push(format!("Next game: {player}, the winner, throws first."));
        memo.phase = Phase::Throw;
    } else {
        ruling.messages.push(
            "Next game: after a gammon both players throw one die to see who starts.".to_owned(),
        );
        memo.phase = Phase::Opening;
    }
    ruling.next = winner;
    ruling.verdict(variant, table)
}
