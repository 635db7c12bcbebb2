/**
 * Admin pages the personal menu opens. The addresses live here, not with the pages' features,
 * because the menu is shared code that must not depend on any feature.
 */
export const POST_REVIEW_ROUTE = '/pages/admin/posts';
