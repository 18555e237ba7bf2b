// `npm run bench [-- suite… --option value…]`: measurements, never assertions. Suites: startup, bundle,
// ledger (default: all; ledger only when DATABASE_URL is set, as it needs PostgreSQL).
// Options go to the suites that take them: ledger takes --count, --workers, --merchants, --mix.
// Results are printed and written to bench/results/latest.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startup } from './startup.mjs';
import { bundle } from './bundle.mjs';
import { ledger, ledgerOptions } from './ledger.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const chosen = [];
const ledgerArgs = [];
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (!a.startsWith('-')) chosen.push(a);
  else if (ledgerOptions.includes(a.replace(/^--/, '').split('=')[0])) {
    ledgerArgs.push(a);
    if (!a.includes('=') && argv[i + 1] !== undefined) ledgerArgs.push(argv[++i]);
  } else {
    console.error(`Unknown option ${a}; options: ${ledgerOptions.map((o) => `--${o}`).join(', ')} (ledger)`);
    process.exit(2);
  }
}
const suites = { startup, bundle, ledger: (r) => ledger(r, ledgerArgs) };
let names = chosen.length ? chosen : Object.keys(suites);
if (!chosen.length && !process.env.DATABASE_URL) {
  names = names.filter((n) => n !== 'ledger');
  console.log('Skipping the ledger suite: it needs PostgreSQL (set DATABASE_URL to run it).');
}
for (const name of names) {
  if (!suites[name]) {
    console.error(`Unknown suite ${name}; suites: ${Object.keys(suites).join(', ')}`);
    process.exit(2);
  }
}
if (names.includes('ledger') && !process.env.DATABASE_URL) {
  console.error('The ledger suite needs PostgreSQL: set DATABASE_URL (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- ledger).');
  process.exit(2);
}
const results = {};
for (const name of names) {
  console.log(`\n== ${name} ==`);
  results[name] = await suites[name](root);
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
console.log('\nWritten to bench/results/latest.json');
