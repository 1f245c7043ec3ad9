//! The search's own seeded randomness: a splitmix64 stream, so the same seed gives the same
//! candidates on every machine and at every thread count.

/// A stream of pseudo-random numbers from one seed.
#[derive(Clone, Debug)]
pub(super) struct Stream {
    state: u64,
}

impl Stream {
    /// A stream seeded from several numbers (a match seed, a shot count, a candidate's index):
    /// neighbouring inputs give unrelated streams.
    pub(super) fn from_parts(parts: &[u64]) -> Stream {
        let mut stream = Stream {
            state: 0x243F_6A88_85A3_08D3,
        };
        for &part in parts {
            stream.state ^= part;
            stream.state = stream.next_u64();
        }
        stream
    }

    /// The next 64 random bits (splitmix64).
    pub(super) fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in [0, 1).
    pub(super) fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// A number in [low, high).
    pub(super) fn between(&mut self, low: f64, high: f64) -> f64 {
        low + (high - low) * self.unit()
    }

    /// An index below `count` (0 when `count` is 0).
    pub(super) fn below(&mut self, count: usize) -> usize {
        if count == 0 {
            return 0;
        }
        (self.unit() * count as f64) as usize % count
    }

    /// A normally distributed number with mean 0 and standard deviation 1 (Box–Muller).
    pub(super) fn normal(&mut self) -> f64 {
        let radius = (-2.0 * (1.0 - self.unit()).ln()).sqrt();
        radius * (std::f64::consts::TAU * self.unit()).cos()
    }
}

#[cfg(test)]
mod tests {
    use super::Stream;

    #[test]
    fn the_same_parts_give_the_same_stream_and_different_parts_another() {
        let draw = |parts: &[u64]| {
            let mut stream = Stream::from_parts(parts);
            (0..4).map(|_| stream.next_u64()).collect::<Vec<_>>()
        };
        assert_eq!(draw(&[7, 1]), draw(&[7, 1]));
        assert_ne!(draw(&[7, 1]), draw(&[7, 2]));
        assert_ne!(draw(&[7, 1]), draw(&[1, 7]));
    }

    #[test]
    fn units_stay_in_range_and_spread() {
        let mut stream = Stream::from_parts(&[3]);
        let units: Vec<f64> = (0..1000).map(|_| stream.unit()).collect();
        assert!(units.iter().all(|u| (0.0..1.0).contains(u)));
        let low = units.iter().filter(|&&u| u < 0.5).count();
        assert!((400..600).contains(&low), "{low} of 1000 below a half");
        assert!((0..50).all(|_| stream.below(3) < 3));
    }
}
