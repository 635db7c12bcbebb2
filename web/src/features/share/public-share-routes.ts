/**
 * Pages of public sharing. The spec's "shared space" route already holds the signed-in user's
 * own files, so the published zones live beside it under the same `shared-space` folder.
 */
export const ZONES_ROUTE = '/pages/shared-space/zones';
export const SHARE_DETAIL_ROUTE = '/pages/shared-file-detail/shared-file-detail';
// The account menu opens these two, so their addresses live with it.
export { MY_SHARES_ROUTE, SHARE_REVIEW_ROUTE } from '../../session/menu-routes';
