// Entry: the personal centre's "my micro-lessons" and "my documents" lists.
export { MyItems } from './components/my-items';
