//! # ryoiki-bench: ryoiki under load, side by side with its peers
//!
//! - [`churn`]: the language-neutral churn workload (`shared/peers/WORKLOAD.md`) on
//!   ryoiki-core. [`run`] plays it and reports the same line as the peers' drivers, so
//!   checksums and speeds can be compared directly.
//! - [`fnv`]: the workload's FNV-1a 64 checksum.
//! - [`footprint`](mod@footprint): the memory of a game state.
//!
//! The criterion micro-benchmarks of the engine are in `benches/engine.rs`
//! (`cargo bench -p ryoiki-bench`); `docs/performance.md` gives every figure and how to
//! reproduce it.
//!
//! ```
//! let report = ryoiki_bench::run(42, 10);
//! assert_eq!(report.checksum, 0xa740_6826_a1b1_e81e);
//! assert_eq!(report.sizes.to_string(), "p0:48/9/0/3/0,p1:50/6/1/3/0");
//! assert!(report.line().starts_with("impl=ryoiki steps=10 seconds="));
//! ```

pub mod churn;
pub mod fnv;
pub mod footprint;

pub use churn::{ChurnAction, ChurnReport, ChurnRun, Sizes, StepInfo, run};
pub use fnv::{Fnv1a64, fnv1a64};
pub use footprint::{Footprint, footprint};
