import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEditorialList } from '../api/use-editorial-list';
import { ArticleCard } from '../components/article-card';
import { ListPager } from '../components/list-pager';
import { QueryStates } from '../components/query-states';
import { SectionPage } from '../components/section-page';
import { detailLink, EDITORIAL_ROUTES } from '../editorial-routes';
import { pageFrom } from '../rules/page-query';
import styles from '../components/editorial.module.css';

/** News: the editors' hot ones first, then the newest. */
export default function NewsListPage() {
  const { t } = useTranslation('editorial');
  const [params] = useSearchParams();
  const news = useEditorialList('news', pageFrom(params));
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
            <ListPager total={data.total} />
          </>
        )}
      </QueryStates>
    </SectionPage>
  );
}
