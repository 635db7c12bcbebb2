// Entry: a library item's own progress, shown on its detail page.
export { ItemProgress } from './components/item-progress';
