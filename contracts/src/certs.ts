import { z } from 'zod';
import { localText } from './catalogue';
import { EXAM_FAMILIES } from './exams';

/**
 * Certificates (spec learning area §2 cert/apply, cert/check, cert/verify, personal/my_cert; §3
 * certificate application; §5 real name; §9 certificate conditions; facts in the learning notes):
 * the conditions a learner meets for a course, the application, and the certificate with the
 * details frozen when it was issued. One source for every figure the server checks and the web
 * shows.
 */

/**
 * What a certificate asks of its holder, for a course that prepares an exam level. The spec gives
 * two readings (70% or 80% lesson-test accuracy; 120 or 60 points); Qiao takes 80% of the course,
 * 70% lesson-test accuracy (the one constant of the exams module) and the pass mark of the
 * level's own scale (store max and pass per template, never one global number).
 */
export const CERT_CONDITIONS = {
  /** Share of the course's class hours finished (learning records). */
  courseDoneShare: 0.8,
  /** Right answers ÷ items over the course's lesson tests (EXAM_LIMITS.lessonTestPassAccuracy). */
  lessonTestAccuracy: 0.7,
} as const;

export const CONDITION_KINDS = ['courseDone', 'lessonTests', 'examPassed'] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

export const CERT_LIMITS = {
  /** A name as printed: Latin or Chinese script, and Arabic. */
  minName: 2,
  maxName: 60,
  maxReason: 300,
  /** The verify id: 128 random bits as 32 hexadecimal characters (as Open edX does). */
  verifyIdHexLength: 32,
  /** Longest badge file the verify page reads (a signed credential is a few kilobytes). */
  maxBadgeBytes: 64 * 1024,
} as const;

/**
 * `QIAO-YCT1-2026-000123`: the platform, the exam level, the year of issue and a number counted
 * across all certificates. People read it out; the verify id is what cannot be guessed.
 */
export const CERT_NUMBER_PATTERN = /^QIAO-(HSK|YCT)[1-6]-\d{4}-\d{6,}$/;

/** A certificate number as typed: spaces dropped, letters upper case. */
export function normalizeCertNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A name with every run of white space made one space, ends trimmed. */
export function singleSpaced(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * A holder's name compared as people write it: outer spaces dropped, inner runs of spaces made
 * one, Latin letters in lower case (a Chinese or Arabic name is compared as written).
 */
export function normalizeHolderName(value: string): string {
  return singleSpaced(value).toLowerCase();
}

export const certNumber = z
  .string()
  .trim()
  .max(40)
  .transform(normalizeCertNumber)
  .pipe(z.string().regex(CERT_NUMBER_PATTERN));
export const verifyId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(new RegExp(`^[0-9a-f]{${CERT_LIMITS.verifyIdHexLength}}$`));
export const holderName = z.string().trim().min(CERT_LIMITS.minName).max(CERT_LIMITS.maxName);

/** Arabic letters (with their marks and the Arabic presentation forms), spaces and hyphens. */
export const ARABIC_NAME_PATTERN = /^[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF\s-]+$/u;
/**
 * Latin letters (with accents), Chinese characters, spaces, hyphens, apostrophes and the middle
 * dot of transcribed names (穆罕默德·阿里).
 */
export const LATIN_OR_CHINESE_NAME_PATTERN = /^[\p{Script=Latin}\p{Script=Han}\s'’·.-]+$/u;

/** The condition met or not, with the learner's own figure and what is needed. */
export const certCondition = z.object({
  kind: z.enum(CONDITION_KINDS),
  met: z.boolean(),
  /** Share (0–1) for courseDone and lessonTests; points for examPassed; null: nothing yet. */
  have: z.number().nullable(),
  /** Share (0–1) or the pass mark in points. */
  need: z.number(),
  /** The scale's maximum, for examPassed. */
  max: z.number().int().nullable(),
});
export type CertCondition = z.infer<typeof certCondition>;

export const APPLICATION_STATES = ['pending', 'issued', 'rejected'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

export const CERT_STATES = ['valid', 'revoked'] as const;
export type CertState = (typeof CERT_STATES)[number];

/**
 * What a certificate says, frozen when it is issued: a name changed or a course renamed later
 * changes nothing of it. The PDF, the badge and the verify page all read this.
 */
export const certSnapshot = z.object({
  number: z.string(),
  /** The name in Latin or Chinese script, as confirmed before the exam. */
  nameLatin: z.string(),
  nameArabic: z.string(),
  course: z.object({ id: z.string(), title: localText }),
  exam: z.object({
    family: z.enum(EXAM_FAMILIES),
    level: z.number().int(),
    /** `YCT 1`, `HSK 3`. */
    levelName: z.string(),
    points: z.number().int(),
    max: z.number().int(),
    pass: z.number().int(),
    /** When the counted paper was handed in. */
    takenAt: z.string(),
  }),
  /** Shares at issue, 0–1. */
  courseDone: z.number(),
  lessonTestAccuracy: z.number().nullable(),
  issuedAt: z.string(),
  issuer: z.object({ name: localText, url: z.string() }),
});
export type CertSnapshot = z.infer<typeof certSnapshot>;
