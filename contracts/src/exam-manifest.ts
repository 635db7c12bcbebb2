import { z } from 'zod';
import { localText } from './catalogue';
import {
  authoredSection,
  EXAM_EDITIONS,
  EXAM_FAMILIES,
  EXAM_LIMITS,
  findTemplate,
  PAPER_FORMATS,
  PAPER_KINDS,
  type AuthoredItem,
  type AuthoredPart,
  type ExamTemplate,
} from './exams';

/**
 * An exam paper as an operator writes it in an import folder (`{ "type": "exam", "exam": … }` in
 * manifest.json, beside courses and items): a mock paper names its level and edition and must fit
 * that template (its sections and parts in order, each part of the template's type; a full paper
 * with the template's item counts, a short one with fewer); a lesson test is one untimed section
 * that a class content of kind test names by slug. Every answer must point at something the item
 * offers. The importer reports a bad item by its path and writes nothing of the folder.
 */
export const examPaperManifest = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(80),
    kind: z.enum(PAPER_KINDS),
    title: localText,
    family: z.enum(EXAM_FAMILIES).optional(),
    level: z.number().int().min(1).max(9).optional(),
    edition: z.enum(EXAM_EDITIONS).optional(),
    format: z.enum(PAPER_FORMATS).default('full'),
    /** The learner enters a real name before starting (papers that lead to a certificate). */
    requiresRealName: z.boolean().default(false),
    sections: z.array(authoredSection).min(1).max(3),
  })
  .strict()
  .superRefine((paper, context) => {
    const issue = (path: PropertyKey[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    if (paper.kind === 'lesson') {
      if (paper.sections.length !== 1) issue(['sections'], 'a lesson test has one section');
      const items = paper.sections.flatMap((section) => section.parts).flatMap((p) => p.items);
      if (items.length > EXAM_LIMITS.maxLessonItems) {
        issue(['sections'], `a lesson test holds at most ${EXAM_LIMITS.maxLessonItems} items`);
      }
    } else {
      if (!paper.family || !paper.level || !paper.edition) {
        issue(['level'], 'a mock paper names its family, level and edition');
        return;
      }
      const template = findTemplate(paper.family, paper.level, paper.edition);
      if (!template) {
        issue(['level'], `there is no ${paper.family} ${paper.level} template of ${paper.edition}`);
        return;
      }
      checkAgainstTemplate(paper, template, issue);
    }
    const seen = new Set<string>();
    paper.sections.forEach((section, s) =>
      section.parts.forEach((part, p) => {
        if (part.bank && new Set(part.bank.map((o) => o.key)).size !== part.bank.length) {
          issue(['sections', s, 'parts', p, 'bank'], 'option letters repeat');
        }
        part.items.forEach((item, i) => {
          const path = ['sections', s, 'parts', p, 'items', i];
          if (item.type !== part.type)
            issue([...path, 'type'], `this part holds ${part.type} items`);
          if (seen.has(item.id)) issue([...path, 'id'], `item id "${item.id}" appears twice`);
          seen.add(item.id);
          if (section.kind === 'listening' && !item.audio)
            issue([...path, 'audio'], 'a listening item needs its audio');
          const problem = answerProblem(item, part);
          if (problem) issue([...path, 'answer'], problem);
        });
      }),
    );
  });
export type ExamPaperManifest = z.infer<typeof examPaperManifest>;
export type ExamPaperManifestInput = z.input<typeof examPaperManifest>;

type Issue = (path: PropertyKey[], message: string) => void;

function checkAgainstTemplate(
  paper: { format: 'full' | 'short'; sections: { kind: string; parts: AuthoredPart[] }[] },
  template: ExamTemplate,
  issue: Issue,
) {
  const kinds = template.sections.map((section) => section.kind).join(', ');
  if (paper.sections.map((section) => section.kind).join(', ') !== kinds) {
    issue(['sections'], `this level's sections are: ${kinds}`);
    return;
  }
  paper.sections.forEach((section, s) => {
    const parts = template.sections[s]!.parts;
    if (section.parts.length !== parts.length) {
      issue(['sections', s, 'parts'], `this section has ${parts.length} parts`);
      return;
    }
    section.parts.forEach((part, p) => {
      const want = parts[p]!;
      if (part.type !== want.type)
        issue(['sections', s, 'parts', p, 'type'], `this part is ${want.type}`);
      const count = part.items.length;
      if (paper.format === 'full' ? count !== want.items : count > want.items) {
        issue(
          ['sections', s, 'parts', p, 'items'],
          paper.format === 'full'
            ? `a full paper has ${want.items} items here`
            : `at most ${want.items} items here`,
        );
      }
    });
  });
}

/** What is wrong with an item's answer, or null: it must name something the item offers. */
export function answerProblem(item: AuthoredItem, part: Pick<AuthoredPart, 'bank'>): string | null {
  const keysOf = (options: readonly { key: string }[] | undefined) =>
    new Set((options ?? []).map((option) => option.key));
  switch (item.type) {
    case 'pictureTrueFalse':
    case 'writeCharacter':
      return null;
    case 'pickPicture':
    case 'dialogueChoice':
    case 'passageQuestions': {
      const offered = keysOf(item.options);
      if (offered.size !== item.options.length) return 'option letters repeat';
      return offered.has(item.answer) ? null : `the answer ${item.answer} is not an option`;
    }
    case 'matchSentences':
    case 'gapFillWordBank':
      if (!part.bank) return 'this part needs its bank of options';
      return keysOf(part.bank).has(item.answer)
        ? null
        : `the answer ${item.answer} is not in the bank`;
    case 'orderSentences': {
      const offered = keysOf(item.sentences);
      const answer = new Set(item.answer);
      const same = answer.size === offered.size && [...answer].every((key) => offered.has(key));
      return same && item.answer.length === item.sentences.length
        ? null
        : 'the answer orders each sentence once';
    }
    case 'buildSentence': {
      const want = item.words.map((_, index) => index).join(',');
      return item.answer.every((order) => [...order].sort((a, b) => a - b).join(',') === want)
        ? null
        : 'each accepted order uses every word once';
    }
  }
}
