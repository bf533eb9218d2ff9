//! The rules playground's files (`/playground`): the page, its script and stylesheet
//! built into the binary; the WebAssembly module and its glue read at run time from
//! the folder `.ci/wasm.sh` builds them into.
//!
//! The module is read, not embedded, so that the server builds (and its tests run)
//! when no module was built, that rebuilding the module needs no rebuild of the
//! server, and that a binary without the playground does not carry it. A missing
//! module answers `404` saying how to build it.

use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use std::path::{Path, PathBuf};

/// The page.
pub const PAGE: &str = include_str!("../web/playground.html");
/// Its script.
pub const SCRIPT: &str = include_str!("../web/playground.js");
/// Its stylesheet.
pub const STYLE: &str = include_str!("../web/playground.css");

/// The environment variable naming the module's folder, for a binary run away from
/// its source tree.
pub const PKG_VAR: &str = "RYOIKI_PLAYGROUND_PKG";

/// The files of the module's folder that are served, with their content types: the
/// module and the `wasm-bindgen --target web` glue that loads it.
const FILES: [(&str, &str); 2] = [
    ("ryoiki_wasm.js", "text/javascript; charset=utf-8"),
    ("ryoiki_wasm_bg.wasm", "application/wasm"),
];

/// The module's folder: `$RYOIKI_PLAYGROUND_PKG`, or `web/playground/pkg` of this
/// crate's source, where `.ci/wasm.sh` builds it.
pub fn pkg_dir() -> PathBuf {
    std::env::var_os(PKG_VAR).map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("web/playground/pkg"),
        PathBuf::from,
    )
}

/// The module's file `name` from `dir`; `404` with the reason for a name that is not
/// one of the module's files, or a file not built.
pub fn pkg_file(dir: &Path, name: &str) -> Response {
    let Some((_, kind)) = FILES.iter().find(|(n, _)| *n == name) else {
        return not_found(format!("the playground has no file {name:?}"));
    };
    let path = dir.join(name);
    match std::fs::read(&path) {
        Ok(bytes) => (
            [
                (header::CONTENT_TYPE, *kind),
                (header::CACHE_CONTROL, "no-cache"),
                (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            ],
            bytes,
        )
            .into_response(),
        Err(e) => not_found(format!(
            "the playground's WebAssembly is not built ({}: {e}): build it with .ci/wasm.sh, \
             or name its folder in {PKG_VAR}",
            path.display()
        )),
    }
}

fn not_found(why: String) -> Response {
    (
        StatusCode::NOT_FOUND,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        why,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn body(r: Response) -> (StatusCode, String, String) {
        let status = r.status();
        let kind = r
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string();
        let bytes = axum::body::to_bytes(r.into_body(), 1 << 20)
            .await
            .expect("a body");
        (status, kind, String::from_utf8_lossy(&bytes).into_owned())
    }

    #[tokio::test]
    async fn a_module_not_built_is_a_404_that_says_how_to_build_it() {
        let dir = tempfile::tempdir().expect("a folder");
        let (status, kind, text) = body(pkg_file(dir.path(), "ryoiki_wasm_bg.wasm")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(kind.starts_with("text/plain"), "{kind}");
        assert!(text.contains(".ci/wasm.sh"), "{text}");
        assert!(text.contains("ryoiki_wasm_bg.wasm"), "{text}");
    }

    #[tokio::test]
    async fn a_built_module_is_served_with_its_content_type() {
        let dir = tempfile::tempdir().expect("a folder");
        std::fs::write(dir.path().join("ryoiki_wasm_bg.wasm"), b"\0asm").expect("written");
        std::fs::write(dir.path().join("ryoiki_wasm.js"), "export {}").expect("written");
        let (status, kind, text) = body(pkg_file(dir.path(), "ryoiki_wasm_bg.wasm")).await;
        assert_eq!(
            (status, kind.as_str()),
            (StatusCode::OK, "application/wasm")
        );
        assert_eq!(text.as_bytes(), b"\0asm");
        let (status, kind, text) = body(pkg_file(dir.path(), "ryoiki_wasm.js")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(kind.starts_with("text/javascript"), "{kind}");
        assert_eq!(text, "export {}");
    }

    #[tokio::test]
    async fn only_the_modules_files_are_served() {
        let dir = tempfile::tempdir().expect("a folder");
        std::fs::write(dir.path().join("secret.txt"), "no").expect("written");
        for name in ["secret.txt", "../Cargo.toml", "ryoiki_wasm.d.ts"] {
            let (status, _, text) = body(pkg_file(dir.path(), name)).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{name}");
            assert!(text.contains("has no file"), "{text}");
        }
    }

    #[test]
    fn the_page_loads_its_script_and_the_script_the_module() {
        assert!(PAGE.contains("src=\"/playground.js\""), "{PAGE}");
        assert!(PAGE.contains("href=\"/playground.css\""));
        // Relative, so that `tsc` finds the module's types beside it in web/playground/pkg.
        assert!(SCRIPT.contains("'./playground/pkg/ryoiki_wasm.js'"));
        // The sample in the text area is a conformance scenario, as it is.
        let sample = include_str!("../../../conformance/fow/3.1.b-public-and-hidden-zones.toml");
        assert!(PAGE.contains(sample));
        // No resource from elsewhere: the page works offline.
        for text in [PAGE, SCRIPT, STYLE] {
            assert!(!text.contains("http://") && !text.contains("https://"));
        }
    }
}
