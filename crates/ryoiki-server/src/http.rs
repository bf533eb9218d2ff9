//! The HTTP side: the embedded browser table, creating and listing tables, and the
//! WebSocket upgrade.

use crate::asset::asset;
use crate::playground;
use crate::quota::{ClientAddr, QuotaSpent};
use crate::server::Server;
use crate::setup::CreateRequest;
use crate::wire;
use crate::ws;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::json;
use std::sync::Arc;

const INDEX_HTML: &str = include_str!("../web/index.html");
const APP_JS: &str = include_str!("../web/app.js");
const STYLE_CSS: &str = include_str!("../web/style.css");

/// The server's routes: `/`, `/app.js`, `/style.css`, `/api/tables` (GET, POST),
/// `/api/games` (the list of games, their variants and words, for the page),
/// `/api/samples` (each game's sample decks, for the lobby), `/ws`; the
/// rules playground's `/playground`, `/playground.js`, `/playground.css` and its
/// WebAssembly module under `/playground/pkg/` ([`crate::playground`]); the replays'
/// `/replays`, `/replay.js`, `/replay.css`, `/api/replays` and `/api/replays/{id}`
/// ([`crate::replays`]).
pub fn router(server: Arc<Server>) -> Router {
    let body = server.limits.max_body;
    Router::new()
        .route(
            "/",
            get(|| async { asset("text/html; charset=utf-8", INDEX_HTML) }),
        )
        .route(
            "/app.js",
            get(|| async { asset("text/javascript; charset=utf-8", APP_JS) }),
        )
        .route(
            "/style.css",
            get(|| async { asset("text/css; charset=utf-8", STYLE_CSS) }),
        )
        .route(
            "/playground",
            get(|| async { asset("text/html; charset=utf-8", playground::PAGE) }),
        )
        .route(
            "/playground.js",
            get(|| async { asset("text/javascript; charset=utf-8", playground::SCRIPT) }),
        )
        .route(
            "/playground.css",
            get(|| async { asset("text/css; charset=utf-8", playground::STYLE) }),
        )
        .route(
            "/playground/pkg/{file}",
            get(|Path(file): Path<String>| async move {
                playground::pkg_file(&playground::pkg_dir(), &file)
            }),
        )
        .route("/api/tables", get(list).post(create))
        .route("/api/games", get(games))
        .route("/api/samples", get(crate::sample_list::get))
        .route("/ws", get(ws::upgrade))
        .merge(crate::replays::http::routes())
        .layer(DefaultBodyLimit::max(body))
        .with_state(server)
}

/// A refused table request: `error` in English and `error_ja` in Japanese, for the page
/// to show in the reader's language.
fn create_error(status: StatusCode, e: &crate::setup::CreateError) -> Response {
    let body = json!({ "error": e.to_string(), "error_ja": e.japanese() });
    (status, axum::Json(body)).into_response()
}

async fn games() -> Response {
    axum::Json(ryoiki_games::listing()).into_response()
}

async fn list(State(server): State<Arc<Server>>) -> Response {
    axum::Json(server.list()).into_response()
}

async fn create(
    State(server): State<Arc<Server>>,
    client: Option<axum::Extension<ClientAddr>>,
    body: Bytes,
) -> Response {
    // Tables per client (`crate::quota`); a request not from the accept loop (a test
    // calling the router directly) has no address and no quota.
    if let Some(axum::Extension(ClientAddr(ip))) = client
        && let Err(spent) = server.quota.take(ip, std::time::Instant::now())
    {
        return quota_spent(&server, spent);
    }
    let req: CreateRequest = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => {
            return wire::error_response(
                StatusCode::BAD_REQUEST,
                &crate::words::said(
                    "server-not-table-request",
                    ryoiki_core::Args::new().with("error", e.to_string()),
                ),
            );
        }
    };
    match server.create(&req).await {
        Ok(created) => (StatusCode::CREATED, axum::Json(created)).into_response(),
        Err(e) if e.is_client_error() => create_error(StatusCode::BAD_REQUEST, &e),
        Err(e) => create_error(StatusCode::INTERNAL_SERVER_ERROR, &e),
    }
}

/// `429 Too Many Requests`: the client has created its most tables for now.
fn quota_spent(server: &Server, spent: QuotaSpent) -> Response {
    let said = crate::words::said(
        "server-client-quota",
        ryoiki_core::Args::new()
            .with("burst", server.limits.tables_per_client_burst)
            .with("per_hour", server.limits.tables_per_client_per_hour)
            .with("seconds", spent.retry_after_secs),
    );
    let mut r = wire::error_response(StatusCode::TOO_MANY_REQUESTS, &said);
    if let Ok(v) = header::HeaderValue::from_str(&spent.retry_after_secs.to_string()) {
        r.headers_mut().insert(header::RETRY_AFTER, v);
    }
    r
}
