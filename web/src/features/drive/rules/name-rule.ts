import i18next from 'i18next';
import { nameProblem, type NameProblem } from '@qiao/contracts/drive-rules';
import { ERRORS, type ErrorKey } from '@qiao/contracts/errors';
import type { Language } from '@qiao/contracts/languages';

/** What is being named: the message says "file name" or "folder name" accordingly. */
export type EntryKind = 'file' | 'folder';

type DriveNameKey = 'names.folderRequired' | 'names.fileForbidden';

/**
 * Where each message comes from. The server answers with the catalogue's entries (spec §5 texts:
 * "please enter the file name", "Folder name cannot contain…"); their counterparts for the other
 * kind of entry, which the spec does not word, live in the drive's translations.
 */
const PROBLEM_MESSAGES: Record<
  EntryKind,
  Record<NameProblem, { error: ErrorKey } | { text: DriveNameKey }>
> = {
  folder: {
    required: { text: 'names.folderRequired' },
    tooLong: { error: 'fileNameTooLong' },
    forbiddenCharacter: { error: 'fileNameForbidden' },
    reserved: { error: 'fileNameForbidden' },
  },
  file: {
    required: { error: 'fileNameRequired' },
    tooLong: { error: 'fileNameTooLong' },
    forbiddenCharacter: { text: 'names.fileForbidden' },
    reserved: { text: 'names.fileForbidden' },
  },
};

/** What is wrong with a typed name, as the server would judge it (it trims first). */
export function nameProblemOf(value: string | undefined): NameProblem | undefined {
  return nameProblem((value ?? '').trim());
}

export function nameProblemMessage(
  problem: NameProblem,
  kind: EntryKind,
  language: Language,
): string {
  const source = PROBLEM_MESSAGES[kind][problem];
  return 'error' in source
    ? ERRORS[source.error].message[language]
    : i18next.t(source.text, { ns: 'drive', lng: language });
}

/** Names are counted in characters, as the server counts them, not in UTF-16 units. */
export function nameLength(value: string): number {
  return [...value].length;
}
