import { describe, expect, it } from 'vitest';
import { SYLLABLE_NAME, syllableSoundAddress, syllableSoundName } from './writing-sounds';

describe('syllableSoundName', () => {
  it('writes each tone mark as its number', () => {
    expect(syllableSoundName('mā')).toBe('ma1');
    expect(syllableSoundName('má')).toBe('ma2');
    expect(syllableSoundName('nǐ')).toBe('ni3');
    expect(syllableSoundName('shì')).toBe('shi4');
  });

  it('gives a syllable without a tone mark the neutral tone 5', () => {
    expect(syllableSoundName('de')).toBe('de5');
    expect(syllableSoundName('ma')).toBe('ma5');
  });

  it('writes ü as v, with or without a tone mark on it', () => {
    expect(syllableSoundName('nǚ')).toBe('nv3');
    expect(syllableSoundName('lǜ')).toBe('lv4');
    expect(syllableSoundName('lüè')).toBe('lve4');
  });

  it('reads decomposed marks and the nasal syllables the same way', () => {
    expect(syllableSoundName('nǐ'.normalize('NFD'))).toBe('ni3');
    expect(syllableSoundName('ńg')).toBe('ng2');
  });

  it('gives names the route accepts, and their address', () => {
    for (const reading of ['zhuàng', 'lüè', 'ňg', 'a']) {
      expect(SYLLABLE_NAME.test(syllableSoundName(reading))).toBe(true);
    }
    expect(SYLLABLE_NAME.test('../x')).toBe(false);
    expect(syllableSoundAddress('ni3')).toBe('/api/writing/sound?syllable=ni3');
  });
});
