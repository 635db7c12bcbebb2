import type { ExamPaperManifest } from '@qiao/contracts/exam-manifest';
import {
  EXAM_LIMITS,
  findTemplate,
  storedPaper,
  type AuthoredItem,
  type AuthoredPart,
  type ExamTemplate,
  type StoredItem,
  type StoredPaper,
  type StoredSection,
} from '@qiao/contracts/exams';
import type { examPapers } from '../tables';

/** Maps a media path of the import folder to the key of its stored file. */
export type MediaKeyOf = (folderPath: string) => string;

/** The shortest section a short paper is given, whatever its item count. */
const MIN_SHORT_SECTION_SECONDS = 60;
/** Plays of a lesson test's sound: as the lower levels' listening, twice. */
const LESSON_AUDIO_PLAYS = 2;

/**
 * The row of `exam_papers` for an imported manifest (already checked against its template): the
 * paper with each section's seconds and each part's plays taken from the template, media paths
 * replaced by stored keys, and the scale (a lesson test: one point per item, pass at 70%).
 */
export function paperRow(
  manifest: ExamPaperManifest,
  mediaKey: MediaKeyOf,
): typeof examPapers.$inferInsert {
  const template = templateOf(manifest);
  const sections = manifest.sections.map((section, s): StoredSection => {
    const templateSection = template?.sections[s];
    return {
      kind: section.kind,
      seconds: templateSection
        ? sectionSeconds(manifest.format, templateSection, section.parts)
        : 0,
      parts: section.parts.map((part, p) => ({
        type: part.type,
        ...(part.bank ? { bank: part.bank.map((option) => withMedia(option, mediaKey)) } : {}),
        items: part.items.map((item) => storedItemOf(item, mediaKey)),
        audioPlays: templateSection
          ? (templateSection.parts[p]?.audioPlays ?? 0)
          : part.items.some((item) => item.audio)
            ? LESSON_AUDIO_PLAYS
            : 0,
      })),
    };
  });
  // Parsing once more catches a mapping that dropped or mistyped a field before it is stored.
  const paper: StoredPaper = storedPaper.parse({ sections });
  const items = countItems(paper);
  const scale = template
    ? template.scale
    : { max: items, pass: Math.ceil(EXAM_LIMITS.lessonTestPassAccuracy * items) };
  return {
    slug: manifest.slug,
    kind: manifest.kind,
    family: manifest.kind === 'mock' ? (manifest.family ?? null) : null,
    level: manifest.kind === 'mock' ? (manifest.level ?? null) : null,
    edition: manifest.kind === 'mock' ? (manifest.edition ?? null) : null,
    format: manifest.format,
    title: manifest.title,
    requiresRealName: manifest.requiresRealName,
    maxScore: scale.max,
    passScore: scale.pass,
    paper,
  };
}

/** The items of a stored paper, all sections together. */
export function countItems(paper: StoredPaper): number {
  return paper.sections.reduce(
    (sum, section) => sum + section.parts.reduce((n, part) => n + part.items.length, 0),
    0,
  );
}

function templateOf(manifest: ExamPaperManifest): ExamTemplate | undefined {
  if (manifest.kind !== 'mock' || !manifest.family || !manifest.level || !manifest.edition) {
    return undefined;
  }
  const template = findTemplate(manifest.family, manifest.level, manifest.edition);
  if (!template) throw new Error(`no template for ${manifest.family} ${manifest.level}`);
  return template;
}

/** A full section keeps the template's minutes; a short one a share in proportion to its items. */
function sectionSeconds(
  format: ExamPaperManifest['format'],
  templateSection: ExamTemplate['sections'][number],
  parts: readonly AuthoredPart[],
): number {
  const full = templateSection.minutes * 60;
  if (format === 'full') return full;
  const want = templateSection.parts.reduce((sum, part) => sum + part.items, 0);
  const have = parts.reduce((sum, part) => sum + part.items.length, 0);
  return Math.max(MIN_SHORT_SECTION_SECONDS, Math.round((full * have) / want));
}

function withMedia<T extends { picture?: string }>(option: T, mediaKey: MediaKeyOf): T {
  return option.picture ? { ...option, picture: mediaKey(option.picture) } : option;
}

/** The item with its audio, picture and options' pictures as stored keys. */
function storedItemOf(item: AuthoredItem, mediaKey: MediaKeyOf): StoredItem {
  const stored: Record<string, unknown> = { ...item };
  if (item.audio) stored.audio = mediaKey(item.audio);
  if ('picture' in item && item.picture) stored.picture = mediaKey(item.picture);
  if ('options' in item) stored.options = item.options.map((o) => withMedia(o, mediaKey));
  if ('sentences' in item) stored.sentences = item.sentences.map((o) => withMedia(o, mediaKey));
  return stored as StoredItem;
}
