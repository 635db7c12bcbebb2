import { z } from 'zod';
import { CODE_EXTENSIONS, MARKDOWN_EXTENSIONS } from './drive-preview';
import { userFile } from './drive';
import { defineRoute } from './route';

/**
 * Online editing (spec file space §2 "online editors", §7 /file/update and /office/editofficefile).
 * One list of editable types, read by the server (which refuses the rest) and by the context menu
 * (which offers "edit online" only for these).
 */
export const TEXT_EDIT_EXTENSIONS = ['txt', ...MARKDOWN_EXTENSIONS, ...CODE_EXTENSIONS] as const;
/** Opened in the document server, and only when one is configured. */
export const OFFICE_EDIT_EXTENSIONS = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] as const;

export const EDIT_LIMITS = {
  /** The largest text a save may carry (UTF-8 bytes); larger files stay preview-only. */
  textMaxBytes: 2 * 1024 * 1024,
  /** The largest document the document server may hand back on save. */
  officeMaxBytes: 100 * 1024 * 1024,
  /** How long the document server may fetch the current bytes after the editor opens. */
  officeDownloadSeconds: 15 * 60,
  /** How long an editing session may call back to save (OnlyOffice saves after everyone leaves). */
  officeCallbackSeconds: 24 * 60 * 60,
  /** Fetching the saved document from the document server gives up after this long. */
  officeFetchTimeoutMs: 60_000,
  /** Earlier versions kept per document; older ones lose their reference. */
  officeVersionsKept: 10,
} as const;

/** Code editor font sizes: 12 to 30 in steps of 2 (spec §2). */
export const EDITOR_FONT_SIZES = Array.from({ length: 10 }, (_, index) => 12 + index * 2);

export type TextEditKind = 'markdown' | 'text' | 'code';

const lower = (extension: string) => extension.toLowerCase();

/** How a file opens in the text editor, or undefined when it does not. */
export function textEditKindOf(extension: string): TextEditKind | undefined {
  const name = lower(extension);
  if ((MARKDOWN_EXTENSIONS as readonly string[]).includes(name)) return 'markdown';
  if (name === 'txt') return 'text';
  if ((CODE_EXTENSIONS as readonly string[]).includes(name)) return 'code';
  return undefined;
}

export const isOfficeEditable = (extension: string) =>
  (OFFICE_EDIT_EXTENSIONS as readonly string[]).includes(lower(extension));

/** OnlyOffice's documentType for an office extension. */
export function officeDocumentType(extension: string): 'word' | 'cell' | 'slide' | undefined {
  const name = lower(extension);
  if (name === 'doc' || name === 'docx') return 'word';
  if (name === 'xls' || name === 'xlsx') return 'cell';
  if (name === 'ppt' || name === 'pptx') return 'slide';
  return undefined;
}

/** UTF-8 size of a text, counted without TextEncoder (contracts run on server and browser alike). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const point = character.codePointAt(0)!;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export const updateFile = defineRoute({
  fileSpace: true,
  tags: ['editing'],
  method: 'POST',
  path: '/api/file/update',
  summary:
    'Saves new text into a file: new bytes, copy on write, quota by the size difference; refused when fileId is no longer the current one',
  body: z.object({
    userFileId: z.uuid('fileNotFound'),
    /** The object id the editor loaded (UserFile.fileId): a save over a newer version is refused. */
    fileId: z.uuid(),
    /** At most EDIT_LIMITS.textMaxBytes of UTF-8, checked by the service (editTooLarge). */
    content: z.string(),
  }),
  data: userFile,
});

export const officeEditorInfo = defineRoute({
  fileSpace: true,
  tags: ['editing'],
  method: 'GET',
  path: '/api/office/editorinfo',
  summary: 'Whether office documents open in a document server, and where it is',
  data: z.object({ enabled: z.boolean(), documentServerUrl: z.string().nullable() }),
});

/** The configuration `new DocsAPI.DocEditor(id, config)` takes, signed as `token`. */
export const officeEditorConfig = z.object({
  document: z.object({
    fileType: z.string(),
    key: z.string(),
    title: z.string(),
    url: z.string(),
    permissions: z.object({ edit: z.boolean(), download: z.boolean(), print: z.boolean() }),
  }),
  documentType: z.enum(['word', 'cell', 'slide']),
  editorConfig: z.object({
    callbackUrl: z.string(),
    lang: z.string(),
    mode: z.literal('edit'),
    user: z.object({ id: z.string(), name: z.string() }),
    customization: z.object({ forcesave: z.boolean() }),
  }),
  token: z.string(),
});
export type OfficeEditorConfig = z.output<typeof officeEditorConfig>;

export const editOfficeFile = defineRoute({
  fileSpace: true,
  tags: ['editing'],
  method: 'POST',
  path: '/api/office/editofficefile',
  summary: 'Editor configuration for an office document in the configured document server',
  body: z.object({ userFileId: z.uuid('fileNotFound') }),
  data: z.object({ documentServerUrl: z.string(), config: officeEditorConfig }),
});

/** Where the document server reports an editing session's state (no session; signed token). */
export const OFFICE_CALLBACK_PATH = '/api/office/callback';
