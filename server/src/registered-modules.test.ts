import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QIAO_MODULES } from './registered-modules';

const modulesDir = path.join(import.meta.dirname, 'modules');

describe('the registered modules', () => {
  it('list every module folder once, each bringing its module.ts', () => {
    const folders = fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    for (const folder of folders)
      expect(fs.existsSync(path.join(modulesDir, folder, 'module.ts')), folder).toBe(true);
    const names = QIAO_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    // The demo content is composed like a module but lives with the seeds, not in a folder.
    expect(names.filter((name) => name !== 'demo-content').sort()).toEqual(folders);
  });
});
