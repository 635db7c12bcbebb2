import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The README promises Node.js 20 (from 20.19) and 22. Every installed package must say it runs on
 * both, or `npm install` prints EBADENGINE warnings and the package may use what Node 20 lacks
 * (see docs/decisions/034-supported-node-versions.md).
 */
const root = path.resolve(import.meta.dirname, '..');
const promised = ['20.19.0', '22.13.0'];
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean }>;
};

describe('supported Node.js versions', () => {
  it('the project itself asks for what the README promises', () => {
    const own = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    for (const version of promised) expect(semver.satisfies(version, own.engines.node)).toBe(true);
  });

  it('every package in the lockfile runs on Node 20.19 and 22.13', () => {
    const refusing: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      if (!where || !range) continue;
      for (const version of promised) {
        if (!semver.satisfies(version, range))
          refusing.push(`${where} (${range}) refuses ${version}`);
      }
    }
    expect(refusing).toEqual([]);
  });

  it('the passport library loads on this Node without an "unsupported runtime" warning', () => {
    const result = spawnSync(process.execPath, ['-e', "import('oidc-provider')"], {
      cwd: path.join(root, 'server'),
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stderr).not.toMatch(/unsupported runtime/i);
  }, 60_000);
});
