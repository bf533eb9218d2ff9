// The browser table (placeholder until the client is built; see issue #12).
