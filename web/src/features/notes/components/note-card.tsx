import { useState, type ReactNode } from 'react';
import { Button, Popconfirm, Tag } from 'antd';
import { ClockCircleOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NoteItem } from '@qiao/contracts/notes';
import { useFormatDate } from '../../../hooks/use-format-date';
import { sanitizeNoteHtml } from '../rules/note-html';
import styles from './notes.module.css';
import { formatPlayerTime } from '../../../format/duration';

export interface NoteCardProps {
  note: NoteItem;
  seekTo?: (seconds: number) => void;
  /** Where the note was written, for lists that span class hours (a link to the class hour). */
  place?: ReactNode;
  /** Editing happens beside the player; lists elsewhere leave it out. */
  onEdit?: () => void;
  onDelete: () => Promise<void>;
}

/** One note in the list: its title, the video second it is pinned to, its excerpt or whole text. */
export function NoteCard({ note, seekTo, place, onEdit, onDelete }: NoteCardProps) {
  const { t } = useTranslation('notes');
  const { date } = useFormatDate();
  const [open, setOpen] = useState(false);
  const time = note.videoSeconds === null ? null : formatPlayerTime(note.videoSeconds);
  const updated = date(note.updatedAt);
  return (
    <li className={styles.item} aria-label={note.title}>
      <div className={styles.itemHead}>
        <h4 className={styles.itemTitle} dir="auto">
          {note.title}
        </h4>
        {time !== null &&
          (seekTo ? (
            <Button
              size="small"
              icon={<ClockCircleOutlined aria-hidden />}
              aria-label={t('item.seek', { time })}
              onClick={() => seekTo(note.videoSeconds ?? 0)}
            >
              <bdi>{time}</bdi>
            </Button>
          ) : (
            <Tag icon={<ClockCircleOutlined aria-hidden />}>{t('item.at', { time })}</Tag>
          ))}
      </div>
      {open ? (
        <div
          className={styles.content}
          dir="auto"
          // Sanitised on the server when stored and again here: the text is the user's own HTML.
          dangerouslySetInnerHTML={{ __html: sanitizeNoteHtml(note.content) }}
        />
      ) : (
        <p className={styles.excerpt} dir="auto">
          {note.excerpt}
        </p>
      )}
      <p className={styles.meta}>
        {place}
        {place && ' · '}
        {t('item.updated', { date: updated })}
      </p>
      <div className={styles.actions}>
        <Button size="small" type="link" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? t('item.hide') : t('item.view')}
        </Button>
        {onEdit && (
          <Button size="small" onClick={onEdit}>
            {t('item.edit')}
          </Button>
        )}
        <Popconfirm
          title={t('item.deleteConfirm', { title: note.title })}
          // antd's own icon would be read out by its English name, "exclamation-circle".
          icon={<ExclamationCircleFilled aria-hidden />}
          okText={t('item.deleteOk')}
          cancelText={t('item.deleteCancel')}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button size="small" danger>
            {t('item.delete')}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
