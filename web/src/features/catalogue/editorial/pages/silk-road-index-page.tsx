import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../../components/pager/list-pager';
import { usePageParam } from '../../../../components/pager/use-page-param';
import { useEditorialList } from '../api/use-editorial-list';
import { ArticleCard } from '../components/article-card';
import { QueryStates } from '../components/query-states';
import { SectionPage } from '../components/section-page';
import { detailLink, EDITORIAL_ROUTES } from '../editorial-routes';
import { groupBySection } from '../rules/group-by-section';
import styles from '../components/editorial.module.css';

/** Silk-road resources under their sections. */
export default function SilkRoadIndexPage() {
  const { t } = useTranslation('editorial');
  const { page, setPage } = usePageParam();
  const road = useEditorialList('road', page);
  return (
    <SectionPage title={t('road.title')} intro={t('road.intro')}>
      <QueryStates query={road} isEmpty={(data) => data.total === 0} emptyText={t('road.empty')}>
        {(data) => (
          <>
            {groupBySection(data.list).map((group, index) => (
              <section key={group.section?.id ?? `none-${index}`}>
                {group.section ? (
                  <h2 className={styles.sectionHeading} dir="auto">
                    {group.section.title}
                  </h2>
                ) : null}
                <ul className={styles.cards}>
                  {group.items.map((card) => (
                    <li key={card.id}>
                      <ArticleCard
                        card={card}
                        to={detailLink(EDITORIAL_ROUTES.silkRoadDetail, card.id)}
                        extra={
                          card.attachmentCount > 0 ? (
                            <p className={styles.meta}>
                              {t('files.count', { count: card.attachmentCount })}
                            </p>
                          ) : null
                        }
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <ListPager page={page} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryStates>
    </SectionPage>
  );
}
