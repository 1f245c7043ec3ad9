//! `parlor`: the window when run bare, the headless command line otherwise (both in the
//! `parlor` library); this only hands them the process's streams and data folder.

use std::process::ExitCode;

/// mimalloc instead of the system allocator: a Lua `judge` call allocates a few hundred small
/// tables and a physics step many short-lived buffers, and both ran 8–15% faster with it
/// (`parlor bench`). Plugin libraries free what they allocate themselves (see the sdk's ABI),
/// so the host's allocator never meets theirs.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    parlor::report_panics_in_one_line();
    // Unlocked handles: the window's threads may write to stderr while a command runs.
    let (mut out, mut err, mut input) = (std::io::stdout(), std::io::stderr(), std::io::stdin());
    let mut console = parlor::Console {
        out: &mut out,
        err: &mut err,
        input: &mut input,
        data_dir: parlor_engine::packs::data_dir(),
    };
    ExitCode::from(parlor::run(std::env::args_os(), &mut console))
}
