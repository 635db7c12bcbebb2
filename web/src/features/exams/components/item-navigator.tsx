import { useTranslation } from 'react-i18next';
import type { ItemAnswer } from '@qiao/contracts/exams';
import { isAnswered } from '../rules/answers';
import type { SectionItem } from '../rules/section-items';
import styles from '../exams.module.css';

/** The section's questions by number: the current one marked, the answered ones filled. */
export function ItemNavigator({
  items,
  answers,
  current,
  onGo,
}: {
  items: readonly SectionItem[];
  answers: Record<string, ItemAnswer | undefined>;
  current: number;
  onGo: (index: number) => void;
}) {
  const { t } = useTranslation('exams');
  return (
    <nav aria-label={t('paper.questions')}>
      <ol className={styles.navigator}>
        {items.map(({ item, number }, index) => {
          const answered = isAnswered(item, answers[item.id]);
          return (
            <li key={item.id}>
              <button
                type="button"
                className={[
                  styles.navItem,
                  answered ? styles.navAnswered : '',
                  index === current ? styles.navCurrent : '',
                ].join(' ')}
                aria-current={index === current ? 'step' : undefined}
                aria-label={t(answered ? 'paper.goAnswered' : 'paper.goUnanswered', { number })}
                onClick={() => onGo(index)}
              >
                {number}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
