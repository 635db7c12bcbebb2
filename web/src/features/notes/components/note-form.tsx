import { useState } from 'react';
import { Alert, Button, Checkbox, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTE_LIMITS, type NoteItem } from '@qiao/contracts/notes';
import { editorHtmlIsEmpty } from '../../../components/rich-text/editor-html';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import styles from './notes.module.css';
import { formatPlayerTime } from '../../../format/duration';

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
  const [title, setTitle] = useState(note?.title ?? '');
  const [content, setContent] = useState(note?.content ?? '');
  const pinnable = note ? note.videoSeconds : currentSecond;
  const [pinned, setPinned] = useState(pinnable !== null);
  const [problem, setProblem] = useState<'titleEmpty' | 'contentEmpty' | null>(null);
  const heading = note ? t('form.editTitle') : t('form.newTitle');

  const save = async () => {
    if (title.trim() === '') return setProblem('titleEmpty');
    if (editorHtmlIsEmpty(content)) return setProblem('contentEmpty');
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
        <RichTextField value={content} onChange={setContent} label={t('form.contentLabel')} />
      </div>
      {pinnable !== null && (
        <Checkbox checked={pinned} onChange={(event) => setPinned(event.target.checked)}>
          {t('form.pinTime', { time: formatPlayerTime(pinnable) })}
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
