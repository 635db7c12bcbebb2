import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PictureId } from '@qiao/contracts/games-picture-words';
import type { GameProps } from '../game-definition';
import { Pictogram } from './pictogram';
import { pictureForKey, showsWord } from './picture-rules';
import styles from './listen-picture.module.css';

/**
 * Game 6: hear a word (the demo's recording, or the browser's Chinese voice) and pick the picture
 * that shows it among three or four of Qiao's pictograms. The game answers at once (a chime or a
 * buzz, the right picture marked, the word and its pinyin shown); keys 1–4 pick, Space plays the
 * word again, Enter goes on.
 */
export default function ListenPictureGame({ round, sound, onFinish }: GameProps<'listenPicture'>) {
  const { t } = useTranslation('games');
  const [place, setPlace] = useState(0);
  const [answers, setAnswers] = useState<string[][]>([]);
  const [picked, setPicked] = useState<PictureId | null>(null);
  const [failed, setFailed] = useState(false);
  const next = useRef<HTMLButtonElement>(null);
  const item = round.items[place];
  const total = round.items.length;

  const listen = useCallback(() => {
    if (!item) return;
    setFailed(false);
    sound.say(item).catch(() => setFailed(true));
  }, [item, sound]);

  // Each word is heard as it comes.
  useEffect(() => {
    if (item) sound.say(item).catch(() => setFailed(true));
  }, [item, sound]);

  const pick = useCallback(
    (id: PictureId) => {
      if (!item || picked) return;
      setPicked(id);
      setAnswers((earlier) => [...earlier, [id]]);
      if (showsWord(id, item.speech)) sound.right();
      else sound.wrong();
    },
    [item, picked, sound],
  );

  const goOn = useCallback(() => {
    if (!picked) return;
    if (place + 1 >= total) {
      onFinish({ answers });
      return;
    }
    setPicked(null);
    setFailed(false);
    setPlace(place + 1);
  }, [answers, onFinish, picked, place, total]);

  useEffect(() => {
    if (picked) next.current?.focus();
  }, [picked]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!item || (event.target instanceof HTMLElement && event.target.closest('input'))) return;
      const chosen = pictureForKey(item.pictures, event.key);
      if (chosen && !picked) pick(chosen);
      else if (event.key === ' ' && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        listen();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [item, listen, pick, picked]);

  if (!item) return null;
  const right = picked !== null && showsWord(picked, item.speech);
  return (
    <div className={styles.game} data-item={place}>
      <Progress
        percent={Math.round((place / total) * 100)}
        showInfo={false}
        aria-label={t('picture.progress', { place: place + 1, total })}
      />
      <p className={styles.progress}>{t('picture.progress', { place: place + 1, total })}</p>
      <button type="button" className={styles.listen} onClick={listen} data-testid="picture-listen">
        <span aria-hidden="true">▶</span>
        <span>{t('picture.listen')}</span>
      </button>
      {failed && (
        <p className={styles.failed}>
          {t('picture.cannotPlay')}{' '}
          <bdi className={styles.pinyin} lang="zh-Latn" dir="ltr">
            {item.pinyin}
          </bdi>
        </p>
      )}
      <p className={styles.ask}>{t('picture.ask')}</p>
      <div className={styles.pictures} role="group" aria-label={t('picture.ask')}>
        {item.pictures.map((id, index) => {
          const state = !picked
            ? undefined
            : showsWord(id, item.speech)
              ? 'right'
              : id === picked
                ? 'wrong'
                : 'other';
          return (
            <button
              key={id}
              type="button"
              className={styles.picture}
              data-state={state}
              data-picture={id}
              disabled={picked !== null}
              aria-pressed={id === picked}
              onClick={() => pick(id)}
            >
              <Pictogram id={id} label={t('picture.option', { number: index + 1 })} />
              <kbd className={styles.key}>{index + 1}</kbd>
            </button>
          );
        })}
      </div>
      {picked && (
        <div className={styles.outcome} data-testid="picture-outcome" data-right={right}>
          <p className={right ? styles.right : styles.wrong}>
            {right ? t('picture.right') : t('picture.wrong')}
          </p>
          <p className={styles.word} dir="ltr">
            <span lang="zh">{item.speech}</span>{' '}
            <span className={styles.pinyin} lang="zh-Latn">
              {item.pinyin}
            </span>
          </p>
          <Button type="primary" size="large" ref={next} onClick={goOn}>
            {place + 1 >= total ? t('picture.finish') : t('picture.next')}
          </Button>
        </div>
      )}
    </div>
  );
}
