import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEditorialDetail } from '../api/use-editorial-detail';
import { ArticleView } from '../components/article-view';
import { AttachmentList } from '../components/attachment-list';
import { BackLink } from '../components/back-link';
import { QueryStates } from '../components/query-states';
import { EDITORIAL_ROUTES } from '../editorial-routes';
import { idFrom } from '../rules/page-query';
import styles from '../components/editorial.module.css';

/** One teaching case and its handouts. */
export default function CaseDetailPage() {
  const { t } = useTranslation('editorial');
  const [params] = useSearchParams();
  const teachingCase = useEditorialDetail('case', idFrom(params) ?? 'none');
  return (
    <div className={styles.page}>
      <BackLink to={EDITORIAL_ROUTES.caseList} label={t('cases.back')} />
      <QueryStates query={teachingCase}>
        {(article) => (
          <ArticleView article={article}>
            {article.attachments.length > 0 ? (
              <section className={styles.files} aria-labelledby="case-files">
                <h2 id="case-files" className={styles.filesTitle}>
                  {t('files.title')}
                </h2>
                <AttachmentList files={article.attachments} />
              </section>
            ) : null}
          </ArticleView>
        )}
      </QueryStates>
    </div>
  );
}
