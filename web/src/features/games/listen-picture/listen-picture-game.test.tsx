import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RoundOf } from '@qiao/contracts/games';
import type { GameSound } from '../game-sound';
import ListenPictureGame from './listen-picture-game';

const round: RoundOf<'listenPicture'> = {
  game: 'listenPicture',
  items: [
    { id: 'i1', audio: null, speech: '猫', pinyin: 'māo', pictures: ['tree', 'cat', 'cup'] },
    { id: 'i2', audio: null, speech: '书', pinyin: 'shū', pictures: ['book', 'sun', 'hand'] },
  ],
};

function fakeSound(say: GameSound['say'] = () => Promise.resolve()) {
  return { on: true, right: vi.fn(), wrong: vi.fn(), finished: vi.fn(), say: vi.fn(say) };
}

describe('listen and pick the picture', () => {
  it('says each word, answers a pick at once and sends the pictures picked', async () => {
    const sound = fakeSound();
    const onFinish = vi.fn();
    render(<ListenPictureGame level={1} round={round} sound={sound} onFinish={onFinish} />);
    expect(sound.say).toHaveBeenCalledWith(expect.objectContaining({ speech: '猫' }));

    fireEvent.click(document.querySelector('[data-picture="tree"]')!);
    expect(sound.wrong).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('picture-outcome').dataset.right).toBe('false');
    expect(document.querySelector('[data-picture="cat"]')!.getAttribute('data-state')).toBe(
      'right',
    );
    expect(screen.getByText('māo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'الكلمة التالية' }));

    expect(sound.say).toHaveBeenLastCalledWith(expect.objectContaining({ speech: '书' }));
    // Keys pick too: 1 is the first picture.
    await act(async () => {
      fireEvent.keyDown(window, { key: '1' });
    });
    expect(sound.right).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'إنهاء' }));
    expect(onFinish).toHaveBeenCalledWith({ answers: [['tree'], ['book']] });
  });

  it('shows the pinyin when the browser cannot say the word', async () => {
    const sound = fakeSound(() => Promise.reject(new Error('no voice')));
    render(<ListenPictureGame level={1} round={round} sound={sound} onFinish={vi.fn()} />);
    expect(await screen.findByText(/تعذّر على هذا المتصفح/)).toBeTruthy();
    expect(screen.getByText('māo')).toBeTruthy();
  });
});
