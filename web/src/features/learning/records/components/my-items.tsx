import { useState } from 'react';
import { Button, Empty, List, Pagination, Progress, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contentPageRoute } from '@qiao/contracts/catalogue-pages';
import type { MyItemList } from '@qiao/contracts/learning-items';
import { LIMITS } from '@qiao/contracts/limits';
import { useLanguage } from '../../../../hooks/use-language';
import { LIBRARY_ROUTES } from '../../../catalogue/library/library-routes';
import { useMyItems } from '../api/use-my-items';
import styles from './records.module.css';

const BROWSE: Record<MyItemList, string> = {
  media: LIBRARY_ROUTES.weikeList,
  documents: LIBRARY_ROUTES.documentList,
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
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const items = useMyItems(list, page);
  if (items.isPending) return <Skeleton active />;
  if (!items.data || items.data.total === 0) {
    return (
      <Empty description={t(`myItems.empty.${list}`)}>
        <Link to={BROWSE[list]}>
          <Button type="primary">{t(`myItems.browse.${list}`)}</Button>
        </Link>
      </Empty>
    );
  }
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div data-testid="my-items">
      <List
        dataSource={items.data.list}
        renderItem={(item) => {
          const to = contentPageRoute({ kind: item.kind, id: item.id });
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
                          when: when.format(new Date(item.lastStudiedAt)),
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
      {items.data.total > LIMITS.defaultPageSize && (
        <Pagination
          className={styles.pager}
          current={page}
          total={items.data.total}
          pageSize={LIMITS.defaultPageSize}
          onChange={setPage}
        />
      )}
    </div>
  );
}
