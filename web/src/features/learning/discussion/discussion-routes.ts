/** The admin page where new accounts' posts and replies wait for review. */
export const POST_REVIEW_ROUTE = '/pages/admin/posts';
