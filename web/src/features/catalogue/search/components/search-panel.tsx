import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSearchHistory } from '../api/use-search-history';
import { searchResultsPath } from '../search-routes';
import { HotKeywords } from './hot-keywords';
import { SearchBox } from './search-box';
import { SearchHistoryList } from './search-history-list';
import styles from './search-panel.module.css';

/**
 * The search page's parts: the field, the hot words and this browser's history. `stacked` puts
 * them one under another (search); `split` sets history and a ranked hot list side by side
 * (search_new).
 */
export function SearchPanel({ layout }: { layout: 'stacked' | 'split' }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const { history, remember, clear } = useSearchHistory();
  const search = (keyword: string) => {
    remember(keyword);
    void navigate(searchResultsPath(keyword));
  };
  return (
    <div className={styles.page} data-layout={layout}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('page.title')}</h1>
        <p className={styles.lead}>{t('page.lead')}</p>
        <SearchBox onSearch={search} autoFocus />
      </header>
      <div className={styles.lists}>
        {layout === 'split' ? (
          <>
            <SearchHistoryList history={history} onClear={clear} ranked />
            <HotKeywords titleId="search-hot-title" ranked />
          </>
        ) : (
          <>
            <HotKeywords titleId="search-hot-title" />
            <SearchHistoryList history={history} onClear={clear} />
          </>
        )}
      </div>
    </div>
  );
}
