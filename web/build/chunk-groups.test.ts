import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  SHELL_SHARED_CHUNK,
  classHourEarlyStartGroup,
  entriesLoadingAtStart,
  sharedByEveryShell,
  type ModuleGraph,
} from './chunk-groups';

/** A module graph from `module: its importers`, the entries named `*.html`. */
function graph(importersOf: Record<string, string[]>): ModuleGraph {
  return {
    getModuleInfo: (id) =>
      id in importersOf ? { importers: importersOf[id]!, isEntry: id.endsWith('.html') } : null,
  };
}

// Both shells import the languages; only the desktop imports the early starts; a cycle between
// two modules must not keep the walk going for ever.
const shells = graph({
  'index.html': [],
  'mobile.html': [],
  '/web/src/app/main.ts': ['index.html'],
  '/web/src/mobile/main.ts': ['mobile.html'],
  '/contracts/src/languages.ts': ['/web/src/app/main.ts', '/web/src/mobile/main.ts'],
  '/web/src/app/early-starts.ts': ['/web/src/app/main.ts', '/web/src/app/calls.ts'],
  '/web/src/app/calls.ts': ['/web/src/app/early-starts.ts'],
  '/node_modules/zod/index.js': ['/web/src/app/main.ts', '/web/src/mobile/main.ts'],
});

describe('the files a shell loads at start', () => {
  it('finds every entry whose imports reach a module, through cycles', () => {
    expect(entriesLoadingAtStart('/contracts/src/languages.ts', shells)).toEqual(
      new Set(['index.html', 'mobile.html']),
    );
    expect(entriesLoadingAtStart('/web/src/app/calls.ts', shells)).toEqual(new Set(['index.html']));
  });

  it('puts the own modules every shell loads into one file, and nothing else', () => {
    const name = sharedByEveryShell(2);
    expect(name('/contracts/src/languages.ts', shells)).toBe(SHELL_SHARED_CHUNK);
    expect(name('/web/src/app/early-starts.ts', shells)).toBeNull();
    // Libraries keep their own groups (react, antd, vendor).
    expect(name('/node_modules/zod/index.js', shells)).toBeNull();
  });

  it("takes the class hour's early start by its file, and names the group after it", () => {
    // A renamed file would leave the early start split over several files again.
    const here = path.dirname(fileURLToPath(import.meta.url));
    const player = path.join(here, '../src/features/catalogue/mooc/player');
    const file = path.join(player, `${classHourEarlyStartGroup.name}.ts`);
    expect(existsSync(file)).toBe(true);
    expect(classHourEarlyStartGroup.test.test(file)).toBe(true);
  });
});
