import arCommon from './ar/common.json';
import arHome from './ar/home.json';
import arApi from './ar/api.json';
import arSession from './ar/session.json';
import arZones from './ar/zones.json';
import arDiscussion from './ar/discussion.json';
import zhCommon from './zh/common.json';
import zhHome from './zh/home.json';
import zhApi from './zh/api.json';
import zhSession from './zh/session.json';
import zhZones from './zh/zones.json';
import zhDiscussion from './zh/discussion.json';
import enCommon from './en/common.json';
import enHome from './en/home.json';
import enApi from './en/api.json';
import enSession from './en/session.json';
import enZones from './en/zones.json';
import enDiscussion from './en/discussion.json';
import type { Language } from '@qiao/contracts/languages';
import type { Namespace } from './namespaces';

/**
 * The texts bundled with the app, in every language: what the shell and the home draw on their
 * first paint (the login widget's menu names a public-share and a discussion entry). Every other
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
  },
  zh: {
    common: zhCommon,
    home: zhHome,
    api: zhApi,
    session: zhSession,
    zones: zhZones,
    discussion: zhDiscussion,
  },
  en: {
    common: enCommon,
    home: enHome,
    api: enApi,
    session: enSession,
    zones: enZones,
    discussion: enDiscussion,
  },
} satisfies Record<Language, Partial<Record<Namespace, unknown>>>;

export const FIRST_PAINT_NAMESPACES = Object.keys(firstPaintResources.ar) as Namespace[];
