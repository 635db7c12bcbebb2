import { Breadcrumb } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRecordOpening } from '../../../learning/use-record-opening';
import { useLocalResource, usePlayAuth } from '../api/use-library';
import { QueryState } from '../components/query-state';
import { LIBRARY_ROUTES } from '../library-routes';
import { LazyEpubReader } from '../reader/lazy-epub-reader';
import styles from '../components/library.module.css';

/** An e-book in the EPUB reader; opening it is recorded for a signed-in learner. */
function BookOf({ id, title }: { id: string; title: string }) {
  useRecordOpening(id);
  const auth = usePlayAuth(id, 'local');
  return (
    <QueryState query={auth}>
      {(data) => (
        <LazyEpubReader
          key={data.url}
          url={data.url}
          title={title}
          direction={data.readingDirection ?? 'ltr'}
        />
      )}
    </QueryState>
  );
}

/**
 * `/pages/ebook_list/ebook?id=` and `/pages/rainbow-dragon/ebook?id=`: an e-book in the EPUB
 * reader, in the book's own direction whatever the interface language.
 */
export default function EbookReaderPage() {
  const { t } = useTranslation('library');
  const [search] = useSearchParams();
  const book = useLocalResource(search.get('id') ?? '');
  return (
    <div className={styles.page}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[{ title: <Link to={LIBRARY_ROUTES.ebookList}>{t('ebook.listTitle')}</Link> }]}
      />
      <QueryState query={book}>
        {({ item }) => (
          <>
            <h1 className={styles.title} dir="auto">
              {item.title}
            </h1>
            {item.author && (
              <p className={styles.intro}>
                {t('ebook.author')} <bdi>{item.author}</bdi>
              </p>
            )}
            <BookOf id={item.id} title={item.title} />
          </>
        )}
      </QueryState>
    </div>
  );
}
