import { z } from 'zod';
import { localText } from './catalogue';

/**
 * Mock exams and lesson tests (spec learning area §1 mock exams, §4 exam attempts, §5 real name,
 * §9 pass marks and lesson-test accuracy; facts in the learning notes). The vocabulary, the
 * templates (one per level and edition: sections, parts, minutes, audio plays, scale) and the
 * shape of a paper. A paper is data: authored as a manifest (`exam-manifest.ts`), checked
 * against its template, stored whole; the browser sees it without its answers (`publicItem`).
 */

export const EXAM_FAMILIES = ['hsk', 'yct'] as const;
export type ExamFamily = (typeof EXAM_FAMILIES)[number];

/** The levels each family has. */
export const EXAM_LEVELS: Record<ExamFamily, readonly number[]> = {
  hsk: [1, 2, 3, 4, 5, 6],
  yct: [1, 2, 3, 4],
};

/**
 * The edition a template follows. HSK 2.0 is today's paper; HSK 3.0 papers (GF 0025-2021) will come
 * as templates of their own edition, so every template and paper carries its tag.
 */
export const EXAM_EDITIONS = ['hsk-2.0', 'yct-2018'] as const;
export type ExamEdition = (typeof EXAM_EDITIONS)[number];

export const SECTION_KINDS = ['listening', 'reading', 'writing'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/**
 * The item types the real tests use at these levels and that a machine can mark. Compositions
 * (HSK 4–6 writing about a picture, the HSK 5 essays, the HSK 6 abridgement) need a human marker
 * and are left out; decision 051 says what the templates use in their place.
 */
export const ITEM_TYPES = [
  /** A picture and a word or sentence (heard or read): true or false. */
  'pictureTrueFalse',
  /** Hear or read a sentence, pick one of three pictures. */
  'pickPicture',
  /** A dialogue (heard or read) and a question: one of 3–4 text options. */
  'dialogueChoice',
  /** A sentence matched to one of the part's shared options (pictures or replies). */
  'matchSentences',
  /** A sentence with a gap, filled from the part's word bank. */
  'gapFillWordBank',
  /** Three sentences put in their order. */
  'orderSentences',
  /** A passage and a question on it: one of 3–4 options. */
  'passageQuestions',
  /** The missing character of a sentence, written from its pinyin. */
  'writeCharacter',
  /** Words put in order to make a sentence. */
  'buildSentence',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Whether a paper is a timed mock exam or a short lesson test inside a course. */
export const PAPER_KINDS = ['mock', 'lesson'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

/** A full paper has the template's item counts; a short one fewer items and minutes in proportion. */
export const PAPER_FORMATS = ['full', 'short'] as const;
export type PaperFormat = (typeof PAPER_FORMATS)[number];

/** The numbers of exams, in one place. */
export const EXAM_LIMITS = {
  /** A lesson test counts for the course's certificate from this accuracy (spec §9: 70%). */
  lessonTestPassAccuracy: 0.7,
  /** Each section of a paper is marked out of this many points; the total is their sum. */
  sectionPoints: 100,
  /** Mock attempts one learner may start per paper per day (a paper cannot be drilled by reset). */
  attemptsPerPaperPerDay: 5,
  /** Seconds the server allows past a section's end for an answer in flight. */
  graceSeconds: 5,
  /** How long an audio address handed out for one play stays valid. */
  audioUrlSeconds: 120,
  /** Longest text answer (a written character or sentence). */
  maxTextAnswer: 60,
  /** Real names: Latin or Chinese script, and Arabic. */
  maxRealName: 80,
  /** Items one part and one lesson test may hold. */
  maxItemsPerPart: 30,
  maxLessonItems: 20,
} as const;

/** The real scale of a level: its maximum and pass mark (learning notes; never one global number). */
export interface ExamScale {
  max: number;
  pass: number;
}

/** One part of a template section: what its items are, how many, and how often audio plays. */
export interface TemplatePart {
  type: ItemType;
  items: number;
  /** Times each item's audio may be played (listening: 2 at HSK 1–3 and all YCT, 1 at HSK 4–6). */
  audioPlays: number;
}

export interface TemplateSection {
  kind: SectionKind;
  minutes: number;
  parts: readonly TemplatePart[];
}

export interface ExamTemplate {
  family: ExamFamily;
  level: number;
  edition: ExamEdition;
  sections: readonly TemplateSection[];
  scale: ExamScale;
}

const part = (type: ItemType, items: number, audioPlays = 0): TemplatePart => ({
  type,
  items,
  audioPlays,
});
const SCALE_200: ExamScale = { max: 200, pass: 120 };
const SCALE_300: ExamScale = { max: 300, pass: 180 };

/**
 * The templates, from the learning notes' tables (minutes without the five for personal details).
 * Where a real part holds a composition, a machine-markable writing type stands in (decision 051).
 */
export const EXAM_TEMPLATES: readonly ExamTemplate[] = [
  {
    family: 'hsk',
    level: 1,
    edition: 'hsk-2.0',
    scale: SCALE_200,
    sections: [
      {
        kind: 'listening',
        minutes: 15,
        parts: [
          part('pictureTrueFalse', 5, 2),
          part('pickPicture', 5, 2),
          part('matchSentences', 5, 2),
          part('dialogueChoice', 5, 2),
        ],
      },
      {
        kind: 'reading',
        minutes: 17,
        parts: [
          part('pictureTrueFalse', 5),
          part('matchSentences', 5),
          part('dialogueChoice', 5),
          part('gapFillWordBank', 5),
        ],
      },
    ],
  },
  {
    family: 'hsk',
    level: 2,
    edition: 'hsk-2.0',
    scale: SCALE_200,
    sections: [
      {
        kind: 'listening',
        minutes: 25,
        parts: [
          part('pictureTrueFalse', 10, 2),
          part('matchSentences', 10, 2),
          part('dialogueChoice', 10, 2),
          part('dialogueChoice', 5, 2),
        ],
      },
      {
        kind: 'reading',
        minutes: 22,
        parts: [
          part('matchSentences', 5),
          part('gapFillWordBank', 5),
          part('pictureTrueFalse', 5),
          part('matchSentences', 10),
        ],
      },
    ],
  },
  {
    family: 'hsk',
    level: 3,
    edition: 'hsk-2.0',
    scale: SCALE_300,
    sections: [
      {
        kind: 'listening',
        minutes: 35,
        parts: [
          part('matchSentences', 10, 2),
          part('pictureTrueFalse', 10, 2),
          part('dialogueChoice', 10, 2),
          part('dialogueChoice', 10, 2),
        ],
      },
      {
        kind: 'reading',
        minutes: 30,
        parts: [
          part('matchSentences', 10),
          part('gapFillWordBank', 10),
          part('passageQuestions', 10),
        ],
      },
      {
        kind: 'writing',
        minutes: 15,
        parts: [part('buildSentence', 5), part('writeCharacter', 5)],
      },
    ],
  },
  {
    family: 'hsk',
    level: 4,
    edition: 'hsk-2.0',
    scale: SCALE_300,
    sections: [
      {
        kind: 'listening',
        minutes: 30,
        parts: [
          part('pictureTrueFalse', 10, 1),
          part('dialogueChoice', 15, 1),
          part('dialogueChoice', 20, 1),
        ],
      },
      {
        kind: 'reading',
        minutes: 40,
        parts: [
          part('gapFillWordBank', 10),
          part('orderSentences', 10),
          part('passageQuestions', 20),
        ],
      },
      {
        kind: 'writing',
        minutes: 25,
        parts: [part('buildSentence', 10), part('writeCharacter', 5)],
      },
    ],
  },
  {
    family: 'hsk',
    level: 5,
    edition: 'hsk-2.0',
    scale: SCALE_300,
    sections: [
      {
        kind: 'listening',
        minutes: 30,
        parts: [part('dialogueChoice', 20, 1), part('passageQuestions', 25, 1)],
      },
      {
        kind: 'reading',
        minutes: 45,
        parts: [
          part('gapFillWordBank', 15),
          part('passageQuestions', 10),
          part('passageQuestions', 20),
        ],
      },
      {
        kind: 'writing',
        minutes: 40,
        parts: [part('buildSentence', 8), part('writeCharacter', 2)],
      },
    ],
  },
  {
    family: 'hsk',
    level: 6,
    edition: 'hsk-2.0',
    scale: SCALE_300,
    sections: [
      {
        kind: 'listening',
        minutes: 35,
        parts: [
          part('pictureTrueFalse', 10, 1),
          part('dialogueChoice', 15, 1),
          part('passageQuestions', 25, 1),
        ],
      },
      {
        kind: 'reading',
        minutes: 50,
        parts: [
          part('dialogueChoice', 10),
          part('gapFillWordBank', 10),
          part('orderSentences', 10),
          part('passageQuestions', 20),
        ],
      },
      {
        kind: 'writing',
        minutes: 45,
        parts: [part('buildSentence', 5)],
      },
    ],
  },
  {
    family: 'yct',
    level: 1,
    edition: 'yct-2018',
    scale: SCALE_200,
    sections: [
      {
        kind: 'listening',
        minutes: 10,
        parts: [
          part('pictureTrueFalse', 5, 2),
          part('pickPicture', 5, 2),
          part('matchSentences', 5, 2),
          part('dialogueChoice', 5, 2),
        ],
      },
      {
        kind: 'reading',
        minutes: 17,
        parts: [part('pictureTrueFalse', 5), part('matchSentences', 5), part('gapFillWordBank', 5)],
      },
    ],
  },
  {
    family: 'yct',
    level: 2,
    edition: 'yct-2018',
    scale: SCALE_200,
    sections: [
      {
        kind: 'listening',
        minutes: 15,
        parts: [
          part('pictureTrueFalse', 5, 2),
          part('pickPicture', 5, 2),
          part('matchSentences', 5, 2),
          part('dialogueChoice', 5, 2),
        ],
      },
      {
        kind: 'reading',
        minutes: 27,
        parts: [
          part('pictureTrueFalse', 5),
          part('matchSentences', 5),
          part('gapFillWordBank', 5),
          part('dialogueChoice', 5),
        ],
      },
    ],
  },
  {
    family: 'yct',
    level: 3,
    edition: 'yct-2018',
    scale: SCALE_200,
    sections: [
      {
        kind: 'listening',
        minutes: 20,
        parts: [
          part('pictureTrueFalse', 10, 2),
          part('pickPicture', 10, 2),
          part('dialogueChoice', 10, 2),
          part('dialogueChoice', 5, 2),
        ],
      },
      {
        kind: 'reading',
        minutes: 30,
        parts: [
          part('pictureTrueFalse', 5),
          part('matchSentences', 5),
          part('gapFillWordBank', 5),
          part('passageQuestions', 10),
        ],
      },
    ],
  },
  {
    family: 'yct',
    level: 4,
    edition: 'yct-2018',
    scale: SCALE_300,
    sections: [
      {
        kind: 'listening',
        minutes: 30,
        parts: [
          part('pictureTrueFalse', 10, 2),
          part('pickPicture', 10, 2),
          part('dialogueChoice', 10, 2),
          part('dialogueChoice', 10, 2),
        ],
      },
      {
        kind: 'reading',
        minutes: 30,
        parts: [
          part('pictureTrueFalse', 5),
          part('matchSentences', 10),
          part('gapFillWordBank', 10),
          part('passageQuestions', 5),
        ],
      },
      {
        kind: 'writing',
        minutes: 15,
        parts: [part('buildSentence', 5), part('writeCharacter', 5)],
      },
    ],
  },
];

/** The template of a level and edition, or undefined when there is none. */
export function findTemplate(
  family: ExamFamily,
  level: number,
  edition: ExamEdition,
): ExamTemplate | undefined {
  return EXAM_TEMPLATES.find(
    (template) =>
      template.family === family && template.level === level && template.edition === edition,
  );
}

/** The short name of a level as printed on papers and results, e.g. `YCT 2`, `HSK 4`. */
export function levelName(family: ExamFamily, level: number): string {
  return `${family.toUpperCase()} ${level}`;
}

// ---------------------------------------------------------------------------------------------
// Items. Each type has an authored shape (with its answer) and the public shape the browser gets.
// Media fields hold a path in the import folder when authored and an address when answered.

/** An item's id inside its paper, e.g. `l1-3` (listening part 1, item 3). */
export const itemId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes');
/** An option's key, shown as its letter: A, B, C... */
export const optionKey = z.string().regex(/^[A-J]$/, 'a capital letter A–J');

/** Chinese text of a paper (with its pinyin for the lower levels). */
export const chineseText = z
  .object({
    hanzi: z.string().trim().min(1).max(2000),
    pinyin: z.string().trim().min(1).max(4000).optional(),
  })
  .strict();
export type ChineseText = z.infer<typeof chineseText>;

/** An option: a picture, a Chinese text, or both. */
const option = <M extends z.ZodType>(media: M) =>
  z
    .object({ key: optionKey, text: chineseText.optional(), picture: media.optional() })
    .strict()
    .refine((value) => value.text ?? value.picture, 'an option needs a text or a picture');

/** The fields every item has; `audio` is what a listening item plays. */
const itemBase = <M extends z.ZodType>(media: M) => ({
  id: itemId,
  audio: media.optional(),
  /** What is heard, kept for the result page's transcript (never sent before submission). */
  transcript: chineseText.optional(),
});

/**
 * The item shapes, built on a media field type: a folder path when authored, an address when sent.
 * `answer` fields are present only in the authored shape.
 */
function itemShapes<M extends z.ZodType>(media: M) {
  const base = itemBase(media);
  const options = z.array(option(media)).min(2).max(6);
  return {
    pictureTrueFalse: { ...base, picture: media, text: chineseText.optional() },
    pickPicture: { ...base, text: chineseText.optional(), options },
    dialogueChoice: {
      ...base,
      text: chineseText.optional(),
      question: chineseText.optional(),
      options,
    },
    matchSentences: { ...base, text: chineseText.optional() },
    gapFillWordBank: { ...base, text: chineseText },
    orderSentences: { ...base, sentences: options },
    passageQuestions: { ...base, passage: chineseText.optional(), question: chineseText, options },
    writeCharacter: {
      ...base,
      /** The sentence around the gap, and the missing character's pinyin shown under it. */
      before: z.string().max(200),
      pinyin: z.string().trim().min(1).max(20),
      after: z.string().max(200),
    },
    buildSentence: { ...base, words: z.array(z.string().trim().min(1).max(20)).min(2).max(12) },
  } as const;
}

/** An answer as given and as stored, by item type. */
export const itemAnswer = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pictureTrueFalse'), value: z.boolean() }).strict(),
  z.object({ type: z.literal('pickPicture'), choice: optionKey }).strict(),
  z.object({ type: z.literal('dialogueChoice'), choice: optionKey }).strict(),
  z.object({ type: z.literal('matchSentences'), choice: optionKey }).strict(),
  z.object({ type: z.literal('gapFillWordBank'), choice: optionKey }).strict(),
  z.object({ type: z.literal('orderSentences'), order: z.array(optionKey).min(2).max(6) }).strict(),
  z.object({ type: z.literal('passageQuestions'), choice: optionKey }).strict(),
  z
    .object({
      type: z.literal('writeCharacter'),
      text: z.string().trim().max(EXAM_LIMITS.maxTextAnswer),
    })
    .strict(),
  /** The words' indexes in the order the learner put them. */
  z
    .object({
      type: z.literal('buildSentence'),
      order: z.array(z.number().int().min(0).max(11)).max(12),
    })
    .strict(),
]);
export type ItemAnswer = z.infer<typeof itemAnswer>;

/** The right answer of each type, as authored (a sentence may be built in more than one order). */
const keys = {
  pictureTrueFalse: { answer: z.boolean() },
  pickPicture: { answer: optionKey },
  dialogueChoice: { answer: optionKey },
  matchSentences: { answer: optionKey },
  gapFillWordBank: { answer: optionKey },
  orderSentences: { answer: z.array(optionKey).min(2).max(6) },
  passageQuestions: { answer: optionKey },
  writeCharacter: { answer: z.string().trim().min(1).max(4) },
  /** Each accepted order of the words' indexes. */
  buildSentence: { answer: z.array(z.array(z.number().int().min(0).max(11)).min(2)).min(1) },
} as const;

/** What the browser gets instead of the answer: whether the item has a sound to play. */
const sent = { hasAudio: z.boolean() };
const publicExtra = {
  pictureTrueFalse: sent,
  pickPicture: sent,
  dialogueChoice: sent,
  matchSentences: sent,
  gapFillWordBank: sent,
  orderSentences: sent,
  passageQuestions: sent,
  writeCharacter: sent,
  buildSentence: sent,
} as const;

function itemUnion<M extends z.ZodType, K extends Record<ItemType, z.ZodRawShape>>(
  media: M,
  extra: K,
) {
  const shapes = itemShapes(media);
  const one = <T extends ItemType>(type: T) =>
    z.object({ type: z.literal(type), ...shapes[type], ...extra[type] }).strict();
  return z.discriminatedUnion('type', [
    one('pictureTrueFalse'),
    one('pickPicture'),
    one('dialogueChoice'),
    one('matchSentences'),
    one('gapFillWordBank'),
    one('orderSentences'),
    one('passageQuestions'),
    one('writeCharacter'),
    one('buildSentence'),
  ]);
}

/** A media reference in an authored paper: a path inside the import folder (checked there). */
const authoredMedia = z.string().min(1).max(300);
/** A media reference as stored: the key of the stored file. */
export const storedMedia = z.string().min(1).max(500);
/** A media reference as sent: an address the browser can load (audio is never sent this way). */
const sentMedia = z.string().min(1);

export const authoredItem = itemUnion(authoredMedia, keys);
export type AuthoredItem = z.infer<typeof authoredItem>;
export const storedItem = itemUnion(storedMedia, keys);
export type StoredItem = z.infer<typeof storedItem>;
/**
 * An item as the browser sees it before submission: no answer, no transcript, and `audio` only
 * as `hasAudio` (the sound is fetched one play at a time, see `playMockExamAudio`).
 */
export const publicItem = itemUnion(sentMedia, publicExtra);
export type PublicItem = z.infer<typeof publicItem>;

/** A part: its type, the instructions' example (optional) and the shared options of some types. */
const partShape = <I extends z.ZodType, M extends z.ZodType>(item: I, media: M) =>
  z
    .object({
      type: z.enum(ITEM_TYPES),
      /** matchSentences: the pictures or replies; gapFillWordBank: the word bank. */
      bank: z.array(option(media)).min(2).max(10).optional(),
      items: z.array(item).min(1).max(EXAM_LIMITS.maxItemsPerPart),
    })
    .strict();

export const authoredPart = partShape(authoredItem, authoredMedia);
export const storedPart = partShape(storedItem, storedMedia);
export const publicPart = partShape(publicItem, sentMedia).extend({
  audioPlays: z.number().int().min(0),
});
export type AuthoredPart = z.infer<typeof authoredPart>;
export type StoredPart = z.infer<typeof storedPart>;
export type PublicPart = z.infer<typeof publicPart>;

export const authoredSection = z
  .object({ kind: z.enum(SECTION_KINDS), parts: z.array(authoredPart).min(1).max(6) })
  .strict();
export const storedSection = z
  .object({
    kind: z.enum(SECTION_KINDS),
    /** Seconds allowed (0: untimed, as lesson tests are). */
    seconds: z.number().int().min(0),
    parts: z.array(storedPart.extend({ audioPlays: z.number().int().min(0) })).min(1),
  })
  .strict();
export type StoredSection = z.infer<typeof storedSection>;

/** A whole paper as stored (answers included): what scoring and the result page read. */
export const storedPaper = z.object({ sections: z.array(storedSection).min(1).max(3) }).strict();
export type StoredPaper = z.infer<typeof storedPaper>;

export const publicSection = z.object({
  kind: z.enum(SECTION_KINDS),
  seconds: z.number().int(),
  parts: z.array(publicPart),
});
export type PublicSection = z.infer<typeof publicSection>;

/** What any paper says about itself, in lists and on its start page. */
export const paperSummary = z.object({
  id: z.string(),
  slug: z.string(),
  kind: z.enum(PAPER_KINDS),
  family: z.enum(EXAM_FAMILIES).nullable(),
  level: z.number().int().nullable(),
  edition: z.enum(EXAM_EDITIONS).nullable(),
  format: z.enum(PAPER_FORMATS),
  title: z.string(),
  /** `YCT 1`, `HSK 3`; null for a lesson test. */
  levelName: z.string().nullable(),
  items: z.number().int(),
  /** Minutes in all (sum of the sections'). */
  minutes: z.number().int(),
  sections: z.array(
    z.object({ kind: z.enum(SECTION_KINDS), items: z.number().int(), minutes: z.number().int() }),
  ),
  scale: z.object({ max: z.number().int(), pass: z.number().int() }),
  requiresRealName: z.boolean(),
});
export type PaperSummary = z.infer<typeof paperSummary>;

/** The manifest's localized title type, for the importer. */
export const paperTitle = localText;
