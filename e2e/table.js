// End-to-end tests of the browser table in a real browser (Debian's Chromium, driven by
// playwright-core). Run by run.sh, which starts `ryoiki serve` and passes its address:
//
//   node table.js URL OUT_DIR
//
// For each game the server lists (/api/games, the binary's list of games: each game,
// and each variant the lobby offers) it creates
// a table over HTTP, opens two seats in two browser contexts and a spectator in a third
// (a variant's further seats are played by the server's bots), and plays a scripted game
// through the page only (clicks, drag and drop, the decision dialog): draws, cards put
// back into the deck, shuffles, reveals and looks, passing priority in Magic; the Magic
// game is played to its end.
// Every WebSocket frame each page receives is recorded and written to
// OUT_DIR/frames/NAME.json; `ryoiki check-frames` then replays the table's stored game
// from the server's data folder and judges every frame at the version it describes (no
// hidden identity; each state and events exactly the engine's for that page's seat).
// The test fails on any problem, and also if the audit passes a frame it must not (a
// seat's state handed to the other seat). Screenshots go to OUT_DIR. In the middle of
// the Force of Will game the server is killed and restarted on the same data
// (RYOIKI_BIN, RYOIKI_DATA, RYOIKI_PID from run.sh): both seats must show the dropped
// connection, reconnect by themselves and play on.
'use strict';

const { chromium } = require('playwright-core');
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const assert = require('node:assert/strict');

const [, , BASE, OUT = '../target/e2e'] = process.argv;
if (!BASE) {
  console.error('usage: node table.js http://HOST:PORT [OUT_DIR]');
  process.exit(2);
}
fs.mkdirSync(OUT, { recursive: true });

const LAUNCH = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

// Per game: the deck a seat draws from (hidden, as is the hand), where a card from the
// hand is played, and the scripted intents (played by whichever seat is to move; an
// intent that seat cannot carry out falls back to a harmless listed action; a decision
// dialog is answered whenever one is open, before the next intent). `bury` drags a card
// of the hand onto its owner's deck, a move into a hidden zone (a revealed card goes back
// out of sight); `leave` leaves the game (Magic: the game ends).
const GAMES = {
  // FoW 3.1.b (hidden zones: main deck, magic stone deck, hand), 3.2 (draw to the hand),
  // 3.1.e reveal/look, 3.4 rest/recover; splitting a pile asks a decision per card.
  fow: {
    deck: 'main-deck',
    play: { zone: 'field', shared: false },
    script: ['draw', 'draw', 'split', 'reveal', 'end-effect', 'look', 'play', 'reconnect', 'turn', 'draw',
      'bury', 'shuffle', 'reveal', 'draw', 'play', 'turn', 'bury', 'draw', 'shuffle', 'any', 'any'],
  },
  // PMV 11.2 (deck and hand hidden), 11.3 set a card from the hand, reveal and look.
  pmv: {
    deck: 'deck',
    play: { zone: 'field', shared: false },
    script: ['draw', 'draw', 'game:set', 'split', 'reveal', 'end-effect', 'look', 'play', 'drop-before', 'draw',
      'bury', 'shuffle', 'reveal', 'draw', 'bury', 'look', 'shuffle', 'any', 'any'],
  },
  // MTG 217.2 library and hand hidden; 901 Planechase: rolling the planar die, passing
  // priority; separating a library into piles asks a decision per card; a player who
  // leaves takes everything they own out of the game (901.10, face down from hidden
  // zones), which ends a two-player game.
  mtg: {
    deck: 'library',
    play: { zone: 'in-play', shared: true },
    script: ['game:roll-planar-die', 'draw', 'draw', 'split', 'reveal', 'end-effect', 'look', 'play',
      'game:pass-priority', 'drop-after', 'draw', 'bury', 'shuffle', 'reveal', 'draw', 'bury', 'shuffle',
      'any', 'leave'],
  },
};

// Magic's variants as the lobby offers them: two seats in the browser, the server's bots
// at the other seats, and a spectator; a shorter script in which whoever is to move
// passes priority now and then, so the move goes round the table (the bots hand it on
// too) and both pages act. In Two-Headed Giant priority goes to a team, held by its
// primary player (901.12b): the pages sit at seats 0 and 2, the two teams' primary
// players, with bots as their teammates (who therefore never move). Every frame is
// audited.
// Which variants there are and how many players each seats comes from the server's list
// of games (/api/games), read before the games are played.
const VARIANT_PAGES = { 'two-headed-giant': [0, 2] };
const VARIANT_PLAYERS = {};
// A game this file has no script for (a game added to the list later) is still created,
// played and audited, through listed actions only.
const ANY_SCRIPT = { script: Array(12).fill('any') };
const VARIANT_SCRIPT = ['draw', 'game:roll-planar-die', 'game:pass-priority', 'draw', 'bury', 'game:pass-priority',
  'shuffle', 'reveal', 'game:pass-priority', 'draw', 'look', 'game:pass-priority', 'bury', 'game:pass-priority',
  'shuffle', 'any'];

const MIN_ACTIONS = 10;
const T0 = Date.now();
function progress(msg) { console.log(`[${((Date.now() - T0) / 1000).toFixed(1)}s] ${msg}`); }
// Generous: CI's machine may be busy with builds; a wait that times out fails the test.
const TIMEOUT = 90000;

async function post(pathname, body) {
  const r = await fetch(new URL(pathname, BASE), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const text = await r.text();
  assert.equal(r.status, 201, `POST ${pathname}: ${r.status} ${text}`);
  return JSON.parse(text);
}

/** With E2E_WEB=DIR, the page's files are read from DIR, not the binary (as in rules.js). */
async function fromDisk(context) {
  const dir = process.env.E2E_WEB;
  if (!dir) return;
  for (const [file, type] of [['app.js', 'text/javascript'], ['style.css', 'text/css']]) {
    await context.route(`**/${file}`, (route) => route.fulfill({ path: path.join(dir, file), contentType: type }));
  }
}

/** Opens a page in its own browser context and records every WebSocket frame it receives. */
async function openPage(browser, hash, label) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(TIMEOUT);
  await fromDisk(context);
  // Faults the test can ask for, as when a network goes away mid-move: the page's
  // connection drops just before its next action leaves (`before`: the action is lost and
  // the page must send it again after re-joining) or just after (`after`: it may have
  // landed or not; hello's last_seq tells the page which).
  await context.addInitScript(() => {
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
      const drop = window.e2eDrop;
      const action = typeof data === 'string' && data.includes('"type":"action"');
      if (action && drop === 'before') { window.e2eDrop = null; this.close(); return; }
      send.call(this, data);
      if (action && drop === 'after') { window.e2eDrop = null; this.close(); }
    };
  });
  const page = await context.newPage();
  const rec = { label, page, context, frames: [], sent: [], errors: [] };
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => rec.frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString()));
    ws.on('framesent', (f) => rec.sent.push(typeof f.payload === 'string' ? f.payload : f.payload.toString()));
  });
  page.on('pageerror', (e) => rec.errors.push(String(e)));
  page.on('console', (m) => {
    // The browser's own note of a refused connection while the server restarts is expected.
    if (m.type() === 'error' && !/^WebSocket connection to .* failed/.test(m.text())) rec.errors.push(`console: ${m.text()}`);
  });
  await page.goto(new URL(`/${hash}`, BASE).toString());
  await page.waitForSelector('#status[data-version]');
  return rec;
}

async function version(page) {
  return Number(await page.getAttribute('#status', 'data-version'));
}

/** Waits until every page shows at least version `v`. */
async function allAt(pages, v) {
  for (const p of pages) {
    await p.page.waitForFunction((want) => Number(document.getElementById('status')?.dataset.version) >= want,
      v, { timeout: TIMEOUT, polling: 100 });
  }
}

/** Clicks an action button, opening the folded group it may be in. */
async function clickAction(page, button) {
  const details = button.locator('xpath=ancestor::details[1]');
  if (await details.count()) {
    const open = await details.evaluate((d) => d.open);
    if (!open) await details.locator('summary').click();
  }
  await button.click();
}

/** The page's own seat, zone by zone: `[data-zone=Z][data-player=S]`. */
function zoneSel(zone, player) {
  return `section.zone[data-zone="${zone}"][data-player="${player === null ? '' : player}"]`;
}

/** Clicks cards in `scope` until one lists an action of `kind`, then clicks that action. */
async function cardAction(page, scope, kind, log) {
  const cards = page.locator(`${scope} button.card.actionable`);
  const n = await cards.count();
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    const name = await card.getAttribute('data-name');
    await card.click();
    const btn = page.locator(`#card-actions button.action[data-action="${kind}"]`).first();
    if (await btn.count()) {
      log.push({ kind, name });
      await btn.click();
      return true;
    }
    await card.click(); // deselect
  }
  return false;
}

/** Carries out one intent for the seat `seat` on `page`; returns a description, or null if it could not. */
async function perform(intent, page, seat, game, log) {
  const g = GAMES[game];
  if (await page.locator('#decision[open]').count()) {
    await page.locator('#decision[open] button.action').first().click();
    log.push({ kind: 'decision' });
    return 'decision';
  }
  switch (intent) {
    case 'draw': {
      const pile = page.locator(`${zoneSel(g.deck, seat)} .pile[draggable="true"]`);
      if (!(await pile.count())) return null;
      if (!(await pile.getAttribute('data-drops')).split(' ').includes(`hand@${seat}`)) return null;
      await drag(page, pile, page.locator(zoneSel('hand', seat)));
      log.push({ kind: 'draw' });
      return 'draw (drag the deck onto the hand)';
    }
    case 'play': {
      const target = zoneSel(g.play.zone, g.play.shared ? null : seat);
      const cards = page.locator(`${zoneSel('hand', seat)} button.card[draggable="true"]`);
      const n = await cards.count();
      for (let i = 0; i < n; i++) {
        const drops = (await cards.nth(i).getAttribute('data-drops') || '').split(' ');
        if (!drops.includes(g.play.shared ? g.play.zone : `${g.play.zone}@${seat}`)) continue;
        const name = await cards.nth(i).getAttribute('data-name');
        const before = await page.locator('#events .event-text').count();
        await drag(page, cards.nth(i), page.locator(target));
        // The card named in the drag is the one that moved (to the field, or where a
        // replacement sent it instead): its name is in the events the move caused.
        await page.waitForFunction(([n, c]) => [...document.querySelectorAll('#events .event-text')].slice(c)
          .some((e) => e.textContent.includes(n)), [name, before], { timeout: TIMEOUT, polling: 100 });
        log.push({ kind: 'play', name });
        return `play ${name} (drag onto ${g.play.zone})`;
      }
      return null;
    }
    case 'bury': {
      // A card of the hand dragged onto its owner's deck: into a hidden zone.
      const deck = `${g.deck}@${seat}`;
      const cards = page.locator(`${zoneSel('hand', seat)} button.card[draggable="true"]`);
      const n = await cards.count();
      for (let i = 0; i < n; i++) {
        if (!(await cards.nth(i).getAttribute('data-drops') || '').split(' ').includes(deck)) continue;
        const before = await version(page);
        await drag(page, cards.nth(i), page.locator(zoneSel(g.deck, seat)));
        await page.waitForFunction((b) => Number(document.getElementById('status')?.dataset.version) > b,
          before, { timeout: TIMEOUT, polling: 100 });
        log.push({ kind: 'bury' });
        return `put a card of the hand into the ${g.deck} (drag onto it)`;
      }
      return null;
    }
    case 'leave': {
      const btn = page.locator('#game-actions button.action[data-game-action="leave-game"]').first();
      if (!(await btn.count())) return null;
      await clickAction(page, btn);
      log.push({ kind: 'leave' });
      return 'leave the game';
    }
    case 'reveal': case 'look':
      return (await cardAction(page, zoneSel('hand', seat), intent, log)) ? `${intent} a card of the hand` : null;
    case 'turn':
      return (await cardAction(page, '#zones', 'turn', log)) ? 'turn a card' : null;
    case 'split': case 'shuffle': case 'end-effect': {
      const btn = page.locator(`#other-actions button.action[data-action="${intent}"]`).first();
      if (!(await btn.count())) return null;
      await clickAction(page, btn);
      log.push({ kind: intent });
      return intent;
    }
    case 'decision':
      return null; // answered above when a dialog is open
    default:
      if (intent.startsWith('game:')) {
        const what = intent.slice(5);
        let btn = page.locator(`#game-actions button.action[data-game-action="${what}"]`).first();
        if (!(await btn.count())) {
          if (await cardAction(page, '#zones', 'game', log)) return `game action on a card (${what} wanted)`;
          return null;
        }
        await clickAction(page, btn);
        log.push({ kind: `game:${what}` });
        return intent;
      }
      return null;
  }
}

/** A listed action that keeps the hands as they are: used when an intent is not possible. */
async function fallback(page, log) {
  for (const sel of ['button.action[data-action="turn"]', 'button.action[data-action="shuffle"]',
    'button.action[data-action="game"]:not([data-game-action="leave-game"]):not([data-game-action="concede"])', 'button.action[data-action="end-effect"]']) {
    const btn = page.locator(`:is(#game-actions, #other-actions) ${sel}`).first();
    if (await btn.count()) { await clickAction(page, btn); log.push({ kind: 'fallback' }); return `fallback ${sel}`; }
  }
  if (await cardAction(page, '#zones', 'turn', log)) return 'fallback turn';
  if (await cardAction(page, '#zones', 'game', log)) return 'fallback game action on a card';
  const any = page.locator(':is(#game-actions, #other-actions) button.action:not([data-game-action="leave-game"]):not([data-game-action="concede"])').first();
  if (await any.count()) { await clickAction(page, any); log.push({ kind: 'fallback' }); return 'fallback: first listed'; }
  return null;
}

/**
 * What the page sent: a join first on each connection, then only pings, chat lines
 * (one line of text) and actions by `pick`, each an index into the actions of the
 * latest state the page had received before it, with that state's version.
 */
function checkSent(rec) {
  const got = rec.frames.map((f) => JSON.parse(f));
  assert.ok(rec.sent.length > 0, `${rec.label} sent nothing`);
  let joins = 0;
  for (const raw of rec.sent) {
    const m = JSON.parse(raw);
    if (m.type === 'join') { joins += 1; continue; }
    if (m.type === 'ping') continue;
    if (m.type === 'chat') {
      assert.ok(typeof m.text === 'string' && m.text.trim() && !/[\n\r\t]/.test(m.text), `${rec.label} sent ${raw}`);
      continue;
    }
    assert.equal(m.type, 'action', `${rec.label} sent ${raw}`);
    assert.ok(Number.isInteger(m.pick) && m.action === undefined, `${rec.label} sent an action not by its index: ${raw}`);
    const state = got.find((x) => x.type === 'state' && x.version === m.version && x.actions.length > m.pick);
    assert.ok(state, `${rec.label} picked ${m.pick} at version ${m.version}, which no state it was sent lists`);
  }
  assert.ok(joins >= 1, `${rec.label} never joined`);
}

/** Writes what `pages` received at `table` to OUT/frames/NAME.json; the file. */
function writeFrames(table, pages, name) {
  const dir = path.join(OUT, 'frames');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  const log = { table, pages: pages.map((p) => ({ label: p.label, seat: p.seat ?? null, frames: p.frames })) };
  fs.writeFileSync(file, JSON.stringify(log));
  return file;
}

/** Runs `ryoiki check-frames` on frame files against the server's data folder. */
function checkFrames(files) {
  assert.ok(server.bin && server.data, 'run.sh must set RYOIKI_BIN and RYOIKI_DATA');
  const r = spawnSync(server.bin, ['check-frames', '--data', server.data, ...files],
    { encoding: 'utf8', maxBuffer: 256 << 20 });
  if (r.error) throw r.error;
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/**
 * The leak check: every frame every page of `table` received, judged by the table's
 * game replayed from the store at the version the frame describes. Fails on any problem;
 * returns the audit's summary of the table.
 */
function audit(table, pages, name) {
  const r = checkFrames([writeFrames(table, pages, name)]);
  assert.equal(r.status, 0, `${name}: the frame audit found problems (exit ${r.status}):\n${r.out}`);
  return r.out.trim().split('\n')[0];
}

/**
 * The audit must be able to fail: seat 0's latest state handed to seat 1 (seat 0's hand
 * by name and handle, another seat's view) must be found.
 */
function auditCatches(table, seats, name) {
  const theirs = seats[0].frames.filter((f) => JSON.parse(f).type === 'state').pop();
  const forged = { label: `${seats[1].label} (tampered)`, seat: seats[1].seat, frames: [...seats[1].frames, theirs] };
  const r = checkFrames([writeFrames(table, [forged], `${name}-tampered`)]);
  assert.equal(r.status, 1, `${name}: the audit passed seat 0's state sent to seat 1 (exit ${r.status}):\n${r.out}`);
  assert.match(r.out, /addressed to seat 0/, `${name}: the audit did not see the frame was seat 0's`);
  assert.match(r.out, /may not see|does not list/, `${name}: the audit did not see seat 0's hidden cards`);
  return Number((r.out.match(/: (\d+) problems$/m) || [])[1]);
}

const server = {
  bin: process.env.RYOIKI_BIN,
  data: process.env.RYOIKI_DATA,
  pid: Number(process.env.RYOIKI_PID || 0),
  child: null,
};

/** Kills the server (SIGKILL: the connections drop) and starts it again on the same address and data. */
async function restartServer(whileDown) {
  assert.ok(server.bin && server.data, 'run.sh must set RYOIKI_BIN and RYOIKI_DATA');
  if (server.child) server.child.kill('SIGKILL');
  else process.kill(server.pid, 'SIGKILL');
  await new Promise((r) => setTimeout(r, 300));
  if (whileDown) await whileDown();
  const addr = new URL(BASE).host;
  const child = spawn(server.bin, ['serve', '--addr', addr, '--data', server.data], { stdio: ['ignore', 'pipe', 'inherit'] });
  server.child = child;
  await new Promise((resolve, reject) => {
    let buf = '';
    const timer = setTimeout(() => reject(new Error('the restarted server printed no address')), 15000);
    child.stdout.on('data', (d) => {
      buf += d;
      if (buf.includes('\n')) {
        clearTimeout(timer);
        assert.match(buf.split('\n')[0], /^ryoiki serve: listening on http:\/\//);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the restarted server exited ${code}`)));
  });
}

/** The seat whose page says it is to move, if any. */
async function mover(seats) {
  for (const s of seats) if (await s.page.locator('#to-move.mine').count()) return s;
  return null;
}

/**
 * Drags `src` onto `dst` with the mouse. The drag starts before the target is scrolled
 * into view, so the page cannot move under the pointer between press and drag.
 */
async function drag(page, src, dst) {
  await src.scrollIntoViewIfNeeded();
  const a = await src.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 4 });
  await dst.scrollIntoViewIfNeeded();
  const b = await dst.boundingBox();
  await page.mouse.move(b.x + 20, b.y + 12, { steps: 6 });
  await page.mouse.up();
}

/**
 * Waits until a seat page is to move (that seat) or the game has ended on every page
 * (null). Bots of a variant's other seats play in between.
 */
async function waitTurn(seats, all) {
  const until = Date.now() + TIMEOUT;
  while (Date.now() < until) {
    for (const s of seats) if (await s.page.locator('#to-move.mine').count()) return s;
    let ended = true;
    for (const p of all) if (!(await p.page.locator('#game-end').count())) ended = false;
    if (ended) return null;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no seat page was to move within ${TIMEOUT} ms, and the game did not end`);
}

/** The latest version every page shows (they all reach it). */
async function settled(all) {
  let v = 0;
  for (const p of all) v = Math.max(v, await version(p.page));
  await allAt(all, v);
  return v;
}

/**
 * One scripted game through the pages: `game` (a variant of it with `variant`: two
 * seats in the browser (`VARIANT_PAGES`, else 0 and 1), bots at the others, the shorter
 * variant script).
 */
async function playGame(browser, game, variant = null) {
  const full = variant === null;
  const name = full ? game : `${game}-${variant}`;
  const pages = (!full && VARIANT_PAGES[variant]) || [0, 1];
  const bots = {};
  for (let s = 0; s < (full ? 2 : VARIANT_PLAYERS[variant]); s++) if (!pages.includes(s)) bots[String(s)] = 'random';
  const created = await post('/api/tables', { game, variant, seed: 7, bots });
  assert.equal(created.game, game);
  assert.equal(created.seats.length, created.players.length);
  if (!full) assert.equal(created.players.length, VARIANT_PLAYERS[variant], `${name}: players`);
  for (const s of created.seats) assert.equal(Boolean(s.token), pages.includes(s.seat), `${name}: seat ${s.seat}'s token`);
  const people = created.seats.filter((s) => pages.includes(s.seat));
  const seats = [];
  for (const s of people) {
    assert.match(s.token, /^[0-9a-f]{64}$/);
    const rec = await openPage(browser, `#table=${created.id}&seat=${s.seat}&token=${s.token}`, `seat ${s.seat}`);
    rec.seat = s.seat;
    seats.push(rec);
  }
  const spectator = await openPage(browser, `#table=${created.id}`, 'spectator');
  progress(`${name}: table ${created.id}: seats ${pages.join(' and ')} and a spectator joined (${created.players.length} players, ${Object.keys(bots).length} bots)`);
  const all = [...seats, spectator];
  await seats[0].page.screenshot({ path: path.join(OUT, `${name}-seat0-start.png`) });

  // The spectator page: zones and counts, no actions, no hand fronts.
  assert.equal(await spectator.page.locator('button.action').count(), 0, 'a spectator is offered actions');
  for (const s of seats) {
    const other = seats.find((o) => o !== s);
    assert.equal(await spectator.page.locator(`${zoneSel('hand', s.seat)} button.card.front`).count(), 0,
      `the spectator sees a card of ${s.label}'s hand`);
    assert.equal(await other.page.locator(`${zoneSel('hand', s.seat)} button.card.front`).count(), 0,
      `${other.label} sees a card of ${s.label}'s hand`);
    const counted = Number(await spectator.page.getAttribute(`${zoneSel('hand', s.seat)} .count`, 'data-count'));
    assert.ok(counted > 0, `the spectator sees no count for ${s.label}'s hand`);
  }

  // Keyboard: a card is a button; Enter on it lists the actions that name it.
  if (full) {
    const m = await waitTurn(seats, all);
    const card = m.page.locator(`${zoneSel('hand', m.seat)} button.card`).first();
    await card.focus();
    await m.page.keyboard.press('Enter');
    await m.page.waitForSelector('#card-actions button.action, #actions h3');
    assert.equal(await m.page.locator('button.card[aria-pressed="true"]').count(), 1, `${game}: Enter did not select the card`);
    await m.page.locator('#clear-selection').press('Enter');
    assert.equal(await m.page.locator('button.card[aria-pressed="true"]').count(), 0, `${game}: the selection did not clear`);
    // The deck's menu offers "Look at the top N…" exactly when looks at its top cards are
    // listed to the seat (the page sends only listed actions): always for the own deck
    // where free moves are (FoW's and PMV's tables). The look shows the top cards to that
    // page alone, and its end is labelled with what it ends.
    const deckKey = GAMES[game] ? GAMES[game].deck : 'deck';
    const deckPile = m.page.locator(`${zoneSel(deckKey, m.seat)} button.pile`);
    if (await deckPile.count()) {
      await deckPile.click();
      const most = await m.page.evaluate((key) => lookTopMost(key), `${deckKey}@${m.seat}`);
      assert.equal(await m.page.locator('#look-top').count(), most ? 1 : 0, `${game}: look at the top N offered unlisted`);
      const deciding = await m.page.evaluate(() => Boolean(table.state.view.pending));
      if ((game === 'fow' || game === 'pmv') && !deciding) assert.ok(most >= 2, `${game}: no look at the top of the own deck`);
      if (most >= 2) {
        const before = await settled(all);
        const fronts = `${zoneSel(deckKey, m.seat)} button.card.front`;
        assert.equal(await m.page.locator(fronts).count(), 0, `${game}: a deck card is shown before the look`);
        await m.page.fill('#look-n', '2');
        await m.page.click('#look-top');
        await allAt(all, before + 1);
        assert.equal(await m.page.locator(fronts).count(), 2, `${game}: the top two cards are not shown to ${m.label}`);
        for (const o of all.filter((p) => p !== m)) {
          assert.equal(await o.page.locator(fronts).count(), 0, `${game}: ${o.label} sees a card ${m.label} looks at`);
        }
        // Where no turn is kept (FoW's and PMV's tables here) the move passes seat by seat
        // after every action, a look included: the other seat shuffles its own deck to
        // hand the move back, and the look's end is listed to the looker again.
        let v = before + 1;
        const o = seats.find((s) => s !== m);
        if (o && !(await m.page.evaluate(() => table.state.actions.some((a) => a.action === 'end-effect')))) {
          // (Without a selection, the page lists the shuffles of the seat's piles.)
          if (await o.page.locator('#clear-selection').count()) await o.page.locator('#clear-selection').click();
          await clickAction(o.page, o.page.locator('#other-actions button.action[data-action="shuffle"]').first());
          v += 1;
          await allAt(all, v);
          assert.equal(await m.page.locator(fronts).count(), 2, `${game}: the look ended when the move passed`);
        }
        await deckPile.click();
        const label = await m.page.evaluate((key) => t('endLookOf', {
          what: t('lookTopWhat', { n: 2, zone: zoneLabel(table.state.view.zones.find((z) => zoneKeyOf(z) === key)) }),
        }), `${deckKey}@${m.seat}`);
        const end = m.page.locator('button.action[data-action="end-effect"]', { hasText: label });
        assert.equal(await end.count(), 1, `${game}: no end of the look labelled "${label}"`);
        await clickAction(m.page, end);
        await allAt(all, v + 1);
        assert.equal(await m.page.locator(fronts).count(), 0, `${game}: the look did not end`);
      } else {
        await deckPile.click();
      }
    }
  }

  const log = [];
  const first = await settled(all);
  const done = [];
  let shotDecision = false;
  const script = [...(full ? (GAMES[game] || ANY_SCRIPT).script : VARIANT_SCRIPT)];
  while (script.length) {
    const mover0 = await waitTurn(seats, all);
    const dialog = mover0 && await mover0.page.locator('#decision[open]').count();
    const intent = dialog ? 'decision' : script.shift();
    if (intent === 'reconnect') {
      await restartServerAndReconnect(seats, spectator, game);
      progress(`${name}: the server was killed and restarted; both seats and the spectator reconnected`);
      continue;
    }
    const s = mover0;
    if (!s) break; // nobody may move: the game is over
    // Bots may have played since the last action: every page at the latest version.
    let v = await settled(all);
    if (!shotDecision && await s.page.locator('#decision[open]').count()) {
      await s.page.screenshot({ path: path.join(OUT, `${name}-decision.png`) });
      shotDecision = true;
    }
    if (intent === 'drop-before' || intent === 'drop-after') {
      // The connection drops as an action is sent: the page reconnects by itself, re-joins
      // with its token and seq, and the action lands exactly once.
      const when = intent.slice(5);
      await s.page.evaluate((w) => { window.e2eDrop = w; }, when);
      const what = await fallback(s.page, log);
      assert.ok(what, `${name}: nothing to send before the dropped connection`);
      await s.page.waitForFunction(() => document.getElementById('conn').dataset.reconnected === 'yes'
        && document.getElementById('conn').dataset.state === 'connected', null, { timeout: TIMEOUT, polling: 100 });
      await allAt(all, v + 1);
      await s.page.waitForTimeout(1000);
      for (const p of all) assert.equal(await version(p.page), v + 1, `${name}: ${p.label}: the resent action was not applied exactly once`);
      if (await s.page.locator('#refusal').count()) assert.fail(`${name}: refused after reconnecting: ${await s.page.locator('#refusal').textContent()}`);
      v += 1;
      done.push(`${s.label}: ${what}, the connection dropped ${when} it was sent`);
      progress(`${name}: ${s.label}: ${what}; the connection dropped ${when} it was sent, reconnected -> version ${v}`);
      continue;
    }
    let what = await perform(intent, s.page, s.seat, game, log);
    if (!what) what = await fallback(s.page, log);
    assert.ok(what, `${name}: ${s.label} is to move but the page offers nothing to do`);
    await allAt(all, v + 1);
    const nv = await version(s.page);
    assert.ok(nv > v, `${name}: ${what} did not move the table on`);
    if (await s.page.locator('#refusal').count()) {
      assert.fail(`${name}: ${what} was refused: ${await s.page.locator('#refusal').textContent()}`);
    }
    done.push(`${s.label}: ${what}`);
    progress(`${name}: ${s.label}: ${what} -> version ${nv}`);
  }

  const kinds = new Set(log.map((e) => e.kind));
  if (full) {
    // The game's own steps (a decision where the game has one, a reveal or look, a draw,
    // a card put back into the deck) must have happened through the page.
    assert.ok(done.length >= MIN_ACTIONS, `${game}: only ${done.length} actions were played`);
    assert.ok(kinds.has('decision'), `${game}: no decision was answered in the dialog`);
    assert.ok(kinds.has('draw'), `${game}: no card was drawn by drag and drop`);
    assert.ok(kinds.has('bury'), `${game}: no card was put into the deck by drag and drop`);
    assert.ok(kinds.has('reveal') || kinds.has('look'), `${game}: nothing was revealed or looked at`);
    if (game === 'mtg') assert.ok(kinds.has('leave'), `${game}: the game was not played to its end`);
  } else {
    const ended = (await waitTurn(seats, all)) === null;
    assert.ok(done.length >= 4 || ended, `${name}: only ${done.length} actions were played`);
    // Both pages acted, priority was passed through a page, and the bots played too
    // (the table moved on by more versions than the pages took actions).
    for (const s of seats) assert.ok(done.some((d) => d.startsWith(`${s.label}:`)), `${name}: ${s.label} never acted`);
    assert.ok(kinds.has('game:pass-priority'), `${name}: no page passed priority`);
    const bot = await settled(all) - first - done.length;
    // (In Two-Headed Giant the bots are the pages' teammates, who never hold priority.)
    if (Object.keys(bots).length && variant !== 'two-headed-giant') assert.ok(bot > 0, `${name}: the bots never acted`);
    progress(`${name}: ${done.length} actions through the pages, ${bot} by the bots`);
  }
  if (kinds.has('leave')) {
    // The game is over: every page says so, and each was sent the end.
    for (const p of all) {
      await p.page.waitForSelector('#game-end[data-reason="game-over"]', { timeout: TIMEOUT });
      assert.ok(p.frames.some((f) => JSON.parse(f).type === 'end' && JSON.parse(f).reason === 'game-over'),
        `${name}: ${p.label} was not sent the end of the game`);
      assert.equal(await p.page.locator('#to-move.mine').count(), 0, `${name}: ${p.label} is still to move`);
    }
    progress(`${name}: the game is over on every page`);
  }

  if (full && game === 'fow') {
    // The chat: seat 0 says a line, every page shows it (the spectator only reads);
    // then seat 1's page is reloaded and shows the same log and the chat again, from
    // the history it is sent on join.
    const line = 'good game 良い試合';
    await seats[0].page.fill('#chat-input', line);
    await seats[0].page.press('#chat-input', 'Enter');
    for (const p of all) {
      await p.page.waitForFunction((l) => [...document.querySelectorAll('#chat-lines .chat-text')].some((e) => e.textContent === l),
        line, { timeout: TIMEOUT, polling: 100 });
    }
    assert.equal(await spectator.page.locator('#chat-input').count(), 0, 'the spectator is offered a chat box');
    const texts = (p) => p.locator('#events .event-text').allTextContents();
    const before = await texts(seats[1].page);
    assert.ok(before.length > 0, `${game}: seat 1's log is empty`);
    await seats[1].page.reload();
    await seats[1].page.waitForSelector('#conn[data-state="connected"]', { timeout: TIMEOUT });
    await seats[1].page.waitForFunction((n) => document.querySelectorAll('#events .event-text').length >= n,
      before.length, { timeout: TIMEOUT, polling: 100 });
    assert.deepEqual(await texts(seats[1].page), before, `${game}: seat 1's log after a reload`);
    assert.deepEqual(await seats[1].page.locator('#chat-lines .chat-text').allTextContents(), [line],
      `${game}: seat 1's chat after a reload`);
    await seats[1].page.screenshot({ path: path.join(OUT, `${game}-seat1-reloaded.png`) });
    progress(`${game}: a chat line shown on every page; seat 1 reloaded: ${before.length} events and the chat shown again`);
  }

  if (full) {
    // The log: events with their rule ids, in English, then Japanese by the toggle.
    const page = seats[0].page;
    assert.ok(await page.locator('#events li.event').count() > 0, `${game}: the log is empty`);
    assert.ok(await page.locator('#events code.rule').count() > 0, `${game}: no event cites a rule`);
    const en = await page.locator('#events .event-text').first().textContent();
    await page.click('#lang');
    const ja = await page.locator('#events .event-text').first().textContent();
    assert.notEqual(en, ja, `${game}: the language toggle did not change the log`);
    assert.match(ja, /[\u3040-\u30ff\u4e00-\u9fff]/, `${game}: the Japanese log has no Japanese`);
    assert.match(await page.locator('#log-h').textContent(), /イベント/);
    await page.screenshot({ path: path.join(OUT, `${game}-seat0-ja.png`) });
    await page.click('#lang');
    assert.equal(await page.locator('#events .event-text').first().textContent(), en);
  }

  for (const s of all) await s.page.screenshot({ path: path.join(OUT, `${name}-${s.label.replace(' ', '')}-end.png`) });
  for (const s of all) checkSent(s);
  assert.ok(spectator.sent.every((f) => JSON.parse(f).type !== 'action'), 'the spectator page sent an action');
  for (const s of all) assert.deepEqual(s.errors, [], `${name}: ${s.label} had page errors`);
  for (const s of all) await s.context.close();
  const audited = audit(created.id, all, name);
  const caught = game === 'fow' && full ? auditCatches(created.id, seats, name) : null;
  return { done, audited, caught, frames: all.map((s) => `${s.label} ${s.frames.length}`) };
}

async function restartServerAndReconnect(seats, spectator, game) {
  const all = [...seats, spectator];
  const v = await version(seats[0].page);
  // While the server is down, a click on an action is not dropped silently: the page
  // says it was not sent (and the connection pill, always in view, says reconnecting).
  await restartServer(async () => {
    // The seat to move (only it has actions listed).
    const page = (await mover(seats) || seats[0]).page;
    await page.waitForFunction(() => document.getElementById('conn').dataset.state === 'reconnecting', null, { timeout: TIMEOUT, polling: 50 });
    const btn = page.locator('#actions button.action:not([disabled]), #game-actions button.action:not([disabled])').first();
    assert.ok(await btn.count(), `${game}: the seat to move has no action to click while disconnected`);
    {
      await clickAction(page, btn);
      const said = await page.locator('#notice').innerText();
      assert.match(said, /Not connected/, `a click while disconnected says: ${said}`);
      assert.ok(await page.locator('#conn').isVisible(), 'the connection pill is out of view');
      assert.equal(await version(page), v, 'a click while disconnected changed the version');
      progress(`${game}: a click while disconnected says: ${said}`);
    }
  });
  // Each page shows the dropped connection, then reconnects by itself with backoff.
  for (const s of all) {
    await s.page.waitForFunction(() => document.getElementById('conn').dataset.state === 'connected'
      && document.getElementById('conn').dataset.reconnected === 'yes', null, { timeout: TIMEOUT, polling: 100 });
  }
  await allAt(all, v);
  await seats[0].page.screenshot({ path: path.join(OUT, `${game}-seat0-reconnected.png`) });
}

(async () => {
  const browser = await chromium.launch(LAUNCH);
  let failed = false;
  try {
    // The lobby: lists the tables and creates one for a game, showing the seat links.
    const lobbyContext = await browser.newContext();
    await fromDisk(lobbyContext);
    const lobby = await lobbyContext.newPage();
    lobby.setDefaultTimeout(TIMEOUT);
    await lobby.goto(new URL('/', BASE).toString());
    await lobby.selectOption('#new-game', 'mtg');
    await lobby.click('#create-table');
    await lobby.waitForSelector('.seat-links a[data-seat="0"]');
    assert.equal(await lobby.locator('.seat-links a[data-seat]').count(), 2);
    assert.match(await lobby.getAttribute('.seat-links a[data-seat="1"]', 'href'), /#table=.+&seat=1&token=[0-9a-f]{64}$/);
    // With a bot at seat 1: one seat link, and the bot's seat named as such.
    await lobby.selectOption('#new-game', 'pmv');
    await lobby.check('#new-bot');
    await lobby.click('#create-table');
    await lobby.waitForSelector('.seat-links [data-bot="1"]');
    assert.equal(await lobby.locator('.seat-links a[data-seat]').count(), 1);
    // Player names and decks chosen on the page: seat 0 picks a sample deck, seat 1
    // pastes nothing (it plays its sample); the seats carry the names typed.
    await lobby.uncheck('#new-bot');
    await lobby.selectOption('#new-game', 'mtg');
    await lobby.click('.decks summary');
    await lobby.fill('#seat-name-0', 'Ann');
    await lobby.fill('#seat-name-1', 'Ben');
    await lobby.selectOption('#seat-sample-0', '0');
    assert.match(await lobby.inputValue('#seat-deck-0'), /\S/, 'picking a sample deck fills no decklist');
    await lobby.click('#create-table');
    await lobby.waitForSelector('.seat-links a[data-seat="1"]');
    assert.match(await lobby.locator('.seat-links a[data-seat="0"]').innerText(), /Ann/);
    assert.match(await lobby.locator('.seat-links a[data-seat="1"]').innerText(), /Ben/);
    // A pasted decklist that breaks the rules is refused with its reason, and nothing is made.
    // (Creating a table draws the lobby again, the decks folded.)
    if (!(await lobby.isVisible('#seat-deck-1'))) await lobby.click('.decks summary');
    await lobby.fill('#seat-deck-1', '1 No Such Card');
    await lobby.click('#create-table');
    await lobby.waitForFunction(() => /\S/.test(document.querySelector('form [role="alert"]')?.textContent || ''));
    await lobby.fill('#seat-deck-1', '');
    // A named private table: its creator is shown the invite link; the list leaves the
    // table out; the invite link opens it as a spectator, its name in the header; the
    // table's address without the invite is refused, saying it is private.
    await lobby.fill('#new-name', 'Friday draft');
    await lobby.selectOption('#new-visibility', 'private');
    await lobby.click('#create-table');
    await lobby.waitForSelector('#invite-url');
    const invite = await lobby.inputValue('#invite-url');
    assert.match(invite, /#table=[0-9a-f]+&invite=[0-9a-f]{64}$/);
    assert.match(await lobby.locator('#created-h').innerText(), /Friday draft/);
    assert.equal(await lobby.getAttribute('.seat-links a[data-spectator]', 'href'), invite);
    const privateId = /table=([0-9a-f]+)/.exec(invite)[1];
    const listedNow = await (await fetch(new URL('/api/tables', BASE))).json();
    assert.ok(!listedNow.some((tb) => tb.id === privateId), 'the lobby lists a private table');
    {
      const guest = await lobbyContext.newPage();
      guest.setDefaultTimeout(TIMEOUT);
      await guest.goto(invite);
      await guest.waitForFunction(() => /Friday draft/.test(document.getElementById('where')?.textContent || ''));
      await guest.waitForSelector('#zones section.zone');
      const outsider = await lobbyContext.newPage();
      outsider.setDefaultTimeout(TIMEOUT);
      await outsider.goto(new URL(`/#table=${privateId}`, BASE).toString());
      await outsider.waitForFunction(() => /private/.test(document.getElementById('conn')?.textContent || ''));
      await guest.close();
      await outsider.close();
    }
    await lobby.fill('#new-name', '');
    await lobby.selectOption('#new-visibility', 'public');
    // The list shows the tables still open only; finished ones are counted.
    await lobby.click('button:text("Refresh")');
    await lobby.waitForSelector('table.tables tbody tr');
    const all = await (await fetch(new URL('/api/tables', BASE))).json();
    const open = all.filter((tb) => !tb.over).length;
    assert.equal(await lobby.locator('table.tables tbody tr').count(), open, 'the lobby lists a finished table');
    if (open < all.length) assert.match(await lobby.locator('#finished-hidden').innerText(), new RegExp(`${all.length - open}`));
    assert.equal(await lobby.getAttribute('#replays-link', 'href'), '/replays');
    await lobby.screenshot({ path: path.join(OUT, 'lobby.png'), fullPage: true });
    await lobbyContext.close();
    console.log('e2e: lobby ok');

    // A Magic variant with four players (Two-Headed Giant, 901.13): one seat's page
    // shows every player's zones and hides every other hand.
    {
      const c = await post('/api/tables', { game: 'mtg', variant: 'two-headed-giant', seed: 3 });
      assert.equal(c.seats.length, c.players.length);
      const rec = await openPage(browser, `#table=${c.id}&seat=0&token=${c.seats[0].token}`, '2hg seat 0');
      rec.seat = 0;
      assert.equal(await rec.page.locator('#zones section.player-zones').count(), c.players.length + 1);
      for (let p = 1; p < c.players.length; p++) {
        assert.equal(await rec.page.locator(`${zoneSel('hand', p)} button.card.front`).count(), 0, `2HG: seat 0 sees p${p}'s hand`);
      }
      assert.ok(await rec.page.locator(`${zoneSel('hand', 0)} button.card.front`).count() > 0, '2HG: seat 0 does not see its hand');
      await rec.page.screenshot({ path: path.join(OUT, 'mtg-two-headed-giant-seat0.png') });
      assert.deepEqual(rec.errors, []);
      await rec.context.close();
      console.log(`e2e: mtg two-headed-giant: ${c.players.length} players shown; audit: ${audit(c.id, [rec], 'mtg-two-headed-giant-page')}`);
    }

    // A forged token: the page says the join failed and does not retry.
    {
      const c = await post('/api/tables', { game: 'fow', seed: 1 });
      const forgedContext = await browser.newContext();
      await fromDisk(forgedContext);
      const page = await forgedContext.newPage();
      page.setDefaultTimeout(TIMEOUT);
      let joins = 0;
      const forged = { label: 'forged token', seat: 0, frames: [] };
      page.on('websocket', (ws) => {
        ws.on('framesent', (f) => { if (String(f.payload).includes('"join"')) joins += 1; });
        ws.on('framereceived', (f) => forged.frames.push(String(f.payload)));
      });
      await page.goto(new URL(`/#table=${c.id}&seat=0&token=${'0'.repeat(64)}`, BASE).toString());
      await page.waitForSelector('#conn[data-state="failed"]');
      await page.waitForTimeout(2500);
      assert.equal(joins, 1, 'the page retried a refused join');
      assert.equal(await page.locator('button.card').count(), 0, 'a refused join shows cards');
      await forgedContext.close();
      assert.ok(forged.frames.length > 0 && forged.frames.every((f) => JSON.parse(f).type === 'error'),
        `a forged token's page was sent more than its error: ${forged.frames.join(' ')}`);
      console.log(`e2e: a forged token is refused and not retried; audit: ${audit(c.id, [forged], 'fow-forged-token')}`);
    }

    const listed = await (await fetch(new URL('/api/games', BASE))).json();
    const games = [];
    for (const g of listed) {
      games.push([g.key, null]);
      for (const v of g.variants) {
        if (v === null) continue;
        VARIANT_PLAYERS[v] = g.players[v];
        games.push([g.key, v]);
      }
    }
    for (const [game, variant] of games) {
      const r = await playGame(browser, game, variant);
      console.log(`e2e: ${variant ? `${game} ${variant}` : game}: ${r.done.length} actions through the page`);
      for (const d of r.done) console.log(`  ${d}`);
      console.log(`  frames received: ${r.frames.join(', ')}`);
      console.log(`  audit: ${r.audited}`);
      if (r.caught !== null) console.log(`  audit of seat 0's state handed to seat 1: ${r.caught} problems found, as it must`);
    }
  } catch (e) {
    failed = true;
    console.error(`e2e: FAILED: ${e.stack || e}`);
  } finally {
    await browser.close();
    if (server.child) server.child.kill('SIGTERM');
  }
  process.exit(failed ? 1 : 0);
})();
