import { Button, Card, Segmented, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WritingCategory } from '@qiao/contracts/writing';
import { PRACTICE_RUN, type PracticeSource } from '@qiao/contracts/writing-practice-page';
import { useLanguage } from '../../../hooks/use-language';
import { useMyWriteLogList } from '../api/use-learner-writing';
import { useWritingCategories } from '../api/use-search';
import styles from './practice.module.css';

/** The kinds shown as buttons; radicals, being many, are chosen in a list. */
const BUTTON_KINDS = ['hsk', 'yct', 'lesson'] as const;

/**
 * Where a run comes from: the characters due for review, all the learner has written, or a
 * category (HSK and YCT levels, the demo courses' lessons, a radical); and how many characters.
 */
export function PracticeChooser({
  length,
  onLength,
  onChoose,
}: {
  length: number;
  onLength: (length: number) => void;
  onChoose: (source: PracticeSource) => void;
}) {
  const { t } = useTranslation('writing');
  const { language } = useLanguage();
  const categories = useWritingCategories();
  const mine = useMyWriteLogList();
  const dueCount = mine.data?.dueCount ?? 0;
  const written = mine.data?.total ?? 0;
  const list = categories.data?.list ?? [];
  const titleOf = (category: WritingCategory) => {
    // Both demo courses open with a lesson called "Hello": the course, named in the lesson's id
    // (`lesson:hsk-course-1`), tells them apart.
    const course = /^lesson:(hsk|yct)-/.exec(category.id)?.[1];
    const title = category.title[language];
    return course ? `${course.toUpperCase()} · ${title}` : title;
  };

  return (
    <div className={styles.chooser}>
      <div className={styles.lengthRow}>
        <span id="practice-length">{t('practice.length')}</span>
        <Segmented
          aria-labelledby="practice-length"
          value={length}
          onChange={(value) => onLength(Number(value))}
          options={PRACTICE_RUN.lengths.map((value) => ({ value, label: String(value) }))}
        />
      </div>
      <Card title={t('practice.mineTitle')} size="small">
        <div className={styles.buttons}>
          <Button
            type={dueCount > 0 ? 'primary' : 'default'}
            disabled={dueCount === 0}
            onClick={() => onChoose({ kind: 'due' })}
          >
            {t('practice.due', { count: dueCount })}
          </Button>
          <Button disabled={written === 0} onClick={() => onChoose({ kind: 'mine' })}>
            {t('practice.mine', { count: written })}
          </Button>
        </div>
      </Card>
      {categories.isPending ? (
        <Skeleton active />
      ) : (
        <>
          {BUTTON_KINDS.map((kind) => (
            <Card key={kind} title={t(`practice.kinds.${kind}`)} size="small">
              <div className={styles.buttons}>
                {list
                  .filter((category) => category.kind === kind)
                  .map((category) => (
                    <Button
                      key={category.id}
                      onClick={() => onChoose({ kind: 'category', categoryId: category.id })}
                      className={styles.categoryButton}
                    >
                      <span dir="auto">{titleOf(category)}</span>
                      <span className={styles.sample} lang="zh-CN" aria-hidden="true">
                        {category.sample}
                      </span>
                    </Button>
                  ))}
              </div>
            </Card>
          ))}
          <Card title={t('practice.kinds.radical')} size="small">
            <Select
              showSearch
              className={styles.radicals}
              aria-label={t('practice.kinds.radical')}
              placeholder={t('practice.chooseRadical')}
              optionFilterProp="label"
              onChange={(categoryId: string) => onChoose({ kind: 'category', categoryId })}
              options={list
                .filter((category) => category.kind === 'radical')
                .map((category) => ({
                  value: category.id,
                  label: `${titleOf(category)} · ${category.sample} (${category.count})`,
                }))}
            />
          </Card>
        </>
      )}
    </div>
  );
}
