import { lazy, Suspense, useState } from 'react';
import { Alert, App, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language';

function EditorUnavailable() {
  const { t } = useTranslation('common');
  return <Alert type="error" showIcon title={t('richText.loadFailed')} />;
}

// The editor and TinyMCE are fetched only when a form that writes rich text opens; a failed
// fetch says so in place.
const RichTextEditor = lazy(async () => {
  try {
    const { loadTinymce } = await import('./load-tinymce');
    await loadTinymce();
    return await import('./rich-text-editor');
  } catch {
    return { default: EditorUnavailable };
  }
});

export interface RichTextFieldProps {
  /** The first content; read once, so a changed value does not reset the editor mid-typing. */
  value?: string;
  onChange?: (html: string) => void;
  /** The editable area's accessible name. */
  label: string;
  height?: number;
}

/**
 * The one rich-text editor of notes, posts and replies (spec file space §2), in the interface
 * language and direction; pasted pictures are refused with a message. Usable as an antd form
 * control (`value`/`onChange`).
 */
export function RichTextField({ value, onChange, label, height }: RichTextFieldProps) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const { language, direction } = useLanguage();
  const [initialValue] = useState(value ?? '');
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: height && height < 300 ? 4 : 8 }} />}>
      <RichTextEditor
        key={language}
        initialValue={initialValue}
        onChange={(html) => onChange?.(html)}
        language={language}
        direction={direction}
        label={label}
        height={height}
        onPastedImage={() => void message.warning(t('richText.pastedImage'))}
        onUploadFailed={(reason) => void message.error(reason || t('richText.uploadFailed'))}
      />
    </Suspense>
  );
}
