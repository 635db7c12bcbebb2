import { z } from 'zod';
import { pageFields, paged, paginationQuery } from './pagination';
import { defineRoute } from './route';
import { DRIVE_LIMITS } from './drive-rules';
import { userFile } from './drive';
import { SHARE_DURATIONS, SHARE_LIMITS, SHARE_STATES } from './share-rules';

/**
 * Link shares and reads inside a share (spec file space §4 Sharing, §7 Sharing). POST bodies
 * arrive form-encoded, so numbers are coerced and lists travel as JSON text. A visitor names a
 * share by its `shareBatchNum` and, when the share needs one, its `extractionCode`; every read
 * checks the code, the expiry and the cancellation on the server.
 */
const sharing = { fileSpace: true, tags: ['share'] } as const;

/** Unknown shapes are refused before any lookup, so a guess costs nothing and learns nothing. */
export const shareBatchNum = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'shareNotFound');
/** Optional: open links need none. Compared on the server only, case-insensitively. */
export const extractionCode = z.string().trim().max(16).optional().default('');
const folderPath = z.string().min(1).max(DRIVE_LIMITS.pathMaxLength);
const id = z.uuid('fileNotFound');

/** JSON text of a list, as the spec's clients send `files`. */
export function jsonList<T extends z.ZodType>(item: T, max = SHARE_LIMITS.maxItems) {
  return z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.array(item).min(1, 'nothingSelected').max(max));
}
export const shareFiles = jsonList(z.object({ userFileId: id }));

/** Form fields arrive as text; an empty field is a missing one, never the number 0. */
export function formNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema);
}

export const shareDuration = formNumber(
  z.coerce
    .number('shareValidityRequired')
    .int('shareValidityRequired')
    .refine(
      (value) => (SHARE_DURATIONS as readonly number[]).includes(value),
      'shareValidityRequired',
    ),
);
export const shareTypeField = formNumber(
  z.coerce
    .number('shareCodeChoiceRequired')
    .int('shareCodeChoiceRequired')
    .min(0, 'shareCodeChoiceRequired')
    .max(1, 'shareCodeChoiceRequired'),
);

/** An item as a visitor sees it: `filePath` is relative to the share root "/". */
export const sharedFile = z.object({
  userFileId: z.string(),
  fileName: z.string(),
  extendName: z.string(),
  isDir: z.union([z.literal(0), z.literal(1)]),
  fileSize: z.number(),
  filePath: z.string(),
  file_type: z.number().int(),
  uploadTime: z.string(),
  updateTime: z.string(),
});
export type SharedFile = z.output<typeof sharedFile>;

/** Public part of a share record (null for link shares). */
export const publicShareInfo = z.object({
  public_title: z.string(),
  public_desc: z.string(),
  public_category_id: z.number().int(),
  /** 0 pending, 1 approved (published), 2 rejected. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  rejectReason: z.string().nullable(),
  reviewTime: z.string().nullable(),
  /** Set when a change to the shared files sent an approved share back to review (status 0). */
  contentChangedAt: z.string().nullable(),
});

/** One of the owner's shares, as "shared records" and "shared link" list them. */
export const shareRecord = z.object({
  id: z.string(),
  shareBatchNum: z.string(),
  kind: z.enum(['link', 'public']),
  /** 1 the link needs the extraction code, 0 it does not. Public shares are 0. */
  shareType: z.union([z.literal(0), z.literal(1)]),
  /** The owner's own code (empty when none), so "copy link" can include it. */
  extractionCode: z.string(),
  remarks: z.string(),
  shareTime: z.string(),
  /** Validity in days (1, 7, 30) or 0 for permanent. */
  duration: z.number().int(),
  endTime: z.string().nullable(),
  state: z.enum(SHARE_STATES),
  expired: z.boolean(),
  viewCount: z.number().int(),
  downloadCount: z.number().int(),
  resaveCount: z.number().int(),
  thumbCount: z.number().int(),
  collectCount: z.number().int(),
  /** Display name: the first top item's name. */
  fileName: z.string(),
  fileCount: z.number().int(),
  files: z.array(
    z.object({
      userFileId: z.string(),
      fileName: z.string(),
      extendName: z.string(),
      isDir: z.union([z.literal(0), z.literal(1)]),
    }),
  ),
  public: publicShareInfo.nullable(),
});
export type ShareRecord = z.output<typeof shareRecord>;

export const shareResult = z.object({
  shareBatchNum: z.string(),
  /** Empty when the link opens without a code (shareType 0). */
  extractionCode: z.string(),
  endTime: z.string().nullable(),
});

export const shareFile = defineRoute({
  ...sharing,
  method: 'POST',
  path: '/api/share/sharefile',
  summary:
    "Share the caller's live files and folders by link: duration 1, 7, 30 days or 0 permanent " +
    '(default 1); shareType 1 needs an extraction code, 0 opens without one (default 0)',
  body: z.object({
    duration: shareDuration.default(1),
    shareType: shareTypeField.default(0),
    remarks: z.string().max(SHARE_LIMITS.remarksMaxLength).optional().default(''),
    files: shareFiles,
  }),
  data: shareResult,
});

export const shareTypeOf = defineRoute({
  ...sharing,
  method: 'GET',
  path: '/api/share/sharetype',
  summary:
    'What a link page needs before the code: whether a code is needed and whether the share is ' +
    'live, expired or cancelled. Never file names, never the code',
  noLogin: true,
  query: z.object({ shareBatchNum }),
  data: z.object({
    shareBatchNum: z.string(),
    shareType: z.union([z.literal(0), z.literal(1)]),
    needCode: z.boolean(),
    kind: z.enum(['link', 'public']),
    state: z.enum(SHARE_STATES),
    endTime: z.string().nullable(),
  }),
});

/**
 * A proof-of-work challenge (ALTCHA v2, made and checked by Qiao itself): the page finds the
 * number whose key starts with `keyPrefix`. `data` names the share, the address (as a digest) and
 * the level; all of it is signed, so none of it can be changed.
 */
export const shareChallenge = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional(),
    })
    .loose(),
  signature: z.string(),
});
export type ShareChallenge = z.infer<typeof shareChallenge>;

/** The `data` of a "proof of work required" answer (error shareProofOfWorkRequired). */
export const shareChallengeRequired = z.object({ challenge: shareChallenge });

/** The solved challenge the page sends back: base64 JSON of the challenge and its solution. */
export const challengeSolution = z.string().trim().max(4000).optional();

export const checkExtractionCode = defineRoute({
  ...sharing,
  method: 'GET',
  path: '/api/share/checkextractioncode',
  summary:
    "Checks a code; answers the share's owner name, time and validity once the code is right. " +
    'After a few wrong codes from this address or on this share, every attempt must carry a ' +
    'solved challenge (`altcha`): otherwise the answer is "proof of work required" with a new ' +
    'challenge in `data.challenge`, whose work grows with the failures. A solution serves once',
  noLogin: true,
  query: z.object({ shareBatchNum, extractionCode, altcha: challengeSolution }),
  data: z.object({
    shareBatchNum: z.string(),
    ownerName: z.string(),
    shareTime: z.string(),
    endTime: z.string().nullable(),
    remarks: z.string(),
  }),
});

export const shareFileList = defineRoute({
  ...sharing,
  method: 'GET',
  path: '/api/share/sharefileList',
  summary:
    'Items of a share at filePath relative to the share root: "/" lists the shared items, ' +
    '"/Folder/sub" goes down into a shared folder. The first open per visitor counts a view',
  noLogin: true,
  query: z.object({
    shareBatchNum,
    extractionCode,
    filePath: folderPath.default('/'),
    ...pageFields,
  }),
  data: paged(sharedFile),
});

const ownListQuery = z.object({
  ...pageFields,
  /** Only link shares or only public shares; all of them when absent. */
  kind: z.enum(['link', 'public']).optional(),
});

export const shareList = defineRoute({
  ...sharing,
  method: 'GET',
  path: '/api/share/shareList',
  summary:
    "The caller's shares (link and public, unless kind says), newest first, with validity, " +
    'state, counts and review status. Cancelled shares are not listed',
  query: ownListQuery,
  data: paged(shareRecord),
});

export const getShareListPrivate = defineRoute({
  ...sharing,
  method: 'GET',
  path: '/api/share/getShareListPrivate',
  summary: "The caller's link shares, newest first",
  query: paginationQuery,
  data: paged(shareRecord),
});

export const editShare = defineRoute({
  ...sharing,
  method: 'POST',
  path: '/api/share/editShare',
  summary:
    'The owner changes a link share: a new duration counts from now; shareType 1 makes a new ' +
    'code when it had none, 0 drops the code',
  body: z.object({
    shareBatchNum,
    duration: shareDuration.optional(),
    shareType: shareTypeField.optional(),
  }),
  data: shareRecord,
});

export const cancelShares = defineRoute({
  ...sharing,
  method: 'POST',
  path: '/api/share/cancel',
  summary:
    'The owner cancels one or many shares (shareBatchNums: JSON list). All or none: any batch ' +
    "number that is not the caller's share refuses the whole call",
  body: z.object({ shareBatchNums: jsonList(shareBatchNum) }),
  data: z.object({ cancelled: z.number().int() }),
});

export const shareExpiration = defineRoute({
  ...sharing,
  method: 'POST',
  path: '/api/share/shareExpiration',
  summary:
    "The owner renews a share's validity from now (duration 1, 7, 30 or 0 permanent); this " +
    'also reopens an expired share. Not for cancelled shares',
  body: z.object({ shareBatchNum, duration: shareDuration }),
  data: shareRecord,
});

export const saveShareFile = defineRoute({
  ...sharing,
  method: 'POST',
  path: '/api/share/savesharefile',
  summary:
    "Save items of a live share into the caller's folder filePath: each userFileId must lie in " +
    'the share; adds references like copy, counts against quota, free names on clashes, counts a ' +
    'resave',
  body: z.object({
    shareBatchNum,
    extractionCode,
    filePath: folderPath,
    files: shareFiles,
  }),
  data: z.object({ saved: z.number().int(), files: z.array(userFile) }),
});

export const getShareDownloadAuth = defineRoute({
  ...sharing,
  method: 'POST',
  path: '/api/share/getDownloadAuth',
  summary:
    'A short-lived download address for items inside a share: one file (ossFileId) or a zip of ' +
    'files and folders (fileIds: JSON list). Counts a download. Visitors need no login',
  noLogin: true,
  body: z.union([
    z.object({ shareBatchNum, extractionCode, ossFileId: id }),
    z.object({ shareBatchNum, extractionCode, fileIds: shareFiles }),
  ]),
  data: z.object({ url: z.string(), fileName: z.string(), expiresAt: z.string() }),
});

/**
 * Previews inside a share use the drive's preview address with the share's name and code:
 * `GET /api/filetransfer/preview?userFileId=…&shareBatchNum=…&extractionCode=…[&isMin=1]`.
 * Byte ranges work as for one's own files. No login needed.
 */
export function sharedPreviewUrl(input: {
  userFileId: string;
  shareBatchNum: string;
  extractionCode?: string;
  isMin?: boolean;
}): string {
  const pairs: [string, string][] = [
    ['userFileId', input.userFileId],
    ['shareBatchNum', input.shareBatchNum],
  ];
  if (input.extractionCode) pairs.push(['extractionCode', input.extractionCode]);
  if (input.isMin) pairs.push(['isMin', '1']);
  const query = pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `/api/filetransfer/preview?${query}`;
}
