// The MOOC feature's entry for the home page: "continue learning". The personal centre's panels
// have their own entry (personal-centre.ts), so the home page's first load stays small.
export { ContinueLearning } from './player/components/continue-learning';
