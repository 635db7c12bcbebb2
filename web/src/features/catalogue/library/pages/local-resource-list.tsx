import { useTranslation } from 'react-i18next';
import type { LocalResourceType } from '@qiao/contracts/catalogue-library';
import { ListPager } from '../../../../components/pager/list-pager';
import { usePageParam } from '../../../../components/pager/use-page-param';
import { useLocalResources } from '../api/use-library';
import { ContentGrid } from '../components/content-grid';
import { cardEntry } from '../components/entries';
import { QueryState } from '../components/query-state';
import styles from '../components/library.module.css';

/** The e-book or document list: cards opening the reader, paged by the address. */
export function LocalResourceList({
  type,
  readerRoute,
  title,
  intro,
}: {
  type: LocalResourceType;
  readerRoute: string;
  title: string;
  intro: string;
}) {
  const { t } = useTranslation('library');
  const { page, setPage } = usePageParam();
  const resources = useLocalResources(type, page);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
      <QueryState query={resources}>
        {(data) => (
          <>
            <ContentGrid
              label={title}
              entries={data.list.map((card) =>
                cardEntry(
                  card,
                  readerRoute,
                  card.readingDirection
                    ? t(`ebook.direction.${card.readingDirection}`)
                    : t('document.pdf'),
                ),
              )}
            />
            <ListPager page={page} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
