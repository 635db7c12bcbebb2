import { useState } from 'react';
import { Button } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PRACTICE_RUN,
  practicePageLink,
  practiceSourceOf,
  type PracticeSource,
} from '@qiao/contracts/writing-practice-page';
import { RequireLogin } from '../../../session/require-login';
import { PracticeChooser } from './practice-chooser';
import { PracticeRun } from './practice-run';
import styles from './practice.module.css';

function sourceKey(source: PracticeSource) {
  return source.kind === 'category' ? `category:${source.categoryId}` : source.kind;
}

function SpellPractice() {
  const { t } = useTranslation('writing');
  const [search, setSearch] = useSearchParams();
  const [length, setLength] = useState<number>(PRACTICE_RUN.defaultLength);
  const source = practiceSourceOf(search);
  const choose = (next?: PracticeSource) =>
    setSearch(new URLSearchParams(practicePageLink(next).search));

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('practice.title')}</h1>
        {source && (
          <Button type="link" onClick={() => choose()}>
            {t('practice.chooseAnother')}
          </Button>
        )}
      </div>
      {source ? (
        <PracticeRun
          key={`${sourceKey(source)}-${length}`}
          source={source}
          length={length}
          onChooseAgain={() => choose()}
        />
      ) : (
        <>
          <p className={styles.intro}>{t('practice.intro')}</p>
          <PracticeChooser length={length} onLength={setLength} onChoose={choose} />
        </>
      )}
    </div>
  );
}

/**
 * `/pages/spell-practice/spell-practice` (spec learning area §2): writing practice with spaced
 * review. `?from=due`, `?from=mine` or `?category=hsk:1` starts a run; without one, the learner
 * chooses.
 */
export default function SpellPracticePage() {
  return <RequireLogin>{() => <SpellPractice />}</RequireLogin>;
}
