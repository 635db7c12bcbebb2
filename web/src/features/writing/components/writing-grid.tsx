import styles from './character-writer.module.css';

/** The practice square's guide lines: 田字格 (a cross) or 米字格 (a cross and both diagonals). */
export type GridKind = 'tian' | 'mi';

/** The square drawn behind a character, scaled with it (its own 0–100 coordinates). */
export function WritingGrid({ kind }: { kind: GridKind }) {
  return (
    <svg className={styles.grid} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="99" height="99" className={styles.gridBorder} />
      <line x1="50" y1="0" x2="50" y2="100" className={styles.gridGuide} />
      <line x1="0" y1="50" x2="100" y2="50" className={styles.gridGuide} />
      {kind === 'mi' && (
        <>
          <line x1="0" y1="0" x2="100" y2="100" className={styles.gridGuide} />
          <line x1="100" y1="0" x2="0" y2="100" className={styles.gridGuide} />
        </>
      )}
    </svg>
  );
}
