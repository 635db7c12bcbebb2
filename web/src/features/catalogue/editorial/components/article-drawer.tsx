import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEditorialDetail } from '../api/use-editorial-detail';
import { ArticleView } from './article-view';
import { QueryStates } from './query-states';

/** A themed-section article opened beside its index (those sections have no detail route). */
export function ArticleDrawer({
  kind,
  id,
  onClose,
}: {
  kind: 'rainbow' | 'explore';
  id: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('editorial');
  const article = useEditorialDetail(kind, id);
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      size="large"
      placement="right"
      title={t('common.reading')}
      closable={{ 'aria-label': t('common.close') }}
    >
      {id ? (
        <QueryStates query={article}>{(data) => <ArticleView article={data} />}</QueryStates>
      ) : null}
    </Drawer>
  );
}
