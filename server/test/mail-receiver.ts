import { SMTPServer } from 'smtp-server';
import { freePort } from './test-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The plain-text part, decoded from quoted-printable. */
  text: string;
}

/** Undoes quoted-printable: soft line breaks and `=XX` bytes (UTF-8). */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replaceAll('_', ' ')),
  );
}

/** Reads the subject and the text/plain part of a message as nodemailer writes it. */
export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const textPart =
    /Content-Type: text\/plain[^\r\n]*\r\n((?:[\w-]+: [^\r\n]*\r\n)*)\r\n([\s\S]*?)\r\n--/i.exec(
      raw,
    );
  const partHeaders = textPart?.[1] ?? '';
  const body = textPart?.[2] ?? '';
  const text = /base64/i.test(partHeaders)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : /quoted-printable/i.test(partHeaders)
      ? decodeQuotedPrintable(body)
      : body;
  return { to, raw, subject, text };
}

/** A real SMTP server on a free loopback port that keeps every message it is given. */
export interface MailReceiver {
  url: string;
  mails: ReceivedMail[];
  /** The next message to this address that arrives (or has arrived and was not taken yet). */
  nextMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startMailReceiver(): Promise<MailReceiver> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async nextMailTo(address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => !taken.has(m) && m.to.includes(address));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link a mail carries. */
export function linkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/passport\/password\/reset\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in mail:\n${mail.text}`);
  return link;
}
