import type { ExamPaperManifest } from '@qiao/contracts/exam-manifest';
import type { Db } from '../../platform/db/database';
import { paperRow, type MediaKeyOf } from './rules/paper-row';
import { examPapers } from './tables';

/**
 * Writes an imported paper, replacing the one of the same slug (its attempts stay with it). `db` may
 * be the import's transaction, so a paper is written with the rest of its folder or not at all.
 * Answers the paper's id.
 */
export async function savePaper(
  db: Db,
  manifest: ExamPaperManifest,
  mediaKey: MediaKeyOf,
): Promise<string> {
  const row = paperRow(manifest, mediaKey);
  const { slug: _slug, ...changes } = row;
  const [saved] = await db
    .insert(examPapers)
    .values(row)
    .onConflictDoUpdate({ target: examPapers.slug, set: { ...changes, updatedAt: new Date() } })
    .returning({ id: examPapers.id });
  return saved!.id;
}
