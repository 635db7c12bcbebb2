/**
 * Lesson tests for the course player and the course page: a test content taken as a short quiz,
 * and the learner's lesson-test accuracy in a course.
 */
export { LessonTest } from './lesson-test/components/lesson-test';
export { CourseTestAccuracy } from './lesson-test/components/course-test-accuracy';
