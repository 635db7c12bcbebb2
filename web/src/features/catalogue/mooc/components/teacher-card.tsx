import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MoocDetail } from '@qiao/contracts/catalogue-mooc';
import styles from './mooc.module.css';

export function TeacherCard({ teacher }: { teacher: NonNullable<MoocDetail['teacher']> }) {
  const { t } = useTranslation('mooc');
  return (
    <section className={styles.panel} aria-labelledby="mooc-teacher">
      <h2 id="mooc-teacher" className={styles.panelTitle}>
        {t('details.teacher')}
      </h2>
      <div className={styles.teacher}>
        <Avatar
          size={56}
          src={teacher.avatarUrl ?? undefined}
          icon={<UserOutlined aria-hidden />}
          alt=""
        />
        <div>
          <p className={styles.teacherName} dir="auto">
            {teacher.name}
          </p>
          {teacher.title && (
            <p className={styles.teacherTitle} dir="auto">
              {teacher.title}
            </p>
          )}
          {teacher.bio && (
            <p className={styles.teacherBio} dir="auto">
              {teacher.bio}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
