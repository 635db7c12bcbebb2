import type { AttemptResult } from '@qiao/contracts/exams-calls';
import type { StoredItem, StoredPaper } from '@qiao/contracts/exams';
import { isRight, type Answers } from './marking';
import { itemsOf } from './paper-items';
import { publicBank, type PictureUrl } from './public-paper';

type ItemResult = AttemptResult['items'][number];

const withPicture = <T extends { picture?: string }>(option: T, url: PictureUrl): T =>
  option.picture ? { ...option, picture: url(option.picture) } : option;

/**
 * The item as the result page shows it, its answer and transcript included, pictures as
 * addresses. The sound's key is left out: it is heard only through a counted play.
 */
function resultItemOf(item: StoredItem, url: PictureUrl): StoredItem {
  const { audio: _audio, ...shown } = item;
  const result: Record<string, unknown> = { ...shown };
  if ('picture' in item && item.picture) result.picture = url(item.picture);
  if ('options' in item) result.options = item.options.map((o) => withPicture(o, url));
  if ('sentences' in item) result.sentences = item.sentences.map((o) => withPicture(o, url));
  return result as StoredItem;
}

/** Every item of a handed-in paper: what it asked, what was given, the right answer. */
export function resultItems(paper: StoredPaper, answers: Answers, url: PictureUrl): ItemResult[] {
  return itemsOf(paper).map(({ item, sectionIndex, part }) => ({
    itemId: item.id,
    sectionIndex,
    item: resultItemOf(item, url),
    bank: publicBank(part, url) ?? null,
    given: answers[item.id] ?? null,
    right: isRight(item, answers[item.id]),
  }));
}
