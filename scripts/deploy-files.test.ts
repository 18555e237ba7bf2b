import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_KEYS } from '../apps/server/src/platform/config.ts';
import { getHealth, getReadiness } from '../packages/contracts/src/endpoints/common.ts';

/**
 * The deployment recipe (Dockerfile, compose.yaml, deploy/Caddyfile) cannot be built or started
 * here; this checks that it parses and names only what exists: files, settings, probe paths.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8');
const exists = (p: string) => fs.existsSync(path.join(root, p));

type Service = { build?: unknown; image?: string; command?: string[]; environment?: Record<string, unknown>; volumes?: string[]; depends_on?: unknown };
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const dockerfile = read('Dockerfile');
const caddyfile = read('deploy/Caddyfile');
const ours = Object.entries(compose.services).filter(([, s]) => s.build !== undefined);

describe('deployment files', () => {
  it('compose runs two servers and a worker of our image over one PostgreSQL, behind the proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['db', 'proxy', 'server-1', 'server-2', 'worker']);
    expect(ours.map(([name]) => name).sort()).toEqual(['server-1', 'server-2', 'worker']);
    for (const [, s] of ours) expect(String(s.environment?.DATABASE_URL)).toMatch(/^postgres:\/\/crossbill:.*@db:5432\/crossbill$/);
    // one files directory for all: an export a worker builds is sent by a server
    for (const [name, s] of ours) expect(s.volumes, name).toEqual(['files:/data']);
    expect(dockerfile).toMatch(/ENV .*DATA_DIR=\/data/);
    // the servers leave the jobs to the worker
    expect(compose.services['server-1']!.environment?.JOBS).toBe('false');
    expect(compose.services['worker']!.environment?.JOBS).toBeUndefined();
  });

  it('sets only settings the server knows', () => {
    for (const [name, s] of ours) {
      const unknown = Object.keys(s.environment ?? {}).filter((k) => !CONFIG_KEYS.includes(k));
      expect(unknown, name).toEqual([]);
    }
  });

  it('starts files that exist, the image and compose alike', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    const files = [JSON.parse(cmd!) as string[], ...ours.map(([, s]) => s.command ?? [])].map((c) => c.find((a) => a.endsWith('.ts')));
    for (const f of files.filter(Boolean)) expect(exists(f!), f).toBe(true);
    for (const m of dockerfile.matchAll(/^COPY (?!--from)(.+) (\S+)$/gm)) for (const src of m[1]!.split(' ')) expect(exists(src), src).toBe(true);
    for (const v of compose.services.proxy!.volumes ?? []) if (v.startsWith('./')) expect(exists(v.split(':')[0]!), v).toBe(true);
  });

  it('probes the health routes the server serves', () => {
    expect(dockerfile).toContain(`/api${getHealth.path}`);
    expect(caddyfile).toContain(`health_uri /api${getReadiness.path}`);
    // the proxy sends to the two servers by their service names, on the port the image listens on
    const port = /ENV .*PORT=(\d+)/.exec(dockerfile)?.[1];
    expect(caddyfile).toContain(`reverse_proxy server-1:${port} server-2:${port}`);
  });

  it('targets Node.js 22 in the image, which the engines field names beside 20 (and what comes after)', () => {
    expect([...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((m) => m[1])).toEqual(['22', '22']);
    expect((JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node).toBe('^20.19.0 || >=22.12.0');
  });
});
