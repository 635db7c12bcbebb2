import arCommon from './ar/common.json';
import arHome from './ar/home.json';
import arApi from './ar/api.json';
import arSession from './ar/session.json';
import arZones from './ar/zones.json';
import arDiscussion from './ar/discussion.json';
import arSearch from './ar/search.json';
import zhCommon from './zh/common.json';
import zhHome from './zh/home.json';
import zhApi from './zh/api.json';
import zhSession from './zh/session.json';
import zhZones from './zh/zones.json';
import zhDiscussion from './zh/discussion.json';
import zhSearch from './zh/search.json';
import enCommon from './en/common.json';
import enHome from './en/home.json';
import enApi from './en/api.json';
import enSession from './en/session.json';
import enZones from './en/zones.json';
import enDiscussion from './en/discussion.json';
import enSearch from './en/search.json';
import type { Language } from '@qiao/contracts/languages';
import type { Namespace } from './namespaces';

/**
 * The texts bundled with the app, in every language: what the shell and the home draw on their
 * first paint (the login widget's menu names a public-share and a discussion entry; the home shows
 * hot words and search cards, and "continue learning", whose texts are the home's). `first-paint.test.ts` proves the list
 * covers every namespace the shell and the home use. Every other
 * namespace arrives with the first page that needs it (see load-language.ts).
 */
export const firstPaintResources = {
  ar: {
    common: arCommon,
    home: arHome,
    api: arApi,
    session: arSession,
    zones: arZones,
    discussion: arDiscussion,
    search: arSearch,
  },
  zh: {
    common: zhCommon,
    home: zhHome,
    api: zhApi,
    session: zhSession,
    zones: zhZones,
    discussion: zhDiscussion,
    search: zhSearch,
  },
  en: {
    common: enCommon,
    home: enHome,
    api: enApi,
    session: enSession,
    zones: enZones,
    discussion: enDiscussion,
    search: enSearch,
  },
} satisfies Record<Language, Record<(typeof FIRST_PAINT_NAMESPACES)[number], unknown>>;

/** Named once more as a list: i18next adds later namespaces to the objects it was given. */
export const FIRST_PAINT_NAMESPACES = [
  'common',
  'home',
  'api',
  'session',
  'zones',
  'discussion',
  'search',
] as const satisfies readonly Namespace[];
