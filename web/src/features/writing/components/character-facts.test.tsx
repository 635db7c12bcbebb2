import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { FontInfo } from '@qiao/contracts/writing';
import { renderWithApi } from '../../../test/render-with-api';
import { CharacterFacts } from './character-facts';

const strokeData = { strokes: [], medians: [] };
const meanings = { en: ['good'], ar: 'جيّد' };

function info(pinyin: string[], sounds: (string | null)[]): FontInfo {
  return {
    char: '好',
    pinyin,
    sounds,
    radical: '女',
    strokeCount: 6,
    meanings,
    strokeData,
    words: [],
  };
}

/** Records what the page plays instead of playing it. */
function stubAudio(play: () => Promise<void> = async () => undefined) {
  const played: string[] = [];
  vi.stubGlobal(
    'Audio',
    class {
      constructor(readonly src: string) {}
      play() {
        played.push(this.src);
        return play();
      }
      pause() {}
    },
  );
  return played;
}

describe('the character facts’ listen buttons', () => {
  it('plays the one recording of a character with one reading', () => {
    const played = stubAudio();
    renderWithApi(<CharacterFacts info={info(['nǐ'], ['/api/writing/sound?syllable=ni3'])} />);
    fireEvent.click(screen.getByRole('button', { name: 'استمع' }));
    expect(played).toEqual(['/api/writing/sound?syllable=ni3']);
  });

  it('offers one button per reading, each named by its pinyin', () => {
    const played = stubAudio();
    renderWithApi(
      <CharacterFacts
        info={info(
          ['hǎo', 'hào'],
          ['/api/writing/sound?syllable=hao3', '/api/writing/sound?syllable=hao4'],
        )}
      />,
    );
    expect(screen.getAllByTestId('character-listen').map((button) => button.textContent)).toEqual([
      'استمعhǎo',
      'استمعhào',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'استمع hào' }));
    expect(played).toEqual(['/api/writing/sound?syllable=hao4']);
  });

  it('offers nothing without a recording when the browser has no Chinese voice', () => {
    stubAudio();
    renderWithApi(<CharacterFacts info={info(['nǐ'], [null])} />);
    expect(screen.queryByTestId('character-listen')).toBeNull();
  });

  it('says so when a recording cannot be played', async () => {
    stubAudio(async () => Promise.reject(new DOMException('no decoder', 'NotSupportedError')));
    renderWithApi(<CharacterFacts info={info(['nǐ'], ['/api/writing/sound?syllable=ni3'])} />);
    fireEvent.click(screen.getByRole('button', { name: 'استمع' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'تعذّر تشغيل التسجيل');
  });
});
