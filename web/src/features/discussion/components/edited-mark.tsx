import { useTranslation } from 'react-i18next';
import { WrittenAt } from './written-at';
import styles from './discussion.module.css';

/** "Edited" with the time of the author's last edit, on writing that was edited. */
export function EditedMark({ editedAt }: { editedAt: string | null }) {
  const { t } = useTranslation('discussion');
  if (!editedAt) return null;
  return (
    <span className={styles.edited} data-mark="edited">
      {t('edited')} <WrittenAt time={editedAt} />
    </span>
  );
}
