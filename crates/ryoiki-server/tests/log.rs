//! The server's log (`ryoiki_server::log`): a table created, a seat joined and an action
//! accepted are each one JSON line naming the table, seat, seq and index, and the seat's
//! token is on none of them.

mod common;

use common::{Client, create, start};
use ryoiki_server::log::{LogFormat, filter, subscriber};
use ryoiki_server::{Limits, MemoryStore};
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use tracing_subscriber::fmt::MakeWriter;

/// A writer that keeps every line it is given.
#[derive(Clone, Default)]
struct Kept(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Kept {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'w> MakeWriter<'w> for Kept {
    type Writer = Kept;
    fn make_writer(&'w self) -> Kept {
        self.clone()
    }
}

/// The first line whose message is `message`.
fn line<'a>(lines: &'a [Value], message: &str) -> &'a Value {
    lines
        .iter()
        .find(|l| l["fields"]["message"] == message)
        .unwrap_or_else(|| panic!("no {message:?} line in {lines:#?}"))
}

// One thread: the server's tasks run on the thread whose logger the test set.
#[tokio::test(flavor = "current_thread")]
async fn created_joined_and_accepted_are_logged_with_their_fields_and_no_token() {
    let kept = Kept::default();
    let _log = tracing::subscriber::set_default(subscriber(
        LogFormat::Json,
        filter("ryoiki_server=debug").unwrap(),
        kept.clone(),
    ));
    let (addr, _srv) = start(Arc::new(MemoryStore::new()), Limits::default()).await;
    let t = create(&addr, json!({"game": "fow", "seed": 3})).await;
    let id = t["id"].as_str().unwrap().to_string();
    let token = t["seats"][0]["token"].as_str().unwrap().to_string();
    let mut a = Client::seat(&addr, &id, 0, &token).await;
    let v0 = a.version();
    a.send(&json!({"type": "action", "seq": 1, "version": v0, "pick": 0}))
        .await;
    let ack = a.until("ack").await;
    assert_eq!(ack["version"], v0 + 1, "{ack}");

    let text = String::from_utf8(kept.0.lock().unwrap().clone()).unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let created = line(&lines, "table created");
    assert_eq!(created["level"], "INFO");
    assert_eq!(created["fields"]["table"], id.as_str());
    assert_eq!(created["fields"]["game"], "fow");
    let joined = line(&lines, "joined");
    assert_eq!(joined["fields"]["table"], id.as_str());
    assert_eq!(joined["fields"]["seat"], 0);
    let accepted = line(&lines, "action accepted");
    assert_eq!(accepted["level"], "DEBUG");
    assert_eq!(accepted["fields"]["table"], id.as_str());
    assert_eq!(accepted["fields"]["seat"], 0);
    assert_eq!(accepted["fields"]["seq"], 1);
    assert_eq!(accepted["fields"]["n"], v0);
    assert!(!text.contains(&token), "a seat token was logged:\n{text}");
}
