/** Query keys of the personal centre's own data; a save writes the profile into the cache. */
export const personalKeys = {
  profile: ['profile'] as const,
};
