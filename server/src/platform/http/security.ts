import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { EMBED_ORIGINS } from '@qiao/contracts/media-embeds';
import { FIRST_SCREEN_SCRIPT_HASH } from './first-screen';

/**
 * Security headers for every answer. The content policy allows only Qiao's own origin, plus the
 * object store's origins for connections (`storeOrigins`: browsers send upload parts straight to
 * S3) and for media (catalogue videos play from presigned addresses); inline styles are allowed
 * because antd writes its CSS-in-JS into style elements at run time. Frames may also load the
 * video players that users' rich text may embed (`EMBED_ORIGINS`).
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  storeOrigins: readonly string[] = [],
  /** The office document server, when configured: its editor script and frame load from there. */
  documentServerOrigin?: string,
  /**
   * PUBLIC_URL is https: browsers are told to use https only, for a year. Subdomains are left
   * out, since other sites of a school may share its domain without TLS.
   */
  httpsOnly = false,
): Promise<void> {
  const documentServer = documentServerOrigin ? [documentServerOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // WebAssembly compiles, JavaScript eval stays off (pdf.js image decoders, upload hashing).
        // The one inline script: the first screen's route check (first-screen.ts), by its hash.
        'script-src': ["'self'", "'wasm-unsafe-eval'", FIRST_SCREEN_SCRIPT_HASH, ...documentServer],
        // blob: for the stylesheets and fonts of an e-book, which epub.js unpacks into blob URLs;
        // only Qiao's own scripts can make those, and they may already write inline styles.
        'style-src': ["'self'", "'unsafe-inline'", 'blob:'],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:', 'blob:'],
        // Catalogue videos play from presigned store addresses when the store is S3.
        'media-src': ["'self'", 'blob:', ...storeOrigins],
        'connect-src': ["'self'", ...storeOrigins, ...documentServer],
        'frame-src': ["'self'", ...EMBED_ORIGINS, ...documentServer],
        'worker-src': ["'self'", 'blob:'],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: httpsOnly ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
