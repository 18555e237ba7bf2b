// How a suite whose work is TypeScript runs it: `node --import tsx bench/<name>.ts` as a child process,
// its human lines echoed as they come, its last JSON line (a line starting with `{`) the result.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Runs bench/<script> with `args`; resolves with the exit code and the parsed result (null when there was none). */
export async function runChild(root, script, args = [], nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'bench', script), ...args], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffered = '';
  let json = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (d) => {
    buffered += d;
    const lines = buffered.split('\n');
    buffered = lines.pop();
    for (const line of lines)
      if (line.startsWith('{')) json = line;
      else if (line) console.log(line);
  });
  const code = await new Promise((resolve) => child.once('close', resolve));
  if (buffered.startsWith('{')) json = buffered;
  else if (buffered) console.log(buffered);
  return { code, result: json ? JSON.parse(json) : null };
}

/** Suites that need PostgreSQL refuse to start without DATABASE_URL, saying how to give it. */
export function needPostgres(suite) {
  if (!process.env.DATABASE_URL) throw new Error(`the ${suite} suite needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)`);
}

/** Writes bench/results/<file> and prints it. */
export function writeReport(root, file, md) {
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results', file), md);
  console.log(`\n${md}\nWritten to bench/results/${file}`);
}
