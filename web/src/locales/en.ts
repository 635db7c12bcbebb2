import common from './en/common.json';
import home from './en/home.json';
import api from './en/api.json';
import session from './en/session.json';
import personal from './en/personal.json';
import admin from './en/admin.json';
import drive from './en/drive.json';
import unzip from './en/unzip.json';
import office from './en/office.json';
import zones from './en/zones.json';
import share from './en/share.json';
import editor from './en/editor.json';
import mooc from './en/mooc.json';
import library from './en/library.json';
import editorial from './en/editorial.json';
import search from './en/search.json';
import games from './en/games.json';
import discussion from './en/discussion.json';
import notes from './en/notes.json';
import player from './en/player.json';
import plans from './en/plans.json';
import exams from './en/exams.json';
import examResults from './en/examResults.json';
import certs from './en/certs.json';
import pay from './en/pay.json';
import writing from './en/writing.json';

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
