import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MCC_CODES } from './mcc.ts';
import en from '../../../apps/web/src/locales/en/onboarding.json' with { type: 'json' };
import zh from '../../../apps/web/src/locales/zh-cn/onboarding.json' with { type: 'json' };

// the `mcc` package: ISO 18245 codes with their descriptions (CommonJS, no types)
const iso18245 = createRequire(import.meta.url)('mcc') as { get(code: string): { mcc: string; edited_description: string } | undefined };

describe('merchant category codes', () => {
  it('are real ISO 18245 codes, each once', () => {
    for (const code of MCC_CODES) expect(iso18245.get(code)?.mcc, code).toBe(code);
    expect(new Set(MCC_CODES).size).toBe(MCC_CODES.length);
  });

  it('have a name in English and Chinese', () => {
    const names = (l: { mcc: Record<string, string> }) => Object.keys(l.mcc).sort();
    expect(names(en)).toEqual([...MCC_CODES].sort());
    expect(names(zh)).toEqual([...MCC_CODES].sort());
  });
});
