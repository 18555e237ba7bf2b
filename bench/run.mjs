// `npm run bench [-- suite… --option value…]`: measurements, never assertions. Suites: startup, bundle,
// ledger, acquiring, fuzz, blacklist (default: all but acquiring, fuzz and blacklist; ledger only when
// DATABASE_URL is set, as it needs PostgreSQL; acquiring, which builds 1M transactions, fuzz, thousands
// of hostile requests to every route, and blacklist, /v1 payments/s with 1M blacklist items, only when
// named; fuzz takes --per-operation and --seed).
// Options go to the suites that take them: ledger takes --count, --workers, --merchants, --mix;
// acquiring takes --sizes, --sample, --runs, --keep (and --merchants when it is the only suite named);
// blacklist takes --items, --lists, --duration, --warmup, --concurrency, --rounds, --keep (and --count
// when it is the only suite named: the screenPayment calls timed).
// Results are printed and written to bench/results/latest.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startup } from './startup.mjs';
import { bundle } from './bundle.mjs';
import { ledger, ledgerOptions } from './ledger.mjs';
import { acquiring, acquiringOptions } from './acquiring.mjs';
import { fuzzSuite, fuzzOptions } from './fuzz.mjs';
import { blacklist, blacklistOptions } from './blacklist.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const chosen = [];
const ledgerArgs = [];
const acquiringArgs = [];
const fuzzArgs = [];
const blacklistArgs = [];
const flags = ['keep'];
// the suites named, not counting the values of options (`--merchants 20`)
const suiteNames = argv.filter(
  (a, i) => !a.startsWith('-') && !(i > 0 && argv[i - 1].startsWith('--') && !argv[i - 1].includes('=') && !flags.includes(argv[i - 1].slice(2))),
);
const acquiringOnly = suiteNames.join() === 'acquiring';
const blacklistOnly = suiteNames.join() === 'blacklist';
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  const name = a.replace(/^--/, '').split('=')[0];
  // --merchants belongs to the ledger suite, unless acquiring runs alone; --count and --keep likewise
  // go to ledger and acquiring unless blacklist runs alone
  const target = fuzzOptions.includes(name)
    ? fuzzArgs
    : blacklistOptions.includes(name) && (blacklistOnly || (!ledgerOptions.includes(name) && !acquiringOptions.includes(name)))
      ? blacklistArgs
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
      `Unknown option ${a}; options: ${ledgerOptions.map((o) => `--${o}`).join(', ')} (ledger), ${acquiringOptions.map((o) => `--${o}`).join(', ')} (acquiring), ${fuzzOptions.map((o) => `--${o}`).join(', ')} (fuzz), ${blacklistOptions.map((o) => `--${o}`).join(', ')} (blacklist)`,
    );
    process.exit(2);
  }
}
const suites = {
  startup,
  bundle,
  ledger: (r) => ledger(r, ledgerArgs),
  acquiring: (r) => acquiring(r, acquiringArgs),
  fuzz: (r) => fuzzSuite(r, fuzzArgs),
  blacklist: (r) => blacklist(r, blacklistArgs),
};
const onlyNamed = ['acquiring', 'fuzz', 'blacklist'];
let names = chosen.length ? chosen : Object.keys(suites).filter((n) => !onlyNamed.includes(n));
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
if (['ledger', 'acquiring', 'blacklist'].some((n) => names.includes(n)) && !process.env.DATABASE_URL) {
  console.error(
    'The ledger, acquiring and blacklist suites need PostgreSQL: set DATABASE_URL (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- ledger).',
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
