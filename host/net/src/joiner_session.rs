//! A joiner's side of an online match, without the network: the match rebuilt with its own
//! engine from the host's welcome, every step the host plays played again here to animate it,
//! and the table's hash compared after each. When they differ the joiner asks for the host's
//! table and takes it, and says so in one line: the host decides the match.

use parlor_engine::{GameLibrary, Match};
use parlor_sdk::Action;

use crate::NetError;
use crate::table_hash::{sha256_hex, table_hash};
use crate::wire::{Needed, SeatView, Setup, ToHost, ToJoiner};

/// What a message from the host came to, for the joiner's player to see.
#[derive(Clone, Debug, PartialEq)]
pub enum Happened {
    /// Every seat is taken: the match is on.
    Started,
    /// A step was played (by anyone, this joiner's own included).
    Played {
        /// Its number, from 0.
        step: u32,
    },
    /// This joiner's table differed from the host's after `step`; it asked for the host's.
    Differs {
        /// The step.
        step: u32,
    },
    /// The host's table was taken in place of this joiner's.
    TookTable {
        /// One line for the player.
        note: String,
    },
    /// Who sits where changed.
    Lobby(Vec<SeatView>),
    /// A line of chat.
    Chat {
        /// Who wrote it.
        from: String,
        /// The line.
        text: String,
    },
    /// The host refused something this joiner sent.
    Refused(String),
    /// A ping came back.
    Pong(u64),
    /// Where a shot several seats launch together stands: the seats whose part is sealed,
    /// and whether to reveal.
    Gathering {
        /// The step the shot is for.
        step: u32,
        /// The seats whose part is sealed.
        sealed: Vec<u8>,
        /// Every part is sealed: reveal.
        reveal: bool,
    },
}

/// A joiner's part of a shared shot, sealed and kept to reveal when the host says every part
/// is sealed.
#[derive(Clone, Debug, PartialEq)]
pub struct Sealed {
    /// The step the shot is for.
    pub step: u32,
    /// The part's JSON, as sealed.
    pub part: String,
    /// The nonce it was sealed with.
    pub nonce: String,
    /// Whether it was revealed.
    pub revealed: bool,
}

impl Sealed {
    /// The message that reveals it.
    pub fn reveal(&self) -> ToHost {
        ToHost::Reveal {
            step: self.step,
            part: self.part.clone(),
            nonce: self.nonce.clone(),
        }
    }
}

/// A joiner's match.
pub struct JoinerSession {
    game: Match,
    seats: Vec<u8>,
    started: bool,
    /// Steps of the host's not played here since this table went astray (the first one this
    /// engine refused, and every one after it until the host's table comes).
    unplayed: Vec<parlor_engine::play::Step>,
}

impl JoinerSession {
    /// The match of a welcome: set up as the host's, with the same game and house rules
    /// installed here (checked by hash), and every step so far played again.
    pub fn from_welcome(
        library: &GameLibrary,
        setup: &Setup,
        seats: Vec<u8>,
        steps: &[parlor_engine::play::Step],
    ) -> Result<JoinerSession, NetError> {
        let missing = missing(library, setup);
        if !missing.is_empty() {
            return Err(NetError::Missing(missing.join(", ")));
        }
        let rules = setup
            .house_rules
            .iter()
            .filter_map(|needed| library.house_rule(&needed.id))
            .map(|entry| entry.source.clone())
            .collect::<Vec<_>>();
        let mut game = library
            .new_match_with_rules(
                &setup.game,
                &setup.seats,
                setup.seed,
                setup.options.clone(),
                &rules,
            )
            .map_err(NetError::Engine)?;
        let physics = parlor_engine::physics::PhysicsVersion::from_number(setup.physics)
            .ok_or_else(|| {
                NetError::Setup(format!(
                    "the host plays physics version {}, which this Parlor does not know",
                    setup.physics
                ))
            })?;
        game.set_physics(physics);
        for (index, step) in steps.iter().enumerate() {
            step.replay(&mut game).map_err(|error| {
                NetError::Setup(format!("the host's step {}: {error}", index + 1))
            })?;
        }
        Ok(JoinerSession {
            game,
            seats,
            started: false,
            unplayed: Vec::new(),
        })
    }

    /// The match as this joiner has it.
    pub fn game(&self) -> &Match {
        &self.game
    }

    /// The match, for the caller to save and print.
    pub fn into_game(self) -> Match {
        self.game
    }

    /// The seats this joiner plays.
    pub fn seats(&self) -> &[u8] {
        &self.seats
    }

    /// Whether the match has started.
    pub fn is_started(&self) -> bool {
        self.started
    }

    /// The seat this joiner is to play now, alone, if any (a shot several seats launch
    /// together is [`JoinerSession::my_part`]).
    pub fn my_turn(&self) -> Option<u8> {
        if !self.started || self.game.is_over() || !self.unplayed.is_empty() {
            return None;
        }
        if crate::host_session::shared_seats(&self.game).is_some() {
            return None;
        }
        let seat = self.game.table().turn;
        self.seats.contains(&seat).then_some(seat)
    }

    /// This joiner's seats that may fire now in a timed round besides the seat to play (free
    /// fire); none outside one.
    pub fn my_free_fire(&self) -> Vec<u8> {
        if !self.started || !self.unplayed.is_empty() {
            return Vec::new();
        }
        let turn = self.game.table().turn;
        crate::host_session::firing_seats(&self.game)
            .map(|(_, seats)| seats)
            .unwrap_or_default()
            .into_iter()
            .filter(|&seat| seat != turn && self.seats.contains(&seat))
            .collect()
    }

    /// This joiner's seats among those launching the shot asked for now, when several seats
    /// launch it together; none otherwise, or when it launches no piece of it.
    pub fn my_part(&self) -> Option<Vec<u8>> {
        if !self.started || !self.unplayed.is_empty() {
            return None;
        }
        let mine: Vec<u8> = crate::host_session::shared_seats(&self.game)?
            .into_iter()
            .filter(|seat| self.seats.contains(seat))
            .collect();
        (!mine.is_empty()).then_some(mine)
    }

    /// The seal of `part` for the step asked for now, with a fresh nonce: the message to send,
    /// and what to reveal when told (the part's JSON and its nonce).
    pub fn seal_part(&self, part: &crate::wire::SharedPart) -> Result<(ToHost, Sealed), NetError> {
        let json = serde_json::to_string(part)
            .map_err(|error| NetError::Setup(format!("a part that cannot be written: {error}")))?;
        let nonce = crate::wire::fresh_nonce()?;
        let step = self.step_count();
        let seal = crate::wire::seal(&nonce, &json);
        Ok((
            ToHost::Commit { step, seal },
            Sealed {
                step,
                part: json,
                nonce,
                revealed: false,
            },
        ))
    }

    /// The steps played here (the host's, every one).
    fn step_count(&self) -> u32 {
        u32::try_from(self.game.steps().len()).unwrap_or(u32::MAX)
    }

    /// The message that plays `action` for `seat` at this step.
    pub fn act(&self, seat: u8, action: Action) -> ToHost {
        ToHost::Act {
            step: self.step_count(),
            seat,
            action,
        }
    }

    /// What a message from the host does here, and what to answer (a request for the host's
    /// table when this one came out otherwise).
    pub fn receive(&mut self, message: ToJoiner) -> Result<(Vec<Happened>, Vec<ToHost>), NetError> {
        let mut happened = Vec::new();
        let mut answers = Vec::new();
        match message {
            ToJoiner::Welcome { .. } => {
                return Err(NetError::Peer(
                    "the host welcomed this joiner twice".to_owned(),
                ));
            }
            ToJoiner::Started => {
                self.started = true;
                happened.push(Happened::Started);
            }
            ToJoiner::Played {
                step,
                played,
                table,
            } => {
                let expected = self.step_count() + u32::try_from(self.unplayed.len()).unwrap_or(0);
                if step < expected {
                    // Seen already (in a welcome that crossed it on a new connection).
                    return Ok((happened, answers));
                }
                if step > expected {
                    // A step went missing while the connection changed: the whole match again.
                    answers.push(ToHost::NeedMatch);
                    return Ok((happened, answers));
                }
                self.started = true;
                if !self.unplayed.is_empty() {
                    // Astray already: kept until the host's table comes.
                    self.unplayed.push(played);
                    answers.push(ToHost::NeedTable { step });
                    return Ok((happened, answers));
                }
                let replayed = played.replay(&mut self.game);
                if replayed.is_err() || table_hash(self.game.table()) != table {
                    // The step is the host's whatever this engine made of it; its table follows.
                    if replayed.is_err() {
                        self.unplayed.push(played);
                    }
                    happened.push(Happened::Differs { step });
                    answers.push(ToHost::NeedTable { step });
                } else {
                    happened.push(Happened::Played { step });
                }
            }
            ToJoiner::Table { step, table } => {
                let after = self.step_count() + u32::try_from(self.unplayed.len()).unwrap_or(0);
                if step.saturating_add(1) != after {
                    // An answer to an older request: a newer one is on its way.
                    return Ok((happened, answers));
                }
                let unplayed = std::mem::take(&mut self.unplayed);
                self.game.adopt(unplayed, table).map_err(NetError::Engine)?;
                happened.push(Happened::TookTable {
                    note: format!(
                        "this machine's table differed from the host's after step {}: took the host's",
                        step + 1
                    ),
                });
            }
            ToJoiner::Lobby { seats } => happened.push(Happened::Lobby(seats)),
            ToJoiner::Chat { from, text, .. } => happened.push(Happened::Chat { from, text }),
            ToJoiner::Refused { reason, stale } => {
                if stale {
                    // Late, not wrong: the match is elsewhere; it comes whole.
                    answers.push(ToHost::NeedMatch);
                } else {
                    happened.push(Happened::Refused(reason));
                }
            }
            ToJoiner::Pong { nonce } => happened.push(Happened::Pong(nonce)),
            // A pack is taken only when this joiner asked for it, before it had a match.
            ToJoiner::Pack { .. } => {}
            ToJoiner::Gathering {
                step,
                sealed,
                reveal,
            } => happened.push(Happened::Gathering {
                step,
                sealed,
                reveal,
            }),
        }
        Ok((happened, answers))
    }
}

/// What the match needs that this Parlor lacks or has otherwise, one entry each.
pub fn missing(library: &GameLibrary, setup: &Setup) -> Vec<String> {
    let mut missing = Vec::new();
    match library.entry(&setup.game) {
        None => missing.push(format!(
            "the game {} (pack {} {})",
            setup.game, setup.pack.id, setup.pack.version
        )),
        Some(entry) if entry.fingerprint() != setup.pack.sha256 => missing.push(format!(
            "the game {} as the host has it (pack {} {}; this Parlor has {} {})",
            setup.game,
            setup.pack.id,
            setup.pack.version,
            entry.pack,
            library.pack_version(&entry.pack).unwrap_or("built in")
        )),
        Some(_) => {}
    }
    for needed in &setup.house_rules {
        match library.house_rule(&needed.id) {
            None => missing.push(format!("the house rule {} ({})", needed.id, needed.version)),
            Some(rule) if sha256_hex(rule.source.source.as_bytes()) != needed.sha256 => missing
                .push(format!(
                    "the house rule {} as the host has it ({})",
                    needed.id, needed.version
                )),
            Some(_) => {}
        }
    }
    missing
}

/// The game's pack of `setup` if this Parlor lacks it or has another version of it: the pack a
/// joiner may ask the host for.
pub fn missing_game_pack(library: &GameLibrary, setup: &Setup) -> Option<String> {
    let ours = library.entry(&setup.game).map(|entry| entry.fingerprint());
    (ours.as_deref() != Some(setup.pack.sha256.as_str())).then(|| setup.pack.id.clone())
}

/// How joiners are told of the installed house rule `id`: its pack's version and the hash of
/// its source (none when it is not installed: an online match layers installed rules only).
pub fn needed_house_rule(library: &GameLibrary, id: &str) -> Option<Needed> {
    let rule = library.house_rule(id)?;
    Some(Needed {
        id: id.to_owned(),
        version: library
            .pack_version(&rule.pack)
            .unwrap_or("built in")
            .to_owned(),
        sha256: sha256_hex(rule.source.source.as_bytes()),
    })
}

/// How the host names a game it offers: its pack, version and fingerprint.
pub fn needed_game(library: &GameLibrary, game: &str) -> Option<Needed> {
    let entry = library.entry(game)?;
    Some(Needed {
        id: entry.pack.clone(),
        version: library
            .pack_version(&entry.pack)
            .unwrap_or("built in")
            .to_owned(),
        sha256: entry.fingerprint(),
    })
}
