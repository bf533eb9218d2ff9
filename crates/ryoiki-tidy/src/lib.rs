//! # ryoiki-tidy: the architecture's claims, checked
//!
//! ARCHITECTURE.md states facts about the code's shape ("no import circle inside a
//! crate"); this crate turns them into tests (`tests/tidy.rs`), so a claim that stops
//! being true fails CI instead of going stale. It reads the source as text with a small
//! lexer of its own ([`lexer`]), gathers what each file declares, defines, imports and
//! names ([`facts`]), and builds each crate's file-level import graph ([`graph`]).
//!
//! ```
//! use ryoiki_tidy::graph::CrateGraph;
//! let graph = CrateGraph::from_sources(&[
//!     ("lib.rs", "mod a; mod b;"),
//!     ("a.rs", "pub struct A; use crate::b::B;"),
//!     ("b.rs", "pub struct B; fn f(_: crate::a::A) {}"),
//! ]);
//! let circles = graph.circles();
//! assert_eq!(circles.len(), 1);
//! assert!(circles[0].to_string().contains("a.rs:1 imports b.rs"));
//! ```

pub mod facts;
pub mod files;
pub mod graph;
pub mod lexer;
