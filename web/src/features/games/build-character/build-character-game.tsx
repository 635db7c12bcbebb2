import { useState } from 'react';
import { Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import type { GameProps } from '../game-definition';
import { PartDrawing } from './part-drawing';
import styles from './build-character.module.css';

const RADICAL_COLOUR = '#c8102e';
const OTHER_COLOUR = '#1f3a5f';

type Item = GameProps<'buildCharacter'>['round']['items'][number];

function meaningIn(item: Item, language: 'ar' | 'zh' | 'en'): string {
  const { meanings } = item;
  if (language === 'ar' && meanings.ar) return meanings.ar;
  if (language === 'zh' && meanings.zh) return meanings.zh;
  return meanings.en.slice(0, 2).join('; ');
}

/** One row of parts to choose from: radio buttons drawn as the parts' strokes. */
function PartChoice({
  name,
  legend,
  parts,
  colour,
  chosen,
  onChoose,
}: {
  name: string;
  legend: string;
  parts: Item['radicalParts'];
  colour: string;
  chosen: string | undefined;
  onChoose(id: string): void;
}) {
  const { t } = useTranslation('games');
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.parts}>
        {parts.map((part, index) => (
          <label key={part.id} className={styles.part} data-chosen={chosen === part.id}>
            <input
              type="radio"
              name={name}
              value={part.id}
              checked={chosen === part.id}
              onChange={() => onChoose(part.id)}
              className={styles.radio}
            />
            <PartDrawing
              layers={[{ strokes: part.strokes, colour }]}
              className={styles.partDrawing}
              label={t('build.option', { number: index + 1 })}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Game 3: build the character. Its pinyin and meaning are shown; the learner chooses its radical
 * and its other part (each drawn from the character's own strokes) and sees them put together.
 * Parts are radio buttons: arrow keys, mouse, pen and touch.
 */
export default function BuildCharacterGame({
  round,
  sound,
  onFinish,
}: GameProps<'buildCharacter'>) {
  const { t } = useTranslation('games');
  const { language } = useLanguage();
  const [place, setPlace] = useState(0);
  const [answers, setAnswers] = useState<string[][]>([]);
  const [radical, setRadical] = useState<string>();
  const [other, setOther] = useState<string>();
  const item = round.items[place];
  if (!item) return null;

  const radicalPart = item.radicalParts.find((part) => part.id === radical);
  const otherPart = item.otherParts.find((part) => part.id === other);

  const confirm = () => {
    if (!radical || !other) return;
    const next = [...answers, [radical, other]];
    setAnswers(next);
    setRadical(undefined);
    setOther(undefined);
    if (next.length === round.items.length) onFinish({ answers: next });
    else {
      sound.right();
      setPlace(place + 1);
    }
  };

  return (
    <div className={styles.game} data-item={place}>
      <Progress percent={Math.round((place / round.items.length) * 100)} showInfo={false} />
      <p className={styles.progress}>
        {t('build.progress', { place: place + 1, total: round.items.length })}
      </p>
      <div className={styles.target}>
        <div className={styles.ask}>
          <p className={styles.pinyin} lang="zh-Latn" dir="ltr">
            {item.pinyin}
          </p>
          <p className={styles.meaning} dir="auto">
            {meaningIn(item, language)}
          </p>
          <p className={styles.hint}>{t('build.ask')}</p>
        </div>
        <div className={styles.preview} aria-live="polite">
          <PartDrawing
            className={styles.previewDrawing}
            label={t('build.preview')}
            layers={[
              ...(radicalPart ? [{ strokes: radicalPart.strokes, colour: RADICAL_COLOUR }] : []),
              ...(otherPart ? [{ strokes: otherPart.strokes, colour: OTHER_COLOUR }] : []),
            ]}
          />
        </div>
      </div>
      <PartChoice
        name={`radical-${item.id}`}
        legend={t('build.radical')}
        parts={item.radicalParts}
        colour={RADICAL_COLOUR}
        chosen={radical}
        onChoose={setRadical}
      />
      <PartChoice
        name={`other-${item.id}`}
        legend={t('build.other')}
        parts={item.otherParts}
        colour={OTHER_COLOUR}
        chosen={other}
        onChoose={setOther}
      />
      <Button type="primary" size="large" disabled={!radical || !other} onClick={confirm}>
        {place + 1 === round.items.length ? t('build.finish') : t('build.next')}
      </Button>
    </div>
  );
}
