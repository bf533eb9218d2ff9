//! A store in memory: nothing outlives the process. For `ryoiki serve` without
//! `--data`, and for tests, which can make its next writes fail.

use super::{Done, Loaded, Store, StoreError, StoredTable, Write};
use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Tables in memory.
#[derive(Default)]
pub struct MemoryStore {
    tables: Mutex<BTreeMap<String, StoredTable>>,
    fail: AtomicUsize,
}

impl MemoryStore {
    /// An empty store.
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    /// Makes the next `n` writes fail (and change nothing), as a failed commit would.
    pub fn fail_next(&self, n: usize) {
        self.fail.store(n, Ordering::SeqCst);
    }

    fn write(&self, write: Write) -> Result<(), StoreError> {
        if self
            .fail
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
            .is_ok()
        {
            return Err(StoreError::Injected);
        }
        let mut tables = self.tables.lock().map_err(|_| StoreError::Closed)?;
        match write {
            Write::Create { table, opening } => {
                tables.insert(
                    table.id.clone(),
                    StoredTable {
                        record: table,
                        actions: opening,
                        chat: Vec::new(),
                    },
                );
            }
            Write::Append { table, action } => {
                let t = tables.get_mut(&table).ok_or_else(|| StoreError::Corrupt {
                    table: table.clone(),
                    what: "table",
                    reason: "an action for a table that is not stored".into(),
                })?;
                if action.n != t.actions.len() as u64 {
                    return Err(StoreError::Corrupt {
                        table,
                        what: "action",
                        reason: format!("action {} after {} actions", action.n, t.actions.len()),
                    });
                }
                t.actions.push(action);
            }
            Write::Chat { table, line } => {
                let t = tables.get_mut(&table).ok_or_else(|| StoreError::Corrupt {
                    table: table.clone(),
                    what: "table",
                    reason: "a chat line for a table that is not stored".into(),
                })?;
                if line.n != t.chat.len() as u64 {
                    return Err(StoreError::Corrupt {
                        table,
                        what: "chat",
                        reason: format!("line {} after {} lines", line.n, t.chat.len()),
                    });
                }
                t.chat.push(line);
            }
            Write::Expire { table } => {
                tables.remove(&table);
            }
        }
        Ok(())
    }
}

impl Store for MemoryStore {
    fn submit(&self, write: Write, done: Done) {
        let _ = done.send(self.write(write));
    }

    fn load_all(&self) -> Result<Loaded, StoreError> {
        let tables = self.tables.lock().map_err(|_| StoreError::Closed)?;
        Ok(Loaded {
            tables: tables.values().cloned().collect(),
            unreadable: Vec::new(),
        })
    }

    fn load_table(&self, id: &str) -> Result<Option<StoredTable>, StoreError> {
        let tables = self.tables.lock().map_err(|_| StoreError::Closed)?;
        Ok(tables.get(id).cloned())
    }
}
