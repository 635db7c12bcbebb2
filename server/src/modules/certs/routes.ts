import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/certs-calls';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import {
  applicationsInState,
  decideApplication,
  issuedCertificates,
  revokeCertificate,
} from './admin';
import { badgeSigner, registerBadgeKeyRoutes } from './documents';
import { certDownloadRoutes } from './downloads';
import {
  applyCert,
  certConditions,
  certCourses,
  certificateOfCourse,
  myApplications,
  myCertificates,
} from './learner';
import { certSettingsCall } from './settings';
import { registerVerifyRoutes } from './verify';

type CertConfig = Pick<Config, 'publicUrl' | 'shareCodePowIterations' | 'webDist'>;

/**
 * Certificates (spec learning area §7 `/api/cert/*`): thin over the services. The badge key's
 * public routes, the holder's downloads and the public verification sit beside the calls.
 */
export async function certRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: CertConfig },
) {
  const { publicUrl } = config;
  const signer = await badgeSigner(db, publicUrl);
  await registerBadgeKeyRoutes(app, { db, publicUrl });
  await registerVerifyRoutes(app, { db, config, badges: signer });
  await app.register(certDownloadRoutes, { db, publicUrl, signer });

  registerRoute(app, calls.getCertCourses, async ({ user }) => certCourses(db, user.id));
  registerRoute(app, calls.getCertConditions, async ({ body, user }) =>
    certConditions(db, user.id, body.courseId, publicUrl),
  );
  registerRoute(app, calls.applyCert, async ({ body, user }) =>
    applyCert(db, user.id, body, publicUrl),
  );
  registerRoute(app, calls.getCertApplications, async ({ body, user }) =>
    myApplications(db, user.id, body),
  );
  registerRoute(app, calls.getPersonalCertList, async ({ body, user }) =>
    myCertificates(db, user.id, body, publicUrl),
  );
  registerRoute(app, calls.getYctCertByMukeId, async ({ body, user }) =>
    certificateOfCourse(db, user.id, body.mukeId, publicUrl),
  );

  registerRoute(app, calls.adminCertApplications, async ({ body }) =>
    applicationsInState(db, body),
  );
  registerRoute(app, calls.adminDecideCertApplication, async ({ body, user }) =>
    decideApplication(db, user.id, body, publicUrl),
  );
  registerRoute(app, calls.adminCertificates, async ({ body }) =>
    issuedCertificates(db, body, publicUrl),
  );
  registerRoute(app, calls.adminRevokeCert, async ({ body, user }) =>
    revokeCertificate(db, user.id, body, publicUrl),
  );
  registerRoute(app, calls.adminCertSettings, async ({ body }) => certSettingsCall(db, body));
}
