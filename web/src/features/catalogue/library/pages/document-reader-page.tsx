import { Breadcrumb } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LazyPdfViewer } from '../../../../components/pdf-viewer/lazy-pdf-viewer';
import { useRecordOpening } from '../../../learning/use-record-opening';
import { useLocalResource, usePlayAuth } from '../api/use-library';
import { QueryState } from '../components/query-state';
import { LIBRARY_ROUTES } from '../library-routes';
import styles from '../components/library.module.css';

/** A document in the PDF reader; opening it is recorded for a signed-in learner. */
function PdfOf({ id, title }: { id: string; title: string }) {
  useRecordOpening(id);
  const auth = usePlayAuth(id, 'local');
  return (
    <QueryState query={auth}>
      {(data) => <LazyPdfViewer key={data.url} url={data.url} title={title} />}
    </QueryState>
  );
}

/** `/pages/document/document_detail?id=`: a document in the PDF reader (pages, zoom). */
export default function DocumentReaderPage() {
  const { t } = useTranslation('library');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const document = useLocalResource(id);
  return (
    <div className={styles.page}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[{ title: <Link to={LIBRARY_ROUTES.documentList}>{t('document.listTitle')}</Link> }]}
      />
      <QueryState query={document}>
        {({ item }) => (
          <>
            <h1 className={styles.title} dir="auto">
              {item.title}
            </h1>
            {item.summary && (
              <p className={styles.intro} dir="auto">
                {item.summary}
              </p>
            )}
            <PdfOf id={item.id} title={item.title} />
          </>
        )}
      </QueryState>
    </div>
  );
}
