import type { Language } from '@qiao/contracts/languages';

/** Query keys of the home page; its content holds texts in one language. */
export const homeKeys = {
  index: (language: Language) => ['catalogue-home', 'index', language] as const,
};
