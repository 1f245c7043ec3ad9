//! The [`Game`] implementation shared by the three games: what each says about itself (rules
//! in our words, every decision stated), the opening table, and the hooks for prompts, rulings,
//! the computer player, move listing and perft.

use parlor_sdk::{
    Action, Capabilities, Game, GameError, GameInfo, MatchConfig, Move, MoveLine, OptionSpec,
    Piece, Prompt, Report, Seat, Table, Verdict,
};

use super::computer::{self, STRENGTHS, Strength};
use super::layout::Geometry;
use super::men;
use super::movegen::{dice_to_play, legal_plays};
use super::notation::format_play;
use super::position::Position;
use super::rules::{self, NO_MOVE, THROW_AGAIN, doublet_choice};
use super::state::{Memo, Phase, Variant};

/// One of the module's games.
pub struct Backgammon {
    /// Which one.
    pub variant: Variant,
}

/// Series target when the option is not set.
const DEFAULT_TARGET: i64 = 5;

const BACKGAMMON_RULES: &str = "\
Two players, fifteen men each, two dice. Each player's men travel round the 24 points from \
the opponent's inner table, through both outer tables, to his own inner table, and are then \
borne off; the first to bear off all fifteen wins.

Start: two men on your 24-point, five on your 13-point, three on your 8-point and five on \
your 6-point (points are counted from your own side, your 1-point being the last before you \
bear off). There is no doubling cube: the 1901 rules have none.

Opening: each player throws one die (the first die of the throw is seat 1's, the second seat \
2's); equal dice are thrown again. The higher die starts and either plays the two numbers \
thrown or chooses \"throw again\", taking up both dice for a fresh throw of two, which he \
must then play whatever it shows. After that the players throw two dice in turn.

Moving: a man moves exactly the number on a die, to a point not held by two or more enemy \
men; the two dice may move one man or two. Doublets are played four times. You must use the \
whole throw when you can, in whichever order makes that possible; when only one die can be \
played, it must be the larger if either could be. A throw that cannot be played at all is \
lost (the only choice is \"no move\").

Hitting: landing on a point with a single enemy man (a blot) sends that man to the bar. A man \
on the bar must enter in the opponent's inner table (a 1 enters on the opponent's 1-point, \
your 24-point) before any other man of yours moves; if he cannot enter, the throw is void. \
When you have a man up and every point of the opponent's inner table is held against you, \
you do not throw at all: your opponent throws on until he has to open a point.

Bearing off: once all your men are in your inner table, a die takes a man off from the \
point of that number; a die higher than your highest occupied point takes a man off from the \
highest point; a die lower must be moved. You may move inside instead of bearing off. A man \
hit during the bear-off must re-enter and come home before you bear off again.

Scoring: the winner scores 1 for a single game (the loser has borne off at least one man), 2 \
for a gammon (the loser has borne off none), 3 for a backgammon (a gammon with a loser's man \
still on the bar or in the winner's inner table). A match is a series to the agreed number \
of points (5 unless set). The winner of a single game throws first in the next game; after a \
gammon or a backgammon both throw one die again, as at the opening. A play is final once \
chosen, so the book's laws about men touched or misplayed do not arise.";

const LAYOUT_1901: &str = "\
Table layout (1901 book): the players sit at opposite corners, seat 1 by pocket 1 and seat 2 \
by pocket 3, and the dividing lines next to them, the diagonal from pocket 1 to pocket 3, \
serve as the bar. Both inner tables lie on pocket 2's side: seat 1's inner table is the \
bottom row of triangles and his outer table the left row; seat 2's outer table is the top \
row and his inner table the right row. Men hit wait on the bar diagonal near the centre; men \
borne off are set by pocket 2. Seat 1 plays 12 red rings and 3 yellow ones (the set's flies, \
played as men), seat 2 15 green rings.";

const LAYOUT_100GAMES: &str = "\
Table layout (100-games book): seat 1 sits at the bottom. His inner table is the triangles \
between pockets 1 and 2 (bottom) and his outer table those between pockets 2 and 3 (right); \
seat 2's outer table is between pockets 3 and 4 (top) and his inner table between pockets 4 \
and 1 (left). The bar is the diagonal from pocket 2 to pocket 4, which parts both inner \
tables from both outer tables as on a real board, so each player's 6-point and bar point lie \
either side of it. Men hit wait on that diagonal near the centre; men borne off are set by \
pocket 1. The book gives no rules, so the 1901 rules are played. Seat 1 plays 15 red rings, \
seat 2 15 green rings.";

const TRIC_TRAC_RULES: &str = "\
Russian backgammon or tric-trac: the men of backgammon, but none on the board at the start. \
Both players bring their men in through one common table and travel the same way round: \
each man enters on the right-hand row of triangles (between pockets 3 and 2; a 1 enters on \
the triangle by pocket 2, a 6 on the one by pocket 3), runs up that row, along the top and \
down the left, and reaches home on the bottom row, from which both bear off toward pocket 2. \
Points are counted from 24 (the first entry point) down to 1 (the last before bearing off); \
moves are written as in backgammon, a man brought in from the hand as \"in/22\".

You need not bring in all your men before moving others, and you may hit blots while \
entering. A man hit goes to the bar and must enter before you bring in or move anything else; \
if he cannot enter, the throw is lost. You bear off once all fifteen men are in the home \
table (none in hand, none on the bar).

Doublets: play the doublet four times, then the doublet of the opposite faces four times \
(sixes then aces, fives then deuces, fours then treys), then throw again; further doublets do \
the same. The bonus doublet and the extra throw are earned only by playing the whole of what \
came before: a doublet not wholly played earns nothing more. Option \"first doublets\": each \
player's first doublets of a game are played four times with no bonus. Option \"2-1\": after \
playing a whole 2-1 the player chooses any doublet, plays it four times and, if it is wholly \
played, throws again; 2-1 is not restricted by, and does not count as, the first doublets.

Otherwise as backgammon: the opening throw of one die each, the re-throw choice, the whole \
throw and larger-die rules, single game 1, gammon 2, backgammon 3 (a gammon with a loser's \
man still in hand, on the bar or in the common entry table), a series to the agreed number of \
points, and no doubling cube.";

impl Backgammon {
    fn rules_text(&self) -> String {
        match self.variant {
            Variant::Backgammon1901 => format!("{BACKGAMMON_RULES}\n\n{LAYOUT_1901}"),
            Variant::Backgammon100Games => format!("{BACKGAMMON_RULES}\n\n{LAYOUT_100GAMES}"),
            Variant::TricTrac1901 => format!("{TRIC_TRAC_RULES}\n\n{LAYOUT_1901}"),
        }
    }

    fn options(&self) -> Vec<OptionSpec> {
        let mut options = vec![OptionSpec {
            key: "target".to_owned(),
            label: "Points to win the series".to_owned(),
            default: serde_json::json!(DEFAULT_TARGET),
        }];
        if self.variant.is_tric_trac() {
            options.push(OptionSpec {
                key: "first_doublets_restriction".to_owned(),
                label: "First doublets earn no bonus".to_owned(),
                default: serde_json::json!(false),
            });
            options.push(OptionSpec {
                key: "two_one_extension".to_owned(),
                label: "2-1 chooses any doublet and throws again".to_owned(),
                default: serde_json::json!(false),
            });
        }
        options
    }

    /// Piece kind and colour of man `id` (1–15 seat 1, 16–30 seat 2). Every man is a `ring`:
    /// the kind says how a piece is drawn, and `fly` is drawn as the Spider and Flies' winged
    /// fly (issue 18), which a backgammon man is not.
    fn dress(&self, id: u32) -> (&'static str, &'static str) {
        let seat_one = id <= 15;
        // The 1901 set has twelve rings a colour, so three men a side are its flies, in the
        // flies' colours: the men that start on the 8-point.
        let fly =
            self.variant != Variant::Backgammon100Games && (8..=10).contains(&((id - 1) % 15 + 1));
        let colour = match (seat_one, fly) {
            (true, true) => "yellow",
            (true, false) => "red",
            (false, _) => "green",
        };
        ("ring", colour)
    }
}

fn option_bool(config: &MatchConfig, key: &str) -> Result<bool, GameError> {
    match config.options.get(key) {
        None => Ok(false),
        Some(value) => value
            .as_bool()
            .ok_or_else(|| GameError::new(format!("option '{key}' should be true or false"))),
    }
}

impl Game for Backgammon {
    fn info(&self) -> GameInfo {
        let (name, book, summary) = match self.variant {
            Variant::Backgammon1901 => (
                "Backgammon (1901)",
                "1901 book",
                "The classic race round the 24 points, by the 1901 book: hit blots, build \
                 points, bear off first.",
            ),
            Variant::Backgammon100Games => (
                "Backgammon",
                "100 games book",
                "Backgammon on the 100-games book's table layout, played by the 1901 rules.",
            ),
            Variant::TricTrac1901 => (
                "Russian Backgammon or Tric-Trac",
                "1901 book",
                "Both sides enter through one table and race the same way round; doublets earn \
                 their opposite doublets and another throw.",
            ),
        };
        GameInfo {
            id: self.variant.id().to_owned(),
            name: name.to_owned(),
            family: "board".to_owned(),
            board: "carrom".to_owned(),
            book: book.to_owned(),
            other_names: Vec::new(),
            players: vec![2],
            summary: summary.to_owned(),
            rules: self.rules_text(),
            options: self.options(),
            computer: STRENGTHS.iter().map(|name| (*name).to_owned()).collect(),
            flat_field: false,
            capabilities: Capabilities::BOARD_GAME,
        }
    }

    fn setup(&self, config: &MatchConfig) -> Result<Table, GameError> {
        if config.seats.len() != 2 {
            return Err(GameError::new(format!(
                "{} is for two players, not {}",
                self.variant.id(),
                config.seats.len()
            )));
        }
        let target = match config.options.get("target") {
            None => DEFAULT_TARGET,
            Some(value) => value
                .as_i64()
                .filter(|&points| points >= 1)
                .ok_or_else(|| {
                    GameError::new("option 'target' should be a whole number of at least 1")
                })?,
        };
        let variant = self.variant;
        let geometry = Geometry::new(&config.board, variant.layout())?;
        let memo = Memo {
            position: variant.start().notation(variant.track()),
            phase: Phase::Opening,
            men: Memo::lay_out(variant, &variant.start(), 1),
            geometry,
            target,
            first_doublets_restriction: variant.is_tric_trac()
                && option_bool(config, "first_doublets_restriction")?,
            two_one_extension: variant.is_tric_trac() && option_bool(config, "two_one_extension")?,
            doublets_thrown: [false, false],
            game: 1,
        };
        let mut pieces: Vec<Piece> = men::places(&memo)
            .into_iter()
            .map(|(id, status, position)| {
                let (kind, colour) = self.dress(id);
                Piece {
                    id,
                    kind: kind.to_owned(),
                    colour: colour.to_owned(),
                    owner: Some(if id <= 15 { 1 } else { 2 }),
                    number: None,
                    position,
                    status,
                    pocket: None,
                }
            })
            .collect();
        pieces.sort_by_key(|piece| piece.id);
        let seats = config
            .seats
            .iter()
            .zip([("red", 1u8), ("green", 2u8)])
            .map(|(seat, (colour, number))| Seat {
                name: seat.name.clone(),
                team: number,
                colour: colour.to_owned(),
            })
            .collect();
        Ok(Table {
            game: variant.id().to_owned(),
            board: "carrom".to_owned(),
            seats,
            pieces,
            scores: vec![0, 0],
            turn: 1,
            round: 1,
            shots: 0,
            outcome: None,
            memo: memo.to_json(),
        })
    }

    fn prompt(&self, table: &Table) -> Result<Prompt, GameError> {
        rules::prompt(self.variant, table)
    }

    fn judge(&self, table: &Table, action: &Action, report: &Report) -> Result<Verdict, GameError> {
        rules::judge(self.variant, table, action, report)
    }

    fn suggest(&self, table: &Table, strength: u8) -> Result<Action, GameError> {
        let variant = self.variant;
        let track = variant.track();
        let memo = Memo::read(table)?;
        let strength = Strength::from_index(strength);
        let position = memo.position(variant, table.turn);
        let notation = match &memo.phase {
            Phase::Opening | Phase::Throw => return Ok(Action::Roll),
            Phase::Over => return Err(GameError::new("the match is over")),
            Phase::OpeningChoice { dice } => {
                if computer::rethrow_is_better(&position, *dice, track) {
                    THROW_AGAIN.to_owned()
                } else {
                    match computer::choose_play(&position, dice, track, strength) {
                        Some(play) => format_play(&position, &play.hops, track),
                        None => THROW_AGAIN.to_owned(),
                    }
                }
            }
            Phase::Play { dice, .. } => {
                match computer::choose_play(&position, dice, track, strength) {
                    Some(play) => format_play(&position, &play.hops, track),
                    None => NO_MOVE.to_owned(),
                }
            }
            Phase::ChooseDoublet => {
                doublet_choice(computer::best_doublet(&position, track, strength))
            }
        };
        Ok(Action::Move(Move { notation }))
    }

    /// Every play of the two `dice` from `state` (the position with the side to move, in the
    /// game's notation), each with the position after it seen from the OPPONENT, who moves
    /// next: exactly the ID gnubg shows after the play. When nothing can be played the one line
    /// is `no move`, with the same men and the opponent to move.
    fn moves(&self, state: &str, dice: &[u8]) -> Result<Vec<MoveLine>, GameError> {
        let track = self.variant.track();
        let position = Position::parse(state, track)?;
        let &[first, second] = dice else {
            return Err(GameError::new("backgammon moves need two dice, e.g. 6 5"));
        };
        if !(1..=6).contains(&first) || !(1..=6).contains(&second) {
            return Err(GameError::new("each die shows 1 to 6"));
        }
        let plays = legal_plays(&position, &dice_to_play(first, second), track);
        if plays.is_empty() {
            return Ok(vec![MoveLine {
                notation: NO_MOVE.to_owned(),
                state: position.swapped().notation(track),
            }]);
        }
        Ok(plays
            .iter()
            .map(|play| MoveLine {
                notation: format_play(&position, &play.hops, track),
                state: play.after.swapped().notation(track),
            })
            .collect())
    }

    /// Move paths `depth` plies deep: each ply is one of the 36 equally likely throws followed
    /// by one of its distinct plays (a throw that cannot be played counts once, as `no
    /// move`); a game that ends stops its path. Tric-trac's bonus doublets and extra throws
    /// are not followed: a ply is one throw.
    fn perft(&self, state: Option<&str>, depth: u32) -> Result<u64, GameError> {
        let track = self.variant.track();
        let position = match state {
            Some(text) => Position::parse(text, track)?,
            None => self.variant.start(),
        };
        Ok(perft(&position, depth, track))
    }
}

fn perft(position: &Position, depth: u32, track: super::position::Track) -> u64 {
    if depth == 0 || position.mover.in_play() == 0 || position.waiting.in_play() == 0 {
        return 1;
    }
    let mut total = 0;
    for (throw, weight) in computer::throws() {
        let plays = legal_plays(position, &dice_to_play(throw[0], throw[1]), track);
        let count = if plays.is_empty() {
            perft(&position.swapped(), depth - 1, track)
        } else {
            plays
                .iter()
                .map(|play| perft(&play.after.swapped(), depth - 1, track))
                .sum()
        };
        total += count * weight as u64;
    }
    total
}
