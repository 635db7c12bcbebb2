import { Link } from 'react-router';
import type { LibraryCard } from '@qiao/contracts/catalogue-library';
import { detailPath } from '../library-routes';
import styles from './library.module.css';
import { formatDuration } from '../../../../format/duration';

/** The list beside a detail page; the item on show is marked as the current page. */
export function RelatedList({
  title,
  items,
  route,
  currentId,
}: {
  title: string;
  items: LibraryCard[];
  route: string;
  currentId?: string;
}) {
  if (items.length === 0) return null;
  return (
    <nav className={styles.aside} aria-label={title}>
      <h2 className={styles.asideTitle}>{title}</h2>
      <ol className={styles.related}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              className={styles.relatedLink}
              to={detailPath(route, item.id)}
              aria-current={item.id === currentId ? 'page' : undefined}
            >
              <span dir="auto">{item.title}</span>
              {item.durationSeconds !== null && (
                <span className={styles.meta}>{formatDuration(item.durationSeconds)}</span>
              )}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
