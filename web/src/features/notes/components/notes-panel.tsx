import { useState } from 'react';
import { App, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NoteItem } from '@qiao/contracts/notes';
import { useCurrentUser } from '../../../session/use-current-user';
import { useAddNote, useEditNote, useHourNotes } from '../api/use-notes';
import { pinnedSecond } from '../rules/video-time';
import { NoteForm, type NoteDraft } from './note-form';
import { NoteList } from './note-list';
import styles from './notes.module.css';

export interface NotesPanelProps {
  courseId: string;
  classHourId: string;
  /** The player's current second, when a video plays beside the panel. */
  getCurrentTime?: () => number;
  /** Moves the player to a note's second. */
  seekTo?: (seconds: number) => void;
}

type Editing = { kind: 'new'; second: number | null } | { kind: 'edit'; note: NoteItem } | null;

/**
 * The signed-in user's notes on one class hour: list, write, edit and delete (spec §3, §5).
 * Visitors see nothing, so a page mounts it in one line wherever a class hour is shown.
 */
export function NotesPanel(props: NotesPanelProps) {
  const user = useCurrentUser();
  return user.data ? <SignedInNotes {...props} /> : null;
}

function SignedInNotes({ courseId, classHourId, getCurrentTime, seekTo }: NotesPanelProps) {
  const { t } = useTranslation('notes');
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const notes = useHourNotes(courseId, classHourId, page);
  const [editing, setEditing] = useState<Editing>(null);
  const add = useAddNote();
  const edit = useEditNote();

  const save = async (draft: NoteDraft) => {
    try {
      if (editing?.kind === 'edit') await edit.mutateAsync({ id: editing.note.id, ...draft });
      else await add.mutateAsync({ courseId, classHourId, ...draft });
    } catch {
      // The API client already said why (a translated toast); the form stays open to fix it.
      return;
    }
    setEditing(null);
    // A new note is the newest: it shows first, on the first page.
    if (editing?.kind === 'new') setPage(1);
    void message.success(t('form.saved'));
  };

  return (
    <section className={styles.panel} aria-labelledby="notes-title">
      <div className={styles.header}>
        <h3 id="notes-title" className={styles.title}>
          {t('title')}
        </h3>
        {editing === null && (
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ kind: 'new', second: pinnedSecond(getCurrentTime?.()) })}
          >
            {t('add')}
          </Button>
        )}
      </div>
      {editing && (
        <NoteForm
          key={editing.kind === 'edit' ? editing.note.id : 'new'}
          note={editing.kind === 'edit' ? editing.note : undefined}
          currentSecond={editing.kind === 'new' ? editing.second : null}
          saving={add.isPending || edit.isPending}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      <NoteList
        query={notes}
        page={page}
        onPage={setPage}
        emptyText={t('empty')}
        extras={(note) => ({ seekTo, onEdit: () => setEditing({ kind: 'edit', note }) })}
        afterDelete={(note) => {
          if (editing?.kind === 'edit' && editing.note.id === note.id) setEditing(null);
        }}
      />
    </section>
  );
}
