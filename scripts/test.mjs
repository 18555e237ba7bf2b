// `npm test`: every check, in order: type check, lint, format, unit + component + server integration tests
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), web build, browser tests.
// Ends with one line `tests: N passed, N failed` over all test runners.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const only = process.argv.slice(2); // e.g. `npm test -- unit` runs one step

const steps = [
  // the static checks run two at a time (they are independent and each mostly one core's work)
  ...['packages/contracts', 'apps/server', 'apps/web', 'e2e'].map((p) => ({
    name: 'typecheck',
    label: `typecheck ${p}`,
    cmd: 'npx',
    args: ['tsc', '-p', p],
    parallel: true,
  })),
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'], parallel: true },
  // the formatter's check: `npm run format` writes what it asks for
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'], parallel: true },
  { name: 'unit', cmd: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/vitest.json`], counts: 'vitest' },
  { name: 'build', cmd: 'npm', args: ['run', 'build', '-w', '@crossbill/web'] },
  { name: 'e2e', cmd: 'node', args: ['e2e/run.mjs'], counts: 'playwright' },
];

/** Each failed vitest test (file › name: first line of its error), or the file whose run failed outside a test. */
function vitestFailures(j, text, failedRun) {
  const firstLine = (m) =>
    String(m ?? '')
      .split('\n')
      .find((l) => l.trim()) ?? '';
  const out = [];
  for (const file of j.testResults ?? []) {
    const rel = path.relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of tests) {
      const message = String(t.failureMessages?.[0] ?? '');
      // where in the project it failed: the first frame outside node_modules
      const frame = message.split('\n').find((l) => l.includes(root) && !l.includes('node_modules'));
      out.push(`${rel} › ${t.fullName}: ${firstLine(message).slice(0, 300)}`);
      if (frame) out.push(`    ${frame.trim().replace(`${root}/`, '')}`);
    }
    if (!tests.length && file.status === 'failed') out.push(`${rel}: ${firstLine(file.message).slice(0, 300)}`);
  }
  // an error thrown outside any test (after a file's tests passed) fails the run and is in no test's
  // result: its block of vitest's output is what names it
  const lines = stripVTControlCharacters(text).split('\n');
  const at = lines.findIndex((l) => /Unhandled (Errors?|Rejection)/.test(l));
  if (failedRun && at >= 0) {
    const end = lines.findIndex((l, i) => i > at && /^\s*Test Files\s/.test(l));
    out.push(...lines.slice(at, Math.min(end > at ? end : lines.length, at + 60)));
  } else if (failedRun && !out.length) out.push('vitest failed outside any test (its output above says why)');
  return out;
}

let passed = 0;
let failed = 0;
const failures = [];
// the failed tests by name, printed again at the end: CI shows a run's last lines first
const failedTests = [];
const chosen = steps.filter((step) => !only.length || only.includes(step.name));
// how long each step took, printed at the end: where the suite's time goes, run after run
const took = [];
const timed = (step, started) => took.push(`${step.label ?? step.name} ${Math.round((Date.now() - started) / 1000)} s`);

/**
 * Runs a step: its output shown as it comes (`live`), or held back and printed whole when it ends (the
 * static checks run two at a time); kept for the summary at the end either way.
 */
const run = (step, live) =>
  new Promise((resolve) => {
    const name = step.label ?? step.name;
    const started = Date.now();
    if (live) console.log(`\n=== ${name} ===`);
    const child = spawn(step.cmd, step.args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const take = (stream) => (d) => {
      if (live) stream.write(d);
      out.push(d);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (status) => {
      if (!live) console.log(`\n=== ${name} ===\n${Buffer.concat(out)}`);
      if (status !== 0) failures.push(name);
      timed(step, started);
      resolve({ status, text: Buffer.concat(out).toString('utf8') });
    });
  });

const queue = chosen.filter((step) => step.parallel);
await Promise.all(
  [0, 1].map(async () => {
    for (let step = queue.shift(); step; step = queue.shift()) await run(step, false);
  }),
);

for (const step of chosen.filter((s) => !s.parallel)) {
  const r = await run(step, true);
  if (step.counts === 'vitest') {
    const file = path.join(tmp, 'vitest.json');
    if (fs.existsSync(file)) {
      const j = JSON.parse(fs.readFileSync(file, 'utf8'));
      passed += j.numPassedTests ?? 0;
      failed += (j.numFailedTests ?? 0) + (r.status !== 0 && !j.numFailedTests ? 1 : 0);
      failedTests.push(...vitestFailures(j, r.text, r.status !== 0));
      fs.rmSync(file);
    }
  }
  if (step.counts === 'playwright') {
    const file = path.join(tmp, 'playwright.json');
    if (fs.existsSync(file)) {
      const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
      passed += (s.expected ?? 0) + (s.flaky ?? 0);
      failed += s.unexpected ?? 0;
      fs.rmSync(file);
    }
  }
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
console.log(`\nTime per step: ${took.join(', ')}`);
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
