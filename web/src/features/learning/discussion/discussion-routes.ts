/** The admin page where new accounts' posts and replies wait for review (the personal menu's). */
export { POST_REVIEW_ROUTE } from '../../../session/admin-routes';
