import { LANGUAGES, type Language } from '@qiao/contracts/languages';
import { pickText, type LocalText } from '@qiao/contracts/catalogue';
import type { PlayAuth } from '@qiao/contracts/catalogue-library';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { ObjectStore } from '../../../platform/storage/object-store';
import type { CourseAccessCheck } from '../access/course-access';
import { rememberedAnswer } from '../answer-cache';
import type { Viewer } from '../visibility';
import { mediaAddress, mediaExpiry, signedMediaPath } from './media-grant';
import { fileNameFor } from './media-names';
import { findClassContent, findItem } from './queries';

export interface PlayAuthDeps {
  db: Db;
  store: ObjectStore;
  signingKey: string;
  access: CourseAccessCheck;
}

/** Caption menus name each language in itself. */
const LANGUAGE_NAMES: Record<Language, string> = { ar: 'العربية', zh: '中文', en: 'English' };

interface MediaSource {
  id: string;
  title: LocalText;
  mediaKey: string | null;
  mediaType: string | null;
  mediaBytes: number | null;
  durationSeconds: number | null;
  captions: Partial<Record<Language, string>> | null;
  readingDirection?: 'ltr' | 'rtl' | null;
}

const playable = (type: string | null) => /^(video|audio)\//.test(type ?? '');

/**
 * The row a call names is read once for every viewer of the same audience while the catalogue is
 * unchanged (answer-cache.ts): a class hour's page waits on this call before its video starts.
 * The address is signed afresh for each call, and a locked course is checked per viewer.
 *
 * `what` decides which content a call may open: `av` (getPlayAuth) only items whose file plays,
 * `any` (getLocalPlayAuth) any visible item with a file, or a class content of a visible course.
 */
export async function playAuthFor(
  deps: PlayAuthDeps,
  viewer: Viewer,
  id: string,
  language: Language,
  what: 'av' | 'any',
): Promise<PlayAuth> {
  const { found, classContent } = await rememberedAnswer(
    deps.db,
    // The row alone, in no language: the title is picked below.
    { call: 'playAuthSource', language: '', input: [id, what] },
    viewer,
    async () => {
      const item = await findItem(deps.db, viewer, id);
      const content =
        !item && what === 'any' ? await findClassContent(deps.db, viewer, id) : undefined;
      return { found: item, classContent: content };
    },
  );
  const source: MediaSource | undefined = found?.item ?? classContent;
  if (!source) throw new AppError('libraryContentNotFound');
  // A locked course's files get no address, signed or not.
  if (classContent) await deps.access.assertOpen(viewer, classContent.course);
  if (!source.mediaKey || (what === 'av' && !playable(source.mediaType))) {
    throw new AppError('libraryNoMedia');
  }
  const title = pickText(source.title, language);
  const type = source.mediaType ?? 'application/octet-stream';
  const size = source.mediaBytes ?? (await deps.store.head(source.mediaKey))?.size;
  if (size === undefined) throw new AppError('libraryNoMedia');
  const expires = mediaExpiry();
  const url = await mediaAddress(
    deps,
    { key: source.mediaKey, type, size, name: fileNameFor(title, type) },
    expires,
  );
  const captions = [];
  for (const captionLanguage of LANGUAGES) {
    const key = source.captions?.[captionLanguage];
    if (!key) continue;
    const captionSize = (await deps.store.head(key))?.size;
    if (captionSize === undefined) continue;
    captions.push({
      language: captionLanguage,
      label: LANGUAGE_NAMES[captionLanguage],
      // Always through Qiao: a <track> must come from the page's own origin.
      url: signedMediaPath(
        deps.signingKey,
        { key, type: 'text/vtt', size: captionSize, name: fileNameFor(title, 'text/vtt') },
        expires,
      ),
    });
  }
  return {
    id: source.id,
    title,
    url,
    expiresAt: new Date(expires * 1000).toISOString(),
    mediaType: type,
    sizeBytes: size,
    durationSeconds: source.durationSeconds ?? null,
    readingDirection: source.readingDirection ?? null,
    captions,
  };
}
