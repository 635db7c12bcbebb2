/** The personal centre (spec §2: personal/personal); `?section=` chooses one of its lists. */
export const PERSONAL_ROUTE = '/pages/personal/personal';
