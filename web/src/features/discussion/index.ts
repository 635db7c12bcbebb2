// The discussion feature's public entry: the discussion a course page shows.
export { CourseDiscussion } from './components/course-discussion';
