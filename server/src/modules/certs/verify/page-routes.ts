import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { CERT_LIMITS, certNumber, holderName, verifyId } from '@qiao/contracts/certs';
import { AppError } from '../../../platform/http/app-error';
import {
  renderVerifyPage,
  VERIFY_FONTS_PATH,
  VERIFY_PAGE_PATH,
  VERIFY_SCRIPT_PATH,
  type VerifyPageView,
} from './page-html';
import { challengeScript, type VerifyPageAssets } from './page-assets';
import type { CertVerifier } from './verifier';

/** The fields the page's two forms send (urlencoded, or multipart with the badge file). */
interface PageFields {
  check?: string;
  number?: string;
  name?: string;
  altcha?: string;
  badge?: string;
  /** The uploaded file was longer than any badge (read no further than the limit). */
  badgeTooLarge?: boolean;
}

const sendPage = (reply: FastifyReply, view: VerifyPageView) =>
  reply
    .type('text/html; charset=utf-8')
    // A revocation shows at once: no copy of a result is kept anywhere.
    .header('cache-control', 'no-store')
    .send(renderVerifyPage(view));

const TEXT_FIELDS = new Set(['check', 'number', 'name', 'altcha', 'badge']);
type TextField = 'check' | 'number' | 'name' | 'altcha' | 'badge';

async function readFields(request: FastifyRequest): Promise<PageFields> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof body[key] === 'string' ? body[key] : undefined);
    return {
      check: text('check'),
      number: text('number'),
      name: text('name'),
      altcha: text('altcha'),
      badge: text('badge'),
    };
  }
  const fields: PageFields = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.file.truncated) fields.badgeTooLarge = true;
      else if (part.fieldname === 'badgeFile' && bytes.length > 0) {
        fields.badge = bytes.toString('utf8');
      }
    } else if (typeof part.value === 'string' && TEXT_FIELDS.has(part.fieldname)) {
      // A file, when one came, is what is checked; the text area only without it.
      if (part.fieldname !== 'badge' || !fields.badge) {
        fields[part.fieldname as TextField] = part.value;
      }
    }
  }
  return fields;
}

/**
 * `/pages/cert/verify`: the public verify page, rendered on the server (no web app, no script but
 * the challenge widget when one is needed). `?id=` shows the certificate a QR code names; without
 * it, the number-and-name form and the badge form, each answered by a POST to the same address.
 */
export async function verifyPageRoutes(
  app: FastifyInstance,
  { verifier, assets }: { verifier: CertVerifier; assets: VerifyPageAssets },
) {
  const fonts = assets.fontFaces !== null;

  app.get(VERIFY_PAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const language = request.language;
    if (typeof query.id !== 'string') return sendPage(reply, { language, fonts });
    const id = verifyId.safeParse(query.id);
    const certificate = id.success ? await verifier.byVerifyId(id.data) : null;
    return sendPage(reply, {
      language,
      fonts,
      verifyId: id.success ? id.data : '',
      result: { kind: 'certificate', certificate },
    });
  });

  // Multipart is understood by the page's POST alone; a badge file is a few kilobytes.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        files: 1,
        fields: 8,
        parts: 9,
        headerPairs: 20,
        fileSize: CERT_LIMITS.maxBadgeBytes,
        fieldSize: CERT_LIMITS.maxBadgeBytes,
      },
      // A longer file is answered on the page as unreadable, not with an API error.
      throwFileSizeLimit: false,
    });
    scope.post(VERIFY_PAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
      const language = request.language;
      const fields = await readFields(request);
      if (fields.check === 'badge') {
        const text = fields.badge?.trim() ?? '';
        const check =
          text && !fields.badgeTooLarge && text.length <= CERT_LIMITS.maxBadgeBytes
            ? await verifier.badge(text)
            : { signatureValid: false, problem: 'format' as const, certificate: null };
        return sendPage(reply, { language, fonts, result: { kind: 'badge', ...check } });
      }
      const form = { number: fields.number ?? '', name: fields.name ?? '' };
      const number = certNumber.safeParse(form.number);
      const name = holderName.safeParse(form.name);
      if (!number.success || !name.success) {
        return sendPage(reply, {
          language,
          fonts,
          form,
          result: { kind: 'certificate', certificate: null },
        });
      }
      try {
        const found = await verifier.byNumberAndName({
          number: number.data,
          name: name.data,
          address: request.ip,
          solution: fields.altcha,
        });
        return sendPage(reply, {
          language,
          fonts,
          form,
          // A found certificate stays on the page in another language: its language links name
          // it by its verify id, as the QR code does, since a link cannot repeat this POST.
          ...(found ? { foundVerifyId: found.verifyId } : {}),
          result: { kind: 'certificate', certificate: found?.certificate ?? null },
        });
      } catch (error) {
        if (!(error instanceof AppError) || error.key !== 'certProofOfWorkRequired') throw error;
        const { challenge } = error.data as { challenge: VerifyPageView['challenge'] };
        return sendPage(reply, {
          language,
          fonts,
          form,
          challenge: assets.altchaScript ? challenge : null,
        });
      }
    });
  });

  if (assets.fontFaces !== null) {
    const css = assets.fontFaces;
    app.get(VERIFY_FONTS_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(css),
    );
  }
  if (assets.altchaScript !== null) {
    const script = challengeScript(assets.altchaScript);
    app.get(VERIFY_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(script),
    );
  }
}
