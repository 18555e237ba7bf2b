import { describe, expect, it } from 'vitest';
import { LEGACY_SHUTDOWN_TS } from '@crossbill/contracts/constants';
import { isLegacyHostWindow } from './legacy-host';

const config = { legacyHosts: ['old.crossbill.dev', 'Legacy.Example.com'], legacyShutdownTs: LEGACY_SHUTDOWN_TS };

describe('legacy host rule', () => {
  it('applies to a listed host up to and including the shutdown instant', () => {
    expect(isLegacyHostWindow('old.crossbill.dev', config, LEGACY_SHUTDOWN_TS - 86_400_000)).toBe(true);
    expect(isLegacyHostWindow('old.crossbill.dev', config, LEGACY_SHUTDOWN_TS)).toBe(true);
    expect(isLegacyHostWindow('legacy.example.com', config, LEGACY_SHUTDOWN_TS - 1)).toBe(true);
  });

  it('no longer applies after the shutdown instant', () => {
    expect(isLegacyHostWindow('old.crossbill.dev', config, LEGACY_SHUTDOWN_TS + 1)).toBe(false);
  });

  it('never applies to a host outside the list, or without a config', () => {
    expect(isLegacyHostWindow('portal.crossbill.dev', config, LEGACY_SHUTDOWN_TS - 1)).toBe(false);
    expect(isLegacyHostWindow('old.crossbill.dev.evil.example', config, LEGACY_SHUTDOWN_TS - 1)).toBe(false);
    expect(isLegacyHostWindow('old.crossbill.dev', undefined, 0)).toBe(false);
    expect(isLegacyHostWindow('old.crossbill.dev', { legacyHosts: [], legacyShutdownTs: LEGACY_SHUTDOWN_TS }, 0)).toBe(false);
  });
});
