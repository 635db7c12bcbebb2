import type { Localized } from './languages';

/** One failure the API can answer: its code, the HTTP status it travels with, its message. */
export interface CatalogueEntry {
  code: number;
  httpStatus: number;
  message: Localized;
}
