import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { spellToolLink } from '@qiao/contracts/writing-tool';
import { useFontInfo } from '../api/use-font-info';
import { CharacterPanel } from '../components/character-panel';
import { CharacterSearch } from '../components/character-search';
import { WritePanel } from '../components/write-panel';
import styles from '../spell-tool.module.css';

/** Characters to start with when none is chosen: the first ones a learner meets in HSK 1. */
const FIRST_CHARACTERS = ['你', '好', '我', '是', '中', '国', '人', '学'];

function ChosenCharacter({ char }: { char: string }) {
  const { t } = useTranslation('writing');
  const info = useFontInfo(char);
  if (info.isPending) return <Skeleton active aria-label={t('character.loading')} />;
  if (info.isError) return <Alert type="warning" showIcon title={info.error.message} />;
  // Keyed by character: a new one starts its animation and its writing afresh.
  return (
    <div className={styles.columns} key={info.data.char}>
      <CharacterPanel info={info.data} />
      <WritePanel info={info.data} />
    </div>
  );
}

/** `/pages/spell-tool/spell-tool?char=你`: look a character up, watch it, write it. */
export default function SpellToolPage() {
  const { t } = useTranslation('writing');
  const [search, setSearch] = useSearchParams();
  const char = Array.from(search.get('char')?.trim() ?? '')[0];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <CharacterSearch onChoose={(chosen) => setSearch({ char: chosen })} />
      {char ? (
        <ChosenCharacter char={char} />
      ) : (
        <section className={styles.panel} aria-labelledby="start-title">
          <h2 id="start-title" className={styles.panelTitle}>
            {t('start.title')}
          </h2>
          <p className={styles.muted}>{t('start.hint')}</p>
          <ul className={styles.starters}>
            {FIRST_CHARACTERS.map((first) => (
              <li key={first}>
                <Link to={spellToolLink(first)} lang="zh-CN" className={styles.starter}>
                  {first}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
