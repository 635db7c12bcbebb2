import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { pageRoutes } from './desktop-router';

/**
 * Every `/pages/...` address is written once, in code of the web or the contracts (the server
 * writes its links from the contracts), and every one of them opens a registered page: a link to
 * an address nobody registered is a dead end the type checker cannot see.
 */
const roots = [
  path.resolve(import.meta.dirname, '..'),
  path.resolve(import.meta.dirname, '../../../contracts/src'),
];

function sourceFiles(): string[] {
  return roots.flatMap((root) =>
    (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(root, file)),
  );
}

/** The code without its comments (a `//` after a colon is an address, not a comment). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function pageAddresses(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const code = withoutComments(fs.readFileSync(file, 'utf8'));
    for (const match of code.matchAll(/['"`](?:\/#)?(\/pages\/[A-Za-z0-9_/.-]+)/g)) {
      const address = match[1]!;
      const files = found.get(address) ?? [];
      files.push(path.relative(path.resolve(import.meta.dirname, '../../..'), file));
      found.set(address, files);
    }
  }
  return found;
}

function registered(routes: RouteObject[]): Set<string> {
  return new Set(
    routes.flatMap((route) =>
      route.index ? ['/'] : route.path && route.path !== '*' ? [`/${route.path}`] : [],
    ),
  );
}

describe('page addresses', () => {
  const addresses = pageAddresses();

  it('finds the addresses it checks', () => {
    expect(addresses.size).toBeGreaterThan(40);
  });

  it('writes each one once', () => {
    const repeated = [...addresses].filter(([, files]) => files.length > 1);
    expect(Object.fromEntries(repeated)).toEqual({});
  });

  it('registers a page for every one of them', () => {
    const pages = registered(pageRoutes());
    const dead = [...addresses.keys()].filter((address) => !pages.has(address));
    expect(dead).toEqual([]);
  });
});
