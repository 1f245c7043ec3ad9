//! Entering a board move by hand: click a piece to see where it may go, click a destination,
//! and go on hop by hop (a multi-jump, a backgammon play die by die) until the hops make one
//! of the moves the game listed. Nothing reaches the game until a whole move is entered.
//!
//! When the hops entered make several moves at once (a chess pawn reaching the last rank may
//! become a queen, rook, bishop or knight by the same hop), the player is asked which: nothing
//! is picked for them.

use parlor_sdk::{MoveChoice, MoveStep, PieceId, Point};

/// A move being entered.
#[derive(Clone, Debug, Default)]
pub(crate) struct MoveInput {
    choices: Vec<MoveChoice>,
    /// Hops entered so far, in order.
    played: Vec<MoveStep>,
    /// The piece whose destinations are shown.
    pub(crate) selected: Option<PieceId>,
}

impl MoveInput {
    /// Input for a prompt listing `choices`. When only one piece can move, it is picked up.
    pub(crate) fn new(choices: Vec<MoveChoice>) -> MoveInput {
        let mut input = MoveInput {
            choices,
            played: Vec::new(),
            selected: None,
        };
        input.pick_only_piece();
        input
    }

    /// The hops entered so far.
    pub(crate) fn played(&self) -> &[MoveStep] {
        &self.played
    }

    /// Moves without hops (a pass, "throw again"), offered as buttons before any hop.
    pub(crate) fn buttons(&self) -> impl Iterator<Item = &MoveChoice> {
        self.choices
            .iter()
            .filter(|choice| choice.steps.is_empty() && self.played.is_empty())
    }

    /// Whether the game listed any move made of hops.
    pub(crate) fn has_hops(&self) -> bool {
        self.choices.iter().any(|choice| !choice.steps.is_empty())
    }

    /// Every legal move, for the list beside the board.
    pub(crate) fn choices(&self) -> &[MoveChoice] {
        &self.choices
    }

    /// The moves the hops entered so far can still become.
    fn open(&self) -> impl Iterator<Item = &MoveChoice> {
        self.choices
            .iter()
            .filter(|choice| !choice.steps.is_empty() && choice.continues(&self.played))
    }

    /// The next hop of `piece` in `choice`, after the hops entered so far.
    fn next_hop<'a>(&self, choice: &'a MoveChoice, piece: PieceId) -> Option<&'a MoveStep> {
        let done = self.played.iter().filter(|hop| hop.piece == piece).count();
        choice
            .steps
            .iter()
            .filter(|step| step.piece == piece)
            .nth(done)
    }

    /// Pieces that have a hop to play now.
    pub(crate) fn movable(&self) -> Vec<PieceId> {
        let mut pieces: Vec<PieceId> = Vec::new();
        for choice in self.open() {
            let remaining = remaining_pieces(choice, &self.played);
            for piece in remaining {
                if !pieces.contains(&piece) {
                    pieces.push(piece);
                }
            }
        }
        pieces
    }

    /// Where `piece` may hop next.
    pub(crate) fn targets(&self, piece: PieceId) -> Vec<Point> {
        let mut points: Vec<Point> = Vec::new();
        for choice in self.open() {
            if let Some(hop) = self.next_hop(choice, piece)
                && !points.iter().any(|p| p.distance(hop.to) < 1e-9)
            {
                points.push(hop.to);
            }
        }
        points
    }

    /// Where `piece` stands after the hops entered so far, if it has hopped.
    pub(crate) fn hopped_to(&self, piece: PieceId) -> Option<Point> {
        self.played
            .iter()
            .rev()
            .find(|hop| hop.piece == piece)
            .map(|hop| hop.to)
    }

    /// Pieces taken by the hops entered so far.
    pub(crate) fn taken(&self) -> Vec<PieceId> {
        self.played
            .iter()
            .flat_map(|hop| hop.captures.iter().copied())
            .collect()
    }

    /// Picks up `piece` if it can move; otherwise puts down whatever was held.
    pub(crate) fn select(&mut self, piece: Option<PieceId>) {
        self.selected = piece.filter(|piece| self.movable().contains(piece));
    }

    /// Plays the selected piece's hop to `to`. Returns the notation of the move when the hops
    /// now make a whole one.
    pub(crate) fn hop(&mut self, to: Point) -> Option<String> {
        let piece = self.selected?;
        let hop = self
            .open()
            .filter_map(|choice| self.next_hop(choice, piece))
            .find(|hop| hop.to.distance(to) < 1e-9)?
            .clone();
        self.played.push(hop);
        let complete = self.complete();
        if let [only] = complete.as_slice() {
            return Some(only.notation.clone());
        }
        if !complete.is_empty() {
            // Several moves share these hops: the player picks one of `complete`.
            self.selected = None;
            return None;
        }
        // Keep hold of a piece that must go on (a multi-jump); else pick the only one left.
        if !self.movable().contains(&piece) {
            self.selected = None;
        }
        self.pick_only_piece();
        None
    }

    /// The moves the hops entered so far make in full, in the game's order. More than one
    /// means the player must say which (see [`MoveInput::complete_choices`]).
    fn complete(&self) -> Vec<&MoveChoice> {
        self.open()
            .filter(|choice| choice.steps.len() == self.played.len())
            .collect()
    }

    /// The moves to choose between when the hops entered make several at once (a promotion's
    /// four men); empty otherwise.
    pub(crate) fn complete_choices(&self) -> Vec<&MoveChoice> {
        let complete = self.complete();
        if complete.len() > 1 {
            complete
        } else {
            Vec::new()
        }
    }

    /// Takes back the last hop, or puts the piece down if none was played.
    pub(crate) fn back(&mut self) {
        match self.played.pop() {
            Some(hop) => self.selected = Some(hop.piece),
            None => self.selected = None,
        }
    }

    fn pick_only_piece(&mut self) {
        if self.selected.is_none()
            && let [only] = self.movable().as_slice()
        {
            self.selected = Some(*only);
        }
    }
}

/// Pieces with hops left in `choice` after `played`.
fn remaining_pieces(choice: &MoveChoice, played: &[MoveStep]) -> Vec<PieceId> {
    let mut remaining: Vec<&MoveStep> = choice.steps.iter().collect();
    for hop in played {
        if let Some(index) = remaining.iter().position(|step| step.piece == hop.piece) {
            remaining.remove(index);
        }
    }
    remaining.iter().map(|step| step.piece).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hop(piece: PieceId, x: f64, captures: &[PieceId]) -> MoveStep {
        MoveStep {
            piece,
            to: Point::new(x, 0.0),
            captures: captures.to_vec(),
        }
    }

    fn choice(notation: &str, steps: Vec<MoveStep>) -> MoveChoice {
        MoveChoice {
            notation: notation.to_owned(),
            steps,
        }
    }

    #[test]
    fn a_double_jump_is_entered_hop_by_hop_with_the_piece_held() {
        let mut input = MoveInput::new(vec![
            choice("22x15x8", vec![hop(1, 0.15, &[7]), hop(1, 0.08, &[9])]),
            choice("22x15x6", vec![hop(1, 0.15, &[7]), hop(1, 0.06, &[8])]),
        ]);
        // The only piece that can move is already picked up.
        assert_eq!(input.selected, Some(1));
        assert_eq!(input.targets(1), vec![Point::new(0.15, 0.0)]);
        assert_eq!(input.hop(Point::new(0.15, 0.0)), None);
        assert_eq!(input.selected, Some(1));
        assert_eq!(input.taken(), vec![7]);
        assert_eq!(input.targets(1).len(), 2);
        assert_eq!(input.hop(Point::new(0.06, 0.0)).as_deref(), Some("22x15x6"));
    }

    #[test]
    fn a_destination_no_move_reaches_is_ignored_and_back_takes_a_hop_back() {
        let mut input = MoveInput::new(vec![
            choice("11-15", vec![hop(1, 0.15, &[])]),
            choice("11-16", vec![hop(1, 0.16, &[])]),
            choice("12-16", vec![hop(2, 0.16, &[])]),
        ]);
        assert_eq!(input.selected, None);
        assert_eq!(input.hop(Point::new(0.15, 0.0)), None, "nothing held");
        input.select(Some(3));
        assert_eq!(input.selected, None, "piece 3 cannot move");
        input.select(Some(2));
        assert_eq!(input.hop(Point::new(0.15, 0.0)), None, "not a target of 2");
        assert!(input.played().is_empty());
        assert_eq!(input.hop(Point::new(0.16, 0.0)).as_deref(), Some("12-16"));
    }

    #[test]
    fn different_pieces_may_be_entered_in_any_order() {
        // A backgammon play of two men, listed one way round.
        let mut input = MoveInput::new(vec![choice(
            "13/11 24/18",
            vec![hop(5, 0.11, &[]), hop(9, 0.18, &[])],
        )]);
        input.select(Some(9));
        assert_eq!(input.hop(Point::new(0.18, 0.0)), None);
        input.select(Some(5));
        assert_eq!(
            input.hop(Point::new(0.11, 0.0)).as_deref(),
            Some("13/11 24/18")
        );
    }

    #[test]
    fn hops_that_make_several_moves_ask_which_and_back_takes_the_hop_back() {
        // A pawn reaching the last rank: four moves by the same hop.
        let promotions = ["e8=Q", "e8=R", "e8=B", "e8=N"];
        let mut input = MoveInput::new(
            promotions
                .iter()
                .map(|notation| choice(notation, vec![hop(4, 0.8, &[])]))
                .chain([choice("Kd2", vec![hop(1, 0.3, &[])])])
                .collect(),
        );
        input.select(Some(4));
        assert_eq!(
            input.hop(Point::new(0.8, 0.0)),
            None,
            "nothing picked silently"
        );
        let asked: Vec<&str> = input
            .complete_choices()
            .iter()
            .map(|choice| choice.notation.as_str())
            .collect();
        assert_eq!(asked, promotions);
        assert!(
            input.movable().is_empty(),
            "the move is entered; only the choice is left"
        );
        input.back();
        assert!(input.complete_choices().is_empty());
        assert_eq!(input.selected, Some(4));
    }

    #[test]
    fn moves_without_hops_are_buttons_until_a_hop_is_played() {
        let mut input = MoveInput::new(vec![
            choice("throw again", Vec::new()),
            choice("6-5", vec![hop(1, 0.1, &[]), hop(1, 0.2, &[])]),
        ]);
        assert_eq!(input.buttons().count(), 1);
        assert_eq!(input.hop(Point::new(0.1, 0.0)), None);
        assert_eq!(input.buttons().count(), 0);
        input.back();
        assert!(input.played().is_empty());
        assert_eq!(input.selected, Some(1));
    }
}
