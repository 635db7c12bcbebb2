import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { authModule } from './modules/auth';
import { catalogueModule } from './modules/catalogue';
import { certsModule } from './modules/certs';
import { discussionModule } from './modules/discussion';
import { driveModule } from './modules/drive';
import { editingModule } from './modules/editing';
import { examsModule } from './modules/exams';
import { gamesModule } from './modules/games';
import { learningModule } from './modules/learning';
import { notesModule } from './modules/notes';
import { officeModule } from './modules/office';
import { passportModule } from './modules/passport';
import { payModule } from './modules/pay';
import { plansModule } from './modules/plans';
import { shareModule } from './modules/share';
import { systemModule } from './modules/system';
import { unzipModule } from './modules/unzip';
import { uploadModule } from './modules/upload';
import { usersModule } from './modules/users';
import { writingModule } from './modules/writing';
import type { Database } from './platform/db/database';
import { Extensions } from './platform/modules/extension-point';
import type { QiaoModule } from './platform/modules/qiao-module';
import { startModules, type StartedModules } from './platform/modules/start-modules';
import type { ObjectStore } from './platform/storage/object-store';
import { demoContentModule } from './seed/demo-module';

/**
 * Every feature module of the server, one line each: a new module joins by adding its line
 * (docs/ARCHITECTURE.md "Modules register themselves"). The order is the order of seeds.
 */
export const QIAO_MODULES: readonly QiaoModule[] = [
  systemModule,
  passportModule,
  authModule,
  usersModule,
  driveModule,
  uploadModule,
  shareModule,
  unzipModule,
  officeModule,
  editingModule,
  catalogueModule,
  learningModule,
  plansModule,
  examsModule,
  certsModule,
  payModule,
  discussionModule,
  notesModule,
  writingModule,
  gamesModule,
  demoContentModule,
];

export interface ProcessResources {
  config: Config;
  database: Database;
  store: ObjectStore;
  logger: FastifyBaseLogger;
}

/** Starts every module once for this process: the app, the job worker and the seeds use the result. */
export function startQiaoModules(resources: ProcessResources): StartedModules {
  return startModules(QIAO_MODULES, {
    ...resources,
    db: resources.database.db,
    extensions: new Extensions(),
    drain: { draining: false },
  });
}
