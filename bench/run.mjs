// `npm run bench [-- suite… --option value…]`: measurements, never assertions. Suites: startup, bundle,
// ledger, acquiring, fuzz (default: all but acquiring and fuzz; ledger only when DATABASE_URL is set,
// as it needs PostgreSQL; acquiring, which builds 1M transactions, and fuzz, thousands of hostile
// requests to every route, only when named; fuzz takes --per-operation and --seed).
// Options go to the suites that take them: ledger takes --count, --workers, --merchants, --mix;
// acquiring takes --sizes, --sample, --runs, --keep (and --merchants when it is the only suite named).
// Results are printed and written to bench/results/latest.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startup } from './startup.mjs';
import { bundle } from './bundle.mjs';
import { ledger, ledgerOptions } from './ledger.mjs';
import { acquiring, acquiringOptions } from './acquiring.mjs';
import { fuzzSuite, fuzzOptions } from './fuzz.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const chosen = [];
const ledgerArgs = [];
const acquiringArgs = [];
const fuzzArgs = [];
const flags = ['keep'];
// the suites named, not counting the values of options (`--merchants 20`)
const suiteNames = argv.filter(
  (a, i) => !a.startsWith('-') && !(i > 0 && argv[i - 1].startsWith('--') && !argv[i - 1].includes('=') && !flags.includes(argv[i - 1].slice(2))),
);
const acquiringOnly = suiteNames.join() === 'acquiring';
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  const name = a.replace(/^--/, '').split('=')[0];
  // --merchants belongs to the ledger suite, unless acquiring runs alone
  const target = fuzzOptions.includes(name)
    ? fuzzArgs
    : acquiringOptions.includes(name) && (acquiringOnly || !ledgerOptions.includes(name))
      ? acquiringArgs
      : ledgerOptions.includes(name)
        ? ledgerArgs
        : null;
  if (!a.startsWith('-')) chosen.push(a);
  else if (target) {
    target.push(a);
    if (!flags.includes(name) && !a.includes('=') && argv[i + 1] !== undefined) target.push(argv[++i]);
  } else {
    console.error(
      `Unknown option ${a}; options: ${ledgerOptions.map((o) => `--${o}`).join(', ')} (ledger), ${acquiringOptions.map((o) => `--${o}`).join(', ')} (acquiring), ${fuzzOptions.map((o) => `--${o}`).join(', ')} (fuzz)`,
    );
    process.exit(2);
  }
}
const suites = { startup, bundle, ledger: (r) => ledger(r, ledgerArgs), acquiring: (r) => acquiring(r, acquiringArgs), fuzz: (r) => fuzzSuite(r, fuzzArgs) };
let names = chosen.length ? chosen : Object.keys(suites).filter((n) => n !== 'acquiring' && n !== 'fuzz');
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
if ((names.includes('ledger') || names.includes('acquiring')) && !process.env.DATABASE_URL) {
  console.error(
    'The ledger and acquiring suites need PostgreSQL: set DATABASE_URL (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- ledger).',
  );
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
