//! The replays' routes: `GET /api/replays` (the finished tables) and
//! `GET /api/replays/{id}?viewer=…&from=…&count=…` (a page of one viewer's frames), and
//! the page `/replays` with its script and style.

use super::frames::ReplayFrames;
use super::viewer::{MAX_FRAMES, ReplayError, Viewer};
use super::{access, frames};
use crate::asset::asset;
use crate::server::Server;
use crate::wire;
use axum::Router;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use std::collections::HashMap;
use std::sync::Arc;

const PAGE: &str = include_str!("../../web/replay.html");
const SCRIPT: &str = include_str!("../../web/replay.js");
const STYLE: &str = include_str!("../../web/replay.css");

/// The frames a request gets when it names no count.
pub const DEFAULT_FRAMES: usize = 50;

/// The replays' routes, to merge into the server's router.
pub(crate) fn routes() -> Router<Arc<Server>> {
    Router::new()
        .route(
            "/replays",
            get(|| async { asset("text/html; charset=utf-8", PAGE) }),
        )
        .route(
            "/replay.js",
            get(|| async { asset("text/javascript; charset=utf-8", SCRIPT) }),
        )
        .route(
            "/replay.css",
            get(|| async { asset("text/css; charset=utf-8", STYLE) }),
        )
        .route("/api/replays", get(list))
        .route("/api/replays/{id}", get(one))
}

/// The finished tables of this node, in id order (as `GET /api/tables` lists them).
async fn list(State(server): State<Arc<Server>>) -> Response {
    let done: Vec<_> = server.list().into_iter().filter(|t| t.over).collect();
    axum::Json(done).into_response()
}

/// A page of one viewer's replay of a finished table.
async fn one(
    State(server): State<Arc<Server>>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    match replay(&server, id, &query, &headers).await {
        Ok(r) => ([(header::CACHE_CONTROL, "no-store")], axum::Json(r)).into_response(),
        Err(e) => {
            let status =
                StatusCode::from_u16(e.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
            if status.is_server_error() {
                tracing::warn!(error = %e, "replay failed");
            }
            wire::error_response(status, &e.said())
        }
    }
}

async fn replay(
    server: &Arc<Server>,
    id: String,
    query: &HashMap<String, String>,
    headers: &HeaderMap,
) -> Result<super::Replay, ReplayError> {
    let viewer = Viewer::parse(query.get("viewer").map_or("spectator", String::as_str))?;
    let page = page(query)?;
    let bearer = bearer(headers);
    // A table running here that has not ended is refused before anything is read.
    match server.table(&id) {
        Some(h) if !h.info.over() => return Err(ReplayError::NotOver(id)),
        Some(_) => {}
        None => return Err(ReplayError::NoTable(id)),
    }
    let store = server.store().clone();
    let judge = server.judge_token().copied();
    let table = id.clone();
    tokio::task::spawn_blocking(move || {
        let stored = store
            .load_table(&id)?
            .ok_or_else(|| ReplayError::NoTable(id.clone()))?;
        access::admit(&stored.record, viewer, bearer.as_deref(), judge.as_ref())?;
        frames(stored, viewer, page)
    })
    .await
    .map_err(|e| ReplayError::Replay {
        table,
        reason: e.to_string(),
    })?
}

/// The page of frames a query asks for: `from` (default 0), `count` (default
/// [`DEFAULT_FRAMES`], at most [`MAX_FRAMES`]).
fn page(query: &HashMap<String, String>) -> Result<ReplayFrames, ReplayError> {
    let from = match query.get("from") {
        None => 0,
        Some(f) => f
            .parse::<usize>()
            .map_err(|_| ReplayError::BadFrom(f.clone()))?,
    };
    let count = match query.get("count") {
        None => DEFAULT_FRAMES,
        Some(c) => match c.parse::<usize>() {
            Ok(n) if (1..=MAX_FRAMES).contains(&n) => n,
            _ => return Err(ReplayError::BadCount(c.clone())),
        },
    };
    Ok(ReplayFrames { from, count })
}

/// The token of `Authorization: Bearer TOKEN`, if any.
fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim().to_string())
}
