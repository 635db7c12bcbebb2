// Entry: the learner's own courses and live classes, shown in the personal centre.
export { MyCourses } from './player/components/my-courses';
export { MyLiveClasses } from './components/my-live-classes';
