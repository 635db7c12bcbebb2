import { useState } from 'react';
import { Link, type To } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../session/use-current-user';
import { useCourseNotes } from '../api/use-notes';
import { NoteList } from './note-list';
import styles from './notes.module.css';

export interface CourseNotesProps {
  courseId: string;
  /**
   * The address of a class hour's page, at a second of its video when one is given. The course page
   * passes it in: class-hour pages are the catalogue's, and notes do not depend on the catalogue.
   */
  classHourLink: (classHourId: string, atSecond: number | null) => To;
}

/**
 * The signed-in learner's notes on a whole course, on the course page: every class hour's notes,
 * newest first, each with a link back to its class hour (at the pinned second, when it has one)
 * where it can be edited beside the video. Visitors see nothing.
 */
export function CourseNotes(props: CourseNotesProps) {
  const user = useCurrentUser();
  return user.data ? <SignedInCourseNotes {...props} /> : null;
}

function SignedInCourseNotes({ courseId, classHourLink }: CourseNotesProps) {
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
            <Link to={classHourLink(note.classHourId, note.videoSeconds)}>
              <bdi>{note.classHourTitle}</bdi>
            </Link>
          ),
        })}
      />
    </section>
  );
}
