import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaperSummary } from '@qiao/contracts/exams';
import styles from '../exams.module.css';

/** What a paper holds: its sections with items and minutes, and its scale and pass mark. */
export function PaperFacts({ paper }: { paper: PaperSummary }) {
  const { t } = useTranslation('exams');
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'level',
            label: t('start.level'),
            children: (
              <>
                <bdi dir="ltr">{paper.levelName}</bdi> <Tag>{t(`format.${paper.format}`)}</Tag>
              </>
            ),
          },
          { key: 'items', label: t('start.items'), children: paper.items },
          {
            key: 'minutes',
            label: t('start.minutes'),
            children: t('start.minutesValue', { minutes: paper.minutes }),
          },
          {
            key: 'scale',
            label: t('start.scale'),
            children: t('start.scaleValue', { max: paper.scale.max, pass: paper.scale.pass }),
          },
        ]}
      />
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('review.section')}</th>
              <th>{t('start.items')}</th>
              <th>{t('start.minutes')}</th>
            </tr>
          </thead>
          <tbody>
            {paper.sections.map((section, index) => (
              <tr key={index}>
                <th scope="row">{t(`sections.${section.kind}`)}</th>
                <td>{section.items}</td>
                <td>{section.minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
