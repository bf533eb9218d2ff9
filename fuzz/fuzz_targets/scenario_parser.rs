//! Fuzz target: any text given to the scenario loader is either a scenario or a list of
//! diagnostics with line and column; a loaded scenario runs to a report. Never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match ryoiki_scenario::load_str("fuzz.toml", text) {
        Ok(scenario) => {
            let report = ryoiki_scenario::run(&scenario, ryoiki_core::Lang::En);
            // The runner's own invariant checks must hold on any scenario it accepts.
            assert!(
                report.problems.iter().all(|p| !p.contains("conservation") && !p.contains("changed the game state") && !p.contains("view names")),
                "{:?}",
                report.problems
            );
        }
        Err(e) => assert!(e.diagnostics.iter().all(|d| d.line >= 1 && d.column >= 1)),
    }
});
