import { App } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NoteItem } from '@qiao/contracts/notes';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useDeleteNote } from '../api/use-notes';
import { NoteCard, type NoteCardProps } from './note-card';
import styles from './notes.module.css';

interface NoteListProps {
  query: UseQueryResult<{ list: NoteItem[]; total: number }>;
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  /** What a card shows beyond the note itself in this list: its place, a seek or edit button. */
  extras: (note: NoteItem) => Omit<NoteCardProps, 'note' | 'onDelete'>;
  /** Runs after a note was deleted, before the toast (the panel closes its form on that note). */
  afterDelete?: (note: NoteItem) => void;
}

/** A page of the learner's notes, each deletable in place: the class hour's panel and the course's. */
export function NoteList({ query, page, onPage, emptyText, extras, afterDelete }: NoteListProps) {
  const { t } = useTranslation('notes');
  const { message } = App.useApp();
  const remove = useDeleteNote();
  return (
    <PagedList query={query} page={page} onPage={onPage} empty={{ text: emptyText }}>
      {(list) => (
        <ul className={styles.list}>
          {list.map((note) => (
            <NoteCard
              key={note.id}
              note={note}
              {...extras(note)}
              onDelete={async () => {
                await remove.mutateAsync(note.id);
                afterDelete?.(note);
                void message.success(t('item.deleted'));
              }}
            />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
