import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { AudioCard } from '@qiao/contracts/catalogue-editorial';
import { initI18n } from '../../../../app/i18n';
import { AudioFlipCard } from './audio-flip-card';

beforeAll(() => {
  initI18n('ar');
});

const card: AudioCard = {
  id: 'c1',
  hanzi: '你好',
  pinyin: 'nǐ hǎo',
  meaning: 'مرحبًا',
  audioUrl: '/api/editorial/file?token=abc',
  durationSeconds: 1,
};

describe('an audio card', () => {
  it('shows the character first, and pinyin and meaning once turned over', () => {
    render(<AudioFlipCard card={card} />);
    const face = screen.getByRole('button', { name: 'اقلب بطاقة 你好 لترى البينيين والمعنى' });
    expect(face.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('nǐ hǎo')?.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'اقلب' }));
    const turned = screen.getByRole('button', { name: 'أعد بطاقة 你好 إلى وجهها' });
    expect(turned.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('nǐ hǎo').closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByText('مرحبًا').closest('[aria-hidden="true"]')).toBeNull();
  });

  it('offers its sound from the signed address, and no button when it has none', () => {
    const { container, unmount } = render(<AudioFlipCard card={card} />);
    expect(screen.getByRole('button', { name: 'استمع' })).toBeTruthy();
    expect(container.querySelector('audio')?.getAttribute('src')).toBe(card.audioUrl);
    unmount();
    render(<AudioFlipCard card={{ ...card, audioUrl: null }} />);
    expect(screen.queryByRole('button', { name: 'استمع' })).toBeNull();
  });
});
