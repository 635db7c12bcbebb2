import { describe, expect, it } from 'vitest';
import { meaningFor } from './writing-meaning';

const you = { en: ['you (informal)', 'you'], ar: 'أنتَ، أنتِ', zh: '称对方' };
const mud = { en: ['mud', 'clay'] };

describe('the meaning shown', () => {
  it("is Qiao's own explanation in Arabic or Chinese when there is one", () => {
    expect(meaningFor(you, 'ar')).toEqual({ text: 'أنتَ، أنتِ', english: false });
    expect(meaningFor(you, 'zh')).toEqual({ text: '称对方', english: false });
  });

  it('falls back to English, said to be English', () => {
    expect(meaningFor(mud, 'ar')).toEqual({ text: 'mud; clay', english: true });
    expect(meaningFor(mud, 'zh')).toEqual({ text: 'mud; clay', english: true });
  });

  it('in English is English, nothing to point out', () => {
    expect(meaningFor(you, 'en')).toEqual({ text: 'you (informal); you', english: false });
  });
});
