import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEditorialDetail } from '../api/use-editorial-detail';
import { ArticleView } from '../components/article-view';
import { BackLink } from '../components/back-link';
import { QueryStates } from '../components/query-states';
import { EDITORIAL_ROUTES } from '../editorial-routes';
import { idFrom } from '../rules/page-query';
import styles from '../components/editorial.module.css';

export default function NewsDetailPage() {
  const { t } = useTranslation('editorial');
  const [params] = useSearchParams();
  const news = useEditorialDetail('news', idFrom(params) ?? 'none');
  return (
    <div className={styles.page}>
      <BackLink to={EDITORIAL_ROUTES.newsList} label={t('news.back')} />
      <QueryStates query={news}>{(article) => <ArticleView article={article} />}</QueryStates>
    </div>
  );
}
