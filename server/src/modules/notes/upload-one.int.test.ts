import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_LIMITS, UPLOAD_ONE_PATH, type UploadedImage } from '@qiao/contracts/notes';
import type { Answer } from '../../../test/drive-client';
import { signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = (await signInAs(server)).cookie;
});
afterAll(async () => server?.close());

async function upload(bytes: Buffer, name = 'picture.png', signedIn = true) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(server.baseUrl + UPLOAD_ONE_PATH, {
    method: 'POST',
    headers: { origin: server.baseUrl, 'x-qiao-lang': 'en', ...(signedIn ? { cookie } : {}) },
    body: form,
  });
  return (await response.json()) as Answer<UploadedImage>;
}

const png = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();

describe('the editor picture upload', () => {
  it('stores a picture and answers the address that serves it', async () => {
    const bytes = await png();
    const answer = await upload(bytes);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ type: 'image/png', size: bytes.length });
    expect(answer.data.url).toMatch(/^\/api\/content\/image\/[0-9a-f]{64}$/);
    const served = await fetch(server.baseUrl + answer.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // The same picture again is the same address.
    expect((await upload(bytes, 'again.png')).data.url).toBe(answer.data.url);
  });

  it('judges the type by the bytes, not the name, and refuses SVG and other files', async () => {
    const jpeg = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0c0' } })
      .jpeg()
      .toBuffer();
    expect((await upload(jpeg, 'named.png')).data.type).toBe('image/jpeg');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await upload(svg, 'x.svg')).toMatchObject({ success: false, code: 3624 });
    expect(await upload(Buffer.from('%PDF-1.7 not a picture'), 'x.png')).toMatchObject({
      success: false,
      code: 3624,
      message: 'Only pictures can be inserted (PNG, JPEG, GIF or WebP)',
    });
  });

  it('refuses a picture over the size limit', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(NOTE_LIMITS.imageMaxBytes)]);
    expect(await upload(big)).toMatchObject({ success: false, code: 3625 });
  });

  it('is for signed-in users only', async () => {
    expect(await upload(await png(), 'p.png', false)).toMatchObject({ success: false, code: 401 });
  });
});
