//! Shots several seats launch on one call, gathered fairly: each joiner seals its part (a hash
//! of the part and a nonce) before anyone reveals, the host's side gives its own in the clear
//! before anyone is told to reveal, and a revealed part must be the one sealed and hold only
//! its side's pieces. The shot played joins every part.

use super::*;

/// The parts of a shot several seats launch on one call, gathered for one step: each joiner's
/// sealed and then revealed, the host side's given in the clear (before any is revealed).
#[derive(Clone, Debug, Default)]
pub(super) struct Gathering {
    step: u32,
    seals: BTreeMap<PeerId, String>,
    parts: BTreeMap<PeerId, SharedPart>,
    local: Option<SharedPart>,
    /// Whether everyone was told to reveal.
    revealing: bool,
}

impl HostSession {
    /// Whether the host's side gave its part of the shared shot asked for now.
    pub(super) fn local_part_given(&self) -> bool {
        self.gathering.as_ref().is_some_and(|gathering| {
            gathering.step == self.step_number() && gathering.local.is_some()
        })
    }

    /// A joiner coming back mid-gathering: its nonce is gone with its old process, so it seals
    /// again, and the others wait to be told to reveal until it has.
    pub(super) fn forget_seal(&mut self, peer: &PeerId) {
        if let Some(gathering) = self.gathering.as_mut()
            && (gathering.seals.remove(peer).is_some() | gathering.parts.remove(peer).is_some())
        {
            gathering.revealing = false;
        }
    }

    /// The joiners holding seats that launch pieces of the shared shot asked for now.
    pub(super) fn sharing_peers(&self) -> Vec<PeerId> {
        let mut peers: Vec<PeerId> = self
            .shared_seats()
            .unwrap_or_default()
            .into_iter()
            .filter_map(
                |seat| match self.holders.get(usize::from(seat).wrapping_sub(1)) {
                    Some(Holder::Joiner { peer, .. }) => Some(peer.clone()),
                    _ => None,
                },
            )
            .collect();
        peers.sort();
        peers.dedup();
        peers
    }

    /// The gathering of the shared shot asked for now, begun afresh at a new step.
    pub(super) fn gathering_now(&mut self) -> &mut Gathering {
        let step = self.step_number();
        let stale = self
            .gathering
            .as_ref()
            .is_none_or(|gathering| gathering.step != step);
        if stale {
            self.gathering = Some(Gathering {
                step,
                ..Gathering::default()
            });
        }
        self.gathering.get_or_insert_with(Gathering::default)
    }

    /// Why the host side's part was refused, once (the shot as a whole, or the part itself).
    pub fn take_local_refusal(&mut self) -> Option<String> {
        self.local_refusal.take()
    }

    /// The host side's part of the shared shot asked for now: its seats' pieces, given before
    /// any joiner's part is revealed. Refused in one line if it holds another side's piece.
    pub fn play_local_part(&mut self, part: SharedPart) -> Result<Vec<Outgoing>, NetError> {
        let Some(seats) = self.shared_seats() else {
            return Err(NetError::Setup(
                "no shot several seats launch is asked for now".to_owned(),
            ));
        };
        let local: Vec<u8> = seats
            .into_iter()
            .filter(|&seat| self.is_local(seat))
            .collect();
        owns_part(&self.game, &part, &local).map_err(NetError::Setup)?;
        self.gathering_now().local = Some(part);
        Ok(self.gathering_moves())
    }

    /// A joiner's seal of its part.
    pub(super) fn commit(&mut self, peer: &PeerId, step: u32, seal: String) -> Vec<Outgoing> {
        if !self.started {
            return refuse(peer, "the match has not started: seats are still open");
        }
        if self.shared_seats().is_none() {
            return refuse(peer, "no shot several seats launch is asked for now");
        }
        let now = self.step_number();
        if step != now {
            return stale(peer, step, now);
        }
        if !self.sharing_peers().contains(peer) {
            return refuse(peer, "you launch no piece of this shot");
        }
        let gathering = self.gathering_now();
        if gathering.seals.contains_key(peer) {
            return refuse(peer, "your part of this shot is sealed already");
        }
        gathering.seals.insert(peer.clone(), seal);
        self.gathering_moves()
    }

    /// A joiner's part, revealed: checked against its seal and its seats.
    pub(super) fn reveal(
        &mut self,
        peer: &PeerId,
        step: u32,
        part: &str,
        nonce: &str,
    ) -> Vec<Outgoing> {
        let now = self.step_number();
        if step != now {
            return stale(peer, step, now);
        }
        let seats = self.seats_of(peer);
        let Some(gathering) = self.gathering.as_mut().filter(|g| g.step == now) else {
            return refuse(peer, "no part of this shot was sealed");
        };
        if !gathering.revealing {
            return refuse(peer, "not every part is sealed yet: reveal yours when told");
        }
        let Some(sealed) = gathering.seals.get(peer) else {
            return refuse(peer, "your part of this shot was never sealed");
        };
        if crate::wire::seal(nonce, part) != *sealed {
            return refuse(peer, "that part is not the one you sealed");
        }
        // A part that reads wrong or holds another side's piece is refused with its seal: the
        // joiner seals a new one, and nobody is told to reveal until it has.
        let read = crate::wire::read_part(part)
            .map_err(|error| error.to_string())
            .and_then(|read| owns_part(&self.game, &read, &seats).map(|()| read));
        let read = match read {
            Ok(read) => read,
            Err(why) => {
                if let Some(gathering) = self.gathering.as_mut() {
                    gathering.seals.remove(peer);
                    gathering.revealing = false;
                }
                let mut out = refuse(peer, &format!("{why}: seal your part again"));
                out.extend(self.gathering_moves());
                return out;
            }
        };
        if let Some(gathering) = self.gathering.as_mut() {
            gathering.parts.insert(peer.clone(), read);
        }
        self.gathering_moves()
    }

    /// What the gathering does next: everyone told to reveal once every part is sealed (the
    /// host side's given), the shot played once every part is revealed; each change told.
    pub(super) fn gathering_moves(&mut self) -> Vec<Outgoing> {
        let peers = self.sharing_peers();
        let local_needed = self
            .shared_seats()
            .unwrap_or_default()
            .into_iter()
            .any(|seat| self.is_local(seat));
        let sealed_seats = self.sealed_seats();
        let step = self.step_number();
        let gathering = self.gathering_now();
        let all_sealed = peers.iter().all(|peer| gathering.seals.contains_key(peer))
            && (!local_needed || gathering.local.is_some());
        let all_revealed = peers.iter().all(|peer| gathering.parts.contains_key(peer));
        let mut out = Vec::new();
        if all_sealed && !gathering.revealing {
            gathering.revealing = true;
        }
        let revealing = gathering.revealing;
        if !(all_sealed && all_revealed) {
            out.push(Outgoing {
                to: To::All,
                message: ToJoiner::Gathering {
                    step,
                    sealed: sealed_seats,
                    reveal: revealing,
                },
            });
            return out;
        }
        // Every part is in: the whole shot, in the prompt's order.
        let gathering = self.gathering.take().unwrap_or_default();
        let parts: Vec<SharedPart> = gathering
            .local
            .into_iter()
            .chain(gathering.parts.into_values())
            .collect();
        let shot = match joined_shot(&self.game, &parts) {
            Ok(shot) => shot,
            Err(why) => return self.shot_refused(&why, &peers, local_needed),
        };
        match self.play_checked(Action::Shot(shot)) {
            Ok(played) => played,
            Err(error) => self.shot_refused(&error.to_string(), &peers, local_needed),
        }
    }

    /// The seats whose part of the shared shot asked for now is sealed (the host side's once
    /// given).
    pub(super) fn sealed_seats(&self) -> Vec<u8> {
        let Some(gathering) = self
            .gathering
            .as_ref()
            .filter(|gathering| gathering.step == self.step_number())
        else {
            return Vec::new();
        };
        self.shared_seats()
            .unwrap_or_default()
            .into_iter()
            .filter(
                |&seat| match self.holders.get(usize::from(seat).wrapping_sub(1)) {
                    Some(Holder::Joiner { peer, .. }) => gathering.seals.contains_key(peer),
                    Some(Holder::Local | Holder::Computer) => gathering.local.is_some(),
                    _ => false,
                },
            )
            .collect()
    }

    /// The shot made of everyone's parts was refused: every side is told why and aims again.
    pub(super) fn shot_refused(
        &mut self,
        why: &str,
        peers: &[PeerId],
        local: bool,
    ) -> Vec<Outgoing> {
        self.gathering = None;
        let why = format!("the shot was refused ({why}): aim your part again");
        if local {
            self.local_refusal = Some(why.clone());
        }
        let mut out: Vec<Outgoing> = peers.iter().flat_map(|peer| refuse(peer, &why)).collect();
        out.push(Outgoing {
            to: To::All,
            message: ToJoiner::Gathering {
                step: self.step_number(),
                sealed: Vec::new(),
                reveal: false,
            },
        });
        out
    }
}

/// The seats that launch pieces of the shot `game` asks for now, when several seats launch on
/// one call, the caller first; none for any other prompt (a chained launch is one seat's).
pub fn shared_seats(game: &Match) -> Option<Vec<u8>> {
    if game.is_over() {
        return None;
    }
    let prompt = game.prompt().ok()?;
    let PromptKind::Shoot {
        with,
        chained: false,
        ..
    } = &prompt.kind
    else {
        return None;
    };
    if with.iter().all(|launcher| launcher.seat == prompt.seat) {
        return None;
    }
    let mut seats = vec![prompt.seat];
    for launcher in with {
        if !seats.contains(&launcher.seat) {
            seats.push(launcher.seat);
        }
    }
    Some(seats)
}

/// Whether `part` holds only pieces of `seats` in the shot `game` asks for: the caller's shot
/// only if the caller is among them, each piece one the prompt launches, once.
pub(super) fn owns_part(game: &Match, part: &SharedPart, seats: &[u8]) -> Result<(), String> {
    let prompt = game.prompt().map_err(|error| error.to_string())?;
    let PromptKind::Shoot { with, .. } = &prompt.kind else {
        return Err("no shot is asked for now".to_owned());
    };
    if part.caller.is_some() && !seats.contains(&prompt.seat) {
        return Err(format!(
            "seat {} calls this shot, and it is not yours",
            prompt.seat
        ));
    }
    if let Some(caller) = &part.caller
        && !caller.with.is_empty()
    {
        return Err("the caller's shot carries the other pieces in the part's with".to_owned());
    }
    let mut seen = Vec::new();
    for launch in &part.with {
        let Some(launcher) = with.iter().find(|launcher| launcher.piece == launch.piece) else {
            return Err(format!(
                "piece {} is not launched in this shot",
                launch.piece
            ));
        };
        if !seats.contains(&launcher.seat) {
            return Err(format!(
                "piece {} is seat {}'s, and that seat is not yours",
                launch.piece, launcher.seat
            ));
        }
        if seen.contains(&launch.piece) {
            return Err(format!("piece {} is launched twice", launch.piece));
        }
        seen.push(launch.piece);
    }
    Ok(())
}

/// The shot made of every side's part: the caller's shot, with every other piece in the
/// prompt's order.
pub(super) fn joined_shot(game: &Match, parts: &[SharedPart]) -> Result<parlor_sdk::Shot, String> {
    let prompt = game.prompt().map_err(|error| error.to_string())?;
    let PromptKind::Shoot { with, .. } = &prompt.kind else {
        return Err("no shot is asked for now".to_owned());
    };
    let mut callers = parts.iter().filter_map(|part| part.caller.as_ref());
    let Some(caller) = callers.next() else {
        return Err(format!(
            "seat {} calls this shot and gave no shot",
            prompt.seat
        ));
    };
    if callers.next().is_some() {
        return Err("two sides called the shot".to_owned());
    }
    let mut shot = caller.clone();
    shot.with = with
        .iter()
        .filter_map(|launcher| {
            parts
                .iter()
                .flat_map(|part| &part.with)
                .find(|launch| launch.piece == launcher.piece)
                .cloned()
        })
        .collect();
    Ok(shot)
}
