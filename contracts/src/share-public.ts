import { z } from 'zod';
import { pageFields, paged, paginationQuery } from './pagination';
import { defineRoute } from './route';
import { DRIVE_LIMITS } from './drive-rules';
import { userFile } from './drive';
import { formNumber, shareBatchNum, sharedFile, shareFiles, shareRecord } from './share';
import { SHARE_LIMITS } from './share-rules';

/**
 * Public shares: zones, publishing with review, browsing published shares, likes, collections,
 * resaves and downloads (spec file space §4 Sharing, §6, §7 Sharing). Only approved shares are
 * seen by visitors; pending and rejected ones are seen by their owner and by admins.
 */
const sharing = { fileSpace: true, tags: ['share'] } as const;

const id = z.uuid('shareNotFound');
const folderPath = z.string().min(1).max(DRIVE_LIMITS.pathMaxLength);

const zoneId = formNumber(
  z.coerce.number('shareZoneRequired').int('shareZoneRequired').min(1, 'shareZoneRequired'),
);
const title = z
  .string('shareTitleRequired')
  .trim()
  .min(1, 'shareTitleRequired')
  .max(SHARE_LIMITS.publicTitleMaxLength, 'textTooLong');
const desc = z
  .string('shareIntroRequired')
  .trim()
  .min(1, 'shareIntroRequired')
  .max(SHARE_LIMITS.publicDescMaxLength, 'shareIntroTooLong');

export const shareCategory = z.object({ base_id: z.number().int(), title: z.string() });

export const shareCategoryList = defineRoute({
  ...sharing,
  method: 'POST',
  path: '/api/share/shareCategoryList',
  summary: 'Share zones with titles in a language: lang 1 Chinese, 2 English, 3 Arabic (al)',
  noLogin: true,
  body: z.object({ lang: formNumber(z.coerce.number().int().min(1).max(3)).default(3) }),
  data: z.array(shareCategory),
});

export const shareFilePublic = defineRoute({
  ...sharing,
  method: 'POST',
  path: '/api/share/sharefilePublic',
  summary:
    "Publish the caller's live files in a zone: the share waits for review (status 0) and is " +
    'published when an admin approves it',
  body: z.object({
    category_base_id: zoneId,
    title,
    desc,
    files: shareFiles,
  }),
  data: z.object({ id: z.string(), shareBatchNum: z.string(), status: z.literal(0) }),
});

export const editSharefilePublic = defineRoute({
  ...sharing,
  method: 'POST',
  path: '/api/share/editSharefilePublic',
  summary:
    "The owner edits a public share's title, introduction and zone (id from shareList); it goes " +
    'back to review (status 0)',
  body: z.object({
    id,
    public_title: title,
    public_desc: desc,
    public_category_id: zoneId,
  }),
  data: shareRecord,
});

/** A published share as visitors see it in a zone and on its detail page. */
export const publicShareCard = z.object({
  id: z.string(),
  shareBatchNum: z.string(),
  public_title: z.string(),
  public_desc: z.string(),
  public_category_id: z.number().int(),
  categoryTitle: z.string(),
  ownerName: z.string(),
  shareTime: z.string(),
  /** When it was approved (published). */
  publishTime: z.string().nullable(),
  fileName: z.string(),
  fileCount: z.number().int(),
  viewCount: z.number().int(),
  downloadCount: z.number().int(),
  resaveCount: z.number().int(),
  thumbCount: z.number().int(),
  collectCount: z.number().int(),
  /** 0 pending, 1 approved, 2 rejected: visitors only ever see 1. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Set when a change to the shared files sent an approved share back to review. */
  contentChangedAt: z.string().nullable(),
});
export type PublicShareCard = z.output<typeof publicShareCard>;

export const getShareList = defineRoute({
  ...sharing,
  method: 'POST',
  path: '/api/share/getShareList',
  summary:
    'Published shares, of one zone when category_base_id is given, newest first (order "new") ' +
    'or most liked first (order "hot")',
  noLogin: true,
  body: z.object({
    category_base_id: formNumber(z.coerce.number().int().min(1)).optional(),
    order: z.enum(['new', 'hot']).default('new'),
    ...pageFields,
  }),
  data: paged(publicShareCard),
});

export const getPublicShareDetail = defineRoute({
  ...sharing,
  method: 'POST',
  path: '/api/share/getPublicShareDetail',
  summary:
    'One published share (admins and its owner also see it pending or rejected) with its items ' +
    'at filePath relative to the share root, and whether the caller liked or collected it',
  noLogin: true,
  body: z.object({ shareBatchNum, filePath: folderPath.default('/'), ...pageFields }),
  data: z.object({
    share: publicShareCard.extend({ thumbed: z.boolean(), collected: z.boolean() }),
    files: paged(sharedFile),
  }),
});

// Admin review.
const admin = { tags: ['admin'], permission: ['review', 'Share'] as const };

export const listPendingShares = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/share/pending',
  summary: 'Public shares waiting for review, oldest first (admins only)',
  body: paginationQuery,
  data: paged(publicShareCard),
});

export const approveShare = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/share/approve',
  summary: 'Approve a pending public share: it is published in its zone at once (admins only)',
  body: z.object({ id }),
  data: publicShareCard,
});

export const rejectShare = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/share/reject',
  summary: 'Reject a pending public share with a reason its owner sees (admins only)',
  body: z.object({
    id,
    reason: z
      .string('rejectReasonRequired')
      .trim()
      .min(1, 'rejectReasonRequired')
      .max(SHARE_LIMITS.rejectReasonMaxLength, 'rejectReasonTooLong'),
  }),
  data: publicShareCard,
});

// Signed-in users on published shares (/pan).
const pan = { fileSpace: true, tags: ['pan'] } as const;
const onShare = z.object({ shareBatchNum });

export const shareThumb = defineRoute({
  ...pan,
  method: 'POST',
  path: '/api/pan/shareThumb',
  summary: 'Like a published share; calling again takes the like back (one like per user)',
  body: onShare,
  data: z.object({ thumbed: z.boolean(), thumbCount: z.number().int() }),
});

export const shareCollect = defineRoute({
  ...pan,
  method: 'POST',
  path: '/api/pan/shareCollect',
  summary: 'Collect a published share; calling again removes it from the collection',
  body: onShare,
  data: z.object({ collected: z.boolean(), collectCount: z.number().int() }),
});

export const shareResave = defineRoute({
  ...pan,
  method: 'POST',
  path: '/api/pan/shareResave',
  summary:
    "Save items of a published share into the caller's folder filePath (like savesharefile); " +
    'counts a resave',
  body: z.object({ shareBatchNum, filePath: folderPath, files: shareFiles }),
  data: z.object({ saved: z.number().int(), files: z.array(userFile) }),
});

export const shareDownload = defineRoute({
  ...pan,
  method: 'POST',
  path: '/api/pan/shareDownload',
  summary:
    'A download address for items of a published share (ossFileId, or fileIds as a JSON list ' +
    'for a zip; the whole share when neither is given); counts a download',
  body: z.object({
    shareBatchNum,
    ossFileId: z.uuid('fileNotFound').optional(),
    fileIds: shareFiles.optional(),
  }),
  data: z.object({ url: z.string(), fileName: z.string(), expiresAt: z.string() }),
});

export const shareViews = defineRoute({
  ...pan,
  method: 'POST',
  path: '/api/pan/shareViews',
  summary: 'Count a view of a published share, once per visitor (user, or address when signed out)',
  noLogin: true,
  body: onShare,
  data: z.object({ viewCount: z.number().int() }),
});

const myList = (path: string, what: string) =>
  defineRoute({
    ...pan,
    method: 'POST',
    path,
    summary: `Published shares the caller ${what}, most recent first`,
    body: paginationQuery,
    data: paged(publicShareCard.extend({ actionTime: z.string() })),
  });

export const getMyShareListCollect = myList('/api/pan/getMyShareListCollect', 'collected');
export const getMyShareListThumb = myList('/api/pan/getMyShareListThumb', 'liked');
export const getMyShareListResave = myList('/api/pan/getMyShareListResave', 'saved from');
export const getMyShareListDownload = myList('/api/pan/getMyShareListDownload', 'downloaded');
