import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import { SvgIcon } from '../../../components/icon/svg-icon';
import styles from './home-section.module.css';

/** A titled block of the home, with a link to the full list when there is one. */
export function HomeSection({
  id,
  title,
  moreTo,
  children,
}: {
  id: string;
  title: ReactNode;
  moreTo?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('home');
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.heading}>
          {title}
        </h2>
        {moreTo && (
          <Link to={moreTo} className={styles.more}>
            {t('more')}
            <SvgIcon icon={ArrowRightOutlined} className="qiao-mirror" aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
