import { describe, expect, it } from 'vitest';
import type { CertApplication, CertSummary } from '@qiao/contracts/certs-calls';
import { ERRORS } from '@qiao/contracts/errors';
import {
  call,
  certSuite,
  NAMES,
  newAdmin,
  ok,
  qualifiedLearner,
  refusal,
  type Client,
} from './certs-test-setup';

const suite = certSuite();
const yct = () => suite.content.courses.yct.id;

type Applied = { application: CertApplication; certificate: CertSummary | null };
type Listed<T> = { list: T[]; total: number };
const apply = (client: Client, names: object = NAMES) =>
  ok<Applied>(client, call('applyCert'), { courseId: yct(), ...names });
const setApproval = (admin: Client, approvalRequired: boolean) =>
  ok<{ approvalRequired: boolean }>(admin, call('admin/settings'), { approvalRequired });

describe('admin calls', () => {
  it('are forbidden to a learner', async () => {
    const { client } = await qualifiedLearner(suite);
    const id = '00000000-0000-4000-8000-000000000000';
    const bodies: [string, object][] = [
      ['admin/applications', {}],
      ['admin/decide', { applicationId: id, decision: 'approve' }],
      ['admin/certificates', {}],
      ['admin/revoke', { certificateId: id, reason: 'x' }],
      ['admin/settings', { approvalRequired: true }],
    ];
    for (const [path, body] of bodies) {
      expect((await refusal(client, call(path), body)).code).toBe(ERRORS.forbidden.code);
    }
  });

  it('read and set whether every application waits', async () => {
    const admin = await newAdmin(suite);
    expect(await ok(admin.client, call('admin/settings'), {})).toEqual({ approvalRequired: false });
    expect(await setApproval(admin.client, true)).toEqual({ approvalRequired: true });
    expect(await ok(admin.client, call('admin/settings'), {})).toEqual({ approvalRequired: true });
    expect(await setApproval(admin.client, false)).toEqual({ approvalRequired: false });
  });
});

describe('approval required', () => {
  it('queues the application; rejected with a reason, then applied again and approved', async () => {
    const admin = await newAdmin(suite);
    await setApproval(admin.client, true);
    try {
      const learner = await qualifiedLearner(suite);
      const first = await apply(learner.client);
      expect(first).toMatchObject({
        certificate: null,
        application: { state: 'pending', waitsBecause: 'approvalRequired' },
      });
      const { approvalRequired } = await ok<{ approvalRequired: boolean }>(
        learner.client,
        call('getCertConditions'),
        { courseId: yct() },
      );
      expect(approvalRequired).toBe(true);

      const queue = await ok<Listed<CertApplication>>(admin.client, call('admin/applications'), {});
      const queued = queue.list.find((a) => a.applicationId === first.application.applicationId);
      expect(queued).toMatchObject({
        state: 'pending',
        nameLatin: 'Layla Ahmed',
        examRealName: 'Layla Ahmed',
        applicant: { userId: learner.userId, name: 'ليلى' },
      });
      expect(queued!.conditions.every((condition) => condition.met)).toBe(true);

      const rejected = await ok<{ application: CertApplication }>(
        admin.client,
        call('admin/decide'),
        {
          applicationId: first.application.applicationId,
          decision: 'reject',
          reason: 'The Arabic name is misspelt',
        },
      );
      expect(rejected.application).toMatchObject({
        state: 'rejected',
        rejectReason: 'The Arabic name is misspelt',
        certificateId: null,
      });
      expect(rejected.application.decidedAt).not.toBeNull();
      const mine = await ok<Listed<CertApplication>>(
        learner.client,
        call('getCertApplications'),
        {},
      );
      expect(mine.list[0]).toMatchObject({
        state: 'rejected',
        rejectReason: 'The Arabic name is misspelt',
      });
      // Decided once.
      const twice = await refusal(admin.client, call('admin/decide'), {
        applicationId: first.application.applicationId,
        decision: 'approve',
      });
      expect(twice.code).toBe(ERRORS.certApplicationDecided.code);

      const second = await apply(learner.client);
      expect(second.application.state).toBe('pending');
      const approved = await ok<{ application: CertApplication }>(
        admin.client,
        call('admin/decide'),
        {
          applicationId: second.application.applicationId,
          decision: 'approve',
        },
      );
      expect(approved.application.state).toBe('issued');
      expect(approved.application.certificateId).not.toBeNull();
      const { certificate } = await ok<{ certificate: CertSummary }>(
        learner.client,
        call('getYctCertByMukeId'),
        { mukeId: yct() },
      );
      expect(certificate).toMatchObject({
        certificateId: approved.application.certificateId,
        state: 'valid',
        snapshot: { nameLatin: 'Layla Ahmed', exam: { points: 168 } },
      });
      const newest = await ok<Listed<CertApplication>>(
        learner.client,
        call('getCertApplications'),
        {},
      );
      expect(newest.list.map((a) => a.state)).toEqual(['issued', 'rejected']);
    } finally {
      await setApproval(admin.client, false);
    }
  });

  it('keeps one waiting application when two arrive together', async () => {
    const admin = await newAdmin(suite);
    await setApproval(admin.client, true);
    try {
      const learner = await qualifiedLearner(suite);
      const answers = await Promise.all([
        learner.client.post(call('applyCert'), { courseId: yct(), ...NAMES }),
        learner.client.post(call('applyCert'), { courseId: yct(), ...NAMES }),
      ]);
      expect(answers.map((answer) => answer.code).sort((a, b) => a - b)).toEqual([
        0,
        ERRORS.certApplicationPending.code,
      ]);
      const mine = await ok<Listed<CertApplication>>(
        learner.client,
        call('getCertApplications'),
        {},
      );
      expect(mine.list.map((a) => a.state)).toEqual(['pending']);
    } finally {
      await setApproval(admin.client, false);
    }
  });

  it('answers "not found" for an application that does not exist', async () => {
    const admin = await newAdmin(suite);
    const answer = await refusal(admin.client, call('admin/decide'), {
      applicationId: '00000000-0000-4000-8000-000000000000',
      decision: 'approve',
    });
    expect(answer.code).toBe(ERRORS.certApplicationNotFound.code);
  });
});

describe('a name corrected after issue', () => {
  it('waits, and once approved the new certificate stands and the old is revoked', async () => {
    const admin = await newAdmin(suite);
    const learner = await qualifiedLearner(suite);
    const { certificate: old } = await apply(learner.client, {
      nameLatin: 'Layla Ahmed',
      nameArabic: 'ليلا أحمد',
    });
    const corrected = await apply(learner.client, NAMES);
    expect(corrected).toMatchObject({
      certificate: null,
      application: { state: 'pending', waitsBecause: 'replacesCertificate' },
    });
    // Until approved, the old one stands.
    const meanwhile = await ok<{ certificate: CertSummary }>(
      learner.client,
      call('getYctCertByMukeId'),
      {
        mukeId: yct(),
      },
    );
    expect(meanwhile.certificate.certificateId).toBe(old!.certificateId);

    const approved = await ok<{ application: CertApplication }>(
      admin.client,
      call('admin/decide'),
      {
        applicationId: corrected.application.applicationId,
        decision: 'approve',
      },
    );
    const mine = await ok<Listed<CertSummary>>(learner.client, call('getPersonalCertList'), {});
    expect(mine.total).toBe(2);
    const [fresh, revoked] = mine.list;
    expect(fresh).toMatchObject({
      certificateId: approved.application.certificateId,
      state: 'valid',
      snapshot: { nameArabic: 'ليلى أحمد' },
    });
    expect(fresh!.number).not.toBe(old!.number);
    expect(revoked).toMatchObject({
      certificateId: old!.certificateId,
      state: 'revoked',
      revokeReason: `replaced by ${fresh!.number}`,
      snapshot: { nameArabic: 'ليلا أحمد' },
    });
    expect(revoked!.revokedAt).not.toBeNull();
  });
});

describe('issued certificates', () => {
  it('are found by number or holder name, and revoked once with a reason', async () => {
    const admin = await newAdmin(suite);
    const learner = await qualifiedLearner(suite, 'Omar Haddad');
    const { certificate } = await apply(learner.client, {
      nameLatin: 'Omar Haddad',
      nameArabic: 'عمر حداد',
    });
    const search = (text: string) =>
      ok<Listed<CertSummary & { holder: { userId: string } }>>(
        admin.client,
        call('admin/certificates'),
        { search: text },
      );
    const byNumber = await search(certificate!.number.toLowerCase());
    expect(byNumber.list.map((c) => c.certificateId)).toEqual([certificate!.certificateId]);
    expect(byNumber.list[0]!.holder.userId).toBe(learner.userId);
    for (const name of ['omar HADDAD', 'حداد']) {
      const found = await search(name);
      expect(found.list.map((c) => c.certificateId)).toEqual([certificate!.certificateId]);
    }
    expect((await search('Nobody Here')).total).toBe(0);
    const all = await ok<Listed<CertSummary>>(admin.client, call('admin/certificates'), {});
    expect(all.list[0]!.certificateId).toBe(certificate!.certificateId);

    const revoked = await ok<{ certificate: CertSummary }>(admin.client, call('admin/revoke'), {
      certificateId: certificate!.certificateId,
      reason: 'Exam taken by someone else',
    });
    expect(revoked.certificate).toMatchObject({
      state: 'revoked',
      revokeReason: 'Exam taken by someone else',
    });
    const again = await refusal(admin.client, call('admin/revoke'), {
      certificateId: certificate!.certificateId,
      reason: 'again',
    });
    expect(again.code).toBe(ERRORS.certAlreadyRevoked.code);
    const missing = await refusal(admin.client, call('admin/revoke'), {
      certificateId: '00000000-0000-4000-8000-000000000000',
      reason: 'x',
    });
    expect(missing.code).toBe(ERRORS.certNotFound.code);

    // The holder sees it revoked; the course has no valid certificate of theirs.
    const mine = await ok<Listed<CertSummary>>(learner.client, call('getPersonalCertList'), {});
    expect(mine.list[0]).toMatchObject({
      state: 'revoked',
      revokeReason: 'Exam taken by someone else',
    });
    expect(await ok(learner.client, call('getYctCertByMukeId'), { mukeId: yct() })).toEqual({
      certificate: null,
    });
  });
});
