//! Forecasts: calls the computer player makes by the thousand, run without the instruction
//! count and kept only when they provably stayed inside it.
//!
//! While a count hook is set, Lua 5.4 stops at every instruction to count it (not only at
//! every thousandth, where the hook runs): in the shot search that was a quarter of the time of
//! a Crokinole candidate, judge and physics together. A forecaster's calls (see
//! [`super::LuaGame::for_forecasts`]) therefore run with the hook lifted, under a short
//! wall-clock deadline the watchdog enforces (it arms the hook on an uncounted thread too), with
//! the prelude's charges for library work still counted. The answer is kept only if
//! [`stayed_in_budget`]: the OS thread spent too little CPU time to have run the budget's
//! instructions even at a rate no interpreter reaches. Otherwise — a fault of any kind, or a
//! call that might have been long — the call is made again, counted, exactly as a match makes
//! it. So every answer a forecast uses is the one the counted call gives, however busy the
//! machine: a slow machine only makes more calls twice.
//!
//! This rests on the rules being functions of their arguments, as the Lua API asks: a call
//! that is made again sees fresh arguments, but a script that keeps hidden state between calls
//! (an upvalue it counts in) sees that call twice. Only the computer's forecasts run this way;
//! a match's own calls are always counted.

use std::time::Duration;

use super::sandbox::{HOOK_INTERVAL, INSTRUCTION_BUDGET};

/// The wall-clock deadline of an uncounted call. Far above any answer kept (see
/// [`stayed_in_budget`]), so it only ends calls that would be made again anyway; short, so an
/// endless loop costs a forecast this long rather than the full time budget.
pub const UNCOUNTED_DEADLINE: Duration = Duration::from_millis(20);

/// More VM instructions a nanosecond than any Lua interpreter runs: each one is at least a
/// fetch, a decode and an indirect jump, a few cycles at the least on any processor. A bound,
/// not an estimate: it may be far too high, never too low.
const MOST_INSTRUCTIONS_PER_NANOSECOND: u64 = 10;

/// Whether a call that took `cpu_nanos` of its thread's CPU time, with `charged` instructions'
/// worth charged for library work, certainly ran fewer instructions than the counted call
/// allows: kept with a margin of two hook intervals, where the counted call's hook steps fall.
pub fn stayed_in_budget(cpu_nanos: u64, charged: u64) -> bool {
    let most_run = cpu_nanos.saturating_mul(MOST_INSTRUCTIONS_PER_NANOSECOND);
    most_run
        .saturating_add(charged)
        .saturating_add(2 * u64::from(HOOK_INTERVAL))
        < INSTRUCTION_BUDGET
}

/// The CPU time this OS thread has used, in nanoseconds: only the time it ran, so a busy
/// machine's waits are not in it. None where the clock cannot be read.
pub fn thread_cpu_nanos() -> Option<u64> {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid timespec to write into; the call writes nothing else.
    #[expect(unsafe_code, reason = "reading the thread's CPU clock is a libc call")]
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &raw mut now) };
    if status != 0 {
        return None;
    }
    let seconds = u64::try_from(now.tv_sec).ok()?;
    let nanos = u64::try_from(now.tv_nsec).ok()?;
    Some(seconds.saturating_mul(1_000_000_000).saturating_add(nanos))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_kept_only_below_what_the_fastest_interpreter_could_overspend() {
        // Twenty million instructions at ten a nanosecond take two milliseconds.
        assert!(stayed_in_budget(100_000, 0));
        assert!(stayed_in_budget(1_900_000, 0));
        assert!(!stayed_in_budget(2_000_000, 0));
        // Charges for library work count too: they leave less room for instructions.
        assert!(!stayed_in_budget(100_000, INSTRUCTION_BUDGET - 500_000));
        assert!(stayed_in_budget(10_000, INSTRUCTION_BUDGET / 2));
        assert!(!stayed_in_budget(u64::MAX, 0));
    }

    #[test]
    fn the_thread_clock_runs_with_work_and_not_with_sleep() {
        let start = thread_cpu_nanos().unwrap();
        std::thread::sleep(Duration::from_millis(30));
        let slept = thread_cpu_nanos().unwrap() - start;
        assert!(
            slept < 20_000_000,
            "a sleeping thread used {slept} ns of CPU"
        );
        let mut sum = 0_u64;
        for step in 0..5_000_000_u64 {
            sum = std::hint::black_box(sum.wrapping_add(step));
        }
        assert!(thread_cpu_nanos().unwrap() > start + slept, "{sum}");
    }
}
