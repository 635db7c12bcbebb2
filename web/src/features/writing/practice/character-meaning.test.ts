import { describe, expect, it } from 'vitest';
import { meaningIn } from './character-meaning';

const ni = { en: ['you (informal)', 'you'], ar: 'أنتَ، أنتِ', zh: '称对方' };

describe("a practised character's meaning", () => {
  it('is Qiao’s own explanation in Arabic and Chinese, CC-CEDICT’s in English', () => {
    expect(meaningIn(ni, 'ar')).toBe('أنتَ، أنتِ');
    expect(meaningIn(ni, 'zh')).toBe('称对方');
    expect(meaningIn(ni, 'en')).toBe('you (informal); you');
  });

  it('falls back to English where no explanation was written', () => {
    expect(meaningIn({ en: ['dragon'] }, 'ar')).toBe('dragon');
    expect(meaningIn({ en: ['dragon'] }, 'zh')).toBe('dragon');
  });
});
