import yauzl from 'yauzl';
import { envelopeOf, postJson } from '../../../../test/sign-in';
import type { TestServer } from '../../../../test/test-server';

export interface Answer<T> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

/** Calls as the web does, in a language of the test's choosing, signed in or not. */
export function editorialClient(server: TestServer, options: { cookie?: string } = {}) {
  return {
    async post<T>(path: string, body: Record<string, unknown> = {}, lang = 'ar') {
      const response = await postJson(server, `${path}?lang=${lang}`, body, options.cookie);
      return (await envelopeOf(response)) as unknown as Answer<T>;
    },
  };
}

/** Every entry of a zip with its exact bytes, read through yauzl as an unzip tool would. */
export async function readZipEntries(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}
