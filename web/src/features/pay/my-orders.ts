/** What the personal centre shows of paid courses: the learner's orders. */
export { MyOrders } from './components/my-orders';
