import { useState } from 'react';
import { Button, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PlanCourse } from '@qiao/contracts/plans';
import { moveEntry } from '../rules/reorder';
import styles from '../plans.module.css';
import { TitleText } from './title-text';

/**
 * A plan's courses in their order, rearranged by dragging a row (the browser's own drag and drop:
 * the project carries no drag library) or, for the keyboard and touch, by the up and down buttons.
 * Each drop sends the whole new order at once.
 */
export function SortableCourses({
  courses,
  onSort,
  busy,
}: {
  courses: readonly PlanCourse[];
  onSort: (courseIds: string[]) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('plans');
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const ordered = [...courses].sort((a, b) => a.order - b.order);
  const sendMove = (from: number, to: number) => {
    if (from === to || to < 0 || to >= ordered.length) return;
    onSort(moveEntry(ordered, from, to).map((course) => course.courseId));
  };
  return (
    <ol className={styles.sortable} aria-label={t('sort.label')} aria-busy={busy}>
      {ordered.map((course, index) => (
        <li
          key={course.courseId}
          className={styles.sortableRow}
          draggable={!busy}
          data-dragging={dragging === index}
          data-over={over === index && dragging !== index}
          data-course={course.courseId}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            setDragging(index);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(index);
          }}
          onDragLeave={() => setOver((current) => (current === index ? null : current))}
          onDrop={(event) => {
            event.preventDefault();
            const from = Number(event.dataTransfer.getData('text/plain'));
            setDragging(null);
            setOver(null);
            if (Number.isInteger(from)) sendMove(from, index);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
        >
          <HolderOutlined aria-hidden />
          <span className={styles.grow}>
            {index + 1}. <TitleText>{course.title}</TitleText>{' '}
            <span className={styles.muted}>
              {t('courses.perDay', { count: course.dailyLoad })} ·{' '}
              {t('courses.doneOf', { done: course.doneItems, total: course.totalItems })}
            </span>
          </span>
          <Space>
            <Button
              size="small"
              icon={<ArrowUpOutlined aria-hidden />}
              aria-label={t('sort.up', { title: course.title })}
              disabled={busy || index === 0}
              onClick={() => sendMove(index, index - 1)}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined aria-hidden />}
              aria-label={t('sort.down', { title: course.title })}
              disabled={busy || index === ordered.length - 1}
              onClick={() => sendMove(index, index + 1)}
            />
          </Space>
        </li>
      ))}
    </ol>
  );
}
