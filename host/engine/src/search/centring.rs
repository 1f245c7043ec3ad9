//! The last touch of a Club or Expert aim: turned to the middle of the run of directions around
//! it that come to the same, as a player who sees a pot aims at the middle of the pocket, not at
//! its jaw, so that the hand's error spoils it least.

use parlor_sdk::{PieceStatus, Prompt, Shot, Table};

use super::strengths::Plan;
use super::threads::spread;
use super::{Budget, ShotSearch, evaluation};
use crate::play::{Ground, Trial};

/// How many steps of half the hand's aim error the centring looks to each side of the aim.
pub(super) const CENTRING_STEPS: i32 = 6;

/// What a direction's shot came to, as far as the centring tells two apart.
struct Outcome {
    /// Every piece whose place changed kind (pocketed, holed, put in the ditch, returned), in
    /// piece order, with its new place.
    moved_out: Vec<(u32, PieceStatus)>,
    /// The scores after the shot and the ruling.
    scores: Vec<i64>,
    /// The search's value of the shot.
    value: f64,
}

impl Outcome {
    fn of(ground: &Ground<'_>, before: &Table, trial: &Trial, team: u8) -> Outcome {
        let moved_out = trial
            .after
            .pieces
            .iter()
            .filter(|piece| {
                before
                    .piece(piece.id)
                    .is_none_or(|was| was.status != piece.status)
            })
            .map(|piece| (piece.id, piece.status))
            .collect();
        Outcome {
            moved_out,
            scores: trial.after.scores.clone(),
            value: evaluation::value(ground.board, before, &[], trial, team),
        }
    }

    /// Whether `self` comes to the same as `aimed`. Where pieces leave their places (a pot), the
    /// same pieces leaving to the same places with the same scores is the same shot, wherever
    /// the rest come to lie, so the run is the width of the pocket as the shot sees it. A shot
    /// that moves no piece out is judged by where everything lies: its value.
    fn same_as(&self, aimed: &Outcome) -> bool {
        if aimed.moved_out.is_empty() {
            self.moved_out.is_empty() && self.value == aimed.value
        } else {
            self.moved_out == aimed.moved_out && self.scores == aimed.scores
        }
    }
}

impl ShotSearch {
    /// `aim` turned to the middle of the run of directions around it that come to the same,
    /// looked at in steps of half the hand's aim error for `plan`. Returns the aim and the
    /// trials it took. A trial that would start past `budget` is not made.
    #[expect(
        clippy::too_many_arguments,
        reason = "the search's table, prompt and side, the aim, its plan and its budget"
    )]
    pub(super) fn centre(
        &mut self,
        ground: &Ground<'_>,
        table: &Table,
        prompt: &Prompt,
        aim: &Shot,
        plan: &Plan,
        team: u8,
        budget: &Budget,
    ) -> (Shot, usize) {
        let step = plan.aim_error / 2.0;
        // The aim itself, then each side of it, nearest first.
        let turns: Vec<i32> = std::iter::once(0)
            .chain((1..=CENTRING_STEPS).flat_map(|k| [-k, k]))
            .collect();
        let outcomes: Vec<Option<Outcome>> =
            spread(&mut self.judges, turns.len(), |judge, index| {
                if budget.is_spent() {
                    return None;
                }
                let shot = Shot {
                    direction: aim.direction + f64::from(turns[index]) * step,
                    ..aim.clone()
                };
                ground
                    .trial(table, prompt, &shot, judge)
                    .ok()
                    .map(|trial| Outcome::of(ground, table, &trial, team))
            });
        let Some(aimed_outcome) = outcomes[0].as_ref() else {
            return (aim.clone(), turns.len());
        };
        let alike = |turn: i32| {
            let index = 2 * (turn.unsigned_abs() as usize - 1) + usize::from(turn > 0) + 1;
            outcomes[index]
                .as_ref()
                .is_some_and(|outcome| outcome.same_as(aimed_outcome))
        };
        let reach = |side: i32| {
            (1..=CENTRING_STEPS)
                .take_while(|&k| alike(side * k))
                .count() as i32
        };
        // The middle of the run, a half step rounded towards the aim.
        let centre = reach(1) - reach(-1);
        let direction = aim.direction + f64::from(centre) * step / 2.0;
        (
            Shot {
                direction,
                ..aim.clone()
            },
            turns.len(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::test_match;
    use super::super::*;

    #[test]
    fn expert_aims_at_the_middle_of_the_directions_that_come_to_the_same() {
        let plan = Strength::Expert.plan();
        let mut widest = 0;
        for seed in 1..=4 {
            let (library, game) = test_match(seed, false);
            let mut search = ShotSearch::for_match(&library, &game, 1).unwrap();
            let choice = search.choose(&game, Strength::Expert).unwrap();
            let prompt = game.prompt().unwrap();
            let judge = library
                .entry(&game.info().id)
                .unwrap()
                .instantiate()
                .unwrap();
            let team = evaluation::team_of(game.table(), prompt.seat);
            let outcome = |turn: i32| {
                let shot = Shot {
                    direction: choice.aim.direction + f64::from(turn) * plan.aim_error / 2.0,
                    ..choice.aim.clone()
                };
                let trial = game
                    .ground()
                    .trial(game.table(), &prompt, &shot, judge.as_ref())
                    .unwrap();
                super::Outcome::of(&game.ground(), game.table(), &trial, team)
            };
            let aimed = outcome(0);
            let run = |side: i32| {
                (1..=super::CENTRING_STEPS)
                    .take_while(|&step| outcome(side * step).same_as(&aimed))
                    .count() as i32
            };
            let (left, right) = (run(-1), run(1));
            widest = widest.max(left + right);
            // The middle of the run, to a step, unless the run goes on past what was looked at.
            assert!(
                (left - right).abs() <= 1 || left.max(right) == super::CENTRING_STEPS,
                "seed {seed}: the run of like directions goes {left} steps one way, {right} the other"
            );
        }
        assert!(
            widest >= 2,
            "no run of like directions was found to centre in"
        );
    }
}
