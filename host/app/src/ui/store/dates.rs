//! Dates as the window shows them and names files by them: seconds since 1970 now, and as a
//! UTC calendar date and time.

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since 1970 now (UTC).
pub(crate) fn now_seconds() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs())
}

/// `seconds` since 1970 as a UTC date and time, `2026-11-22 04:21`, with `separator` between
/// the hours and minutes (a colon cannot go into a file name).
pub(crate) fn date_time(seconds: u64, separator: char) -> String {
    let days = (seconds / 86_400) as i64;
    let minutes = (seconds % 86_400) / 60;
    // Howard Hinnant's days-to-civil algorithm.
    let shifted = days + 719_468;
    let era = shifted.div_euclid(146_097);
    let day_of_era = shifted.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}{separator}{:02}",
        minutes / 60,
        minutes % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_as_utc_calendar_dates() {
        assert_eq!(date_time(0, ':'), "1970-01-01 00:00");
        assert_eq!(date_time(951_782_400 + 3_660, '-'), "2000-02-29 01-01");
        assert_eq!(date_time(1_795_321_260, ':'), "2026-11-22 04:21");
    }
}
