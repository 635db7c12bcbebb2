import type { i18n as I18n } from 'i18next';
import type { Language } from '@qiao/contracts/languages';
import { NAMESPACES } from './namespaces';

type LanguageTexts = Record<(typeof NAMESPACES)[number], object>;

const LOADERS: Record<Language, () => Promise<{ default: LanguageTexts }>> = {
  ar: () => import('./ar'),
  zh: () => import('./zh'),
  en: () => import('./en'),
};

/** Downloads every namespace of `language` without adding it anywhere (a page's early start). */
export function fetchEveryNamespace(language: Language): Promise<unknown> {
  return LOADERS[language]();
}

const loading = new Map<Language, Promise<void>>();

/** Whether a page has needed every namespace: a language switch then brings them all along. */
let everyNamespaceWanted = false;

/**
 * Adds every namespace of `language` to i18next (one request per language, then kept). Pages
 * other than the home call it before they draw, so no text of theirs ever shows as a key.
 */
export function loadEveryNamespace(i18n: I18n, language: Language): Promise<void> {
  everyNamespaceWanted = true;
  let pending = loading.get(language);
  if (!pending) {
    pending = LOADERS[language]().then(({ default: texts }) => {
      for (const namespace of NAMESPACES) {
        // Deep and without overwriting: the first-paint namespaces are already there.
        i18n.addResourceBundle(language, namespace, texts[namespace], true, false);
      }
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Before switching to `language`: its texts for every page shown so far, then the switch. */
export async function prepareLanguage(i18n: I18n, language: Language): Promise<void> {
  if (everyNamespaceWanted) await loadEveryNamespace(i18n, language);
}
