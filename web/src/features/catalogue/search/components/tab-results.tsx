import { useTranslation } from 'react-i18next';
import { Alert, Spin } from 'antd';
import type { SearchTab } from '@qiao/contracts/catalogue-home';
import { ListPager } from '../../../../components/pager/list-pager';
import { useSearchResults } from '../api/use-search-results';
import { ContentCard } from './content-card';
import { EmptyTab } from './empty-tab';
import styles from './tab-results.module.css';

/** One tab's page of results, with pagination, or the tab's own empty state. */
export function TabResults({
  keyword,
  tab,
  page,
  onPage,
}: {
  keyword: string;
  tab: SearchTab;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('search');
  const { data, isPending, isError, error, isPlaceholderData } = useSearchResults(
    keyword,
    tab,
    page,
  );
  if (isPending) {
    return (
      <div className={styles.center}>
        <Spin aria-label={t('results.loading')} />
      </div>
    );
  }
  if (isError) {
    return <Alert type="error" showIcon title={error.message || t('results.failed')} />;
  }
  if (data.total === 0) return <EmptyTab tab={tab} keyword={keyword} />;
  return (
    <div className={styles.results} aria-busy={isPlaceholderData}>
      <p className={styles.count}>{t('results.count', { count: data.total })}</p>
      <ul className={styles.list}>
        {data.list.map((card) => (
          <li key={`${card.kind}-${card.id}`}>
            <ContentCard card={card} layout="row" headingLevel={2} />
          </li>
        ))}
      </ul>
      <ListPager className={styles.pager} page={page} total={data.total} onPage={onPage} />
    </div>
  );
}
