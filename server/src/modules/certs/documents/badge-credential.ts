import { CERT_CONDITIONS, type CertSnapshot } from '@qiao/contracts/certs';

/**
 * The Open Badges 3.0 credential a certificate is issued as (an `OpenBadgeCredential`, a W3C
 * Verifiable Credential in the Data Model 2.0): who issued it, whose it is (by the names printed
 * on the certificate: the holder has no identifier of their own a wallet would know), the
 * achievement with its criteria and the course, the exam score, and the verify page as evidence.
 */

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const ISSUER_PATH = '/api/cert/issuer';
export const JWKS_PATH = '/.well-known/jwks.json';

export const issuerId = (publicUrl: string) => `${publicUrl}${ISSUER_PATH}`;

/** The issuer Profile, as the credential names it and as `GET /api/cert/issuer` serves it. */
export function issuerProfile(publicUrl: string, name = 'Qiao · جسر · 桥') {
  return {
    id: issuerId(publicUrl),
    type: ['Profile'],
    name,
    url: publicUrl,
  };
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The course's title in the first language it has, English first (the credential's language). */
const courseName = (snapshot: CertSnapshot) =>
  snapshot.course.title.en ?? snapshot.course.title.zh ?? snapshot.course.title.ar ?? '';

export function badgeCredential(input: {
  certificateId: string;
  snapshot: CertSnapshot;
  verifyUrl: string;
  publicUrl: string;
}) {
  const { snapshot, publicUrl } = input;
  const { exam } = snapshot;
  const course = courseName(snapshot);
  const issuer = issuerProfile(publicUrl, snapshot.issuer.name.en ?? undefined);
  const scoreId = `urn:qiao:achievement:${exam.family}${exam.level}:score`;
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: `urn:uuid:${input.certificateId}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${exam.levelName} — ${course}`,
    issuer,
    validFrom: snapshot.issuedAt,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [snapshot.nameLatin, snapshot.nameArabic].map((name) => ({
        type: 'IdentityObject',
        identityType: 'name',
        hashed: false,
        identityHash: name,
      })),
      activityEndDate: exam.takenAt,
      achievement: {
        id: `urn:qiao:achievement:${exam.family}${exam.level}:course:${snapshot.course.id}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: `${exam.levelName} — ${course}`,
        humanCode: exam.levelName,
        fieldOfStudy: 'Chinese language',
        description: `Completed the course “${course}” on Qiao and passed the ${exam.levelName} exam.`,
        criteria: {
          narrative: [
            `At least ${percent(CERT_CONDITIONS.courseDoneShare)} of the course “${course}” done.`,
            `Lesson-test accuracy of at least ${percent(CERT_CONDITIONS.lessonTestAccuracy)}.`,
            `The ${exam.levelName} exam passed: at least ${exam.pass} of ${exam.max} points.`,
          ].join('\n'),
        },
        creator: issuer,
        resultDescription: [
          {
            id: scoreId,
            type: ['ResultDescription'],
            name: `${exam.levelName} score`,
            resultType: 'ScaledScore',
            valueMin: '0',
            valueMax: String(exam.max),
            requiredValue: String(exam.pass),
          },
        ],
      },
      result: [{ type: ['Result'], resultDescription: scoreId, value: String(exam.points) }],
    },
    evidence: [
      {
        id: input.verifyUrl,
        type: ['Evidence'],
        name: `Certificate ${snapshot.number}`,
        description: 'The certificate’s verify page: whether it still stands.',
        genre: 'Verification',
      },
    ],
  };
}

export type BadgeCredential = ReturnType<typeof badgeCredential>;
