import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ItemAnswer, PublicSection } from '@qiao/contracts/exams';
import { isAnswered } from '../rules/answers';
import { answeredCounts, sectionItems } from '../rules/section-items';
import styles from '../exams.module.css';

/**
 * Before moving on or handing in: each section's answered and unanswered questions; the current
 * section's unanswered ones lead back to themselves (earlier sections are closed).
 */
export function ReviewScreen({
  sections,
  sectionIndex,
  answers,
  onGo,
  onBack,
  action,
}: {
  sections: readonly PublicSection[];
  sectionIndex: number;
  answers: Record<string, ItemAnswer | undefined>;
  onGo: (index: number) => void;
  onBack: () => void;
  /** "Next section" or "Hand in". */
  action: React.ReactNode;
}) {
  const { t } = useTranslation('exams');
  const counts = answeredCounts(sections, answers);
  const open = sectionItems(sections, sectionIndex)
    .map((one, index) => ({ ...one, index }))
    .filter(({ item }) => !isAnswered(item, answers[item.id]));
  return (
    <section className={styles.review} aria-labelledby="exam-review">
      <h2 id="exam-review">{t('review.title')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('review.section')}</th>
            <th>{t('review.answered')}</th>
            <th>{t('review.unanswered')}</th>
            <th>{t('review.state')}</th>
          </tr>
        </thead>
        <tbody>
          {sections.map((section, index) => (
            <tr key={index} aria-current={index === sectionIndex ? 'step' : undefined}>
              <th scope="row">{t(`sections.${section.kind}`)}</th>
              <td>{counts[index]!.answered}</td>
              <td>{counts[index]!.items - counts[index]!.answered}</td>
              <td>
                {t(
                  index < sectionIndex
                    ? 'review.closed'
                    : index === sectionIndex
                      ? 'review.current'
                      : 'review.later',
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open.length > 0 ? (
        <>
          <p>{t('review.goBack')}</p>
          <ul className={styles.navigator}>
            {open.map(({ item, number, index }) => (
              <li key={item.id}>
                <Button onClick={() => onGo(index)}>{t('review.question', { number })}</Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('review.allAnswered')}</p>
      )}
      <div className={styles.actions}>
        <Button onClick={onBack}>{t('review.back')}</Button>
        {action}
      </div>
    </section>
  );
}
