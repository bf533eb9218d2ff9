//! `ryoiki play`'s input: lines of at most [`MAX_LINE`] bytes, each UTF-8. A line that
//! is longer, or not UTF-8, is not the end of the input (docs/protocol.md: the engine
//! reads the next line): it becomes a problem line ([`ryoiki_scenario::protocol::problem_line`])
//! the session refuses, naming the line, and the next line is read. A long line is read
//! through in pieces and never held whole.

use std::io::BufRead;

/// The longest line `play` reads, in bytes (as the online table's largest message).
pub const MAX_LINE: usize = 64 * 1024;

/// The lines of `reader`, bounded; ends at the end of the input or a read error.
pub struct Lines<R> {
    reader: R,
    number: u64,
    buf: Vec<u8>,
}

impl<R: BufRead> Lines<R> {
    /// Lines of `reader`.
    pub fn new(reader: R) -> Lines<R> {
        Lines {
            reader,
            number: 0,
            buf: Vec::new(),
        }
    }
}

impl<R: BufRead> Iterator for Lines<R> {
    type Item = String;

    fn next(&mut self) -> Option<String> {
        self.buf.clear();
        let mut over = false;
        let mut read_any = false;
        loop {
            let chunk = match self.reader.fill_buf() {
                Ok(c) => c,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => return None,
            };
            if chunk.is_empty() {
                if !read_any {
                    return None;
                }
                break;
            }
            read_any = true;
            let (piece, done) = match chunk.iter().position(|&b| b == b'\n') {
                Some(i) => (&chunk[..=i], true),
                None => (chunk, false),
            };
            let n = piece.len();
            if !over {
                if self.buf.len() + n > MAX_LINE + 2 {
                    over = true;
                    self.buf.clear();
                } else {
                    self.buf.extend_from_slice(piece);
                }
            }
            self.reader.consume(n);
            if done {
                break;
            }
        }
        self.number += 1;
        let line = self.number;
        if over {
            return Some(ryoiki_scenario::protocol::problem_line(&format!(
                "input line {line} is over the limit of {MAX_LINE} bytes: it was skipped"
            )));
        }
        while matches!(self.buf.last(), Some(b'\n' | b'\r')) {
            self.buf.pop();
        }
        if self.buf.len() > MAX_LINE {
            return Some(ryoiki_scenario::protocol::problem_line(&format!(
                "input line {line} is over the limit of {MAX_LINE} bytes: it was skipped"
            )));
        }
        match String::from_utf8(std::mem::take(&mut self.buf)) {
            Ok(s) => Some(s),
            Err(_) => Some(ryoiki_scenario::protocol::problem_line(&format!(
                "input line {line} is not UTF-8: it was skipped"
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<String> {
        Lines::new(std::io::BufReader::with_capacity(16, bytes)).collect()
    }

    #[test]
    fn ordinary_lines_pass_and_the_last_needs_no_newline() {
        assert_eq!(lines(b"a\r\nbc\n\nd"), vec!["a", "bc", "", "d"]);
        assert!(lines(b"").is_empty());
    }

    #[test]
    fn a_non_utf8_line_is_a_problem_and_the_next_line_is_read() {
        let got = lines(b"{\"pick\":0}\n\xff\xfe\n{\"pick\":1}\n");
        assert_eq!(got[0], "{\"pick\":0}");
        let why = ryoiki_scenario::protocol::input_problem(&got[1]).unwrap();
        assert_eq!(why, "input line 2 is not UTF-8: it was skipped");
        assert_eq!(got[2], "{\"pick\":1}");
    }

    #[test]
    fn a_long_line_is_skipped_without_being_held() {
        let mut input = vec![b'x'; MAX_LINE * 3];
        input.extend_from_slice(b"\nok\n");
        let got = lines(&input);
        assert_eq!(got.len(), 2);
        let why = ryoiki_scenario::protocol::input_problem(&got[0]).unwrap();
        assert!(
            why.starts_with("input line 1 is over the limit of 65536 bytes"),
            "{why}"
        );
        assert_eq!(got[1], "ok");
        // Exactly the limit passes.
        let exact = vec![b'y'; MAX_LINE];
        assert_eq!(lines(&exact)[0].len(), MAX_LINE);
    }
}
