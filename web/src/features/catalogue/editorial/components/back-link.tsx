import { Link } from 'react-router';
import { ArrowLeftOutlined } from '@ant-design/icons';
import styles from './editorial.module.css';

/** "Back to the list"; the arrow is mirrored in right-to-left pages, so it always points back. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={styles.back}>
      <ArrowLeftOutlined className="qiao-mirror" aria-hidden />
      {label}
    </Link>
  );
}
