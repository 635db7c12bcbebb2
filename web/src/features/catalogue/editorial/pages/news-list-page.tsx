import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../../components/pager/list-pager';
import { usePageParam } from '../../../../components/pager/use-page-param';
import { useEditorialList } from '../api/use-editorial-list';
import { ArticleCard } from '../components/article-card';
import { QueryStates } from '../components/query-states';
import { SectionPage } from '../components/section-page';
import { detailLink, EDITORIAL_ROUTES } from '../editorial-routes';
import styles from '../components/editorial.module.css';

/** News: the editors' hot ones first, then the newest. */
export default function NewsListPage() {
  const { t } = useTranslation('editorial');
  const { page, setPage } = usePageParam();
  const news = useEditorialList('news', page);
  return (
    <SectionPage title={t('news.title')} intro={t('news.intro')}>
      <QueryStates query={news} isEmpty={(data) => data.total === 0} emptyText={t('news.empty')}>
        {(data) => (
          <>
            <ul className={styles.cards}>
              {data.list.map((card) => (
                <li key={card.id}>
                  <ArticleCard card={card} to={detailLink(EDITORIAL_ROUTES.newsDetail, card.id)} />
                </li>
              ))}
            </ul>
            <ListPager page={page} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryStates>
    </SectionPage>
  );
}
