import type { ErrorKey, ErrorParams } from '@qiao/contracts/errors';

/** The rules a passport account's fields must meet; pure, so the pages and the service agree. */
export const ACCOUNT_LIMITS = {
  emailMaxLength: 254,
  nameMinLength: 1,
  nameMaxLength: 64,
  passwordMinLength: 8,
  // Long enough for any passphrase, short enough that hashing it costs nothing unusual.
  passwordMaxLength: 128,
} as const;

/** A broken rule: the catalogue key and the params its message needs. */
export interface RuleViolation {
  key: ErrorKey;
  params?: ErrorParams;
}

/** Emails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// One @, a local part without spaces, and a domain of dotted labels ending in a 2+ letter name.
const EMAIL_PATTERN = /^[^\s@]{1,64}@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

export function checkEmail(email: string): RuleViolation | undefined {
  const normalized = normalizeEmail(email);
  if (normalized.length > ACCOUNT_LIMITS.emailMaxLength || !EMAIL_PATTERN.test(normalized)) {
    return { key: 'passportEmailInvalid' };
  }
  return undefined;
}

/** Counts characters as people see them, so an Arabic or Chinese name is not cut short. */
function characterCount(text: string): number {
  return [...text].length;
}

export function checkName(name: string): RuleViolation | undefined {
  const length = characterCount(name.trim());
  if (length < ACCOUNT_LIMITS.nameMinLength || length > ACCOUNT_LIMITS.nameMaxLength) {
    return {
      key: 'passportNameInvalid',
      params: { min: ACCOUNT_LIMITS.nameMinLength, max: ACCOUNT_LIMITS.nameMaxLength },
    };
  }
  return undefined;
}

export function checkPassword(password: string, email: string): RuleViolation | undefined {
  const length = characterCount(password);
  if (length < ACCOUNT_LIMITS.passwordMinLength || length > ACCOUNT_LIMITS.passwordMaxLength) {
    return {
      key: 'passportPasswordLength',
      params: { min: ACCOUNT_LIMITS.passwordMinLength, max: ACCOUNT_LIMITS.passwordMaxLength },
    };
  }
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return { key: 'passportPasswordWeak' };
  if (normalizeEmail(password) === normalizeEmail(email)) return { key: 'passportPasswordIsEmail' };
  return undefined;
}

export interface RegistrationInput {
  email: string;
  name: string;
  password: string;
  passwordConfirmation: string;
}

/** The first broken rule of a registration form, in the order the form shows its fields. */
export function checkRegistration(input: RegistrationInput): RuleViolation | undefined {
  return (
    checkName(input.name) ??
    checkEmail(input.email) ??
    checkPassword(input.password, input.email) ??
    (input.password === input.passwordConfirmation
      ? undefined
      : { key: 'passportPasswordMismatch' })
  );
}
