// `npm test`: every check, in order: type check, lint, format, unit + component + server integration tests
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), web build, browser tests.
// Ends with one line `tests: N passed, N failed` over all test runners.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const only = process.argv.slice(2); // e.g. `npm test -- unit` runs one step

const steps = [
  ...['packages/contracts', 'apps/server', 'apps/web', 'e2e'].map((p) => ({ name: 'typecheck', label: `typecheck ${p}`, cmd: 'npx', args: ['tsc', '-p', p] })),
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  // the formatter's check: `npm run format` writes what it asks for
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'unit', cmd: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/vitest.json`], counts: 'vitest' },
  { name: 'build', cmd: 'npm', args: ['run', 'build', '-w', '@crossbill/web'] },
  { name: 'e2e', cmd: 'node', args: ['e2e/run.mjs'], counts: 'playwright' },
];

let passed = 0;
let failed = 0;
const failures = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n=== ${step.label ?? step.name} ===`);
  const r = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: process.env });
  if (step.counts === 'vitest') {
    const file = path.join(tmp, 'vitest.json');
    if (fs.existsSync(file)) {
      const j = JSON.parse(fs.readFileSync(file, 'utf8'));
      passed += j.numPassedTests ?? 0;
      failed += (j.numFailedTests ?? 0) + (j.numTotalTestSuites && j.success === false && !j.numFailedTests ? 1 : 0);
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
  if (r.status !== 0) failures.push(step.label ?? step.name);
}

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
