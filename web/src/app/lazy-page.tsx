import { useEffect, useState, type ComponentType } from 'react';
import { LIMITS } from '@qiao/contracts/limits';
import { LoadError } from '../components/load-error';
import { PageLoading } from '../components/page-loading';
import { loadPageTexts } from './i18n';
import { loadAntdScope, type PageLoader, type PageTranslations } from './page-code';

export type { PageLoader, PageTranslations } from './page-code';

/**
 * The page's code, with every namespace of its texts unless it draws from the first-paint ones
 * only, and for an antd page antd's providers, as one component.
 */
async function loadPage(
  load: PageLoader,
  antd: boolean,
  translations: PageTranslations,
): Promise<ComponentType> {
  const texts = translations === 'all' ? loadPageTexts() : Promise.resolve();
  if (!antd) return (await Promise.all([load(), texts]))[0].default;
  const [{ AntdScope }, { default: Page }] = await Promise.all([loadAntdScope(), load(), texts]);
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
  translations = 'all',
  timeoutMs = LIMITS.pageLoadTimeoutMs,
}: {
  load: PageLoader;
  /**
   * The page draws with antd, so it renders inside antd's providers (theme, direction, locale,
   * toasts), fetched with it. Only pages drawn without antd, such as the home, say false.
   */
  antd?: boolean;
  /** 'first-paint' only for a page that uses no namespace outside `first-paint.ts`. */
  translations?: PageTranslations;
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
    withTimeout(loadPage(load, antd, translations), timeoutMs).then(
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
  }, [Page, failed, load, antd, translations, timeoutMs]);

  if (Page) return <Page />;
  if (failed)
    return <LoadError onRetry={() => setState({ load, Page: undefined, failed: false })} />;
  return <PageLoading />;
}
