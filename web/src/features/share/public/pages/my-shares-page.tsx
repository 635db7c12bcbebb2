import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../../components/paged-list/paged-list';
import { pageFrom, withPage } from '../../../../components/pager/page-param';
import { RequireLogin } from '../../../../session/require-login';
import { MY_LIST_NAMES, useMyShares, type MyList } from '../api/use-my-shares';
import { ShareCard } from '../components/share-card';
import { ZONES_ROUTE } from '../../public-share-routes';
import cardStyles from '../components/public-share.module.css';
import styles from './pages.module.css';

function MyShareList({
  list,
  page,
  onPage,
}: {
  list: MyList;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('zones');
  return (
    <PagedList
      query={useMyShares(list, page)}
      page={page}
      onPage={onPage}
      empty={{ text: t('mine.empty'), browse: { to: ZONES_ROUTE, label: t('mine.browse') } }}
    >
      {(shares) => (
        <ul className={cardStyles.cards}>
          {shares.map((share) => (
            <li key={share.shareBatchNum}>
              <ShareCard share={share} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** `/pages/personal/my-shares`: public shares the user liked, collected, saved or downloaded. */
export default function MySharesPage() {
  const { t } = useTranslation('zones');
  const [query, setQuery] = useSearchParams();
  const list = MY_LIST_NAMES.find((name) => name === query.get('list')) ?? 'liked';
  const page = pageFrom(query);
  const go = (next: MyList, nextPage: number) =>
    setQuery(withPage(new URLSearchParams({ list: next }), nextPage));
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('mine.title')}</h1>
          <p className={styles.intro}>{t('mine.intro')}</p>
          <Tabs
            activeKey={list}
            onChange={(key) => go(key as MyList, 1)}
            items={MY_LIST_NAMES.map((name) => ({
              key: name,
              label: t(`mine.tabs.${name}`),
              children:
                name === list ? (
                  <MyShareList list={name} page={page} onPage={(next) => go(name, next)} />
                ) : null,
            }))}
          />
        </div>
      )}
    </RequireLogin>
  );
}
