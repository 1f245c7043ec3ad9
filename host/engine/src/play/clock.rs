//! The clock of the timed games: which seat may fire a shot under a running clock, and whether
//! the time the shot carries is a time it could have been fired at (from 0, before time is
//! called, never earlier than the period's previous shot).
//!
//! The engine keeps no wall clock: a shot's time is part of the action, so a script states it, a
//! save records it and a replay plays it again exactly. The window reads its own clock and
//! writes the reading into the shot.

use parlor_sdk::{Clock, Launcher, Region, Shot};

use crate::EngineError;
use crate::input::number;

/// The longest timed period a game may ask for, in seconds: the books' periods are a minute or
/// three, and a limit beyond an hour is a game's mistake, not a rule.
pub const LONGEST_PERIOD: f64 = 3600.0;

/// Where the clock of the period under way stands: the round it belongs to and the time of its
/// latest shot (the limit itself once time has been called).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct ClockMark {
    /// The table's round when the mark was made; a new round is a new period.
    pub round: u32,
    /// Seconds since the start signal of the latest shot, or the limit after time was called.
    pub seconds: f64,
}

/// The seconds already on the clock of `round`'s period, as `mark` records them: 0 when the
/// period has not seen a shot yet.
pub(super) fn elapsed(mark: Option<ClockMark>, round: u32) -> f64 {
    mark.filter(|mark| mark.round == round)
        .map_or(0.0, |mark| mark.seconds)
}

/// Checks that a game's clock is one a period can run to.
pub(super) fn check_limit(clock: &Clock) -> Result<(), String> {
    if clock.limit.is_finite() && clock.limit > 0.0 && clock.limit <= LONGEST_PERIOD {
        Ok(())
    } else {
        Err(format!(
            "prompt's clock runs {} s; a timed period lasts more than 0 and at most {LONGEST_PERIOD} s",
            number(clock.limit)
        ))
    }
}

/// The piece and region of the seat that fires `shot` under `clock` (the prompt's own `piece`
/// and `from` when the shot names no other seat), after checking that the seat may fire now and
/// that the shot's time lies between `elapsed` (the period's latest shot) and the limit.
pub(super) fn shooter(
    shot: &Shot,
    prompt_seat: u8,
    piece: parlor_sdk::PieceId,
    from: Region,
    clock: Option<&Clock>,
    elapsed: f64,
) -> Result<(u8, parlor_sdk::PieceId, Region), EngineError> {
    let Some(clock) = clock else {
        if shot.clock.is_some() {
            return Err(EngineError::IllegalShot(
                "this shot is not timed: leave out its \"clock\"".to_owned(),
            ));
        }
        return match shot.seat {
            Some(seat) if seat != prompt_seat => Err(EngineError::IllegalShot(format!(
                "seat {seat} may not shoot now: it is seat {prompt_seat}'s turn"
            ))),
            _ => Ok((prompt_seat, piece, from)),
        };
    };
    let Some(seconds) = shot.clock else {
        return Err(EngineError::IllegalShot(
            "this shot is timed: say when it was fired, in seconds since the start signal (\"clock\")"
                .to_owned(),
        ));
    };
    if !seconds.is_finite() || seconds < 0.0 {
        return Err(EngineError::IllegalShot(format!(
            "clock must be a number of seconds from 0, not {}",
            number(seconds)
        )));
    }
    if elapsed >= clock.limit {
        return Err(EngineError::IllegalShot(format!(
            "time has been called on this period: no shot counts after {} s",
            number(clock.limit)
        )));
    }
    if seconds >= clock.limit {
        return Err(EngineError::IllegalShot(format!(
            "time is called at {} s: a shot at {} s is too late",
            number(clock.limit),
            number(seconds)
        )));
    }
    if seconds < elapsed {
        return Err(EngineError::IllegalShot(format!(
            "the clock cannot go backwards: the last shot was fired at {} s, this one at {} s",
            number(elapsed),
            number(seconds)
        )));
    }
    let seat = shot.seat.unwrap_or(prompt_seat);
    if seat == prompt_seat {
        return Ok((seat, piece, from));
    }
    match clock.also.iter().find(|launcher| launcher.seat == seat) {
        Some(Launcher { piece, from, .. }) => Ok((seat, *piece, from.clone())),
        None => {
            let mut may: Vec<String> = std::iter::once(prompt_seat)
                .chain(clock.also.iter().map(|launcher| launcher.seat))
                .map(|seat| seat.to_string())
                .collect();
            may.dedup();
            Err(EngineError::IllegalShot(format!(
                "seat {seat} may not fire now (seats that may: {})",
                may.join(", ")
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use parlor_sdk::Point;

    use super::*;

    fn free_fire() -> Clock {
        Clock {
            limit: 60.0,
            also: vec![Launcher {
                piece: 13,
                from: Region::WhereItLies,
                seat: 2,
            }],
        }
    }

    fn fired(clock: Option<f64>, seat: Option<u8>) -> Shot {
        let mut shot = Shot::new(Point::ORIGIN, 0.0, 1.0, 0.0);
        shot.clock = clock;
        shot.seat = seat;
        shot
    }

    fn check(shot: &Shot, elapsed: f64) -> Result<(u8, u32), String> {
        let clock = free_fire();
        shooter(shot, 1, 1, Region::WhereItLies, Some(&clock), elapsed)
            .map(|(seat, piece, _)| (seat, piece))
            .map_err(|error| error.to_string())
    }

    #[test]
    fn a_seat_named_in_free_fire_shoots_its_own_piece() {
        assert_eq!(check(&fired(Some(3.0), None), 0.0), Ok((1, 1)));
        assert_eq!(check(&fired(Some(3.0), Some(2)), 0.0), Ok((2, 13)));
        assert_eq!(
            check(&fired(Some(3.0), Some(3)), 0.0).map_err(|e| e.contains("seats that may: 1, 2")),
            Err(true)
        );
    }

    #[test]
    fn times_run_from_zero_forward_and_stop_short_of_the_limit() {
        assert!(check(&fired(Some(0.0), None), 0.0).is_ok());
        assert!(
            check(&fired(Some(12.5), None), 12.5).is_ok(),
            "two shots at one moment"
        );
        for (time, elapsed, says) in [
            (None, 0.0, "this shot is timed"),
            (Some(-0.5), 0.0, "from 0, not -0.5"),
            (Some(f64::NAN), 0.0, "from 0, not NaN"),
            (Some(1e300), 0.0, "too late"),
            (Some(60.0), 0.0, "too late"),
            (Some(10.0), 12.5, "cannot go backwards"),
            (Some(10.0), 60.0, "time has been called"),
        ] {
            let refused = check(&fired(time, None), elapsed).expect_err("refused");
            assert!(refused.contains(says), "{time:?}: {refused}");
        }
    }

    #[test]
    fn an_untimed_turn_takes_no_time_and_no_other_seat() {
        let untimed = |shot: &Shot| shooter(shot, 1, 1, Region::WhereItLies, None, 0.0).is_ok();
        assert!(untimed(&fired(None, None)));
        assert!(untimed(&fired(None, Some(1))));
        assert!(!untimed(&fired(Some(1.0), None)));
        assert!(!untimed(&fired(None, Some(2))));
    }

    #[test]
    fn a_period_starts_at_nought_in_a_new_round() {
        let mark = Some(ClockMark {
            round: 2,
            seconds: 31.0,
        });
        assert_eq!(elapsed(mark, 2), 31.0);
        assert_eq!(elapsed(mark, 3), 0.0);
        assert_eq!(elapsed(None, 1), 0.0);
        assert!(check_limit(&free_fire()).is_ok());
        for limit in [0.0, -1.0, f64::NAN, f64::INFINITY, 1e9] {
            assert!(
                check_limit(&Clock {
                    limit,
                    also: Vec::new()
                })
                .is_err(),
                "{limit}"
            );
        }
    }
}
