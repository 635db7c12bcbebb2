// The search feature's public entry: the search box, hot words, history and content cards the home
// page reuses.
export { ContentCard } from './components/content-card';
export { CoverImage } from './components/cover-image';
export { HotKeywords } from './components/hot-keywords';
export { SearchBox } from './components/search-box';
export { useSearchHistory } from './api/use-search-history';
