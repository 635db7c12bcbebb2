import type { Language } from '@qiao/contracts/languages';
import arApi from './ar/api.json';
import arCommon from './ar/common.json';
import arHome from './ar/home.json';
import arPersonal from './ar/personal.json';
import arSession from './ar/session.json';
import arAdmin from './ar/admin.json';
import arDrive from './ar/drive.json';
import arUnzip from './ar/unzip.json';
import arOffice from './ar/office.json';
import arZones from './ar/zones.json';
import arShare from './ar/share.json';
import arEditor from './ar/editor.json';
import arMooc from './ar/mooc.json';
import arLibrary from './ar/library.json';
import arEditorial from './ar/editorial.json';
import arSearch from './ar/search.json';
import arDiscussion from './ar/discussion.json';
import arNotes from './ar/notes.json';
import arPlayer from './ar/player.json';
import enApi from './en/api.json';
import enCommon from './en/common.json';
import enHome from './en/home.json';
import enPersonal from './en/personal.json';
import enSession from './en/session.json';
import enAdmin from './en/admin.json';
import enDrive from './en/drive.json';
import enUnzip from './en/unzip.json';
import enOffice from './en/office.json';
import enZones from './en/zones.json';
import enShare from './en/share.json';
import enEditor from './en/editor.json';
import enMooc from './en/mooc.json';
import enLibrary from './en/library.json';
import enEditorial from './en/editorial.json';
import enSearch from './en/search.json';
import enDiscussion from './en/discussion.json';
import enNotes from './en/notes.json';
import enPlayer from './en/player.json';
import zhApi from './zh/api.json';
import zhCommon from './zh/common.json';
import zhHome from './zh/home.json';
import zhPersonal from './zh/personal.json';
import zhSession from './zh/session.json';
import zhAdmin from './zh/admin.json';
import zhDrive from './zh/drive.json';
import zhUnzip from './zh/unzip.json';
import zhOffice from './zh/office.json';
import zhZones from './zh/zones.json';
import zhShare from './zh/share.json';
import zhEditor from './zh/editor.json';
import zhMooc from './zh/mooc.json';
import zhLibrary from './zh/library.json';
import zhEditorial from './zh/editorial.json';
import zhSearch from './zh/search.json';
import zhDiscussion from './zh/discussion.json';
import zhNotes from './zh/notes.json';
import zhPlayer from './zh/player.json';

/** Bundled, not fetched: the shell must speak the visitor's language on its very first paint. */
export const resources = {
  ar: {
    common: arCommon,
    home: arHome,
    api: arApi,
    session: arSession,
    personal: arPersonal,
    admin: arAdmin,
    drive: arDrive,
    unzip: arUnzip,
    office: arOffice,
    zones: arZones,
    share: arShare,
    editor: arEditor,
    mooc: arMooc,
    library: arLibrary,
    editorial: arEditorial,
    search: arSearch,
    discussion: arDiscussion,
    notes: arNotes,
    player: arPlayer,
  },
  zh: {
    common: zhCommon,
    home: zhHome,
    api: zhApi,
    session: zhSession,
    personal: zhPersonal,
    admin: zhAdmin,
    drive: zhDrive,
    unzip: zhUnzip,
    office: zhOffice,
    zones: zhZones,
    share: zhShare,
    editor: zhEditor,
    mooc: zhMooc,
    library: zhLibrary,
    editorial: zhEditorial,
    search: zhSearch,
    discussion: zhDiscussion,
    notes: zhNotes,
    player: zhPlayer,
  },
  en: {
    common: enCommon,
    home: enHome,
    api: enApi,
    session: enSession,
    personal: enPersonal,
    admin: enAdmin,
    drive: enDrive,
    unzip: enUnzip,
    office: enOffice,
    zones: enZones,
    share: enShare,
    editor: enEditor,
    mooc: enMooc,
    library: enLibrary,
    editorial: enEditorial,
    search: enSearch,
    discussion: enDiscussion,
    notes: enNotes,
    player: enPlayer,
  },
} satisfies Record<Language, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['ar'];

export const NAMESPACES = Object.keys(resources.ar) as Namespace[];
