import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_NAMESPACES } from './first-paint';

/**
 * The home and the shell draw before any other namespace is loaded (see load-language.ts): every
 * namespace a module they import (statically) asks for must be bundled in first-paint.ts, or the
 * home shows raw keys such as `hot.title`.
 */
const src = path.resolve(import.meta.dirname, '..');
const FIRST_PAINT_ROOTS = ['app/bootstrap.tsx', 'mobile/main.tsx', 'features/home/home-page.tsx'];

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}

/** Namespaces asked for by the roots and every module they import statically, by module. */
function namespacesOfFirstPaint(): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const pending = FIRST_PAINT_ROOTS.map((root) => path.join(src, root));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const [statement, specifier] of code.matchAll(
      /^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms,
    )) {
      if (/^import\s+type\s/.test(statement)) continue;
      const imported = resolveImport(file, specifier!);
      if (imported) pending.push(imported);
    }
    const asked = [
      ...[...code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)].flatMap(([, list]) =>
        [...list!.matchAll(/'([^']+)'/g)].map((match) => match[1]!),
      ),
      ...[...code.matchAll(/ns:\s*'([^']+)'/g)].map((match) => match[1]!),
      ...[...code.matchAll(/<Trans[^>]*\sns="([^"]+)"/g)].map((match) => match[1]!),
    ];
    for (const namespace of asked) found.set(namespace, path.relative(src, file));
  }
  return found;
}

describe('the first-paint texts', () => {
  const used = namespacesOfFirstPaint();

  it('follows the imports to the modules that ask for texts', () => {
    expect([...used.keys()]).toEqual(expect.arrayContaining(['home', 'session']));
  });

  it('bundle every namespace the shell and the home use', () => {
    const missing = [...used].filter(
      ([namespace]) => !(FIRST_PAINT_NAMESPACES as readonly string[]).includes(namespace),
    );
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
