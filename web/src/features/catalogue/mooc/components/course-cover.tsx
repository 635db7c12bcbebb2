import { ReadOutlined } from '@ant-design/icons';
import styles from './mooc.module.css';

/** A course or class cover; without one, a plain tile in the site's colours. */
export function CourseCover({ url, className = '' }: { url: string | null; className?: string }) {
  if (url) {
    return <img className={`${styles.cover} ${className}`} src={url} alt="" loading="lazy" />;
  }
  return (
    <div className={`${styles.cover} ${className}`} aria-hidden>
      <ReadOutlined />
    </div>
  );
}
