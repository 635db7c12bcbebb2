import { describe, expect, it } from 'vitest';
import { ROUND_ITEMS } from '@qiao/contracts/games';
import { PICTURE_WORDS, type PictureId } from '@qiao/contracts/games-picture-words';
import { drawListenPicture, pictureChoices, pictureWordPinyin } from './listen-picture';

const topicOf = (id: PictureId) => PICTURE_WORDS.find((entry) => entry.id === id)!.topic;

describe('listen and pick the picture', () => {
  it('draws every picture word from the character data', () => {
    for (const entry of PICTURE_WORDS) expect(pictureWordPinyin(entry.word)).toBeTruthy();
    expect(pictureWordPinyin('熊猫')).toBe('xióng māo');
  });

  it.each([
    { level: 1, size: 3 },
    { level: 2, size: 4 },
    { level: 3, size: 4 },
  ])('offers $size different pictures at level $level, the answer once', ({ level, size }) => {
    for (let draw = 0; draw < 20; draw += 1) {
      const choices = pictureChoices('cat', level);
      expect(choices).toHaveLength(size);
      expect(new Set(choices).size).toBe(size);
      expect(choices.filter((id) => id === 'cat')).toHaveLength(1);
    }
  });

  it('sets pictures of other topics beside the answer at level 1 and of its own at level 3', () => {
    const easy = pictureChoices('cat', 1);
    expect(new Set(easy.map(topicOf)).size).toBe(3);
    const hard = pictureChoices('cat', 3);
    expect(hard.every((id) => topicOf(id) === 'animals')).toBe(true);
  });

  it('keeps the right picture as the key and gives each word its pinyin', () => {
    const { content, key } = drawListenPicture(2, false);
    expect(content.items).toHaveLength(ROUND_ITEMS.listenPicture[1]);
    content.items.forEach((item, index) => {
      const answer = key[index]![0] as PictureId;
      expect(item.pictures).toContain(answer);
      expect(PICTURE_WORDS.find((entry) => entry.id === answer)!.word).toBe(item.speech);
    });
  });

  it('holds only recorded words for a browser that cannot speak Chinese', () => {
    const { content } = drawListenPicture(1, true);
    expect(content.items.length).toBeGreaterThan(0);
    for (const item of content.items) expect(item.audio).toMatch(/^\/api\/games\/sound\?/);
  });
});
