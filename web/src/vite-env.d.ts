/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Host prefix for API calls when the API lives on another origin; empty means same origin. */
  readonly VITE_API_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
