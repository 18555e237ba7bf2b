import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHUNK_LOAD_TIMEOUT_MS } from '@crossbill/contracts/constants';
import { PageLoading } from './page-loading';

class ChunkTimeoutError extends Error {
  constructor() {
    super('chunk load timed out');
    this.name = 'ChunkTimeoutError';
  }
}

/** Reject when the chunk has not arrived within the time limit (spec 9: 120 s). */
export function withTimeout<T>(load: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The page's texts. i18n is reached lazily (it is in the main chunk already) so that the route table
 * stays plain data outside a bundler: the browser sweep imports it to visit every route.
 */
const loadNamespaces = (namespaces: readonly string[]) => import('../lib/i18n').then(({ i18n }) => i18n.loadNamespaces([...namespaces]));

/** Plain markup on purpose: it shows when code (the UI library too) could not be loaded. */
export function ChunkFailed() {
  const { t } = useTranslation('common');
  return (
    <div className="cb-notice" role="alert">
      <h1>{t('chunk.title')}</h1>
      <p>{t('chunk.subTitle')}</p>
      <button type="button" className="cb-btn cb-btn-primary" onClick={() => window.location.reload()}>
        {t('chunk.reload')}
      </button>
    </div>
  );
}

/** Catches a page chunk that failed or timed out and offers a reload. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('page failed to load', error);
  }

  render() {
    return this.state.failed ? <ChunkFailed /> : this.props.children;
  }
}

export interface LazyOptions {
  /** shown while loading (a spinner by default; null for nothing, e.g. for a dialog) */
  fallback?: ReactNode;
  /** locale namespaces the page shows: they load together with its code */
  namespaces?: readonly string[];
}

export type LazyComponent<P> = ComponentType<P> & {
  /** start loading code and texts now (e.g. beside another chunk); safe to call again */
  preload: () => Promise<unknown>;
};

/**
 * A route-level code-split component: loads its code and its texts on first render (or on
 * `preload()`), shows a spinner meanwhile, and a notice with a Reload button when the chunk fails
 * or takes longer than CHUNK_LOAD_TIMEOUT_MS.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, opts: LazyOptions = {}): LazyComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    pending ??= withTimeout(Promise.all([load(), opts.namespaces?.length ? loadNamespaces(opts.namespaces) : null]).then(([m]) => m));
    // a failed load may be retried by the next render (after a reload offer it usually is a reload)
    pending.catch(() => {
      pending = null;
    });
    return pending;
  };
  const Lazy = lazy<ComponentType<P>>(start);
  function LazyPage(props: P) {
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={opts.fallback === undefined ? <PageLoading /> : opts.fallback}>
          <Lazy {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return Object.assign(LazyPage, { preload: () => start().catch(() => undefined) });
}

/** lazyPage for a module's named export: `lazyNamed(() => import('./x'), 'X')`. */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K, opts?: LazyOptions): LazyComponent<PropsOf<M[K]>> {
  return lazyPage<PropsOf<M[K]>>(() => load().then((m) => ({ default: m[name] as ComponentType<PropsOf<M[K]>> })), opts);
}

type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : object) : object;

/**
 * True from the first render where `open` is: a dialog whose code loads lazily is mounted when first
 * opened, not before, and stays mounted so that it closes with its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
