import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaperSummary } from '@qiao/contracts/exams';
import { examStartLink } from '../exams-routes';
import styles from '../exams.module.css';

export function PaperCard({ paper }: { paper: PaperSummary }) {
  const { t } = useTranslation('exams');
  return (
    <Card
      size="small"
      title={<span dir="auto">{paper.title}</span>}
      extra={<Link to={examStartLink(paper.id)}>{t('list.open')}</Link>}
    >
      <p>
        <Tag>{t(`format.${paper.format}`)}</Tag>
        <span className={styles.muted}>
          {t('list.facts', { items: paper.items, minutes: paper.minutes })}
        </span>
      </p>
      <p className={styles.muted}>
        {paper.sections.map((section) => t(`sections.${section.kind}`)).join(' · ')}
      </p>
    </Card>
  );
}
