import type { ComponentType } from 'react';
import type { Language } from '@qiao/contracts/languages';
import { fetchEveryNamespace } from '../locales/load-language';

/**
 * What a page's code is made of, kept apart from `LazyPage` so a page's early start can fetch it
 * without waiting for React and the components that draw it.
 */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** Which texts a page draws from: the bundled first-paint namespaces (the home), or all. */
export type PageTranslations = 'first-paint' | 'all';

// Fetched with the first page that uses antd, then kept: its providers wrap every such page.
export const loadAntdScope = () => import('./antd-scope');

/**
 * Starts downloading a page's code (with antd's providers and its texts in `language`, as
 * `LazyPage` will ask for them) before the page is drawn; its imports then answer at once.
 */
export function preloadPageCode(
  load: PageLoader,
  language: Language,
  { antd = true, translations = 'all' }: { antd?: boolean; translations?: PageTranslations } = {},
): void {
  const ignore = () => undefined;
  // A failure here is LazyPage's to show when it imports again.
  load().catch(ignore);
  if (antd) loadAntdScope().catch(ignore);
  if (translations === 'all') fetchEveryNamespace(language).catch(ignore);
}
