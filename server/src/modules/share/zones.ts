import { asc, eq } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { SeedStep } from '../../platform/seed/run-seeds';
import { shareCategories } from './tables';

type ZoneRow = typeof shareCategories.$inferSelect;

/** The zones public shares are published in: reference data every deployment has. */
export const SHARE_ZONES: readonly Omit<ZoneRow, 'position'>[] = [
  { baseId: 1, titleZh: 'HSK 备考资料', titleEn: 'HSK materials', titleAr: 'مواد اختبار HSK' },
  { baseId: 2, titleZh: 'YCT 备考资料', titleEn: 'YCT materials', titleAr: 'مواد اختبار YCT' },
  { baseId: 3, titleZh: '语法', titleEn: 'Grammar', titleAr: 'القواعد' },
  { baseId: 4, titleZh: '词汇', titleEn: 'Vocabulary', titleAr: 'المفردات' },
  { baseId: 5, titleZh: '中国文化', titleEn: 'Chinese culture', titleAr: 'الثقافة الصينية' },
  { baseId: 6, titleZh: '教学资源', titleEn: 'Teaching resources', titleAr: 'موارد تعليمية' },
];

/** Seed step: the zones above, written (or brought up to date) in one go. */
export const shareZonesStep: SeedStep = {
  name: 'share-zones-v1',
  run: async (tx) => {
    for (const [position, zone] of SHARE_ZONES.entries()) {
      await tx
        .insert(shareCategories)
        .values({ ...zone, position })
        .onConflictDoUpdate({
          target: shareCategories.baseId,
          set: { titleZh: zone.titleZh, titleEn: zone.titleEn, titleAr: zone.titleAr, position },
        });
    }
  },
};

export function zoneTitle(zone: ZoneRow, language: Language): string {
  return language === 'zh' ? zone.titleZh : language === 'en' ? zone.titleEn : zone.titleAr;
}

/** shareCategoryList's lang: 1 Chinese, 2 English, 3 Arabic. */
export const languageOfLang = (lang: number): Language =>
  lang === 1 ? 'zh' : lang === 2 ? 'en' : 'ar';

export async function listZones(db: Db, language: Language) {
  const rows = await db.select().from(shareCategories).orderBy(asc(shareCategories.position));
  return rows.map((zone) => ({ base_id: zone.baseId, title: zoneTitle(zone, language) }));
}

export async function zoneTitles(db: Db, language: Language): Promise<Map<number, string>> {
  const rows = await db.select().from(shareCategories);
  return new Map(rows.map((zone) => [zone.baseId, zoneTitle(zone, language)]));
}

export async function assertZoneExists(db: Db, baseId: number): Promise<void> {
  const [row] = await db
    .select({ baseId: shareCategories.baseId })
    .from(shareCategories)
    .where(eq(shareCategories.baseId, baseId));
  if (!row) throw new AppError('shareZoneNotFound');
}
