// First the table's script is type-checked (`tsc --checkJs --noEmit` over
// crates/ryoiki-server/web/app.js, which says `// @ts-check`).
// Accessibility of the browser table, checked by axe-core in Debian's Chromium: the lobby
// and a table (a Magic rules game and a manual one, as a seat) at desktop (1366×900) and
// phone (390×844) sizes. Fails on any serious or critical violation; screenshots of each
// page go to OUT_DIR (axe-*.png). Also checks that the hand is in view without scrolling.
//
//   node axe.js URL OUT_DIR
'use strict';

const { chromium } = require('playwright-core');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const assert = require('node:assert/strict');

const [, , BASE, OUT = '../target/e2e'] = process.argv;
if (!BASE) {
  console.error('usage: node axe.js http://HOST:PORT [OUT_DIR]');
  process.exit(2);
}
fs.mkdirSync(OUT, { recursive: true });
const AXE = require.resolve('axe-core/axe.min.js');
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const LAUNCH = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
};

/** With E2E_WEB=DIR, the page's files are read from DIR, not the binary. */
async function fromDisk(context) {
  const dir = process.env.E2E_WEB;
  if (!dir) return;
  for (const [file, type] of [['app.js', 'text/javascript'], ['style.css', 'text/css']]) {
    await context.route(`**/${file}`, (route) => route.fulfill({ path: path.join(dir, file), contentType: type }));
  }
}

async function post(body) {
  const r = await fetch(new URL('/api/tables', BASE), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const text = await r.text();
  assert.equal(r.status, 201, `POST /api/tables: ${r.status} ${text}`);
  return JSON.parse(text);
}

/** Runs axe on the page; the serious and critical violations, each as one line. */
async function violations(page) {
  await page.addScriptTag({ path: AXE });
  const res = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 4) }));
  });
  return res.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Whether every card of the seat's hand lies inside the window (no scrolling needed). */
async function handInView(page, seat) {
  return page.evaluate((s) => {
    const hand = document.querySelector(`section.zone[data-zone="hand"][data-player="${s}"]`);
    if (!hand) return 'no hand';
    const r = hand.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight + 1 || r.height === 0) return `hand at ${Math.round(r.top)}–${Math.round(r.bottom)} of ${window.innerHeight}`;
    return 'ok';
  }, seat);
}

/** `tsc --checkJs --noEmit` over the table's app.js: it must find no type error. */
function typeCheck() {
  const app = path.join(__dirname, '..', 'crates', 'ryoiki-server', 'web', 'app.js');
  const tsc = path.join(__dirname, 'node_modules', '.bin', 'tsc');
  const r = spawnSync(tsc, ['--noEmit', '--allowJs', '--checkJs', '--target', 'es2022',
    '--lib', 'es2022,dom,dom.iterable', app], { encoding: 'utf8' });
  if (r.error) throw r.error;
  assert.equal(r.status, 0, `tsc found type errors in app.js:\n${r.stdout}${r.stderr}`);
}

(async () => {
  typeCheck();
  console.log('axe: tsc --checkJs --noEmit: app.js has no type error');
  const browser = await chromium.launch(LAUNCH);
  const problems = [];
  try {
    const rules = await post({ game: 'mtg', mode: 'rules' });
    const manual = await post({ game: 'fow', mode: 'manual' });
    for (const [size, viewport] of Object.entries(SIZES)) {
      const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      ctx.setDefaultTimeout(60000);
      await fromDisk(ctx);
      const page = await ctx.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(new URL('/', BASE).toString());
      await page.waitForSelector('#create-table');
      await page.click('.decks summary');
      await page.screenshot({ path: path.join(OUT, `axe-lobby-${size}.png`), fullPage: true });
      for (const v of await violations(page)) problems.push(`lobby ${size}: ${v.impact} ${v.id} (${v.help}) at ${v.nodes.join(', ')}`);
      for (const [name, t] of [['mtg-rules', rules], ['fow-manual', manual]]) {
        const s = t.seats[0];
        await page.goto('about:blank');
        await page.goto(new URL(`/#table=${encodeURIComponent(t.id)}&seat=0&token=${s.token}`, BASE).toString());
        await page.waitForSelector('#status[data-version]');
        await page.waitForSelector('#conn[data-state="connected"]');
        const inView = await handInView(page, 0);
        if (inView !== 'ok') problems.push(`${name} ${size}: the hand is not in view: ${inView}`);
        // The decision dialog (who plays first) is open in the rules game: checked too.
        await page.screenshot({ path: path.join(OUT, `axe-${name}-${size}.png`) });
        for (const v of await violations(page)) problems.push(`${name} ${size}: ${v.impact} ${v.id} (${v.help}) at ${v.nodes.join(', ')}`);
      }
      if (errors.length) problems.push(`${size}: page errors: ${errors.join('; ')}`);
      await ctx.close();
    }
  } finally {
    await browser.close();
  }
  if (problems.length) {
    console.error(`axe: ${problems.length} problems:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('axe: the lobby and two tables at desktop and phone size: no serious or critical violation; the hand in view');
})().catch((e) => { console.error(e); process.exit(1); });
