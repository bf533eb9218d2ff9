// Games played under their rules in a real browser (Debian's Chromium, driven by
// playwright-core), by clicking only. Run by run.sh before table.js, on the same server:
//
//   node rules.js URL OUT_DIR
//
// Each table is created in the lobby (game, mode "rules"), and its two seat links are
// opened in two browser contexts: one at a laptop's size (1366×900), one at a phone's
// (390×844).
//
// - Magic (2009 rules with Planechase, the sample decks): the game begins with the
//   choice of who plays first and the mulligans, answered in the decision dialog; then
//   each page, when it is to move, clicks its listed game actions by a simple policy
//   (keep every hand; play a land; cast what it can; tap lands for mana in a precombat
//   main phase while it holds a spell; attack with everything; never block; pass
//   otherwise) until the bar names a winner. The number of clicks is bounded; past the
//   bound the test fails with the last screen's words.
// - Force of Will and Phantom Magic Vision (their sample decks and turn frame): start the
//   game, walk the phases, draw a card and play one by clicking, adjust a life total
//   (FoW), pass the turn, for several turns; then a player concedes and both pages name
//   the other the winner.
//
// Every frame each page received is judged by `ryoiki check-frames` (RYOIKI_BIN,
// RYOIKI_DATA from run.sh), as table.js does. Screenshots go to OUT_DIR/rules/.
'use strict';

const { chromium } = require('playwright-core');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const assert = require('node:assert/strict');

const [, , BASE, OUT0 = '../target/e2e'] = process.argv;
if (!BASE) {
  console.error('usage: node rules.js http://HOST:PORT [OUT_DIR]');
  process.exit(2);
}
const OUT = path.join(OUT0, 'rules');
fs.mkdirSync(OUT, { recursive: true });

const LAUNCH = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
// Generous: CI's machine may be busy with builds; a wait that times out fails the test.
const TIMEOUT = 90000;
// The most clicks one Magic game may take (a game between these policies takes a few
// hundred).
const MAX_CLICKS = 4000;

const T0 = Date.now();
function progress(msg) { console.log(`[rules ${((Date.now() - T0) / 1000).toFixed(1)}s] ${msg}`); }

/**
 * For work on the page: with E2E_WEB=DIR (crates/ryoiki-server/web), the page's files are
 * read from DIR instead of the binary's embedded copy, so a change needs no rebuild.
 */
async function fromDisk(context) {
  const dir = process.env.E2E_WEB;
  if (!dir) return;
  for (const [file, type] of [['app.js', 'text/javascript'], ['style.css', 'text/css']]) {
    await context.route(`**/${file}`, (route) => route.fulfill({ path: path.join(dir, file), contentType: type }));
  }
}

/** Opens a page in its own browser context at `viewport`, recording its frames and errors. */
async function openPage(browser, url, label, viewport, seat) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  context.setDefaultTimeout(TIMEOUT);
  await fromDisk(context);
  const page = await context.newPage();
  const rec = { label, page, context, seat, frames: [], errors: [] };
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => rec.frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString()));
  });
  page.on('pageerror', (e) => rec.errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') rec.errors.push(`console: ${m.text()}`); });
  await page.goto(url);
  await page.waitForSelector('#status[data-version]');
  return rec;
}

/** Creates a rules table of `game` in the lobby by clicking; its two seat links. */
async function createInLobby(browser, game) {
  const ctx = await browser.newContext({ viewport: DESKTOP });
  await fromDisk(ctx);
  const lobby = await ctx.newPage();
  lobby.setDefaultTimeout(TIMEOUT);
  await lobby.goto(new URL('/', BASE).toString());
  await lobby.selectOption('#new-game', game);
  assert.equal(await lobby.inputValue('#new-mode'), 'rules', 'the lobby does not offer a rules game first');
  await lobby.click('#create-table');
  await lobby.waitForSelector('.seat-links a[data-seat="1"]');
  const links = [];
  for (const s of [0, 1]) links.push(await lobby.getAttribute(`.seat-links a[data-seat="${s}"]`, 'href'));
  const id = decodeURIComponent(links[0].match(/#table=([^&]+)/)[1]);
  await ctx.close();
  return { id, links };
}

async function version(page) {
  return Number(await page.getAttribute('#status', 'data-version'));
}

/** Waits until every page shows at least version `v`. */
async function allAt(pages, v) {
  for (const p of pages) {
    await p.page.waitForFunction((want) => Number(document.getElementById('status')?.dataset.version) >= want,
      v, { timeout: TIMEOUT, polling: 25 });
  }
}

/** The page that is to move (its status says so, or its decision dialog is open), or null. */
async function moverOf(pages) {
  for (const p of pages) {
    if (await p.page.locator('#to-move.mine, #decision[open]').count()) return p;
  }
  return null;
}

/** Clicks `button` and waits until every page has the version it makes. */
const TIMES = { click: 0, settle: 0 };
async function clickAndSettle(pages, who, button) {
  const v = await version(who.page);
  const t0 = Date.now();
  // A real mouse click on the button, without waiting for it to stand still for two
  // frames (the page does not animate its buttons): a click that lands elsewhere moves
  // nothing, and the wait below fails.
  await button.click({ force: true });
  const t1 = Date.now();
  await allAt(pages, v + 1);
  TIMES.click += t1 - t0; TIMES.settle += Date.now() - t1;
  const refused = who.page.locator('#refusal');
  if (await refused.count()) assert.fail(`${who.label}: refused: ${await refused.textContent()}`);
}

/** The words a person would read on `page` now: the bar and the status. */
async function screenWords(page) {
  const bar = await page.locator('#frame').innerText().catch(() => '');
  const status = await page.locator('#status').innerText().catch(() => '');
  return `${bar}\n${status}`.replace(/\n+/g, ' | ');
}

/**
 * What one page clicks when it is to move in Magic, read from the page in one go: the
 * decision dialog's first answer (keep every hand, the first player plays first, discard
 * the first card); else attack with the most creatures offered; no blocks; assign combat
 * damage; play a land; cast; tap a land for mana in a precombat main phase while a card
 * in hand is no land; pass. Returns the button's index among the page's action buttons
 * and a name for the choice, or null.
 */
async function magicChoice(page) {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll('button.action')];
    const pick = (b, what) => (b ? { index: all.indexOf(b), what, text: b.textContent } : null);
    const dialog = document.querySelector('#decision[open] #decision-options button.action');
    if (dialog) return pick(dialog, `decide ${document.getElementById('prompt')?.dataset.decision || '?'}`);
    const ga = (sel) => [...document.querySelectorAll(`#game-actions button.action${sel}`)];
    const attacks = ga('[data-game-action="declare-attackers"]').filter((b) => Number(b.dataset.count) > 0);
    if (attacks.length) {
      const best = attacks.reduce((a, b) => (Number(b.dataset.count) > Number(a.dataset.count) ? b : a));
      return pick(best, `attack with ${best.dataset.count}`);
    }
    for (const [sel, what] of [
      ['[data-game-action="declare-blockers"][data-count="0"]', 'no blocks'],
      ['[data-game-action="assign-combat-damage"]', 'assign combat damage'],
      ['[data-game-action="play-land"]', 'play a land'],
      ['[data-game-action="cast"]', 'cast'],
    ]) {
      const b = ga(sel)[0];
      if (b) return pick(b, what);
    }
    const phase = document.getElementById('phase')?.dataset.phase;
    const tap = ga('[data-game-action="tap-for-mana"]')[0];
    if (phase === 'precombat-main' && tap) {
      const spells = [...document.querySelectorAll('.player-zones.mine section.zone[data-zone="hand"] button.card .card-types')]
        .filter((e) => !/land/.test(e.textContent)).length;
      if (spells > 0) return pick(tap, 'tap a land for mana');
    }
    return pick(ga('[data-game-action="pass-priority"]')[0], 'pass');
  });
}

/** Plays one Magic game to its end by clicking; returns what happened. */
async function playMagic(browser) {
  const { id, links } = await createInLobby(browser, 'mtg');
  const pages = [
    await openPage(browser, links[0], 'seat 0', DESKTOP, 0),
    await openPage(browser, links[1], 'seat 1', PHONE, 1),
  ];
  progress(`mtg: table ${id} created in the lobby (rules); both seats joined`);
  for (const p of pages) {
    assert.match(await p.page.locator('#edition').innerText(), /2009/, `${p.label}: the page does not say the edition`);
    assert.equal(await p.page.locator('#edition .mode[data-mode="rules"]').count(), 1, `${p.label}: not a rules game`);
  }
  // The rules' start: the choice of who plays first comes first.
  const first = await moverOf(pages);
  assert.ok(first, 'nobody is to move at the start');
  assert.equal(await first.page.getAttribute('#prompt', 'data-decision'), 'choose-starting-player');
  await first.page.screenshot({ path: path.join(OUT, `mtg-start-${first.seat === 0 ? 'desktop' : 'phone'}.png`) });
  // No free move is offered in a rules game: no card can be dragged.
  assert.equal(await first.page.locator('[draggable="true"]').count(), 0, 'a rules game offers a free move');

  const counts = {};
  let clicks = 0;
  let shots = 0;
  let attacked = false;
  let last = '';
  for (;;) {
    const who = await moverOf(pages);
    if (!who) break;
    if (clicks >= MAX_CLICKS) {
      for (const p of pages) await p.page.screenshot({ path: path.join(OUT, `mtg-stuck-${p.seat}.png`) });
      assert.fail(`mtg: no winner after ${clicks} clicks; last: ${last}; seat 0 reads: ${await screenWords(pages[0].page)}`);
    }
    const choice = await magicChoice(who.page);
    if (!choice) assert.fail(`mtg: ${who.label} is to move but the page offers nothing: ${await screenWords(who.page)}`);
    choice.button = who.page.locator('button.action').nth(choice.index);
    last = `${who.label}: ${choice.what} (${choice.text})`;
    const kind = choice.what.replace(/ \d+$/, '');
    counts[kind] = (counts[kind] || 0) + 1;
    if (choice.what.startsWith('attack')) attacked = true;
    // A few moments for a person to look at: the mulligan, a first attack, a later turn.
    if ((choice.what === 'decide mulligan' && shots === 0) || (choice.what.startsWith('attack') && shots === 1)) {
      await who.page.screenshot({ path: path.join(OUT, `mtg-${shots === 0 ? 'mulligan' : 'attack'}-${who.seat === 0 ? 'desktop' : 'phone'}.png`) });
      shots += 1;
    }
    await clickAndSettle(pages, who, choice.button);
    clicks += 1;
    if (clicks % 100 === 0) progress(`mtg: ${clicks} clicks; ${await pages[0].page.locator('.turn-line').innerText()}`);
  }
  // Game over: every page names the winner and how, and was sent the end.
  const outcomes = [];
  for (const p of pages) {
    await p.page.waitForSelector('#outcome', { timeout: TIMEOUT });
    await p.page.waitForSelector('#game-end[data-reason="game-over"]', { timeout: TIMEOUT });
    const text = await p.page.locator('#outcome').innerText();
    outcomes.push(text);
    assert.match(text, /wins|draw/, `${p.label}: the game over names no winner: ${text}`);
    assert.equal(await p.page.locator('#game-actions').count(), 0, `${p.label}: game actions after the end`);
    assert.deepEqual(p.errors, [], `${p.label} had page errors`);
  }
  assert.ok(attacked, 'mtg: nobody ever attacked');
  await pages[0].page.screenshot({ path: path.join(OUT, 'mtg-over-desktop.png') });
  await pages[1].page.screenshot({ path: path.join(OUT, 'mtg-over-phone.png') });
  // The Japanese words for the same end.
  await pages[0].page.click('#lang');
  const ja = await pages[0].page.locator('#outcome').innerText();
  assert.match(ja, /ゲーム終了/, `the Japanese game over: ${ja}`);
  await pages[0].page.screenshot({ path: path.join(OUT, 'mtg-over-desktop-ja.png') });
  await pages[0].page.click('#lang');
  const turn = await pages[0].page.locator('.turn-line').innerText();
  for (const p of pages) await p.context.close();
  return { id, pages, clicks, outcome: outcomes[0], turn, counts };
}

/** Opens the folded group of actions (a `details`) that `button` is in, if any. */
async function unfold(button) {
  const details = button.locator('xpath=ancestor::details[1]');
  if (await details.count() && !(await details.evaluate((d) => d.open))) await details.locator('summary').click();
}

/** Clicks the game action `what` on `who`'s page (the first listed), or returns false. */
async function gameAction(pages, who, what, extra = '') {
  const b = who.page.locator(`#game-actions button.action[data-game-action="${what}"]${extra}`).first();
  if (!(await b.count())) return false;
  await clickAndSettle(pages, who, b);
  return true;
}

/**
 * Answers every open decision dialog with its first answer (FoW's mulligan: keep the
 * hand; the hand size: discard the first card), page by page, until none is open.
 * Returns how many were answered.
 */
async function answerDialogs(pages) {
  let answered = 0;
  for (let round = 0; round < 32; round++) {
    let who = null;
    for (const p of pages) {
      if (await p.page.locator('#decision[open] #decision-options button.action').count()) { who = p; break; }
    }
    if (!who) return answered;
    await clickAndSettle(pages, who, who.page.locator('#decision[open] #decision-options button.action').first());
    answered++;
  }
  throw new Error('a decision dialog stays open after 32 answers');
}

/** Plays a FoW or PMV game for `turns` turns by clicking, then a player concedes. */
async function playFrame(browser, game, turns) {
  const { id, links } = await createInLobby(browser, game);
  const pages = [
    await openPage(browser, links[0], 'seat 0', DESKTOP, 0),
    await openPage(browser, links[1], 'seat 1', PHONE, 1),
  ];
  progress(`${game}: table ${id} created in the lobby (rules); both seats joined`);
  assert.equal(await pages[0].page.locator('#frame').innerText().then((s) => /not started/.test(s)), true, `${game}: the bar does not say the game has not started`);
  const starter = await moverOf(pages);
  assert.ok(await gameAction(pages, starter, 'start-game'), `${game}: start-game is not offered`);
  const done = [];
  // FoW's mulligan (a table convention): every seat keeps its opening hand.
  const kept = await answerDialogs(pages);
  if (game === 'fow') assert.equal(kept, 2, 'fow: each seat is asked about a mulligan once');
  if (kept) done.push(`${kept} × keep the opening hand`);
  let lifeChanged = false;
  for (let turn = 1; turn <= turns; turn++) {
    const who = await moverOf(pages);
    assert.ok(who, `${game}: nobody is to move in turn ${turn}`);
    const line = await who.page.locator('.turn-line').innerText();
    assert.match(line, new RegExp(`Turn ${turn}\\b`), `${game}: the bar does not say turn ${turn}: ${line}`);
    assert.match(line, /your turn/, `${game}: the mover's bar does not say it is their turn: ${line}`);
    // Walk the phases to the main phase.
    let phases = 0;
    for (; phases < 4 && (await who.page.getAttribute('#phase', 'data-phase')) !== 'main'; phases++) {
      assert.ok(await gameAction(pages, who, 'next-phase'), `${game}: no next phase before the main phase`);
    }
    if (phases) done.push(`${who.label}: ${phases} × next phase, to the main phase`);
    const handBefore = Number(await who.page.getAttribute(`section.zone[data-zone="hand"][data-player="${who.seat}"] .count`, 'data-count'));
    // Draw a card by clicking: the listed move of the deck's top card into the hand.
    const draw = who.page.locator(`#other-actions button.action[data-action="move-top"][data-to="hand@${who.seat}"]`).first();
    if (turn <= 2 && await draw.count()) {
      await unfold(draw);
      await clickAndSettle(pages, who, draw);
      const after = Number(await who.page.getAttribute(`section.zone[data-zone="hand"][data-player="${who.seat}"] .count`, 'data-count'));
      assert.equal(after, handBefore + 1, `${game}: the click did not draw a card`);
      done.push(`${who.label}: draw`);
    }
    // Play a card of the hand onto the field: click it, then its listed move.
    const card = who.page.locator(`section.zone[data-zone="hand"][data-player="${who.seat}"] button.card.actionable`).first();
    if (await card.count()) {
      const name = await card.getAttribute('data-name');
      await card.click();
      const move = who.page.locator(`#card-actions button.action[data-action="move"][data-to="field@${who.seat}"]`).first();
      if (await move.count()) {
        await clickAndSettle(pages, who, move);
        done.push(`${who.label}: play ${name}`);
      } else {
        await who.page.locator('#clear-selection').click();
      }
    }
    // FoW: the turn player adjusts the other's life (a table convention).
    const other = pages.find((p) => p !== who);
    const minus = who.page.locator('#lives li.life:not(.mine) button.life-control').filter({ hasText: /^-100$/ }).first();
    if (await minus.count()) {
      const before = Number(await other.page.locator('#lives li.life.mine .life-total').getAttribute('data-life'));
      await clickAndSettle(pages, who, minus);
      const after = Number(await other.page.locator('#lives li.life.mine .life-total').getAttribute('data-life'));
      assert.equal(after, before - 100, `${game}: the life total did not go down by 100 on the other page`);
      lifeChanged = true;
      done.push(`${who.label}: -100 life to ${other.label}`);
    }
    if (turn === 2) await who.page.screenshot({ path: path.join(OUT, `${game}-turn-${who.seat === 0 ? 'desktop' : 'phone'}.png`) });
    assert.ok(await gameAction(pages, who, 'pass-turn'), `${game}: pass-turn is not offered`);
    done.push(`${who.label}: pass the turn`);
    const discarded = await answerDialogs(pages);
    if (discarded) done.push(`${who.label}: ${discarded} × discard to the hand size`);
    progress(`${game}: turn ${turn} played by ${who.label}`);
  }
  if (game === 'fow') assert.ok(lifeChanged, 'fow: no life total was adjusted');
  // The player to move concedes (two clicks: the button asks again); the other wins.
  const loser = await moverOf(pages);
  const winner = pages.find((p) => p !== loser);
  const concede = () => loser.page.locator('#game-actions button.action[data-game-action="concede"]').first();
  await concede().click();
  assert.equal(await loser.page.locator('#game-actions button[data-confirm="yes"]').count(), 1, `${game}: concede did not ask again`);
  await clickAndSettle(pages, loser, concede());
  for (const p of pages) {
    await p.page.waitForSelector('#outcome');
    const text = await p.page.locator('#outcome').innerText();
    assert.match(text, /wins/, `${game}: ${p.label}: no winner named: ${text}`);
    assert.match(text, /conceded/, `${game}: ${p.label}: the end does not say how: ${text}`);
    assert.deepEqual(p.errors, [], `${game}: ${p.label} had page errors`);
  }
  const outcome = await winner.page.locator('#outcome').innerText();
  assert.match(outcome, /\(you\) wins/, `${game}: the winner's page does not name them the winner: ${outcome}`);
  await pages[0].page.screenshot({ path: path.join(OUT, `${game}-over-desktop.png`) });
  await pages[1].page.screenshot({ path: path.join(OUT, `${game}-over-phone.png`) });
  for (const p of pages) await p.context.close();
  return { id, pages, done, outcome };
}

/** Judges every frame the pages of `table` received against the stored game. */
function audit(table, pages, name) {
  const bin = process.env.RYOIKI_BIN;
  const data = process.env.RYOIKI_DATA;
  if (!bin || !data) return 'not audited (RYOIKI_BIN, RYOIKI_DATA unset)';
  const dir = path.join(OUT0, 'frames');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify({ table, pages: pages.map((p) => ({ label: p.label, seat: p.seat, frames: p.frames })) }));
  const r = spawnSync(bin, ['check-frames', '--data', data, file], { encoding: 'utf8', maxBuffer: 256 << 20 });
  if (r.error) throw r.error;
  assert.equal(r.status, 0, `${name}: the frame audit found problems (exit ${r.status}):\n${r.stdout}${r.stderr}`);
  return r.stdout.trim().split('\n')[0];
}

(async () => {
  const browser = await chromium.launch(LAUNCH);
  let failed = false;
  try {
    if (!process.env.E2E_SKIP_MTG) {
      const m = await playMagic(browser);
      console.log(`e2e rules: mtg: ${m.clicks} clicks to the end (${m.turn}): ${m.outcome}`);
      console.log(`  clicks by kind: ${JSON.stringify(m.counts)}; ms clicking ${TIMES.click}, waiting for both pages ${TIMES.settle}`);
      console.log(`  audit: ${audit(m.id, m.pages, 'rules-mtg')}`);
    }
    for (const [game, turns] of [['fow', 4], ['pmv', 4]]) {
      const r = await playFrame(browser, game, turns);
      console.log(`e2e rules: ${game}: ${r.done.length} actions over ${turns} turns, then a concession: ${r.outcome}`);
      for (const d of r.done) console.log(`  ${d}`);
      console.log(`  audit: ${audit(r.id, r.pages, `rules-${game}`)}`);
    }
    console.log(`e2e rules: ${((Date.now() - T0) / 1000).toFixed(1)} s`);
  } catch (e) {
    failed = true;
    console.error(`e2e rules: FAILED: ${e.stack || e}`);
  } finally {
    await browser.close();
  }
  process.exit(failed ? 1 : 0);
})();
