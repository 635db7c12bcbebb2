import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'antd';
import { SEARCH_TABS, type SearchTab } from '@qiao/contracts/catalogue-home';
import { useSearchHistory } from '../api/use-search-history';
import { SearchBox } from '../components/search-box';
import { TabResults } from '../components/tab-results';
import { readResultsQuery, writeResultsQuery } from '../rules/results-query';
import { searchResultsPath } from '../search-routes';
import styles from './search-results-page.module.css';

/** `/pages/search/search_res?keyword=`: results in four tabs, courses first. */
export default function SearchResultsPage() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = readResultsQuery(params);
  const { remember } = useSearchHistory();

  const search = (keyword: string) => {
    remember(keyword);
    void navigate(searchResultsPath(keyword));
  };
  const show = (tab: SearchTab, page = 1) =>
    setParams(writeResultsQuery({ keyword: query.keyword, tab, page }));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          {query.keyword ? (
            <>
              {t('results.titleFor')} <bdi className={styles.keyword}>{query.keyword}</bdi>
            </>
          ) : (
            t('results.title')
          )}
        </h1>
        {/* Keyed by the keyword: a new search from a hot word refills the field. */}
        <SearchBox
          key={query.keyword}
          initialKeyword={query.keyword}
          onSearch={search}
          size="middle"
        />
      </header>
      {query.keyword ? (
        <Tabs
          activeKey={query.tab}
          onChange={(tab) => show(tab as SearchTab)}
          items={SEARCH_TABS.map((tab) => ({
            key: tab,
            label: t(`tabs.${tab}`),
            children: (
              <TabResults
                keyword={query.keyword}
                tab={tab}
                page={query.tab === tab ? query.page : 1}
                onPage={(page) => show(tab, page)}
              />
            ),
          }))}
        />
      ) : (
        <p className={styles.note}>{t('results.noKeyword')}</p>
      )}
    </div>
  );
}
