// Entry: a class hour's notes beside its player.
export { NotesPanel } from './components/notes-panel';
