import type {
  PublicItem,
  PublicSection,
  StoredItem,
  StoredPaper,
  StoredPart,
} from '@qiao/contracts/exams';

/** The address the browser loads a stored picture from. */
export type PictureUrl = (key: string) => string;

interface Option {
  key: string;
  text?: { hanzi: string; pinyin?: string };
  picture?: string;
}

const optionFor = (option: Option, url: PictureUrl): Option => ({
  key: option.key,
  ...(option.text ? { text: option.text } : {}),
  ...(option.picture ? { picture: url(option.picture) } : {}),
});

/** Copies only the optional fields that are set, so the answer stays free of `undefined`s. */
function present<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

/**
 * An item as the browser may see it before the paper is handed in. Built field by field from what
 * each type shows, so an answer, a transcript or the sound's stored key can never slip through
 * when the stored shape grows.
 */
export function publicItemOf(item: StoredItem, url: PictureUrl): PublicItem {
  const base = { id: item.id, hasAudio: Boolean(item.audio) };
  const options = (list: Option[]) => list.map((option) => optionFor(option, url));
  switch (item.type) {
    case 'pictureTrueFalse':
      return present({ type: item.type, ...base, picture: url(item.picture), text: item.text });
    case 'pickPicture':
      return present({ type: item.type, ...base, text: item.text, options: options(item.options) });
    case 'dialogueChoice':
      return present({
        type: item.type,
        ...base,
        text: item.text,
        question: item.question,
        options: options(item.options),
      });
    case 'matchSentences':
      return present({ type: item.type, ...base, text: item.text });
    case 'gapFillWordBank':
      return { type: item.type, ...base, text: item.text };
    case 'orderSentences':
      return { type: item.type, ...base, sentences: options(item.sentences) };
    case 'passageQuestions':
      return present({
        type: item.type,
        ...base,
        passage: item.passage,
        question: item.question,
        options: options(item.options),
      });
    case 'writeCharacter':
      return {
        type: item.type,
        ...base,
        before: item.before,
        pinyin: item.pinyin,
        after: item.after,
      };
    case 'buildSentence':
      return { type: item.type, ...base, words: item.words };
  }
}

export function publicBank(part: Pick<StoredPart, 'bank'>, url: PictureUrl): Option[] | undefined {
  return part.bank?.map((option) => optionFor(option, url));
}

/** The paper's sections without answers, transcripts or sound keys. */
export function publicSections(paper: StoredPaper, url: PictureUrl): PublicSection[] {
  return paper.sections.map((section) => ({
    kind: section.kind,
    seconds: section.seconds,
    parts: section.parts.map((part) =>
      present({
        type: part.type,
        bank: publicBank(part, url),
        items: part.items.map((item) => publicItemOf(item, url)),
        audioPlays: part.audioPlays,
      }),
    ),
  }));
}
