import { useState } from 'react';
import { Tag } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../../components/pager/list-pager';
import { usePageParam } from '../../../../components/pager/use-page-param';
import { useEditorialList } from '../api/use-editorial-list';
import { ArticleCard } from '../components/article-card';
import { ArticleDrawer } from '../components/article-drawer';
import { QueryStates } from '../components/query-states';
import { SectionPage } from '../components/section-page';
import { detailLink, EDITORIAL_ROUTES, LIBRARY_LINKS } from '../editorial-routes';
import styles from '../components/editorial.module.css';

/** Explore China: items with a video play on the broadcast page; the others open here. */
export default function ExploreChinaPage() {
  const { t } = useTranslation('editorial');
  const { page, setPage } = usePageParam();
  const [reading, setReading] = useState<string>();
  const items = useEditorialList('explore', page);
  return (
    <SectionPage title={t('explore.title')} intro={t('explore.intro')}>
      <QueryStates
        query={items}
        isEmpty={(data) => data.total === 0}
        emptyText={t('explore.empty')}
      >
        {(data) => (
          <>
            <ul className={styles.cards}>
              {data.list.map((card) => (
                <li
                  key={card.id}
                  onClickCapture={(event) => {
                    if (card.hasVideo) return;
                    event.preventDefault();
                    setReading(card.id);
                  }}
                >
                  <ArticleCard
                    card={card}
                    to={
                      card.hasVideo
                        ? detailLink(LIBRARY_LINKS.exploreBroadcast, card.id)
                        : detailLink(EDITORIAL_ROUTES.exploreChina, card.id)
                    }
                    extra={
                      card.hasVideo ? (
                        <Tag
                          className={styles.kindTag}
                          color="red"
                          icon={<PlayCircleOutlined aria-hidden />}
                        >
                          {t('explore.watch')}
                        </Tag>
                      ) : null
                    }
                  />
                </li>
              ))}
            </ul>
            <ListPager page={page} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryStates>
      <ArticleDrawer kind="explore" id={reading} onClose={() => setReading(undefined)} />
    </SectionPage>
  );
}
