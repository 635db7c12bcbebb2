// Entry: "add to plan" on a course's page.
export { AddToPlan } from './components/add-to-plan';
