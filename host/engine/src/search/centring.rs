//! The last touch of a Club or Expert aim: turned to the middle of the run of directions around
//! it that come to the same, as a player who sees a pot aims at the middle of the pocket, not at
//! its jaw, so that the hand's error spoils it least.

use parlor_sdk::{Prompt, Shot, Table};

use super::strengths::Plan;
use super::threads::spread;
use super::{ShotSearch, evaluation};
use crate::play::Ground;

/// How many steps of half the hand's aim error the centring looks to each side of the aim.
pub(super) const CENTRING_STEPS: i32 = 6;

impl ShotSearch {
    /// `aim`, worth `aimed` on its first look, turned to the middle of the run of directions
    /// around it that come to the same, looked at in steps of half the hand's aim error for
    /// `plan`. Returns the aim and the trials it took.
    #[expect(
        clippy::too_many_arguments,
        reason = "the search's table, prompt and side, and the aim with its value"
    )]
    pub(super) fn centre(
        &mut self,
        ground: &Ground<'_>,
        table: &Table,
        prompt: &Prompt,
        aim: &Shot,
        aimed: f64,
        plan: &Plan,
        team: u8,
    ) -> (Shot, usize) {
        let step = plan.aim_error / 2.0;
        // Each side of the aim, nearest first; the aim itself was judged in the first look.
        let turns: Vec<i32> = (1..=CENTRING_STEPS).flat_map(|k| [-k, k]).collect();
        let values: Vec<Option<f64>> = spread(&mut self.judges, turns.len(), |judge, index| {
            let shot = Shot {
                direction: aim.direction + f64::from(turns[index]) * step,
                ..aim.clone()
            };
            ground
                .trial(table, prompt, &shot, judge)
                .ok()
                .map(|trial| evaluation::value(ground.board, table, &[], &trial, team))
        });
        let alike = |turn: i32| {
            let index = 2 * (turn.unsigned_abs() as usize - 1) + usize::from(turn > 0);
            values[index] == Some(aimed)
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
            let value = |turn: i32| {
                let shot = Shot {
                    direction: choice.aim.direction + f64::from(turn) * plan.aim_error / 2.0,
                    ..choice.aim.clone()
                };
                game.ground()
                    .trial(game.table(), &prompt, &shot, judge.as_ref())
                    .ok()
                    .map(|trial| evaluation::value(game.board(), game.table(), &[], &trial, team))
            };
            let aimed = value(0);
            let run = |side: i32| {
                (1..=super::CENTRING_STEPS)
                    .take_while(|&step| value(side * step) == aimed)
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
