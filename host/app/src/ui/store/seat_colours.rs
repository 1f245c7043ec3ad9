//! The colour each seat plays in, as the players chose it in setup.
//!
//! A game names its seats' colours and paints its pieces by colour name, and the rules only ever
//! speak of colours in their sentences. So a chosen colour is a *display* mapping, from the
//! game's colour to the one the players picked, applied wherever a colour name is painted (see
//! [`crate::ui::paint::theme::named`]); no rule changes and the save is the game's own. The game's
//! sentences keep the game's colour words.
//!
//! The mapping is kept a permutation of colour names: picking a colour another seat shows swaps
//! the two, so two seats never share a colour unless the game gave them one (partners), and a
//! colour the game uses for other pieces (the carrom queen, the shooters) is never offered, so
//! a seat's pieces cannot be confused with them.

use std::collections::BTreeMap;

use parlor_sdk::Table;

/// The colours a seat may pick from: those this host paints pieces in.
pub(crate) const DRAWABLE: [&str; 6] = ["red", "green", "black", "white", "tan", "yellow"];

/// The seats' colours and the players' choices for them.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct SeatColours {
    /// The game's colour of each seat, lower case, in seat order.
    seats: Vec<String>,
    /// Colours the game's other pieces come in; never offered.
    reserved: Vec<String>,
    /// The players' choices: the game's colour to the colour shown, a permutation.
    chosen: Mapping,
}

/// Game colour to shown colour; a colour not in it is shown as itself.
pub(crate) type Mapping = BTreeMap<String, String>;

impl SeatColours {
    /// The seats of `table` (a table as the game lays it out), or none when its seats have no
    /// colours of their own to choose: a seat without one, a colour shared by two sides, or a
    /// colour this host does not paint.
    pub(crate) fn of(table: &Table) -> Option<SeatColours> {
        let seats: Vec<String> = table
            .seats
            .iter()
            .map(|seat| seat.colour.to_ascii_lowercase())
            .collect();
        let own_colours =
            table.seats.iter().enumerate().all(|(index, seat)| {
                DRAWABLE.contains(&seats[index].as_str())
                    && table.seats.iter().zip(&seats).all(|(other, colour)| {
                        (other.team == seat.team) == (*colour == seats[index])
                    })
            });
        if !own_colours {
            return None;
        }
        let mut reserved: Vec<String> = table
            .pieces
            .iter()
            .map(|piece| piece.colour.to_ascii_lowercase())
            .filter(|colour| !seats.contains(colour))
            .collect();
        reserved.sort();
        reserved.dedup();
        Some(SeatColours {
            seats,
            reserved,
            chosen: Mapping::new(),
        })
    }

    /// The colour seat `index` (from 0) is shown in.
    pub(crate) fn shown(&self, index: usize) -> &str {
        let game = self.seats.get(index).map_or("", String::as_str);
        self.chosen.get(game).map_or(game, String::as_str)
    }

    /// The colours a seat may pick.
    pub(crate) fn offered(&self) -> impl Iterator<Item = &'static str> + '_ {
        DRAWABLE
            .into_iter()
            .filter(|colour| !self.reserved.iter().any(|reserved| reserved == colour))
    }

    /// Shows seat `index` (and its partners) in `colour`; the seat that showed `colour` takes
    /// the seat's old colour. A colour not offered is refused.
    pub(crate) fn choose(&mut self, index: usize, colour: &str) {
        let Some(game) = self.seats.get(index).cloned() else {
            return;
        };
        if !self.offered().any(|offered| offered == colour) {
            return;
        }
        let old = self.shown(index).to_owned();
        let shown = |chosen: &Mapping, name: &str| {
            chosen.get(name).cloned().unwrap_or_else(|| name.to_owned())
        };
        // Whichever game colour is shown as `colour` now: the map's entry, or the colour itself.
        let holder = DRAWABLE
            .iter()
            .map(|name| (*name).to_owned())
            .find(|name| shown(&self.chosen, name) == colour);
        if let Some(holder) = holder {
            self.chosen.insert(holder, old);
        }
        self.chosen.insert(game, colour.to_owned());
        self.chosen.retain(|from, to| from != to);
    }

    /// The mapping to paint with.
    pub(crate) fn mapping(&self) -> &Mapping {
        &self.chosen
    }

    /// Takes on remembered choices, keeping only a permutation of offered colours: anything
    /// else (a game that changed its colours, an edited file) is dropped whole.
    pub(crate) fn restore(&mut self, remembered: &Mapping) {
        let mut trial = self.clone();
        trial.chosen.clear();
        for (index, game) in self.seats.iter().enumerate() {
            if let Some(colour) = remembered.get(game) {
                trial.choose(index, colour);
            }
        }
        if trial.seats.iter().all(|game| {
            remembered
                .get(game)
                .is_none_or(|colour| trial.chosen.get(game) == Some(colour))
        }) {
            self.chosen = trial.chosen;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlor_sdk::{PieceStatus, Seat};

    fn table(seats: &[(&str, u8)], others: &[&str]) -> Table {
        let piece = |id: u32, colour: &str| {
            crate::ui::fixtures::piece(id, "ring", colour, PieceStatus::Board)
        };
        Table {
            seats: seats
                .iter()
                .map(|(colour, team)| Seat {
                    name: "n".into(),
                    team: *team,
                    colour: (*colour).into(),
                })
                .collect(),
            pieces: seats
                .iter()
                .map(|(colour, _)| *colour)
                .chain(others.iter().copied())
                .enumerate()
                .map(|(index, colour)| piece(index as u32 + 1, colour))
                .collect(),
            scores: vec![0, 0],
            ..crate::ui::fixtures::bare_table()
        }
    }

    #[test]
    fn picking_another_seats_colour_swaps_and_reserved_colours_are_not_offered() {
        let mut colours =
            SeatColours::of(&table(&[("red", 1), ("green", 2)], &["black", "white"])).unwrap();
        assert_eq!(
            colours.offered().collect::<Vec<_>>(),
            ["red", "green", "tan", "yellow"]
        );
        colours.choose(0, "yellow");
        assert_eq!((colours.shown(0), colours.shown(1)), ("yellow", "green"));
        colours.choose(1, "yellow");
        assert_eq!((colours.shown(0), colours.shown(1)), ("green", "yellow"));
        colours.choose(0, "black");
        assert_eq!(colours.shown(0), "green", "the queen's colour is refused");
        colours.choose(0, "red");
        assert_eq!((colours.shown(0), colours.shown(1)), ("red", "yellow"));
    }

    #[test]
    fn partners_share_a_colour_and_sides_sharing_one_have_none_to_choose() {
        let mut four = SeatColours::of(&table(
            &[("red", 1), ("black", 2), ("red", 1), ("black", 2)],
            &[],
        ))
        .unwrap();
        four.choose(2, "tan");
        assert_eq!(four.shown(0), "tan");
        assert_eq!(four.shown(1), "black");
        assert!(SeatColours::of(&table(&[("white", 1), ("white", 2)], &[])).is_none());
        assert!(SeatColours::of(&table(&[("", 1), ("", 2)], &[])).is_none());
    }

    #[test]
    fn remembered_choices_are_restored_only_if_they_still_fit() {
        let base = SeatColours::of(&table(&[("red", 1), ("green", 2)], &["black"])).unwrap();
        let mut restored = base.clone();
        let mut wanted = Mapping::new();
        wanted.insert("red".into(), "yellow".into());
        restored.restore(&wanted);
        assert_eq!(restored.shown(0), "yellow");
        let mut broken = base.clone();
        wanted.insert("green".into(), "black".into());
        broken.restore(&wanted);
        assert_eq!(broken, base);
    }
}
