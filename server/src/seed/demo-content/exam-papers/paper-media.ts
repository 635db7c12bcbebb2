import type { AuthoredItem, AuthoredPart } from '@qiao/contracts/exams';
import { examSound } from '../exam-audio';
import { EXAM_PICTURES, type ExamPictureName } from '../exam-pictures';
import type { MediaKit } from '../media-kit';
import type { DemoPaper } from './paper-items';

type Option = { picture?: string | undefined };

function pictureName(name: string): ExamPictureName {
  if (!(name in EXAM_PICTURES)) throw new Error(`No exam picture is called ${name}`);
  return name as ExamPictureName;
}

/**
 * The paper as its import folder holds it: each sound and picture name replaced by the file the
 * kit makes, and each heard item's transcript read from its sound's entry, never written apart.
 */
export async function withPaperMedia(kit: MediaKit, paper: DemoPaper): Promise<DemoPaper> {
  const picture = (name: string) => kit.examPicture(pictureName(name));
  const options = <T extends Option>(list: T[]) =>
    Promise.all(
      list.map(async (option) =>
        option.picture ? { ...option, picture: await picture(option.picture) } : option,
      ),
    );
  const item = async (value: AuthoredItem): Promise<AuthoredItem> => {
    const out: Record<string, unknown> = { ...value };
    if (value.audio) {
      const sound = examSound(value.audio);
      out.audio = await kit.examAudio(sound.name);
      out.transcript = sound.pinyin
        ? { hanzi: sound.hanzi, pinyin: sound.pinyin }
        : { hanzi: sound.hanzi };
    }
    if ('picture' in value) out.picture = await picture(value.picture);
    if ('options' in value) out.options = await options(value.options);
    if ('sentences' in value) out.sentences = await options(value.sentences);
    return out as AuthoredItem;
  };
  const part = async (value: AuthoredPart): Promise<AuthoredPart> => ({
    ...value,
    ...(value.bank ? { bank: await options(value.bank) } : {}),
    items: await Promise.all(value.items.map(item)),
  });
  return {
    ...paper,
    sections: await Promise.all(
      paper.sections.map(async (section) => ({
        ...section,
        parts: await Promise.all(section.parts.map(part)),
      })),
    ),
  };
}
