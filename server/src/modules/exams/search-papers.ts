import { asc, eq } from 'drizzle-orm';
import { pickText } from '@qiao/contracts/catalogue';
import { levelName } from '@qiao/contracts/exams';
import type { Language } from '@qiao/contracts/languages';
import type { Db } from '../../platform/db/database';
import type { FoundPaper } from '../catalogue';
import { examPapers } from './tables';

/**
 * The mock papers whose texts the search's words match: every language of the title and the level's
 * name, written both `YCT 1` and `YCT1`. `words` decides the match (the catalogue's search form),
 * so papers are found the way the rest of the catalogue is. Papers are few and read without their
 * items; the match runs here rather than in SQL because titles are kept per language.
 */
export async function searchPapers(
  db: Db,
  words: (texts: readonly string[]) => boolean,
  language: Language,
): Promise<FoundPaper[]> {
  const rows = await db
    .select({
      id: examPapers.id,
      family: examPapers.family,
      level: examPapers.level,
      title: examPapers.title,
      createdAt: examPapers.createdAt,
    })
    .from(examPapers)
    .where(eq(examPapers.kind, 'mock'))
    .orderBy(
      asc(examPapers.family),
      asc(examPapers.level),
      asc(examPapers.format),
      asc(examPapers.slug),
    );
  const found: FoundPaper[] = [];
  for (const row of rows) {
    const level = row.family && row.level ? levelName(row.family, row.level) : null;
    const texts = [row.title.ar, row.title.zh, row.title.en, level, level?.replace(' ', '')];
    if (!words(texts.filter((text): text is string => Boolean(text)))) continue;
    found.push({
      id: row.id,
      title: pickText(row.title, language),
      levelName: level,
      createdAt: row.createdAt,
    });
  }
  return found;
}
