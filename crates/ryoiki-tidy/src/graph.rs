//! A crate's module graph, file by file, and its import circles.
//!
//! File A *imports* file B when A's code (comments and literals aside) names a path that
//! resolves to an item or module of B: `crate::b::X`, `super::b`, `self::b`, a child
//! module by name, or a `use` of any of these. A name that a module only re-exports
//! (`pub use`) resolves to the file that defines it, so a crate root that re-exports
//! its modules' types is not in a circle with every module that names them through it.
//! Declaring a module (`mod b;`) is not an import.

use crate::facts::{FileFacts, PathRef, file_facts};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt;
use std::path::{Path, PathBuf};

/// A module's path inside its crate (`["moves", "arrive"]`; the root is empty).
pub type ModPath = Vec<String>;

/// One source file of a crate.
#[derive(Clone, Debug)]
struct File {
    path: PathBuf,
    facts: FileFacts,
}

/// The files of one crate and which imports which.
#[derive(Clone, Debug)]
pub struct CrateGraph {
    files: BTreeMap<ModPath, File>,
    /// For each file, the files it imports and the first line that does.
    edges: BTreeMap<ModPath, BTreeMap<ModPath, usize>>,
}

/// An import circle: files that import each other, and one way round it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Circle {
    /// Every file of the circle (a strongly connected set of two or more).
    pub files: Vec<PathBuf>,
    /// One cycle through some of them: each file, the line where it imports the next.
    pub cycle: Vec<(PathBuf, usize)>,
}

impl fmt::Display for Circle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "an import circle of {} files:", self.files.len())?;
        for file in &self.files {
            writeln!(f, "    {}", file.display())?;
        }
        write!(f, "  for example:")?;
        let n = self.cycle.len();
        for (k, (file, line)) in self.cycle.iter().enumerate() {
            let next = &self.cycle[(k + 1) % n].0;
            write!(
                f,
                "\n    {}:{} imports {}",
                file.display(),
                line,
                next.display()
            )?;
        }
        Ok(())
    }
}

impl CrateGraph {
    /// Reads every `.rs` file under a crate's `src` folder.
    pub fn load(src: &Path) -> std::io::Result<CrateGraph> {
        let mut files = BTreeMap::new();
        for (path, text) in crate::files::rust_sources(src)? {
            let module = module_path(src, &path);
            files.insert(
                module,
                File {
                    path,
                    facts: file_facts(&text),
                },
            );
        }
        Ok(CrateGraph::from_files(files))
    }

    /// A graph over files given as (path, source) pairs, the path relative to `src`.
    pub fn from_sources(sources: &[(&str, &str)]) -> CrateGraph {
        let files = sources
            .iter()
            .map(|(path, text)| {
                let path = PathBuf::from(path);
                (
                    module_path(Path::new(""), &path),
                    File {
                        path,
                        facts: file_facts(text),
                    },
                )
            })
            .collect();
        CrateGraph::from_files(files)
    }

    fn from_files(files: BTreeMap<ModPath, File>) -> CrateGraph {
        let mut graph = CrateGraph {
            files,
            edges: BTreeMap::new(),
        };
        let mut edges: BTreeMap<ModPath, BTreeMap<ModPath, usize>> = BTreeMap::new();
        for (module, file) in &graph.files {
            let named = file.facts.uses.iter().map(|u| &u.path);
            for path in named.chain(&file.facts.refs) {
                if let Some(target) = graph.resolve(module, path) {
                    if &target != module {
                        edges
                            .entry(module.clone())
                            .or_default()
                            .entry(target)
                            .or_insert(path.line);
                    }
                }
            }
        }
        graph.edges = edges;
        graph
    }

    /// The number of files read.
    pub fn len(&self) -> usize {
        self.files.len()
    }

    /// Whether no file was read.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The files a file imports (by module path), in module order.
    pub fn imports_of(&self, module: &[String]) -> Vec<ModPath> {
        self.edges
            .get(module)
            .map(|e| e.keys().cloned().collect())
            .unwrap_or_default()
    }

    /// The file (by module path) that a path named in `module` resolves to, if it is
    /// this crate's.
    fn resolve(&self, module: &ModPath, path: &PathRef) -> Option<ModPath> {
        let mut current = module.clone();
        current.extend(path.inline.iter().cloned());
        self.resolve_segments(&current, &path.segments, 0)
    }

    fn resolve_segments(
        &self,
        current: &ModPath,
        segments: &[String],
        depth: u32,
    ) -> Option<ModPath> {
        let (mut base, rest) = match segments.first()?.as_str() {
            "crate" => (Vec::new(), &segments[1..]),
            "self" => (current.clone(), &segments[1..]),
            "super" => {
                let mut base = current.clone();
                let mut k = 0;
                while segments.get(k).map(String::as_str) == Some("super") {
                    base.pop();
                    k += 1;
                }
                (base, &segments[k..])
            }
            name => {
                let mut child = self.file_of(current);
                child.push(name.to_string());
                if !self.files.contains_key(&child) {
                    return None;
                }
                (self.file_of(current), segments)
            }
        };
        for segment in rest {
            let mut child = base.clone();
            child.push(segment.clone());
            if self.files.contains_key(&child) {
                base = child;
            } else {
                return self.item_home(&self.file_of(&base), segment, depth);
            }
        }
        Some(self.file_of(&base))
    }

    /// The file that defines `name` as seen in `module`: the module itself, or through
    /// its public re-exports (named or glob) the file they lead to; `None` when they
    /// lead out of the crate (a re-export of another crate's item is no import of the
    /// file that re-exports it).
    fn item_home(&self, module: &ModPath, name: &str, depth: u32) -> Option<ModPath> {
        if depth > 8 {
            return Some(module.clone());
        }
        let Some(file) = self.files.get(module) else {
            return Some(module.clone());
        };
        if file.facts.defined.iter().any(|d| d == name) {
            return Some(module.clone());
        }
        let reexports = file
            .facts
            .uses
            .iter()
            .filter(|u| u.public && u.path.inline.is_empty());
        for leaf in reexports.clone() {
            if leaf.name.as_deref() == Some(name) {
                return self.resolve_segments(module, &leaf.path.segments, depth + 1);
            }
        }
        let mut external_glob = false;
        for leaf in reexports.filter(|u| u.name.is_none()) {
            match self.resolve_segments(module, &leaf.path.segments, depth + 1) {
                Some(glob) if &glob != module && self.exports(&glob, name) => {
                    return self.item_home(&glob, name, depth + 1);
                }
                Some(_) => {}
                None => external_glob = true,
            }
        }
        // Not defined here nor re-exported from a file of the crate: from another
        // crate's glob, if there is one; otherwise the module itself (a macro, say).
        (!external_glob).then(|| module.clone())
    }

    /// Whether a module defines or re-exports `name`.
    fn exports(&self, module: &ModPath, name: &str) -> bool {
        self.files.get(module).is_some_and(|f| {
            f.facts.defined.iter().any(|d| d == name)
                || f.facts
                    .uses
                    .iter()
                    .any(|u| u.public && u.name.as_deref() == Some(name))
        })
    }

    /// The file holding a module: the module itself, or for a module written inline
    /// (`mod tests { … }`) the file it is written in.
    fn file_of(&self, module: &ModPath) -> ModPath {
        let mut m = module.clone();
        while !m.is_empty() && !self.files.contains_key(&m) {
            m.pop();
        }
        m
    }

    /// Every import circle of the crate, largest first.
    pub fn circles(&self) -> Vec<Circle> {
        let mut circles: Vec<Circle> = strongly_connected(&self.edges)
            .into_iter()
            .filter(|set| set.len() > 1)
            .map(|set| Circle {
                files: set.iter().map(|m| self.files[m].path.clone()).collect(),
                cycle: self
                    .cycle_through(&set)
                    .into_iter()
                    .map(|(m, line)| (self.files[&m].path.clone(), line))
                    .collect(),
            })
            .collect();
        circles.sort_by_key(|c| std::cmp::Reverse(c.files.len()));
        circles
    }

    /// A shortest cycle through the first file of a strongly connected set.
    fn cycle_through(&self, set: &BTreeSet<ModPath>) -> Vec<(ModPath, usize)> {
        let start = set.iter().next().cloned().unwrap_or_default();
        let mut came_from: BTreeMap<ModPath, ModPath> = BTreeMap::new();
        let mut queue = VecDeque::from([start.clone()]);
        while let Some(m) = queue.pop_front() {
            for next in self.edges.get(&m).into_iter().flat_map(|e| e.keys()) {
                if !set.contains(next) || came_from.contains_key(next) {
                    continue;
                }
                came_from.insert(next.clone(), m.clone());
                if next == &start {
                    queue.clear();
                    break;
                }
                queue.push_back(next.clone());
            }
        }
        let mut cycle = Vec::new();
        let mut at = start.clone();
        while let Some(prev) = came_from.get(&at) {
            cycle.push(prev.clone());
            at = prev.clone();
            if at == start {
                break;
            }
        }
        cycle.reverse();
        let n = cycle.len();
        (0..n)
            .map(|k| {
                let from = &cycle[k];
                let to = &cycle[(k + 1) % n];
                (from.clone(), self.edges[from][to])
            })
            .collect()
    }
}

/// The module path of a file under `src`: `a/b.rs` and `a/b/mod.rs` are `a::b`;
/// `lib.rs` and `main.rs` are the root.
fn module_path(src: &Path, file: &Path) -> ModPath {
    let rel = file.strip_prefix(src).unwrap_or(file).with_extension("");
    let mut parts: ModPath = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// Tarjan's strongly connected sets of a directed graph.
fn strongly_connected(
    edges: &BTreeMap<ModPath, BTreeMap<ModPath, usize>>,
) -> Vec<BTreeSet<ModPath>> {
    struct Walk<'a> {
        edges: &'a BTreeMap<ModPath, BTreeMap<ModPath, usize>>,
        index: BTreeMap<ModPath, usize>,
        low: BTreeMap<ModPath, usize>,
        stack: Vec<ModPath>,
        on_stack: BTreeSet<ModPath>,
        out: Vec<BTreeSet<ModPath>>,
    }
    impl Walk<'_> {
        fn visit(&mut self, v: &ModPath) {
            let n = self.index.len();
            self.index.insert(v.clone(), n);
            self.low.insert(v.clone(), n);
            self.stack.push(v.clone());
            self.on_stack.insert(v.clone());
            let nexts: Vec<ModPath> = self
                .edges
                .get(v)
                .map(|e| e.keys().cloned().collect())
                .unwrap_or_default();
            for w in nexts {
                if !self.index.contains_key(&w) {
                    self.visit(&w);
                    let lw = self.low[&w];
                    let lv = self.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(lw);
                } else if self.on_stack.contains(&w) {
                    let iw = self.index[&w];
                    let lv = self.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(iw);
                }
            }
            if self.low[v] == self.index[v] {
                let mut set = BTreeSet::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(&w);
                    let done = &w == v;
                    set.insert(w);
                    if done {
                        break;
                    }
                }
                self.out.push(set);
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in edges.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(s: &str) -> ModPath {
        if s.is_empty() {
            Vec::new()
        } else {
            s.split("::").map(String::from).collect()
        }
    }

    #[test]
    fn reexports_lead_to_the_defining_file() {
        let graph = CrateGraph::from_sources(&[
            ("lib.rs", "mod a; mod b; pub use a::A; pub use b::*;"),
            ("a.rs", "pub struct A; fn f() { crate::B::new(); }"),
            ("b.rs", "pub struct B; use crate::A;"),
        ]);
        assert_eq!(graph.imports_of(&m("")), [m("a"), m("b")]);
        assert_eq!(graph.imports_of(&m("a")), [m("b")]);
        assert_eq!(graph.imports_of(&m("b")), [m("a")]);
        let circles = graph.circles();
        assert_eq!(circles.len(), 1);
        assert_eq!(
            circles[0].files,
            [PathBuf::from("a.rs"), PathBuf::from("b.rs")]
        );
        assert_eq!(circles[0].cycle.len(), 2);
    }

    #[test]
    fn comments_tests_of_the_same_file_and_declarations_are_no_imports() {
        let graph = CrateGraph::from_sources(&[
            ("lib.rs", "pub mod x; pub mod y; pub struct Root;"),
            (
                "x/mod.rs",
                "mod inner; /// see [crate::y::Y]\npub struct X; #[cfg(test)] mod tests { use super::*; }",
            ),
            ("x/inner.rs", "use super::X;"),
            ("y.rs", "pub struct Y; use crate::x::X; use std::fmt;"),
        ]);
        assert_eq!(graph.imports_of(&m("x")), Vec::<ModPath>::new());
        assert_eq!(graph.imports_of(&m("x::inner")), [m("x")]);
        assert_eq!(graph.imports_of(&m("y")), [m("x")]);
        assert!(graph.circles().is_empty());
    }

    #[test]
    fn another_crates_items_re_exported_at_the_root_are_no_import_of_the_root() {
        let graph = CrateGraph::from_sources(&[
            (
                "lib.rs",
                "mod a; pub use model::Card; pub use model::zone::*; pub use a::A;",
            ),
            (
                "a.rs",
                "pub struct A; use crate::{Card, Zone}; fn f() -> crate::A { A }",
            ),
        ]);
        assert_eq!(graph.imports_of(&m("a")), Vec::<ModPath>::new());
        assert_eq!(graph.imports_of(&m("")), [m("a")]);
        assert!(graph.circles().is_empty());
    }

    #[test]
    fn a_child_naming_its_parents_items_closes_a_circle() {
        let graph = CrateGraph::from_sources(&[
            ("lib.rs", "mod c; pub struct Shared; fn f() { c::run(); }"),
            ("c.rs", "pub fn run() { let _ = super::Shared; }"),
        ]);
        let circles = graph.circles();
        assert_eq!(circles.len(), 1);
        let text = circles[0].to_string();
        assert!(text.contains("lib.rs:1 imports c.rs"), "{text}");
        assert!(text.contains("c.rs:1 imports lib.rs"), "{text}");
    }
}
