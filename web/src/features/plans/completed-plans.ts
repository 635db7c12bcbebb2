// Entry: the personal centre's "completed plans".
export { CompletedPlans } from './components/completed-plans';
