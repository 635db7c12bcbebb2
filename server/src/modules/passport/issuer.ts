/** Users vouched for by the built-in passport are stored under this issuer key. */
export const BUILT_IN_ISSUER_KEY = 'passport';
