import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';

/** Undoes quoted-printable (soft line breaks and `=XX` bytes), as a mail program does. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    'latin1',
  ).toString('utf8');
}

const MAIL_FOLDER = path.join(E2E_DATA_DIR, 'mail');

/** The names of the mails written so far: a journey that mails an address twice skips these. */
export async function mailFileNames(): Promise<ReadonlySet<string>> {
  return new Set(await fs.readdir(MAIL_FOLDER).catch(() => [] as string[]));
}

/**
 * The newest mail the server (without SMTP settings) wrote for this address into its mail folder,
 * as the operator of such a server would open it, waiting until it is there. Mails named in
 * `earlier` do not count (an address mailed before, in another journey).
 */
export async function mailFromFolder(
  to: string,
  earlier: ReadonlySet<string> = new Set(),
): Promise<{ subject: string; text: string }> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(MAIL_FOLDER).catch(() => [] as string[]))
          .filter((name) => !earlier.has(name))
          .sort()
          .reverse();
        for (const name of names) {
          const raw = await fs.readFile(path.join(MAIL_FOLDER, name), 'utf8');
          if (new RegExp(`^To: ${to.replaceAll('.', '\\.')}\\r?$`, 'm').test(raw)) {
            found = raw;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const raw = found!;
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  const subject = subjectLine
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?B\?([^?]*)\?=\s*/gi, (_m, b64: string) =>
      Buffer.from(b64, 'base64').toString('utf8'),
    )
    .trim();
  return { subject, text: decodeQuotedPrintable(raw) };
}

/** The password-reset link a mail carries. */
export function resetLinkIn(mail: { text: string }): string {
  const link = /https?:\/\/[^\s"<]+\/passport\/password\/reset\?[^\s"<]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in the mail:\n${mail.text}`);
  return link.replaceAll('&amp;', '&');
}
