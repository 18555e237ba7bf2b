// Gzip size of the JS a route needs, read from the Vite manifest of a build (apps/web/dist):
// the entry with its static imports, plus each route module's static closure.
// Usage: node apps/web/scripts/bundle-size.mjs   (after npm run build -w @crossbill/web)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}
const size = (keys) => [...keys].reduce((sum, k) => sum + gz(manifest[k].file), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

// locale namespaces are JS chunks too (English, the default)
const texts = (...names) =>
  names.map((n) => (n === 'messages' || n === 'menu' ? `../../packages/contracts/src/locales/en/${n}.json` : `src/locales/en/${n}.json`));
// the portal's entry (the hosted payment page, pay.html, is the build's other entry; bench/hosted-page.mjs)
const entry = manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((k) => manifest[k].isEntry);
const base = closure([entry, ...texts('common', 'messages', 'consent')]);
const loginKeys = ['src/app/pages/login-route.tsx', ...texts('session')];
const shellKeys = [
  'src/app/shell/portal-shell.tsx',
  'src/app/pages/home-route.tsx',
  ...texts('shell', 'menu', 'merchant', 'notice', 'download', 'novation', 'home', 'account'),
];
const login = closure(loginKeys, new Set(base));
const shell = closure(shellKeys, new Set(login));
const shellOnly = closure(shellKeys, new Set(base));

const loginSize = size(login);
const shellSize = size(new Set([...login, ...shell]));
console.log(`entry (every page):                 ${kb(size(base))} gz`);
console.log(`login route (entry + login page):   ${kb(loginSize)} gz  (target ≤ 150 kB)`);
console.log(`after login (+ shell + home page):  ${kb(shellSize)} gz  (target ≤ 450 kB); entry + shell + home without the login page: ${kb(size(shellOnly))}`);
if (process.argv.includes('--files'))
  for (const k of [...new Set([...login, ...shell])]) console.log(`  ${kb(gz(manifest[k].file)).padStart(9)}  ${manifest[k].file}  ${k}`);
