import 'i18next';
import type { resources } from '../locales/resources';

// Arabic is the reference language: every `t()` key is checked against its files at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['ar'];
  }
}
