import fs from 'node:fs';
import path from 'node:path';
import { extensionPoint } from '../modules/extension-point';

/**
 * A page whose first thing (a class hour's video) waits on calls that need nothing but its
 * address, and on the web build's chunk that shows it. The page's inline script (first-screen.ts)
 * sends those calls and asks for that chunk as it starts the app's entry, instead of after the
 * entry has arrived and run: the calls and the code then travel beside the entry, not after it
 * (docs/decisions/070). The app's own calls take the answers (web api/early-calls.ts).
 */
export interface EarlyPage {
  /** The hash routes it is the page of. */
  routes: readonly string[];
  /** Its calls, GETs whose query is read from the route's own query. */
  calls: readonly EarlyPageCall[];
  /** The name the web build gives its early start's chunk (in the build's manifest). */
  chunk: string;
}

export interface EarlyPageCall {
  /** The API's path (a GET route of the contracts). */
  path: string;
  /** Each query parameter of the call, by the name of the route's query parameter it copies. */
  query: Readonly<Record<string, string>>;
}

/** Where a module names its early pages. */
export const EARLY_PAGES = extensionPoint<EarlyPage>('web.earlyPages');

/** An early page as the inline script reads it: its chunk as the files to ask for. */
export type EarlyPageHint = Omit<EarlyPage, 'chunk'> & { preload: string[] };

/** One chunk of the build's manifest (Vite's `.vite/manifest.json`), as far as read here. */
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The build's manifest, or nothing when the build wrote none (the page then preloads nothing). */
export function readBuildManifest(webDist: string): BuildManifest | undefined {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
}

/**
 * The files of a chunk and of the chunks it imports, by address, without those the app's entry
 * loads anyway (they come with the entry).
 */
export function chunkFiles(manifest: BuildManifest, name: string): string[] {
  const start = Object.keys(manifest).find(
    (key) => manifest[key]!.name === name && manifest[key]!.isDynamicEntry,
  );
  if (!start) return [];
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  // The desktop page's entry (the phone site's is another page's).
  const withEntry = new Set<string>();
  collect('index.html', withEntry);
  const chunk = new Set<string>();
  collect(start, chunk);
  return [...chunk].filter((key) => !withEntry.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/** The early pages with their chunks' files, for the page's inline script. */
export function earlyPageHints(
  pages: readonly EarlyPage[],
  manifest: BuildManifest | undefined,
): EarlyPageHint[] {
  return pages.map(({ routes, calls, chunk }) => ({
    routes,
    calls,
    preload: manifest ? chunkFiles(manifest, chunk) : [],
  }));
}
