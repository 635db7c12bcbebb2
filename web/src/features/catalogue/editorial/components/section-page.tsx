import type { ReactNode } from 'react';
import styles from './editorial.module.css';

/** The frame of every editorial page: one heading, an optional line under it, the content. */
export function SectionPage({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </div>
  );
}
