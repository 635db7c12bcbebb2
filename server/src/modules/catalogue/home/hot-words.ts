import { desc, sql } from 'drizzle-orm';
import { SEARCH_LIMITS, type HotWord } from '@qiao/contracts/catalogue-home';
import type { Db } from '../../../platform/db/database';
import { searchKeywords } from '../tables';
import { hotWordOf } from './search-rules';

/** The words the search pages offer: pinned by editors first, then the most searched. */
export async function listHotWords(db: Db): Promise<HotWord[]> {
  return db
    .select({ word: searchKeywords.word, pinned: searchKeywords.pinned })
    .from(searchKeywords)
    .orderBy(desc(searchKeywords.pinned), desc(searchKeywords.hits), searchKeywords.word)
    .limit(SEARCH_LIMITS.hotWordCount);
}

/**
 * Counts one search for its keyword. Only searches that found something count, so the list
 * cannot be filled with nonsense; a word that differs only in letter case from a known one ("hsk"
 * and the pinned "HSK") counts for the known one.
 */
export async function countSearchHit(db: Db, keyword: string): Promise<void> {
  const word = hotWordOf(keyword);
  if (!word) return;
  const updated = await db
    .update(searchKeywords)
    .set({ hits: sql`${searchKeywords.hits} + 1`, updatedAt: sql`now()` })
    .where(sql`lower(${searchKeywords.word}) = lower(${word})`)
    .returning({ word: searchKeywords.word });
  if (updated.length > 0) return;
  await db
    .insert(searchKeywords)
    .values({ word, hits: 1 })
    .onConflictDoUpdate({
      target: searchKeywords.word,
      set: { hits: sql`${searchKeywords.hits} + 1`, updatedAt: sql`now()` },
    });
}
