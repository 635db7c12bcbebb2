/** The learner's mock-exam results with their progress chart, for the personal centre's scores. */
export { MyResults } from './results/components/my-results';
