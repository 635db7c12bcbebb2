/** The page of the file space (spec file space §2); the shell links here without its code. */
export const FILE_SPACE_ROUTE = '/pages/shared-space/shared-space';
