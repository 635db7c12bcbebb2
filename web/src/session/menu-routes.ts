/**
 * The pages the account menu opens. Their addresses live here, not with the pages' features,
 * because the menu is shared code that must not depend on any feature; the features read them
 * from here.
 */
export const PERSONAL_ROUTE = '/pages/personal/personal';
export const MY_SHARES_ROUTE = '/pages/personal/my-shares';
export const USERS_ROUTE = '/pages/admin/users';
export const SHARE_REVIEW_ROUTE = '/pages/admin/share-review';
/** Where new accounts' posts and replies wait for review. */
export const POST_REVIEW_ROUTE = '/pages/admin/posts';
/** The learner's mock-exam results. */
export const MY_RESULTS_ROUTE = '/pages/exam/my_results';
/** Admins: every learner's handed-in exam attempts. */
export const EXAM_ATTEMPTS_ROUTE = '/pages/admin/exam-attempts';
/** The learner's certificates. */
export const MY_CERT_ROUTE = '/pages/personal/my_cert';
/** The learner's orders of paid courses. */
export const MY_ORDER_ROUTE = '/pages/personal/my_order';
/** Admins: certificate applications waiting for a decision, and issued certificates. */
export const CERT_ADMIN_ROUTE = '/pages/admin/certificates';
/** Admins: every learner's orders of paid courses, and their refunds. */
export const ORDERS_ADMIN_ROUTE = '/pages/admin/orders';
