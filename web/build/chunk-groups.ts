/**
 * Chunk groups the bundler is given beside its own splitting (vite.config.ts), for the files a page
 * asks for before anything shows. Each file a page needs at start is one more request on the
 * browser's six connections to Qiao; on 2 cores a class hour's nine small files arrived one after
 * another, and its video waited for the last (docs/decisions/071).
 */

/** What a group's name function reads of a module (rolldown's ModuleInfo, in part). */
export interface ModuleGraphInfo {
  readonly importers: readonly string[];
  readonly isEntry: boolean;
}

export interface ModuleGraph {
  getModuleInfo(moduleId: string): ModuleGraphInfo | null;
}

/** The entries (HTML shells) whose static imports reach the module: those that load it at start. */
export function entriesLoadingAtStart(moduleId: string, graph: ModuleGraph): Set<string> {
  const entries = new Set<string>();
  const seen = new Set([moduleId]);
  const waiting = [moduleId];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    if (info.isEntry) entries.add(id);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      waiting.push(importer);
    }
  }
  return entries;
}

export const SHELL_SHARED_CHUNK = 'shell-shared';

/**
 * Names `shell-shared` each module of Qiao's own code that every shell (the desktop's and the
 * phone's) loads at start. By default the bundler gives each such module, also used by some lazy
 * page, a file of its own: four small files before the app could start. Libraries keep their own
 * groups.
 */
export function sharedByEveryShell(shellCount: number) {
  const named = new WeakMap<ModuleGraphInfo, string | null>();
  return (moduleId: string, graph: ModuleGraph): string | null => {
    if (/[\\/]node_modules[\\/]/.test(moduleId)) return null;
    const info = graph.getModuleInfo(moduleId);
    if (!info) return null;
    const known = named.get(info);
    if (known !== undefined) return known;
    const name =
      entriesLoadingAtStart(moduleId, graph).size >= shellCount ? SHELL_SHARED_CHUNK : null;
    named.set(info, name);
    return name;
  };
}

/**
 * The class hour's early start, with what it imports, as one file named as its module is. Its
 * calls module is also the entry's, so the entry loads this file with the shell (2.4 KB gzipped,
 * on every page): the video's start waits for no second round of requests, where it waited for
 * three more files once the entry had run.
 */
const CLASS_HOUR_EARLY_START = 'class-hour-early-start';

export const classHourEarlyStartGroup = {
  name: CLASS_HOUR_EARLY_START,
  test: new RegExp(`[\\\\/]${CLASS_HOUR_EARLY_START}\\.ts$`),
};
