// Entry: today's plan items on the home page, loaded only for a signed-in learner.
export const loadTodayPlan = () => import('./components/today-plan');
