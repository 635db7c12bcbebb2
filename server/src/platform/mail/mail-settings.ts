import path from 'node:path';
import { z } from 'zod';

/**
 * How Qiao sends mail (password-reset links): through an SMTP server when one is named, else into
 * `<DATA_DIR>/mail` as one `.eml` file per message, so the embedded default works without one.
 */
export const mailSettingsShape = {
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  SMTP_SECURE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((value) => value === 'true' || value === '1' || value === 'yes')
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).optional(),
};

type MailSettings = z.output<z.ZodObject<typeof mailSettingsShape>>;

export interface SmtpServer {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  auth: { user: string; pass: string } | undefined;
}

export type MailConfig = { from: string } & (
  { kind: 'smtp'; server: string | SmtpServer } | { kind: 'folder'; folder: string }
);

/** A broken rule between mail settings, named like the config's other errors. */
export class MailSettingsError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message);
  }
}

export function mailConfig(raw: MailSettings, dataDir: string, publicUrl: string): MailConfig {
  const from = raw.MAIL_FROM ?? `Qiao <no-reply@${new URL(publicUrl).hostname}>`;
  if (raw.SMTP_URL && raw.SMTP_HOST) {
    throw new MailSettingsError('SMTP_HOST', 'set SMTP_URL or SMTP_HOST, not both');
  }
  if (raw.SMTP_USER && !raw.SMTP_PASSWORD) {
    throw new MailSettingsError('SMTP_PASSWORD', 'required when SMTP_USER is set');
  }
  if (raw.SMTP_URL) return { from, kind: 'smtp', server: raw.SMTP_URL };
  if (raw.SMTP_HOST) {
    const port = raw.SMTP_PORT ?? (raw.SMTP_SECURE ? 465 : 587);
    return {
      from,
      kind: 'smtp',
      server: {
        host: raw.SMTP_HOST,
        port,
        secure: raw.SMTP_SECURE ?? port === 465,
        auth: raw.SMTP_USER ? { user: raw.SMTP_USER, pass: raw.SMTP_PASSWORD ?? '' } : undefined,
      },
    };
  }
  return { from, kind: 'folder', folder: path.join(dataDir, 'mail') };
}
