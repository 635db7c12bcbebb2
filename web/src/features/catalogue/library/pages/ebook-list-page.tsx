import { useTranslation } from 'react-i18next';
import { LIBRARY_ROUTES } from '../library-routes';
import { LocalResourceList } from './local-resource-list';

/** `/pages/ebook_list/ebook_list`. */
export default function EbookListPage() {
  const { t } = useTranslation('library');
  return (
    <LocalResourceList
      type="ebook"
      readerRoute={LIBRARY_ROUTES.ebookReader}
      title={t('ebook.listTitle')}
      intro={t('ebook.listIntro')}
    />
  );
}
