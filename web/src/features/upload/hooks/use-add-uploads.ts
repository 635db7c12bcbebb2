import { useTranslation } from 'react-i18next';
import { feedback } from '../../../api/feedback';
import { useLanguage } from '../../../hooks/use-language';
import { uploadClient, type PickedFile } from '../client/upload-client';

/** Adds picked files to the tab's uploads, saying which were left out as already listed. */
export function useAddUploads() {
  const { t } = useTranslation('drive');
  const { language } = useLanguage();
  return (picked: readonly PickedFile[], folder: string) => {
    const skipped = uploadClient().add(picked, folder);
    if (skipped.length > 0) {
      feedback().toast({
        level: 'warning',
        text: t('upload.toast.alreadyListed', {
          names: new Intl.ListFormat(language).format(skipped),
        }),
      });
    }
  };
}
