import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../session/use-current-user';
import { classHourLink } from '../../../catalogue/mooc/mooc-routes';
import { useCourseNotes } from '../api/use-notes';
import { NoteList } from './note-list';
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
  const [page, setPage] = useState(1);
  const notes = useCourseNotes(courseId, page, true);
  const total = notes.data?.total ?? 0;

  return (
    <section className={styles.panel} aria-labelledby="course-notes-title">
      <div className={styles.header}>
        <h2 id="course-notes-title" className={styles.title}>
          {t('course.title')}
        </h2>
        {total > 0 && <span className={styles.meta}>{t('course.count', { count: total })}</span>}
      </div>
      <NoteList
        query={notes}
        page={page}
        onPage={setPage}
        emptyText={t('course.empty')}
        extras={(note) => ({
          place: (
            <Link to={classHourLink(note.classHourId, undefined, note.videoSeconds)}>
              <bdi>{note.classHourTitle}</bdi>
            </Link>
          ),
        })}
      />
    </section>
  );
}
