import { SearchPanel } from '../components/search-panel';

/** `/pages/search/search_new`: the same search, with history and a ranked hot list side by side. */
export default function SearchNewPage() {
  return <SearchPanel layout="split" />;
}
