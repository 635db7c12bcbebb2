import { describe, expect, it } from 'vitest';
import { ROUND_ITEMS, GAME_LEVELS } from '@qiao/contracts/games';
import { scoreRound } from '@qiao/contracts/games-scoring';
import { characterData } from '../../writing';
import { drawSentenceBuilder } from './sentence-builder';
import { GAME_SENTENCES } from './sentences';

describe("the sentence builder's sentences", () => {
  it('are written with characters of the data, never repeat a word and end with their mark', () => {
    const { characters } = characterData();
    for (const one of GAME_SENTENCES) {
      const missing = [...one.words.join('')].filter((char) => !characters.has(char));
      expect(missing, one.text).toEqual([]);
      expect(new Set(one.words).size, one.text).toBe(one.words.length);
      expect(one.text).toMatch(new RegExp(`^${one.words.join('')}[。？！]$`));
      expect(one.meaning.ar && one.meaning.en && one.pinyin).toBeTruthy();
    }
  });

  it.each(GAME_LEVELS.map((level) => [level]))('fill a round at level %i', (level) => {
    const sentences = GAME_SENTENCES.filter((one) => one.level === level);
    expect(sentences.length).toBeGreaterThanOrEqual(ROUND_ITEMS.sentenceBuilder[level - 1]!);
  });
});

describe('a sentence builder round', () => {
  it('shuffles each sentence out of order and keeps the order as its key', () => {
    const { content, key } = drawSentenceBuilder(2);
    expect(content.items).toHaveLength(ROUND_ITEMS.sentenceBuilder[1]);
    content.items.forEach((item, index) => {
      const byId = new Map(item.words.map((word) => [word.id, word.text]));
      const inOrder = key[index]!.map((id) => byId.get(id)).join('');
      expect(item.speech.startsWith(inOrder)).toBe(true);
      expect(item.words.map((word) => word.text).join('')).not.toBe(inOrder);
    });
    expect(scoreRound('sentenceBuilder', key, { answers: key })).toMatchObject({
      score: key.length * 10,
    });
  });

  it("plays the exam papers' recording of a sentence that has one", () => {
    const { content } = drawSentenceBuilder(1);
    for (const item of content.items) {
      const recorded = ['我吃米饭。', '我要喝水。', '我五岁。', '这是我哥哥。', '我喜欢黄色。'];
      if (recorded.includes(item.speech)) expect(item.audio).toMatch(/^\/api\/games\/sound\?/);
    }
  });
});
