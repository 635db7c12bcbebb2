import fs from 'node:fs/promises';
import path from 'node:path';
import {
  MANIFEST_FILE,
  contentManifest,
  manifestIssues,
  type ContentManifest,
} from '@qiao/contracts/content-manifest';
import { AppError } from '../../../platform/http/app-error';

/** The issues are listed one per line after the message, and at most this many. */
const SHOWN_ISSUES = 20;

/** Parses and validates a manifest's text; throws the import errors with the bad field's path. */
export function parseManifest(text: string): ContentManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AppError('contentManifestNotJson', {
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  const parsed = contentManifest.safeParse(json);
  if (!parsed.success) {
    const issues = manifestIssues(parsed.error);
    const shown = issues.slice(0, SHOWN_ISSUES);
    if (issues.length > shown.length) shown.push(`… ${issues.length - shown.length} more`);
    throw new AppError('contentManifestInvalid', { issues: `\n  ${shown.join('\n  ')}` });
  }
  return parsed.data;
}

/** Reads `<folder>/manifest.json`. */
export async function readManifest(folder: string): Promise<ContentManifest> {
  const stat = await fs.stat(folder).catch(() => undefined);
  if (!stat?.isDirectory()) throw new AppError('contentFolderMissing', { folder });
  const text = await fs
    .readFile(path.join(folder, MANIFEST_FILE), 'utf8')
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new AppError('contentManifestMissing', { folder });
      throw error;
    });
  return parseManifest(text);
}
