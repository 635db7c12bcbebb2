import type { Language } from '@qiao/contracts/languages';
import arApi from './ar/api.json';
import arCommon from './ar/common.json';
import arHome from './ar/home.json';
import enApi from './en/api.json';
import enCommon from './en/common.json';
import enHome from './en/home.json';
import zhApi from './zh/api.json';
import zhCommon from './zh/common.json';
import zhHome from './zh/home.json';

/** Bundled, not fetched: the shell must speak the visitor's language on its very first paint. */
export const resources = {
  ar: { common: arCommon, home: arHome, api: arApi },
  zh: { common: zhCommon, home: zhHome, api: zhApi },
  en: { common: enCommon, home: enHome, api: enApi },
} satisfies Record<Language, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['ar'];

export const NAMESPACES = Object.keys(resources.ar) as Namespace[];
