import { useState } from 'react';
import { List, Progress, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_PAGES, contentPageRoute } from '@qiao/contracts/catalogue-pages';
import type { MyItemList } from '@qiao/contracts/learning-items';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useFormatDate } from '../../../hooks/use-format-date';
import { useMyItems } from '../api/use-my-items';
import styles from './records.module.css';

const BROWSE: Record<MyItemList, string> = {
  media: CATALOGUE_PAGES.weikeList,
  documents: CATALOGUE_PAGES.documentList,
};

const KIND_LABELS = {
  weike: 'myItems.kind.weike',
  video: 'myItems.kind.video',
  document: 'myItems.kind.document',
  ebook: 'myItems.kind.ebook',
} as const;
const kindLabel = (kind: string) =>
  kind in KIND_LABELS ? KIND_LABELS[kind as keyof typeof KIND_LABELS] : KIND_LABELS.document;

/**
 * The personal centre's "my micro-lessons" (micro-lessons and videos, with how much was watched)
 * or "my documents" (documents and e-books opened), last studied first, each linking back.
 */
export function MyItems({ list }: { list: MyItemList }) {
  const { t } = useTranslation('player');
  const { dateTime } = useFormatDate();
  const [page, setPage] = useState(1);
  return (
    <PagedList
      query={useMyItems(list, page)}
      page={page}
      onPage={setPage}
      empty={{
        text: t(`myItems.empty.${list}`),
        browse: { to: BROWSE[list], label: t(`myItems.browse.${list}`) },
      }}
    >
      {(items) => (
        <div data-testid="my-items">
          <List
            dataSource={items}
            renderItem={(item) => {
              const to = contentPageRoute(item);
              return (
                <List.Item
                  actions={[
                    <Link key="open" to={to}>
                      {list === 'media' && !item.done && item.progress > 0
                        ? t('myItems.resume')
                        : t('myItems.open')}
                    </Link>,
                  ]}
                >
                  <List.Item.Meta
                    title={
                      <Link to={to} dir="auto">
                        {item.title}
                      </Link>
                    }
                    description={
                      <div className={styles.line}>
                        {list === 'media' && (
                          <Progress percent={item.progress} aria-label={item.title} />
                        )}
                        <span className={styles.meta}>
                          <Tag>{t(kindLabel(item.kind))}</Tag>
                          <span>
                            {t('myItems.lastStudied', {
                              when: dateTime(item.lastStudiedAt),
                            })}
                          </span>
                        </span>
                      </div>
                    }
                  />
                </List.Item>
              );
            }}
          />
        </div>
      )}
    </PagedList>
  );
}
