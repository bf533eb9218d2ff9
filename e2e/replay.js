// End-to-end test of the replay page (/replays) in Debian's Chromium (playwright-core).
// Run by run.sh:
//
//   RYOIKI_BIN=path/to/ryoiki node replay.js OUT_DIR
//
// It starts its own `ryoiki serve` (a fresh data folder, a judge token in
// RYOIKI_JUDGE_TOKEN), creates a Magic table, and finishes its game from a browser page:
// both seats join over WebSocket, play a few listed actions, and the seat to move
// leaves the game (Magic, 901.10: a two-player game ends). Then, on /replays, it opens the finished game: the spectator's replay, then
// seat 0's (its token typed in), stepped through with the buttons, the slider and the
// keys, in English and Japanese; then the judge's. Every frame the page received for seat
// 0 (and seat 1) is audited with `ryoiki check-frames` against the server's data folder:
// no card the seat could not see. The audit must also fail on the judge's frames of seat
// 1 handed to seat 0. A wrong token is refused on the page. Screenshots go to OUT_DIR.
'use strict';

const { chromium } = require('playwright-core');
const { spawn, spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const assert = require('node:assert/strict');

const [, , OUT = '../target/e2e'] = process.argv;
const BIN = process.env.RYOIKI_BIN;
if (!BIN) {
  console.error('usage: RYOIKI_BIN=path/to/ryoiki node replay.js [OUT_DIR]');
  process.exit(2);
}
fs.mkdirSync(path.join(OUT, 'frames'), { recursive: true });
const TIMEOUT = 90000;
const JUDGE = crypto.randomBytes(32).toString('hex');
const T0 = Date.now();
const progress = (msg) => console.log(`[${((Date.now() - T0) / 1000).toFixed(1)}s] replay: ${msg}`);

/** Starts `ryoiki serve` on a free port with a fresh data folder; its URL, data and child. */
async function startServer() {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'ryoiki-replay-e2e-'));
  const log = fs.openSync(path.join(OUT, 'replay-server.log'), 'w');
  const child = spawn(BIN, ['serve', '--addr', '127.0.0.1:0', '--data', data], {
    env: { ...process.env, RYOIKI_JUDGE_TOKEN: JUDGE }, stdio: ['ignore', 'pipe', log],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('ryoiki serve printed no address in 20 s')), 20000);
    child.stdout.on('data', (b) => {
      out += b;
      const line = out.split('\n')[0];
      if (out.includes('\n')) {
        clearTimeout(timer);
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (m) resolve(m[1]); else reject(new Error(`unexpected first line: ${line}`));
      }
    });
    child.on('exit', (code) => reject(new Error(`ryoiki serve exited (${code})`)));
  });
  return { url, data, child };
}

/**
 * In the page: both seats join over WebSocket, play `steps` listed actions (never a
 * concession or leaving) and the seat to move leaves the game. Resolves to the final version.
 */
async function finishGame(page, table, tokens, steps) {
  return page.evaluate(async ({ table, tokens, steps }) => {
    // Conceding (a game under its rules) or leaving (Magic's free moves, 901.10) ends it.
    const ends = (a) => JSON.stringify(a).includes('concede') || JSON.stringify(a).includes('leave-game');
    const seats = tokens.map((token, seat) => {
      const ws = new WebSocket(`ws://${location.host}/ws`);
      const s = { ws, state: null, waiters: [] };
      ws.onopen = () => ws.send(JSON.stringify({ type: 'join', table, seat, token }));
      ws.onmessage = (m) => {
        const msg = JSON.parse(m.data);
        if (msg.type === 'state') {
          s.state = msg;
          s.waiters = s.waiters.filter((w) => !w(msg));
        }
      };
      return s;
    });
    const at = (s, v) => new Promise((resolve, reject) => {
      if (s.state && s.state.version >= v) return resolve(s.state);
      const timer = setTimeout(() => reject(new Error(`no state at version ${v}`)), 60000);
      s.waiters.push((m) => (m.version >= v ? (clearTimeout(timer), resolve(m), true) : false));
    });
    await Promise.all(seats.map((s) => at(s, 0)));
    const seq = [0, 0];
    for (let step = 0; step <= steps; step++) {
      const to = seats[0].state.to_move;
      if (to === null) throw new Error('the game ended before the concession');
      const st = await at(seats[to], seats[0].state.version);
      const list = st.actions.map((a, i) => [a, i]);
      const pick = step === steps
        ? list.find(([a]) => ends(a))[1]
        : list.filter(([a]) => !ends(a))[(step * 7) % list.filter(([a]) => !ends(a)).length][1];
      seq[to] += 1;
      seats[to].ws.send(JSON.stringify({ type: 'action', seq: seq[to], version: st.version, pick }));
      await Promise.all(seats.map((s) => at(s, st.version + 1)));
    }
    const v = seats[0].state.version;
    if (seats[0].state.to_move !== null) throw new Error('the game did not end');
    seats.forEach((s) => s.ws.close());
    return v;
  }, { table, tokens, steps });
}

/** Runs `ryoiki check-frames` on one frame log; its exit status and output. */
function checkFrames(data, log, name) {
  const file = path.join(OUT, 'frames', `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(log));
  const r = spawnSync(BIN, ['check-frames', '--data', data, file], { encoding: 'utf8', maxBuffer: 256 << 20 });
  if (r.error) throw r.error;
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** A replay's frames as a page of a frame log (messages of type `replay`). */
function asPage(label, seat, frames) {
  return {
    label,
    seat,
    frames: frames.map((f) => JSON.stringify({
      type: 'replay', seat, version: f.version, by: f.by, events: f.events, view: f.view,
    })),
  };
}

/** Chooses a viewer on the page and shows its replay. */
async function showAs(page, viewer, token) {
  await page.selectOption('#viewer', viewer);
  if (token !== null) await page.fill('#token', token);
  await page.click('#load');
}

/** The frame the page shows. */
async function shown(page) {
  return Number(await page.getAttribute('#frame', 'data-frame'));
}

(async () => {
  let failed = false;
  const server = await startServer();
  progress(`ryoiki serve at ${server.url}`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const r = await fetch(new URL('/api/tables', server.url), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'mtg', seed: 5 }),
    });
    assert.equal(r.status, 201);
    const created = await r.json();
    const id = created.id;
    const tokens = created.seats.map((s) => s.token);

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(TIMEOUT);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // Every replay the page fetches, by viewer.
    const received = { 0: [], 1: [], judge: [], spectator: [] };
    page.on('response', async (res) => {
      const u = new URL(res.url());
      if (!u.pathname.startsWith('/api/replays/') || res.status() !== 200) return;
      const body = await res.json();
      received[u.searchParams.get('viewer')].push(...body.frames);
    });
    await page.goto(new URL('/replays', server.url).toString());

    // Before the end: no replay, for anyone.
    const early = await page.evaluate(async ([id, token]) => (await fetch(`/api/replays/${id}?viewer=0`, { headers: { Authorization: `Bearer ${token}` } })).status, [id, tokens[0]]);
    assert.equal(early, 409, 'an unfinished game has no replay');

    const last = await finishGame(page, id, tokens, 8);
    progress(`table ${id}: 8 actions and a seat leaving the game, version ${last}`);

    // The list, the spectator's replay.
    await page.reload();
    await page.click(`#tables button[data-table="${id}"]`);
    await page.waitForSelector('#frame[data-frame="0"]');
    const total = Number(await page.getAttribute('#jump', 'max')) + 1;
    assert.ok(total >= 10, `the replay has the setup and 9 actions (${total} frames)`);

    // A wrong token is refused, in words.
    await showAs(page, '0', tokens[1]);
    await page.waitForSelector('#error:not([hidden])');
    assert.match(await page.textContent('#error'), /seat 0's replay needs that seat's token/);

    // Seat 0: step forward to the end with the button, back with the keys, jump.
    await showAs(page, '0', tokens[0]);
    await page.waitForSelector('#frame[data-frame="0"]');
    assert.equal(await page.isDisabled('#back'), true);
    assert.ok(await page.locator('.zone[data-zone="hand"][data-player="0"] li').count() > 0, 'seat 0 sees its own hand');
    for (let i = 1; i < total; i++) {
      await page.click('#forward');
      await page.waitForSelector(`#frame[data-frame="${i}"]`);
      // The seat never sees a card of its opponent's hand.
      assert.equal(await page.locator('.zone[data-zone="hand"][data-player="1"] li').count(), 0, `frame ${i}: seat 1's hand is hidden from seat 0`);
    }
    assert.equal(await page.isDisabled('#forward'), true);
    await page.locator('#first').focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForSelector(`#frame[data-frame="${total - 2}"]`);
    await page.locator('#jump').evaluate((e) => { e.value = '3'; e.dispatchEvent(new Event('input')); });
    await page.waitForSelector('#frame[data-frame="3"]');
    const rules = await page.locator('#frame .rule').count();
    assert.ok(rules > 0, 'the events cite their rules');
    const en = await page.textContent('#frame [data-part="events"]');
    await page.click('#lang');
    const ja = await page.textContent('#frame [data-part="events"]');
    assert.notEqual(ja, en, 'the events in Japanese');
    assert.match(await page.textContent('#forward'), /進む/);
    await page.screenshot({ path: path.join(OUT, 'replay-seat0-ja.png'), fullPage: true });
    await page.click('#lang');

    // The judge: every seat's view; seat 1's hand is shown.
    await showAs(page, 'judge', JUDGE);
    await page.waitForSelector('#frame.judge[data-frame="0"]');
    await page.click('#last');
    await page.waitForSelector(`#frame[data-frame="${total - 1}"]`);
    assert.equal(await page.locator('#frame section[data-seat]').count(), 2);
    await page.click('#first');
    await page.waitForSelector('#frame[data-frame="0"]');
    assert.ok(await page.locator('section[data-seat="1"] .zone[data-zone="hand"][data-player="1"] li').count() > 0, 'the judge sees seat 1\'s hand');
    await page.screenshot({ path: path.join(OUT, 'replay-judge.png'), fullPage: true });

    // Seat 1's whole replay too, through the page's own fetch.
    await showAs(page, '1', tokens[1]);
    await page.waitForSelector('#frame[data-frame="0"]');
    await page.click('#last');
    await page.waitForSelector(`#frame[data-frame="${total - 1}"]`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(OUT, 'replay-phone.png'), fullPage: true });

    // The audit: every frame a seat's replay gave the page is what that seat could see.
    const unique = (frames) => [...new Map(frames.map((f) => [f.frame, f])).values()];
    const seat0 = unique(received[0]);
    const seat1 = unique(received[1]);
    assert.equal(seat0.length, total, 'the page received every frame of seat 0');
    const audit = checkFrames(server.data, { table: id, pages: [asPage('seat 0 replay', 0, seat0), asPage('seat 1 replay', 1, seat1)] }, 'replay-seats');
    assert.equal(audit.status, 0, `the replay audit found problems:\n${audit.out}`);
    progress(`audit: ${audit.out.trim().split('\n')[0]}`);
    // The audit must be able to fail: the judge's frames of seat 1 handed to seat 0.
    const judged = unique(received.judge).map((j) => ({ ...j, events: j.seats[1].events, view: j.seats[1].view }));
    const caught = checkFrames(server.data, { table: id, pages: [asPage("seat 1's frames shown to seat 0", 0, judged)] }, 'replay-leak');
    assert.equal(caught.status, 1, `the audit must find seat 1's hand shown to seat 0:\n${caught.out}`);
    assert.deepEqual(errors, [], 'no page error');
    progress(`${total} frames stepped as seat 0, seat 1, the spectator and the judge; the leak check passes the seats' replays and catches the judge's handed to a seat`);
    await context.close();
  } catch (e) {
    failed = true;
    console.error(`e2e: replay FAILED: ${e.stack || e}`);
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    fs.rmSync(server.data, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
})();
