import {
  BROWSER_AUDIO_EXTENSIONS,
  BROWSER_IMAGE_EXTENSIONS,
  BROWSER_VIDEO_EXTENSIONS,
  CODE_EXTENSIONS,
  MARKDOWN_EXTENSIONS,
  PLAIN_TEXT_EXTENSIONS,
  previewKindOf as sharedPreviewKind,
} from '@qiao/contracts/drive-preview';
/** How a file opens in the preview dialog. */
export type PreviewKind = 'image' | 'video' | 'audio' | 'pdf' | 'text' | 'download';

/** Which icon a file gets in the list and the grid. */
export type IconKind =
  | 'folder'
  | 'image'
  | 'video'
  | 'audio'
  | 'pdf'
  | 'word'
  | 'excel'
  | 'ppt'
  | 'archive'
  | 'markdown'
  | 'code'
  | 'text'
  | 'other';

interface FileLike {
  isDir: 0 | 1;
  extendName: string;
}

// The shared preview list (contracts): what the server serves inline is what opens here.
const BROWSER_IMAGES = BROWSER_IMAGE_EXTENSIONS;
const BROWSER_VIDEO = BROWSER_VIDEO_EXTENSIONS;
const BROWSER_AUDIO = BROWSER_AUDIO_EXTENSIONS;
const CODE: readonly string[] = CODE_EXTENSIONS;
const MARKDOWN: readonly string[] = MARKDOWN_EXTENSIONS;
const PLAIN_TEXT: readonly string[] = PLAIN_TEXT_EXTENSIONS;

const ICONS: [IconKind, readonly string[]][] = [
  ['image', [...BROWSER_IMAGES, 'svg', 'tif', 'tiff', 'avif', 'ico']],
  ['video', [...BROWSER_VIDEO, 'avi', 'mpg', 'mpeg', 'mkv', 'swf', 'ogv']],
  ['audio', [...BROWSER_AUDIO, 'wma', 'amr', 'aif', 'au', 'mmf', 'ram', 'opus']],
  ['pdf', ['pdf']],
  ['word', ['doc', 'docx', 'docm', 'dot', 'dotx', 'odt', 'rtf', 'wps']],
  ['excel', ['xls', 'xlsx', 'xlsm', 'ods']],
  ['ppt', ['ppt', 'pptx', 'pps', 'ppsx', 'odp']],
  ['archive', ['zip', 'rar', '7z', 'tar', 'gz']],
  ['markdown', MARKDOWN],
  ['code', CODE],
  ['text', [...PLAIN_TEXT, 'epub']],
];

const lower = (file: FileLike) => file.extendName.toLowerCase();

export function iconKindOf(file: FileLike): IconKind {
  if (file.isDir) return 'folder';
  const extension = lower(file);
  return ICONS.find(([, list]) => list.includes(extension))?.[0] ?? 'other';
}

export function previewKindOf(file: FileLike): PreviewKind | undefined {
  if (file.isDir) return undefined;
  return sharedPreviewKind(file.extendName) ?? 'download';
}

/** Grid cards show a small picture of images the browser can draw. */
export function hasThumbnail(file: FileLike): boolean {
  return previewKindOf(file) === 'image';
}
