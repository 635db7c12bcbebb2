import type { Language } from '@qiao/contracts/languages';
import ar from './ar';
import en from './en';
import zh from './zh';
import type { Namespace } from './namespaces';

/**
 * Every text of every language, statically: the type every `t()` key is checked against, and what
 * tests load. The app itself bundles only `first-paint.ts` and fetches the rest by language.
 */
export const resources = { ar, zh, en } satisfies Record<Language, Record<Namespace, unknown>>;

export { NAMESPACES, type Namespace } from './namespaces';
