// `npm run sandbox -- <command>`: the sandbox acquirer's commands, e.g.
// `npm run sandbox -- traffic --merchant <no> --count 500 --days 30` (the same as `npm run ops -- sandbox traffic …`).
import { main } from './ops.ts';

const argv = process.argv.slice(2);
const words = argv[0] === 'help' || argv.length === 0 ? ['help'] : ['sandbox', ...argv];
main(words).then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error && e.message.startsWith('Invalid configuration') ? e.message : e);
    process.exit(1);
  },
);
