//! The stores' schema versions: each durable store records the version of its schema in
//! the database, and on open applies, in order and in one transaction (under a lock, so
//! two processes opening it at once do not both migrate it), the migrations above it. A database of a newer version (made by a newer ryoiki) is
//! refused, not read or changed: [`StoreError::NewerSchema`].
//!
//! Version 1 is the schema before versions were recorded (tables, seats, actions; and,
//! in PostgreSQL, nodes and leases); version 2 adds each table's chat; version 3 each table's name and, for a private
//! table, the hash of its invite token (a table made before reads as public, unnamed). A database made
//! before versions were recorded reads as version 0, and migration 1 (every statement
//! `IF NOT EXISTS`) leaves its tables as they are.

use super::StoreError;

/// The schema version this build writes and reads.
pub const SCHEMA_VERSION: u32 = 3;

/// One step of a store's schema.
#[derive(Clone, Copy, Debug)]
pub struct Migration {
    /// The version the database is at once it is applied.
    pub version: u32,
    /// What it does, for errors.
    pub what: &'static str,
    /// Its statements.
    pub sql: &'static str,
}

/// The migrations a database at `found` needs, in order; or the error of a database
/// newer than this build (`store` names it: a path, or "the PostgreSQL database").
///
/// # Errors
/// [`StoreError::NewerSchema`]: `found` is above the newest of `all`.
pub fn pending<'m>(
    store: &str,
    found: u32,
    all: &'m [Migration],
) -> Result<&'m [Migration], StoreError> {
    let newest = all.last().map_or(0, |m| m.version);
    if found > newest {
        return Err(StoreError::NewerSchema {
            store: store.to_string(),
            found,
            supported: newest,
        });
    }
    let first = all
        .iter()
        .position(|m| m.version > found)
        .unwrap_or(all.len());
    Ok(&all[first..])
}

/// Checks that `all` is numbered 1, 2, … up to [`SCHEMA_VERSION`].
pub fn numbered(all: &[Migration]) -> bool {
    all.iter()
        .enumerate()
        .all(|(i, m)| m.version as usize == i + 1)
        && all.last().map(|m| m.version) == Some(SCHEMA_VERSION)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Migration; 3] = [
        Migration {
            version: 1,
            what: "one",
            sql: "",
        },
        Migration {
            version: 2,
            what: "two",
            sql: "",
        },
        Migration {
            version: 3,
            what: "three",
            sql: "",
        },
    ];

    #[test]
    fn a_database_gets_the_migrations_above_its_version() {
        let v = |found| -> Vec<u32> {
            pending("db", found, &ALL)
                .unwrap()
                .iter()
                .map(|m| m.version)
                .collect()
        };
        assert_eq!(v(0), [1, 2, 3]);
        assert_eq!(v(1), [2, 3]);
        assert_eq!(v(2), [3]);
        assert!(v(3).is_empty());
        assert!(numbered(&ALL));
        assert!(!numbered(&ALL[1..]));
    }

    #[test]
    fn a_newer_database_is_refused_by_name_and_versions() {
        let e = pending("/d/tables.db", 4, &ALL).unwrap_err();
        let text = e.to_string();
        assert!(matches!(
            e,
            StoreError::NewerSchema {
                found: 4,
                supported: 3,
                ..
            }
        ));
        for part in ["/d/tables.db", "4", "3"] {
            assert!(text.contains(part), "{part} in {text}");
        }
    }
}
