import { z } from 'zod';
import { defineRoute } from './route';
import { DRIVE_LIMITS } from './drive-rules';
import { userFile } from './drive';

/**
 * Office files (spec file space §2 new office file, §3 create-office-file payload, §7 office
 * calls): blank documents made on the server, and previews of office documents as PDF.
 */
const fileSpace = { fileSpace: true, tags: ['office'] } as const;

/** What the new office file dialog offers, in its order. */
export const NEW_OFFICE_FILE_TYPES = ['docx', 'xlsx', 'pptx', 'md', 'txt'] as const;
export type NewOfficeFileType = (typeof NEW_OFFICE_FILE_TYPES)[number];

/** Office documents that the preview turns into a PDF when a converter is installed. */
export const OFFICE_PREVIEW_EXTENSIONS = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] as const;

export function isOfficePreviewable(extension: string): boolean {
  return (OFFICE_PREVIEW_EXTENSIONS as readonly string[]).includes(extension.toLowerCase());
}

/** How the browser shows a document when no PDF is to be had: a library reads it, or download. */
export type BrowserRendering = 'docx' | 'sheet' | 'download';

export function browserRenderingOf(extension: string): BrowserRendering {
  const lower = extension.toLowerCase();
  if (lower === 'docx') return 'docx';
  if (lower === 'xlsx') return 'sheet';
  return 'download';
}

export const createOfficeFile = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/office/createofficefile',
  summary:
    'A blank document (docx, xlsx, pptx; empty md or txt) named fileName.extendName in filePath',
  body: z.object({
    extendName: z.enum(NEW_OFFICE_FILE_TYPES),
    filePath: z.string().min(1).max(DRIVE_LIMITS.pathMaxLength),
    fileName: z.string().max(1000),
  }),
  data: userFile,
});

/**
 * Where a preview stands: `pending` while the PDF is being made (ask again), `ready` with its
 * address, `failed` when the converter could not read the file, `unavailable` when no converter
 * is installed. The last two mean: render in the browser where a library can, else download.
 */
export const OFFICE_PREVIEW_STATUSES = ['pending', 'ready', 'failed', 'unavailable'] as const;
export type OfficePreviewStatus = (typeof OFFICE_PREVIEW_STATUSES)[number];

export const previewOfficeFile = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/office/previewofficefile',
  summary:
    'Starts (once per stored object) or reports the PDF conversion of an office document; ' +
    'poll while pending',
  body: z.object({ userFileId: z.uuid('fileNotFound') }),
  data: z.object({
    status: z.enum(OFFICE_PREVIEW_STATUSES),
    /** The PDF's address when ready (GET, the signed-in user's own file). */
    pdfUrl: z.string().nullable(),
  }),
});

/** `GET /api/office/previewpdf?userFileId=…` answers the converted PDF's bytes, not JSON. */
export const OFFICE_PDF_PATH = '/api/office/previewpdf';

/** How often the preview asks again while a PDF is being made, and for how long at most. */
export const OFFICE_PREVIEW_POLL = { intervalMs: 1500, giveUpMs: 180_000 } as const;
