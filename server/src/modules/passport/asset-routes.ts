import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const stylesheetPath = path.join(import.meta.dirname, 'assets', 'passport.css');

const FONT_PACKAGES = {
  'noto-sans-arabic': '@fontsource/noto-sans-arabic',
  'noto-sans-sc': '@fontsource/noto-sans-sc',
} as const;

const require = createRequire(import.meta.url);

/** The folder of an installed font package, or undefined when it is not installed. */
function fontPackageDir(family: string): string | undefined {
  if (!Object.hasOwn(FONT_PACKAGES, family)) return undefined;
  try {
    const packageJson = require.resolve(
      `${FONT_PACKAGES[family as keyof typeof FONT_PACKAGES]}/package.json`,
    );
    return path.dirname(packageJson);
  } catch {
    return undefined;
  }
}

// Plain names only: no separators or dots beyond the extension, so nothing escapes the package.
const STYLESHEET_NAME = /^[a-z0-9-]+\.css$/;
const FONT_NAME = /^[a-z0-9-]+\.woff2?$/;
// Font files keep their names across package versions, so they are cached for a month, not forever.
const FONT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The passport's stylesheet and Qiao's self-hosted fonts (the same @fontsource packages the web
 * app bundles). Without the font packages the pages fall back to system fonts.
 */
export async function passportAssetRoutes(app: FastifyInstance): Promise<void> {
  const stylesheet = await fs.readFile(stylesheetPath, 'utf8');

  app.get('/passport/assets/passport.css', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(stylesheet),
  );

  app.get<{ Params: { family: string; file: string } }>(
    '/passport/assets/fonts/:family/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const dir = fontPackageDir(request.params.family);
      if (!dir || !STYLESHEET_NAME.test(request.params.file)) return reply.callNotFound();
      const file = path.join(dir, request.params.file);
      const text = await fs.readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined) return reply.callNotFound();
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(text);
    },
  );

  app.get<{ Params: { family: string; file: string } }>(
    '/passport/assets/fonts/:family/files/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const dir = fontPackageDir(request.params.family);
      if (!dir || !FONT_NAME.test(request.params.file)) return reply.callNotFound();
      const file = path.join(dir, 'files', request.params.file);
      const found = await fs.stat(file).catch(() => undefined);
      if (!found?.isFile()) return reply.callNotFound();
      return reply
        .type(file.endsWith('.woff2') ? 'font/woff2' : 'font/woff')
        .header('cache-control', `public, max-age=${FONT_MAX_AGE_SECONDS}`)
        .header('content-length', found.size)
        .send(createReadStream(file));
    },
  );
}
