import common from './ar/common.json';
import home from './ar/home.json';
import api from './ar/api.json';
import session from './ar/session.json';
import personal from './ar/personal.json';
import admin from './ar/admin.json';
import drive from './ar/drive.json';
import unzip from './ar/unzip.json';
import office from './ar/office.json';
import zones from './ar/zones.json';
import share from './ar/share.json';
import editor from './ar/editor.json';
import mooc from './ar/mooc.json';
import library from './ar/library.json';
import editorial from './ar/editorial.json';
import search from './ar/search.json';
import games from './ar/games.json';
import discussion from './ar/discussion.json';
import notes from './ar/notes.json';
import player from './ar/player.json';
import plans from './ar/plans.json';
import exams from './ar/exams.json';
import examResults from './ar/examResults.json';
import certs from './ar/certs.json';
import pay from './ar/pay.json';
import writing from './ar/writing.json';

/** Every namespace of this language, as one module: one request brings a language's texts. */
export default {
  common,
  home,
  api,
  session,
  personal,
  admin,
  drive,
  unzip,
  office,
  zones,
  share,
  editor,
  mooc,
  library,
  editorial,
  search,
  games,
  discussion,
  notes,
  player,
  plans,
  examResults,
  exams,
  certs,
  pay,
  writing,
};
