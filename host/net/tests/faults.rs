//! Network faults between a joiner and its host, made by a proxy of UDP datagrams that the
//! joiner's ticket points at (iroh carries QUIC over UDP): 200 ms of delay each way, a tenth of
//! the datagrams lost, a 30 s partition in the middle of the match. Each match must end with
//! both sides on the same table and every step in place.
//!
//! The host runs in a network namespace the test creates (`ip netns add`), whose loopback the
//! joiner cannot reach: every datagram between them crosses the proxy, which has a socket on
//! each side. (The proxy stands in for `tc netem`, whose kernel module the machines that run
//! these tests lack; it delays and drops the same datagrams.) Linux only, as root.

use crate::common::{data_dir, host_on_thread, library};
use parlor_net::host::{Computer, Notice};
use std::collections::VecDeque;
use std::net::{SocketAddr, UdpSocket};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use iroh::EndpointAddr;
use parlor_engine::search::Strength;
use parlor_net::join::Joining;
use parlor_net::link::Relay;
use parlor_net::ticket::{read_ticket, ticket_of};

/// A network namespace of its own, with its loopback up; deleted when dropped.
struct Namespace(String);

impl Namespace {
    fn new(name: &str) -> Namespace {
        let name = format!("parlor-{name}-{}", std::process::id());
        let made = std::process::Command::new("ip")
            .args(["netns", "add", &name])
            .status();
        assert!(
            made.is_ok_and(|status| status.success()),
            "these tests make a network namespace with `ip netns add`, which needs root"
        );
        let up = std::process::Command::new("ip")
            .args(["-n", &name, "link", "set", "lo", "up"])
            .status();
        assert!(up.is_ok_and(|status| status.success()));
        Namespace(name)
    }

    /// Moves the calling thread into the namespace: the sockets it makes from now on are there.
    fn enter(&self) {
        use std::os::fd::AsRawFd;
        let file = std::fs::File::open(format!("/var/run/netns/{}", self.0)).unwrap();
        // SAFETY: `setns` on a namespace file this thread opened; it changes only this thread.
        #[expect(unsafe_code, reason = "entering a network namespace is a libc call")]
        let status = unsafe { libc::setns(file.as_raw_fd(), libc::CLONE_NEWNET) };
        assert_eq!(status, 0, "setns: {}", std::io::Error::last_os_error());
    }
}

impl Drop for Namespace {
    fn drop(&mut self) {
        let _ = std::process::Command::new("ip")
            .args(["netns", "del", &self.0])
            .status();
    }
}

/// What the proxy does to each datagram.
#[derive(Clone, Copy, Debug)]
struct Faults {
    delay: Duration,
    /// Datagrams lost, in a thousand.
    loss_per_mille: u64,
}

/// A datagram on its way: when it is due, whether it goes to the host, its bytes.
type InFlight = (Instant, bool, Vec<u8>);

/// A UDP proxy in front of `host`: what comes to its address goes on to the host, what the host
/// answers goes back, each datagram delayed, lost or (while `partitioned`) dropped.
struct Proxy {
    address: SocketAddr,
    partitioned: Arc<AtomicBool>,
    carried: Arc<AtomicU64>,
    stop: Arc<AtomicBool>,
}

impl Proxy {
    fn start(host: Vec<SocketAddr>, faults: Faults, namespace: &Namespace) -> Proxy {
        let front = UdpSocket::bind("127.0.0.1:0").unwrap();
        // The back socket is made in the host's namespace.
        let back = std::thread::scope(|scope| {
            scope
                .spawn(|| {
                    namespace.enter();
                    UdpSocket::bind("127.0.0.1:0").unwrap()
                })
                .join()
                .unwrap()
        });
        let timeout = Some(Duration::from_millis(5));
        front.set_read_timeout(timeout).unwrap();
        back.set_read_timeout(timeout).unwrap();
        let proxy = Proxy {
            address: front.local_addr().unwrap(),
            partitioned: Arc::default(),
            carried: Arc::default(),
            stop: Arc::default(),
        };
        let joiner: Arc<Mutex<Option<SocketAddr>>> = Arc::default();
        // Datagrams on their way: when each is due, where it goes, from which socket.
        let queue: Arc<Mutex<VecDeque<InFlight>>> = Arc::default();
        let host = host
            .into_iter()
            .find(SocketAddr::is_ipv4)
            .map(|address| SocketAddr::from(([127, 0, 0, 1], address.port())))
            .unwrap();
        let draws = Arc::new(AtomicU64::new(0x9e37_79b9_7f4a_7c15));
        for (socket, toward_host) in [
            (front.try_clone().unwrap(), true),
            (back.try_clone().unwrap(), false),
        ] {
            let (queue, joiner, partitioned, carried, stop, draws) = (
                Arc::clone(&queue),
                Arc::clone(&joiner),
                Arc::clone(&proxy.partitioned),
                Arc::clone(&proxy.carried),
                Arc::clone(&proxy.stop),
                Arc::clone(&draws),
            );
            std::thread::spawn(move || {
                let mut buffer = vec![0u8; 65_536];
                while !stop.load(Ordering::Relaxed) {
                    let Ok((length, from)) = socket.recv_from(&mut buffer) else {
                        continue;
                    };
                    if toward_host {
                        *joiner.lock().unwrap() = Some(from);
                    }
                    let mut x = draws.load(Ordering::Relaxed);
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    draws.store(x, Ordering::Relaxed);
                    if partitioned.load(Ordering::Relaxed) || x % 1000 < faults.loss_per_mille {
                        continue;
                    }
                    carried.fetch_add(length as u64, Ordering::Relaxed);
                    let due = Instant::now() + faults.delay;
                    queue
                        .lock()
                        .unwrap()
                        .push_back((due, toward_host, buffer[..length].to_vec()));
                }
            });
        }
        let stop = Arc::clone(&proxy.stop);
        std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                let due: Vec<(bool, Vec<u8>)> = {
                    let mut queue = queue.lock().unwrap();
                    let now = Instant::now();
                    let mut due = Vec::new();
                    while queue.front().is_some_and(|(at, _, _)| *at <= now) {
                        let (_, toward_host, bytes) = queue.pop_front().unwrap();
                        due.push((toward_host, bytes));
                    }
                    due
                };
                for (toward_host, bytes) in due {
                    if toward_host {
                        let _ = back.send_to(&bytes, host);
                    } else if let Some(joiner) = *joiner.lock().unwrap() {
                        let _ = front.send_to(&bytes, joiner);
                    }
                }
                std::thread::sleep(Duration::from_millis(1));
            }
        });
        proxy
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The line of chat the joiner says as it first joins, shown once however often it redials.
const SAID_FIRST: &str = "before any fault";

/// What a match through faults took: how long, and how often the joiner dialled again.
struct Through {
    took: Duration,
    redials: usize,
}

/// Hosts `game` (seat 1 the host's computer), joins it through a proxy with `faults`, calls
/// `during` with the proxy and whether the joiner has been shown its first line of chat while
/// the match goes on, and checks both sides end on one table
/// and the joiner showed its first line of chat once.
fn through_faults(
    game: &'static str,
    name: &str,
    faults: Faults,
    during: impl FnOnce(&Proxy, &AtomicBool) + Send,
) -> Through {
    let namespace = Arc::new(Namespace::new(name));
    let inside = Arc::clone(&namespace);
    // A short match: to 20 points.
    let options = [("target".to_owned(), serde_json::json!(20))].into();
    let (ticket, host) = host_on_thread(game, options, &format!("{name}-host"), move || {
        inside.enter();
    });
    let direct = read_ticket(&ticket).unwrap();
    let proxy = Proxy::start(direct.ip_addrs().copied().collect(), faults, &namespace);
    let through = ticket_of(&EndpointAddr::new(direct.id).with_ip_addr(proxy.address));
    let joiner_data = data_dir(&format!("{name}-joiner"));
    let started = Instant::now();
    let chat_heard = AtomicBool::new(false);
    let joined = std::thread::scope(|scope| {
        let joiner = scope.spawn(|| {
            let joining = Joining {
                data_dir: &joiner_data,
                ticket: &through,
                name: "Faulty".to_owned(),
                seats: vec![2],
                relay: Relay::Off,
                patience: Duration::from_secs(120),
                autosave: None,
                chat: vec![SAID_FIRST.to_owned()],
                install: None,
            };
            let (mut chat_shown, mut redials) = (0, 0);
            let joined = parlor_net::join::join(
                library(),
                joining,
                &mut Computer::new(library(), Strength::Beginner),
                &mut |notice| match notice {
                    Notice::Chat { text, .. } if text == SAID_FIRST => {
                        chat_shown += 1;
                        chat_heard.store(true, Ordering::Relaxed);
                    }
                    Notice::Note(note) if note.contains("dialling again") => redials += 1,
                    _ => {}
                },
            );
            (joined, started.elapsed(), chat_shown, redials)
        });
        during(&proxy, &chat_heard);
        joiner.join().unwrap()
    });
    let (joined, took, chat_shown, redials) = joined;
    let joined = joined.unwrap_or_else(|error| panic!("{name}: {error}"));
    let hosted = host.join().unwrap();
    assert!(hosted.is_over(), "{name}");
    assert_eq!(joined.table(), hosted.table(), "{name}");
    assert_eq!(joined.steps(), hosted.steps(), "{name}");
    eprintln!(
        "{name}: {} steps in {:.1} s, {} bytes through the proxy",
        hosted.steps().len(),
        took.as_secs_f64(),
        proxy.carried.load(Ordering::Relaxed)
    );
    assert_eq!(
        chat_shown, 1,
        "{name}: the first line of chat shown {chat_shown} times"
    );
    Through { took, redials }
}

#[test]
fn two_hundred_milliseconds_of_delay_each_way() {
    let faults = Faults {
        delay: Duration::from_millis(200),
        loss_per_mille: 0,
    };
    let took = through_faults("crokinole-modern-sheet", "delay", faults, |_, _| {}).took;
    // Every joiner's shot waits for a round trip: the delay was really there.
    assert!(
        took > Duration::from_secs(4),
        "{took:?}: the datagrams did not go through the proxy"
    );
}

#[test]
fn a_tenth_of_the_datagrams_lost() {
    let faults = Faults {
        delay: Duration::from_millis(5),
        loss_per_mille: 100,
    };
    through_faults("crokinole-modern-sheet", "loss", faults, |_, _| {});
}

#[test]
fn a_thirty_second_partition_in_the_middle_of_the_match() {
    // With 100 ms each way the match lasts several seconds: the partition falls inside it.
    let faults = Faults {
        delay: Duration::from_millis(100),
        loss_per_mille: 0,
    };
    let through = through_faults(
        "crokinole-modern-sheet",
        "partition",
        faults,
        |proxy, chat| {
            // Once the joiner has seen its own line of chat come back: the host gives the line
            // again after the redial, and it must not be shown twice.
            let began = Instant::now();
            while !chat.load(Ordering::Relaxed) && began.elapsed() < Duration::from_secs(60) {
                std::thread::sleep(Duration::from_millis(10));
            }
            std::thread::sleep(Duration::from_millis(200));
            proxy.partitioned.store(true, Ordering::Relaxed);
            std::thread::sleep(Duration::from_secs(30));
            proxy.partitioned.store(false, Ordering::Relaxed);
        },
    );
    assert!(
        through.took > Duration::from_secs(30),
        "{:?}: the match ended before the partition did",
        through.took
    );
    // The kept chat came again with the welcome after the redial, and was not shown twice.
    assert!(through.redials > 0, "the joiner never dialled again");
}
