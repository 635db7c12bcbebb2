import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ContentManifestInput } from '@qiao/contracts/content-manifest';
import { prepareImport, writeImport, searchKeywords } from '../../modules/catalogue';
import { examPaperStore } from '../../modules/exams';
import type { SeedStep } from '../../platform/seed/run-seeds';
import type { ObjectStore } from '../../platform/storage/object-store';
import { audioCards, discoverCategories, weikeGreetings } from './demo-collections';
import { articles } from './demo-articles';
import { hskCourse } from './demo-hsk-course';
import { booksAndDocuments } from './demo-library-items';
import { liveAndReplays } from './demo-live';
import { beijingCourse, cultureCourse, teachingCourse } from './demo-short-courses';
import { yctCourse } from './demo-yct-course';
import { examPapers } from './exam-papers/demo-papers';
import { exploreSection, rainbowSection, roadSections } from './demo-sections';
import { MediaKit } from './media-kit';

/** Hot search words pinned on the home page and the search page. */
export const DEMO_HOT_WORDS = ['你好', 'HSK', 'YCT', '汉字', 'النطق', 'pinyin'];

/**
 * Every manifest of the demo catalogue, in import order (exam papers before the courses whose
 * lesson tests name them, courses before the live classes that name them). Groups are built side
 * by side; within a group media are made once and reused.
 */
export async function demoManifests(kit: MediaKit, now: Date): Promise<ContentManifestInput[]> {
  const groups = await Promise.all([
    examPapers(kit),
    Promise.all([
      yctCourse(kit),
      hskCourse(kit),
      cultureCourse(kit),
      teachingCourse(kit),
      beijingCourse(kit),
    ]),
    weikeGreetings(kit).then((manifest) => [manifest]),
    discoverCategories(kit),
    booksAndDocuments(kit).then((manifest) => [manifest]),
    articles(kit).then((manifest) => [manifest]),
    roadSections(kit),
    rainbowSection(kit).then((manifest) => [manifest]),
    exploreSection(kit).then((manifest) => [manifest]),
    audioCards(kit),
    liveAndReplays(kit, now),
  ]);
  return groups.flat();
}

/**
 * The demo catalogue: media are generated into a temporary folder laid out as an operator's
 * import folders, then loaded by the same importer as `npm run content -- import`, inside the seed
 * step's transaction, so a failed seed leaves no rows (and is tried again on the next start).
 */
export function demoCatalogueStep(store: ObjectStore): SeedStep {
  return {
    name: 'demo-catalogue',
    run: async (tx) => {
      const root = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-demo-catalogue-'));
      try {
        const kit = new MediaKit(root);
        const manifests = await demoManifests(kit, new Date());
        for (const [index, manifest] of manifests.entries()) {
          const folder = await kit.folder(
            `${String(index).padStart(2, '0')}-${manifest.type}`,
            manifest,
          );
          await writeImport(tx, await prepareImport(store, folder), examPaperStore);
        }
        await tx
          .insert(searchKeywords)
          .values(DEMO_HOT_WORDS.map((word) => ({ word, pinned: true })))
          .onConflictDoUpdate({ target: searchKeywords.word, set: { pinned: true } });
      } finally {
        await fs.rm(root, { recursive: true, force: true });
      }
    },
  };
}
