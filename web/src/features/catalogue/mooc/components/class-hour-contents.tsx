import { Tag } from 'antd';
import { FilePdfOutlined, FormOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ClassContentSummary } from '@qiao/contracts/catalogue-mooc';
import styles from './mooc.module.css';
import { formatDuration } from '../../../../format/duration';

const ICONS = {
  video: <PlayCircleOutlined aria-hidden />,
  document: <FilePdfOutlined aria-hidden />,
  test: <FormOutlined aria-hidden />,
} as const;

/** What a class hour holds: kind, title and, for videos, length. */
export function ClassHourContents({ contents }: { contents: readonly ClassContentSummary[] }) {
  const { t } = useTranslation('mooc');
  if (contents.length === 0) return <p>{t('hour.empty')}</p>;
  return (
    <ul className={styles.contents}>
      {contents.map((content) => (
        <li key={content.id} className={styles.content}>
          {ICONS[content.kind]}
          <Tag>{t(`hour.kind.${content.kind}`)}</Tag>
          <span dir="auto">{content.title}</span>
          {/* Always there, empty or not, so every length sits in the same column. */}
          <span className={styles.contentDuration}>
            {content.durationSeconds !== null && (
              <bdi>{formatDuration(content.durationSeconds)}</bdi>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
