import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@crossbill/contracts/constants';
import { inLanguage } from '../test/utils';
import { lazyPage, withTimeout } from './lazy-page';

describe('lazy pages', () => {
  beforeAll(() => inLanguage('en'));
  afterEach(() => vi.useRealTimers());

  it('times out a chunk after 120 s', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const result = withTimeout(never).catch((e: Error) => e.name);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await expect(result).resolves.toBe('ChunkTimeoutError');
  });

  it('offers a reload when a chunk fails to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: () => Promise<{ default: ComponentType }> = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const Page = lazyPage(failing);
    await act(async () => {
      render(<Page />);
    });
    expect(await screen.findByText('This page could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('renders the page once loaded', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>loaded</p> }));
    await act(async () => {
      render(<Page />);
    });
    expect(await screen.findByText('loaded')).toBeTruthy();
  });
});

describe('lazy page texts', () => {
  it('loads the namespaces with the code', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>page</p> }), { namespaces: ['novation'] });
    await Page.preload();
    const { i18n } = await import('../lib/i18n');
    expect(i18n.hasLoadedNamespace('novation')).toBe(true);
  });
});
