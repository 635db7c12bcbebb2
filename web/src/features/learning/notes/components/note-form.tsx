import { lazy, Suspense, useState } from 'react';
import { Alert, App, Button, Checkbox, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTE_LIMITS, type NoteItem } from '@qiao/contracts/notes';
import { useLanguage } from '../../../../hooks/use-language';
import { noteHtmlIsEmpty } from '../rules/note-html';
import { formatVideoTime } from '../rules/video-time';
import styles from './notes.module.css';

function EditorUnavailable() {
  const { t } = useTranslation('notes');
  return <Alert type="error" showIcon title={t('editor.loadFailed')} />;
}

// The editor and TinyMCE are fetched only when a note is written; a failed fetch says so in place.
const RichTextEditor = lazy(async () => {
  try {
    const { loadTinymce } = await import('./load-tinymce');
    await loadTinymce();
    return await import('./rich-text-editor');
  } catch {
    return { default: EditorUnavailable };
  }
});

export interface NoteDraft {
  title: string;
  content: string;
  videoSeconds: number | null;
}

interface NoteFormProps {
  /** The note being edited, or undefined for a new one. */
  note?: NoteItem;
  /** For a new note: the player's second, offered as the note's pin. */
  currentSecond: number | null;
  saving: boolean;
  onSave: (draft: NoteDraft) => Promise<void>;
  onCancel: () => void;
}

/**
 * Writing or editing a note: a title, the rich-text editor, and for a new note on a playing video
 * the second to pin it to. Empty title or content is said at once, in the interface language, as
 * the server would say it.
 */
export function NoteForm({ note, currentSecond, saving, onSave, onCancel }: NoteFormProps) {
  const { t } = useTranslation('notes');
  const { message } = App.useApp();
  const { language, direction } = useLanguage();
  const [title, setTitle] = useState(note?.title ?? '');
  const [content, setContent] = useState(note?.content ?? '');
  // The editor is given its first content once: a changed initial value would reset it mid-typing.
  const [initialContent] = useState(content);
  const pinnable = note ? note.videoSeconds : currentSecond;
  const [pinned, setPinned] = useState(pinnable !== null);
  const [problem, setProblem] = useState<'titleEmpty' | 'contentEmpty' | null>(null);
  const heading = note ? t('form.editTitle') : t('form.newTitle');

  const save = async () => {
    if (title.trim() === '') return setProblem('titleEmpty');
    if (noteHtmlIsEmpty(content)) return setProblem('contentEmpty');
    setProblem(null);
    await onSave({ title, content, videoSeconds: pinned ? pinnable : null });
  };

  return (
    <form
      className={styles.form}
      aria-label={heading}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h4 className={styles.formTitle}>{heading}</h4>
      <label>
        {t('form.titleLabel')}
        <Input
          value={title}
          maxLength={NOTE_LIMITS.titleMaxLength}
          placeholder={t('form.titlePlaceholder')}
          status={problem === 'titleEmpty' ? 'error' : undefined}
          dir="auto"
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      {problem && <Alert role="alert" type="error" showIcon title={t(`form.${problem}`)} />}
      <div className={styles.editorSlot}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          <RichTextEditor
            key={language}
            initialValue={initialContent}
            onChange={setContent}
            language={language}
            direction={direction}
            label={t('form.contentLabel')}
            onPastedImage={() => void message.warning(t('editor.pastedImage'))}
            onUploadFailed={(reason) => void message.error(reason || t('editor.uploadFailed'))}
          />
        </Suspense>
      </div>
      {pinnable !== null && (
        <Checkbox checked={pinned} onChange={(event) => setPinned(event.target.checked)}>
          {t('form.pinTime', { time: formatVideoTime(pinnable) })}
        </Checkbox>
      )}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('form.save')}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
