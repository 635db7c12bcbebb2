import { useState } from 'react';
import { Tag } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../../components/pager/list-pager';
import { usePageParam } from '../../../../components/pager/use-page-param';
import { useEditorialList } from '../api/use-editorial-list';
import { ArticleCard } from '../components/article-card';
import { ArticleDrawer } from '../components/article-drawer';
import { QueryStates } from '../components/query-states';
import { SectionPage } from '../components/section-page';
import { detailLink, EDITORIAL_ROUTES, LIBRARY_LINKS } from '../editorial-routes';
import { groupBySection } from '../rules/group-by-section';
import styles from '../components/editorial.module.css';

/** The rainbow-dragon section: its stories open here, its e-books in the e-book reader. */
export default function RainbowDragonPage() {
  const { t } = useTranslation('editorial');
  const { page, setPage } = usePageParam();
  const [reading, setReading] = useState<string>();
  const items = useEditorialList('rainbow', page);
  return (
    <SectionPage title={t('rainbow.title')} intro={t('rainbow.intro')}>
      <QueryStates
        query={items}
        isEmpty={(data) => data.total === 0}
        emptyText={t('rainbow.empty')}
      >
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
                    <li
                      key={card.id}
                      onClickCapture={(event) => {
                        if (card.kind === 'ebook') return;
                        event.preventDefault();
                        setReading(card.id);
                      }}
                    >
                      <ArticleCard
                        card={card}
                        to={
                          card.kind === 'ebook'
                            ? detailLink(LIBRARY_LINKS.rainbowEbook, card.id)
                            : detailLink(EDITORIAL_ROUTES.rainbowDragon, card.id)
                        }
                        extra={
                          card.kind === 'ebook' ? (
                            <Tag
                              className={styles.kindTag}
                              color="magenta"
                              icon={<BookOutlined aria-hidden />}
                            >
                              {t('rainbow.ebook')}
                            </Tag>
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
      <ArticleDrawer kind="rainbow" id={reading} onClose={() => setReading(undefined)} />
    </SectionPage>
  );
}
