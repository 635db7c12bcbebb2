import { nameProblem, type NameProblem } from '@qiao/contracts/drive-rules';
import { ERRORS, type ErrorKey } from '@qiao/contracts/errors';
import type { Language } from '@qiao/contracts/languages';

// The server answers the same problems with the same catalogue entries (spec §5 texts).
const PROBLEM_ERRORS: Record<NameProblem, ErrorKey> = {
  required: 'fileNameRequired',
  tooLong: 'fileNameTooLong',
  forbiddenCharacter: 'fileNameForbidden',
  reserved: 'fileNameForbidden',
};

/** What is wrong with a typed name, as the server would judge it (it trims first). */
export function nameProblemOf(value: string | undefined): NameProblem | undefined {
  return nameProblem((value ?? '').trim());
}

export function nameProblemMessage(problem: NameProblem, language: Language): string {
  return ERRORS[PROBLEM_ERRORS[problem]].message[language];
}

/** Names are counted in characters, as the server counts them, not in UTF-16 units. */
export function nameLength(value: string): number {
  return [...value].length;
}
