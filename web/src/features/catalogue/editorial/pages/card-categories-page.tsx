import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../../components/pager/list-pager';
import { usePageParam } from '../../../../components/pager/use-page-param';
import { useEditorialList } from '../api/use-editorial-list';
import { QueryStates } from '../components/query-states';
import { SectionPage } from '../components/section-page';
import { detailLink, EDITORIAL_ROUTES } from '../editorial-routes';
import styles from '../components/editorial.module.css';

/** Audio card categories; each opens its cards. */
export default function CardCategoriesPage() {
  const { t } = useTranslation('editorial');
  const { page, setPage } = usePageParam();
  const categories = useEditorialList('cardCategories', page);
  return (
    <SectionPage title={t('cards.categoriesTitle')} intro={t('cards.categoriesIntro')}>
      <QueryStates
        query={categories}
        isEmpty={(data) => data.total === 0}
        emptyText={t('cards.noCategories')}
      >
        {(data) => (
          <>
            <ul className={styles.cards}>
              {data.list.map((category) => (
                <li key={category.id}>
                  <article className={styles.card}>
                    {category.coverUrl ? (
                      <img className={styles.cover} src={category.coverUrl} alt="" loading="lazy" />
                    ) : (
                      <div className={styles.cover} aria-hidden />
                    )}
                    <div className={styles.cardBody}>
                      <h2 className={styles.cardTitle}>
                        <Link to={detailLink(EDITORIAL_ROUTES.cards, category.id)} dir="auto">
                          {category.title}
                        </Link>
                      </h2>
                      {category.summary ? (
                        <p className={styles.summary} dir="auto">
                          {category.summary}
                        </p>
                      ) : null}
                      <p className={styles.meta}>
                        {t('cards.count', { count: category.cardCount })}
                      </p>
                    </div>
                  </article>
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
