import { useTranslation } from 'react-i18next';
import type { PlanResourceKind } from '@qiao/contracts/plans';
import styles from './resource-chooser.module.css';

/**
 * The kind of a resource that is not a class hour (micro-lesson, document, video), written before
 * its title so a plan's list tells a reading from a lesson; class hours, the usual case, show none.
 */
export function ResourceKind({ kind }: { kind: PlanResourceKind }) {
  const { t } = useTranslation('plans');
  if (kind === 'classHour') return null;
  return <span className={styles.kind}>{t(`resources.kind.${kind}`)}</span>;
}
