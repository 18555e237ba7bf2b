// `npm run bench [-- suite… --option value…]`: measurements, never assertions. Suites: startup, bundle, hostedPage (the payment page's JS),
// ledger, acquiring, fuzz, blacklist, load (default: startup, bundle, and ledger when DATABASE_URL is set,
// as it needs PostgreSQL; acquiring, which builds 1M transactions, fuzz, thousands of hostile requests to
// every route, blacklist, /v1 payments/s with 1M blacklist items, and load, 1/2/4 server processes under
// the portal and Payment API mixes, only when named; fuzz takes --per-operation and --seed).
// Options go to every suite run that takes them: ledger takes --count, --workers, --merchants, --mix;
// acquiring --sizes, --merchants, --sample, --runs, --keep; blacklist --items, --lists, --duration,
// --warmup, --concurrency, --count, --rounds, --keep; load --processes, --duration, --warmup,
// --concurrency, --merchants, --keep; subscriptions (one billing run over 100,000 due subscriptions: charges/s,
// each charged exactly once) --count, --merchants, --workers, --keep; webhooks (10,000 queued events to a
// local receiver: deliveries/s, each once and signed) --count, --endpoints, --workers, --batch, --keep; search (the global search
// over 1M transactions, or --count 10000000: p50/p95 per kind of keyword, with the plans) --count, --merchants, --rounds, --keep. An option no suite of the run takes stops it.
// Results are printed and written to bench/results/latest.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startup } from './startup.mjs';
import { bundle } from './bundle.mjs';
import { hostedPage } from './hosted-page.mjs';
import { ledger, ledgerOptions } from './ledger.mjs';
import { acquiring, acquiringOptions } from './acquiring.mjs';
import { fuzzSuite, fuzzOptions } from './fuzz.mjs';
import { blacklist, blacklistOptions } from './blacklist.mjs';
import { load, loadOptions } from './load.mjs';
import { subscriptions, subscriptionsOptions } from './subscriptions.mjs';
import { webhooks, webhooksOptions } from './webhooks.mjs';
import { search, searchOptions } from './search.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// each suite, the options it takes, and whether it runs only when named
const suites = {
  startup: { run: startup, options: [] },
  bundle: { run: bundle, options: [] },
  hostedPage: { run: hostedPage, options: [] },
  ledger: { run: ledger, options: ledgerOptions, postgres: true },
  acquiring: { run: acquiring, options: acquiringOptions, onlyNamed: true, postgres: true },
  fuzz: { run: fuzzSuite, options: fuzzOptions, onlyNamed: true },
  blacklist: { run: blacklist, options: blacklistOptions, onlyNamed: true, postgres: true },
  load: { run: load, options: loadOptions, onlyNamed: true, postgres: true },
  subscriptions: { run: subscriptions, options: subscriptionsOptions, onlyNamed: true, postgres: true },
  webhooks: { run: webhooks, options: webhooksOptions, onlyNamed: true, postgres: true },
  search: { run: search, options: searchOptions, onlyNamed: true, postgres: true },
};
const flags = ['keep'];
const argv = process.argv.slice(2);
const chosen = [];
const options = [];
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (!a.startsWith('-')) chosen.push(a);
  else {
    const name = a.replace(/^--/, '').split('=')[0];
    options.push({ name, args: !flags.includes(name) && !a.includes('=') && argv[i + 1] !== undefined ? [a, argv[++i]] : [a] });
  }
}
for (const name of chosen) {
  if (!suites[name]) {
    console.error(`Unknown suite ${name}; suites: ${Object.keys(suites).join(', ')}`);
    process.exit(2);
  }
}
let names = chosen.length ? chosen : Object.keys(suites).filter((n) => !suites[n].onlyNamed);
if (!chosen.length && !process.env.DATABASE_URL) {
  names = names.filter((n) => !suites[n].postgres);
  console.log('Skipping the ledger suite: it needs PostgreSQL (set DATABASE_URL to run it).');
}
for (const o of options) {
  if (!names.some((n) => suites[n].options.includes(o.name))) {
    const takes = names.map((n) => `${suites[n].options.map((x) => `--${x}`).join(', ') || 'none'} (${n})`).join('; ');
    console.error(`Unknown option --${o.name} for ${names.join(', ')}; options: ${takes}`);
    process.exit(2);
  }
}
const postgresSuites = names.filter((n) => suites[n].postgres);
if (postgresSuites.length && !process.env.DATABASE_URL) {
  console.error(
    `The ${postgresSuites.join(', ')} suite(s) need PostgreSQL: set DATABASE_URL (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- ${postgresSuites[0]}).`,
  );
  process.exit(2);
}
const results = {};
for (const name of names) {
  console.log(`\n== ${name} ==`);
  const args = options.filter((o) => suites[name].options.includes(o.name)).flatMap((o) => o.args);
  results[name] = await suites[name].run(root, args);
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
console.log('\nWritten to bench/results/latest.json');
