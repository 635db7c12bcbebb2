import { useEffect, useState, type ComponentType } from 'react';
import { LIMITS } from '@qiao/contracts/limits';
import { LoadError } from '../components/load-error';
import { PageLoading } from '../components/page-loading';

export type PageLoader = () => Promise<{ default: ComponentType }>;

// Fetched with the first page that uses antd, then kept: its providers wrap every such page.
const loadAntdScope = () => import('./antd-scope');

/** The page's code, and for an antd page antd's providers with it, as one component. */
async function loadPage(load: PageLoader, antd: boolean): Promise<ComponentType> {
  if (!antd) return (await load()).default;
  const [{ AntdScope }, { default: Page }] = await Promise.all([loadAntdScope(), load()]);
  return function AntdPage() {
    return (
      <AntdScope>
        <Page />
      </AntdScope>
    );
  };
}

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
  antd = true,
  timeoutMs = LIMITS.pageLoadTimeoutMs,
}: {
  load: PageLoader;
  /**
   * The page draws with antd, so it renders inside antd's providers (theme, direction, locale,
   * toasts), fetched with it. Only pages drawn without antd, such as the home, say false.
   */
  antd?: boolean;
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
    withTimeout(loadPage(load, antd), timeoutMs).then(
      (Loaded) => {
        loadedPages.set(load, Loaded);
        if (active) setState({ load, Page: Loaded, failed: false });
      },
      () => {
        if (active) setState({ load, Page: undefined, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [Page, failed, load, antd, timeoutMs]);

  if (Page) return <Page />;
  if (failed)
    return <LoadError onRetry={() => setState({ load, Page: undefined, failed: false })} />;
  return <PageLoading />;
}
