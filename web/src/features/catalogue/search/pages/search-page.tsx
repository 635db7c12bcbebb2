import { SearchPanel } from '../components/search-panel';

/** `/pages/search/search`: the field, then hot words as chips, then this browser's history. */
export default function SearchPage() {
  return <SearchPanel layout="stacked" />;
}
