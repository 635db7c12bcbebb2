import { useTranslation } from 'react-i18next';
import { LIBRARY_ROUTES } from '../library-routes';
import { LocalResourceList } from './local-resource-list';

/** `/pages/document/document`. */
export default function DocumentListPage() {
  const { t } = useTranslation('library');
  return (
    <LocalResourceList
      type="document"
      readerRoute={LIBRARY_ROUTES.documentReader}
      title={t('document.listTitle')}
      intro={t('document.listIntro')}
    />
  );
}
