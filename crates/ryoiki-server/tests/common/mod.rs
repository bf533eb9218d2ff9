//! A test client of the table: a small HTTP/1.1 client and a WebSocket client that keeps
//! every message it receives.

#![allow(dead_code)]

pub mod stores;

use futures_util::{SinkExt, StreamExt};
use ryoiki_server::{Limits, Server, Store};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How many actions table `id` has saved.
pub async fn actions(server: &Server, id: &str) -> usize {
    server
        .table(id)
        .unwrap()
        .saved()
        .await
        .unwrap()
        .actions
        .len()
}

/// A server on a free loopback port; its address and itself.
pub async fn start(store: Arc<dyn Store>, limits: Limits) -> (String, Arc<Server>) {
    let (server, restored) = Server::open(store, limits).unwrap();
    assert!(restored.failed.is_empty(), "{:?}", restored.failed);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    tokio::spawn(ryoiki_server::serve(listener, server.clone()));
    (addr, server)
}

/// One HTTP request; the whole response as it came, head and body.
pub async fn http_raw(addr: &str, method: &str, path: &str, body: &str) -> String {
    let mut s = TcpStream::connect(addr).await.unwrap();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.unwrap();
    String::from_utf8_lossy(&buf).into_owned()
}

/// `GET path` with `token` as a bearer token, if any: the status and the JSON body.
pub async fn get(addr: &str, path: &str, token: Option<&str>) -> (u16, Value) {
    let mut s = TcpStream::connect(addr).await.unwrap();
    let auth = token.map_or_else(String::new, |t| format!("Authorization: Bearer {t}\r\n"));
    let req = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{auth}Connection: close\r\n\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.unwrap();
    let text = String::from_utf8_lossy(&buf).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

/// One HTTP request; the status and the body as JSON (or as a string if not JSON).
pub async fn http(addr: &str, method: &str, path: &str, body: &str) -> (u16, Value) {
    let text = http_raw(addr, method, path, body).await;
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    let v = serde_json::from_str(body).unwrap_or(Value::String(body.to_string()));
    (status, v)
}

/// Creates a table over HTTP; the `201` body.
pub async fn create(addr: &str, req: Value) -> Value {
    let (status, v) = http(addr, "POST", "/api/tables", &req.to_string()).await;
    assert_eq!(status, 201, "{v}");
    v
}

/// A WebSocket client that keeps every message it receives.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Every message received, in order.
    pub log: Vec<Value>,
    /// The latest `state`.
    pub state: Option<Value>,
}

impl Client {
    /// Connects, without joining.
    pub async fn connect(addr: &str) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
            .await
            .unwrap();
        Client {
            ws,
            log: Vec::new(),
            state: None,
        }
    }

    /// Connects and sends `join`.
    pub async fn join(addr: &str, join: Value) -> Client {
        let mut c = Client::connect(addr).await;
        c.send(&join).await;
        c
    }

    /// Joins a seat with its token; waits for hello and state.
    pub async fn seat(addr: &str, table: &str, seat: u8, token: &str) -> Client {
        let mut c = Client::join(
            addr,
            json!({"type":"join","table":table,"seat":seat,"token":token}),
        )
        .await;
        let hello = c.next().await.unwrap();
        assert_eq!(hello["type"], "hello", "{hello}");
        c.until("state").await;
        c
    }

    /// Joins as a spectator; waits for hello and state.
    pub async fn spectator(addr: &str, table: &str) -> Client {
        let mut c = Client::join(addr, json!({"type":"join","table":table,"spectator":true})).await;
        let hello = c.next().await.unwrap();
        assert_eq!(hello["type"], "hello", "{hello}");
        c.until("state").await;
        c
    }

    /// Sends one message.
    pub async fn send(&mut self, v: &Value) {
        self.ws.send(Message::text(v.to_string())).await.unwrap();
    }

    /// Sends raw text.
    pub async fn send_text(&mut self, t: String) {
        self.ws.send(Message::text(t)).await.unwrap();
    }

    /// The next message (`None` when the connection closes); fails after 20 s.
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let m = tokio::time::timeout(Duration::from_secs(20), self.ws.next())
                .await
                .expect("a message within 20 s");
            match m {
                Some(Ok(Message::Text(t))) => {
                    let v: Value = serde_json::from_str(t.as_str()).unwrap();
                    if v["type"] == "state" {
                        self.state = Some(v.clone());
                    }
                    self.log.push(v.clone());
                    return Some(v);
                }
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => continue,
            }
        }
    }

    /// Reads until a message of this type; returns it.
    pub async fn until(&mut self, kind: &str) -> Value {
        loop {
            let v = self
                .next()
                .await
                .unwrap_or_else(|| panic!("closed before a {kind}"));
            if v["type"] == kind {
                return v;
            }
        }
    }

    /// Reads until a `state` of at least this version.
    pub async fn state_at(&mut self, version: u64) -> Value {
        loop {
            let v = self.until("state").await;
            if v["version"].as_u64().unwrap() >= version {
                return v;
            }
        }
    }

    /// The latest state's version.
    pub fn version(&self) -> u64 {
        self.state.as_ref().unwrap()["version"].as_u64().unwrap()
    }
}
