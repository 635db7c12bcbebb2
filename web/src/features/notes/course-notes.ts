// Entry: a course's notes, shown on the course page.
export { CourseNotes } from './components/course-notes';
