import { useEffect, useState, type ComponentType } from 'react';
import { LIMITS } from '@qiao/contracts/limits';
import { LoadError } from '../components/load-error';
import { PageLoading } from '../components/page-loading';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export class PageLoadTimeout extends Error {
  override readonly name = 'PageLoadTimeout';
}

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeout(`no answer in ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

// Keyed by loader: once a page's code has arrived, later visits render it at once.
const loadedPages = new WeakMap<PageLoader, ComponentType>();

/**
 * Renders a page whose code is split off. A failed or too slow import (spec: 120 s) shows the
 * load-error page, whose Retry calls the import again instead of reloading the whole app.
 */
interface LoadState {
  load: PageLoader;
  Page: ComponentType | undefined;
  failed: boolean;
}

const initialState = (load: PageLoader): LoadState => ({
  load,
  Page: loadedPages.get(load),
  failed: false,
});

export function LazyPage({
  load,
  timeoutMs = LIMITS.pageLoadTimeoutMs,
}: {
  load: PageLoader;
  timeoutMs?: number;
}) {
  const [state, setState] = useState(() => initialState(load));
  // Routes reuse this component at the same place in the tree: a new loader is a new page.
  const current = state.load === load ? state : initialState(load);
  if (current !== state) setState(current);
  const { Page, failed } = current;

  useEffect(() => {
    if (Page || failed) return;
    let active = true;
    withTimeout(load(), timeoutMs).then(
      (module) => {
        loadedPages.set(load, module.default);
        if (active) setState({ load, Page: module.default, failed: false });
      },
      () => {
        if (active) setState({ load, Page: undefined, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [Page, failed, load, timeoutMs]);

  if (Page) return <Page />;
  if (failed)
    return <LoadError onRetry={() => setState({ load, Page: undefined, failed: false })} />;
  return <PageLoading />;
}
