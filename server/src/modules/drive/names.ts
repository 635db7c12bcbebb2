import { isValidFolderPath, nameProblem, type NameProblem } from '@qiao/contracts/drive-rules';
import type { ErrorKey } from '@qiao/contracts/errors';
import { AppError } from '../../platform/http/app-error';

const problemErrors: Record<NameProblem, ErrorKey> = {
  required: 'fileNameRequired',
  tooLong: 'fileNameTooLong',
  forbiddenCharacter: 'fileNameForbidden',
  reserved: 'fileNameForbidden',
};

/** Refuses a name that could hide, escape or break the user's tree, with the spec's messages. */
export function assertValidName(name: string): void {
  const problem = nameProblem(name);
  if (problem) throw new AppError(problemErrors[problem]);
}

/** A folder path from the client: never `..`, doubled or trailing slashes, or bad names. */
export function assertValidFolderPath(path: string): void {
  if (!isValidFolderPath(path)) throw new AppError('folderNotFound');
}
