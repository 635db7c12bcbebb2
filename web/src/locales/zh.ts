import common from './zh/common.json';
import home from './zh/home.json';
import api from './zh/api.json';
import session from './zh/session.json';
import personal from './zh/personal.json';
import admin from './zh/admin.json';
import drive from './zh/drive.json';
import unzip from './zh/unzip.json';
import office from './zh/office.json';
import zones from './zh/zones.json';
import share from './zh/share.json';
import editor from './zh/editor.json';
import mooc from './zh/mooc.json';
import library from './zh/library.json';
import editorial from './zh/editorial.json';
import search from './zh/search.json';
import games from './zh/games.json';
import discussion from './zh/discussion.json';
import notes from './zh/notes.json';
import player from './zh/player.json';
import plans from './zh/plans.json';
import exams from './zh/exams.json';
import examResults from './zh/examResults.json';
import certs from './zh/certs.json';
import pay from './zh/pay.json';
import writing from './zh/writing.json';

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
