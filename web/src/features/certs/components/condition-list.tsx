import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ExclamationCircleOutlined from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CertCondition } from '@qiao/contracts/certs';
import { SvgIcon } from '../../../components/icon/svg-icon';
import { formatNumber } from '../../../format/numbers';
import { inlineValue } from '../../../format/inline-value';
import { useLanguage } from '../../../hooks/use-language';
import { EXAM_ROUTES } from '../certs-routes';
import { conditionLine } from '../rules/condition-lines';
import styles from '../certs.module.css';

/**
 * Each condition of a course's certificate with the learner's own figure and what is still
 * missing ("course done 62% — 80% needed"); an exam not taken yet leads to the mock exams.
 */
export function ConditionList({
  conditions,
  levelName,
  linkExams = true,
}: {
  conditions: readonly CertCondition[];
  levelName: string;
  /** The admin queue shows the figures only. */
  linkExams?: boolean;
}) {
  const { t } = useTranslation('certs');
  const { language } = useLanguage();
  const number = (value: number | null) => inlineValue(formatNumber(value ?? 0, language));
  return (
    <ul className={styles.conditions} aria-label={t('conditions.label')}>
      {conditions.map((condition) => {
        const line = conditionLine(condition);
        const values = {
          have: number(line.have),
          need: number(line.need),
          max: number(line.max),
          missing: number(line.missing),
          level: inlineValue(levelName),
        };
        const met = line.standing === 'met';
        return (
          <li
            key={condition.kind}
            className={met ? styles.conditionMet : styles.conditionMissing}
            data-testid="cert-condition"
          >
            <SvgIcon
              icon={met ? CheckCircleFilled : ExclamationCircleOutlined}
              className={styles.conditionIcon}
            />
            <span className={styles.conditionName}>
              {t(`conditions.${line.kind}.name`, values)}
            </span>
            <span className={styles.conditionFigure}>
              {t(`conditions.${line.kind}.${line.standing}`, values)}
            </span>
            <span className="qiao-visually-hidden">{met ? t('conditions.met') : ''}</span>
            {met ? (
              <span aria-hidden className={styles.tick}>
                ✓
              </span>
            ) : (
              line.kind === 'examPassed' &&
              linkExams && (
                <Link to={EXAM_ROUTES.list} className={styles.conditionLink}>
                  {t('conditions.toExams')}
                </Link>
              )
            )}
          </li>
        );
      })}
    </ul>
  );
}
