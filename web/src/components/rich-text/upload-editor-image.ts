import i18next from 'i18next';
import { DEFAULT_LANGUAGE, parseLanguage, toSpecCode } from '@qiao/contracts/languages';
import { UPLOAD_ONE_PATH, uploadedImage } from '@qiao/contracts/notes';
import { LANGUAGE_HEADER } from '../../api/build-request';

const apiHost = (import.meta.env.VITE_API_HOST ?? '').replace(/\/$/, '');

/**
 * Sends one picture from the editor to `POST /api/uploadOne` (multipart, so not through the JSON
 * client) and answers the address to insert. A refusal rejects with the server's translated message.
 */
export async function uploadEditorImage(file: Blob, name: string): Promise<string> {
  const language = parseLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
  const form = new FormData();
  form.append('file', file, name);
  const response = await fetch(`${apiHost}${UPLOAD_ONE_PATH}`, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', [LANGUAGE_HEADER]: toSpecCode(language) },
    body: form,
  });
  const body = (await response.json().catch(() => undefined)) as
    { code?: number; message?: string; data?: unknown } | undefined;
  if (body?.code === 0) {
    const parsed = uploadedImage.safeParse(body.data);
    if (parsed.success) return parsed.data.url;
  }
  throw new Error(body?.message || i18next.t('richText.uploadFailed', { ns: 'common' }));
}
