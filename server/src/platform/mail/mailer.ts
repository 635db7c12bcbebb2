import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from './mail-settings';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's language (`Content-Language`), so mail clients lay it out and read it right. */
  language: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Resolves once every message handed over so far has been delivered or has failed. */
  idle(): Promise<void>;
}

type Logger = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** A file name that sorts by time and never collides: `2026-03-01T10-00-00-000Z-3f9a1c.eml`. */
function mailFileName(now: Date): string {
  return `${now.toISOString().replaceAll(':', '-').replace('.', '-')}-${randomBytes(3).toString('hex')}.eml`;
}

/**
 * nodemailer loads with the first message, not at start: most servers send mail rarely, and an
 * idle one would otherwise hold it in memory (see docs/decisions/042).
 */
async function transportFor(config: MailConfig): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  if (config.kind === 'smtp') return nodemailer.createTransport(config.server);
  // Builds the complete message (headers, encodings) as an SMTP server would receive it.
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
}

/**
 * Sends mail over SMTP, or, without SMTP settings, writes each message as a `.eml` file into the
 * mail folder and logs the file's path: an operator opens it to pass a reset link on.
 */
export function createMailer(config: MailConfig, log: Logger): Mailer {
  let transport: Promise<Transporter> | undefined;
  const inFlight = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    const sender = await (transport ??= transportFor(config));
    const info = await sender.sendMail({
      from: config.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { 'Content-Language': message.language },
    });
    if (config.kind === 'folder') {
      await fs.mkdir(config.folder, { recursive: true });
      const file = path.join(config.folder, mailFileName(new Date()));
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ mailFile: file }, 'mail written to the mail folder (no SMTP settings)');
    }
  }

  return {
    send(message) {
      const sending = deliver(message).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
      return sending;
    },
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
