import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@crossbill/contracts/constants';

/** Every locale key exists in every language, in the web's and the contracts' locale folders. */
const folders = {
  web: path.resolve(__dirname),
  contracts: path.resolve(__dirname, '../../../../packages/contracts/src/locales'),
};

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

function load(folder: string, language: string): Map<string, string[]> {
  const dir = path.join(folder, language);
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
  return new Map(files.map((f) => [f, keys(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))]));
}

const interpolations = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(folders))('%s locales', (_name, folder) => {
  const [first, ...others] = LANGUAGES;
  const reference = load(folder, first);

  it('has files', () => {
    expect(reference.size).toBeGreaterThan(0);
  });

  it.each(others)(`%s has the same namespaces and keys as ${first}`, (language) => {
    const other = load(folder, language);
    expect([...other.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [file, list] of reference) {
      const theirs = other.get(file) ?? [];
      expect(
        theirs.filter((k) => !list.includes(k)),
        `${language}/${file} keys missing in ${first}`,
      ).toEqual([]);
      expect(
        list.filter((k) => !theirs.includes(k)),
        `${language}/${file} lacks keys`,
      ).toEqual([]);
    }
  });

  it.each(others)('%s uses the same {{placeholders}} and no empty text', (language) => {
    for (const file of reference.keys()) {
      const a = JSON.parse(fs.readFileSync(path.join(folder, first, file), 'utf8'));
      const b = JSON.parse(fs.readFileSync(path.join(folder, language, file), 'utf8'));
      for (const key of reference.get(file)!) {
        const get = (o: unknown) => key.split('.').reduce<unknown>((x, k) => (x as Record<string, unknown>)?.[k], o);
        const [ta, tb] = [get(a), get(b)];
        expect(typeof tb === 'string' && tb.trim().length > 0, `${language}/${file}:${key} is empty`).toBe(true);
        expect(interpolations(String(tb)), `${language}/${file}:${key}`).toEqual(interpolations(String(ta)));
      }
    }
  });
});
