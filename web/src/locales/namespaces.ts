/** Every namespace of the interface texts: one JSON file per language each, under its language. */
export const NAMESPACES = [
  'common',
  'home',
  'api',
  'session',
  'personal',
  'admin',
  'drive',
  'unzip',
  'office',
  'zones',
  'share',
  'editor',
  'mooc',
  'library',
  'editorial',
  'search',
  'discussion',
  'notes',
  'player',
  'plans',
  'examResults',
  'exams',
  'certs',
  'pay',
] as const;

export type Namespace = (typeof NAMESPACES)[number];
