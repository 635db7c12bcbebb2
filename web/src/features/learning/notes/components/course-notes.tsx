import { useState } from 'react';
import { App } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../../components/paged-list/paged-list';
import { useCurrentUser } from '../../../../session/use-current-user';
import { classHourLink } from '../../../catalogue/mooc/mooc-routes';
import { useCourseNotes, useDeleteNote } from '../api/use-notes';
import { NoteCard } from './note-card';
import styles from './notes.module.css';

/**
 * The signed-in learner's notes on a whole course, on the course page: every class hour's notes,
 * newest first, each with a link back to its class hour (at the pinned second, when it has one)
 * where it can be edited beside the video. Visitors see nothing.
 */
export function CourseNotes({ courseId }: { courseId: string }) {
  const user = useCurrentUser();
  return user.data ? <SignedInCourseNotes courseId={courseId} /> : null;
}

function SignedInCourseNotes({ courseId }: { courseId: string }) {
  const { t } = useTranslation('notes');
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const notes = useCourseNotes(courseId, page, true);
  const remove = useDeleteNote();
  const total = notes.data?.total ?? 0;

  return (
    <section className={styles.panel} aria-labelledby="course-notes-title">
      <div className={styles.header}>
        <h2 id="course-notes-title" className={styles.title}>
          {t('course.title')}
        </h2>
        {total > 0 && <span className={styles.meta}>{t('course.count', { count: total })}</span>}
      </div>
      <PagedList query={notes} page={page} onPage={setPage} empty={{ text: t('course.empty') }}>
        {(list) => (
          <ul className={styles.list}>
            {list.map((note) => (
              <NoteCard
                key={note.id}
                note={note}
                place={
                  <Link to={classHourLink(note.classHourId, undefined, note.videoSeconds)}>
                    <bdi>{note.classHourTitle}</bdi>
                  </Link>
                }
                onDelete={async () => {
                  await remove.mutateAsync(note.id);
                  void message.success(t('item.deleted'));
                }}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
