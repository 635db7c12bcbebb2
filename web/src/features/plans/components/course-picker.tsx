import { useDeferredValue, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCourseChoice } from '../api/use-course-choice';

/** Chooses courses from the course centre by name (one for an exam plan, several otherwise). */
export function CoursePicker({
  value,
  onChange,
  multiple,
  id,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  multiple: boolean;
  id?: string;
}) {
  const { t } = useTranslation('plans');
  const [keyword, setKeyword] = useState('');
  const courses = useCourseChoice(useDeferredValue(keyword.trim()));
  const options = (courses.data?.list ?? []).map((course) => ({
    value: course.id,
    label: t('make.courseOption', { title: course.title, count: course.classHourCount }),
  }));
  return (
    <Select<string | string[]>
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? value : value[0]}
      placeholder={t('make.coursePlaceholder')}
      loading={courses.isFetching}
      options={options}
      style={{ inlineSize: '100%' }}
      onChange={(next) => onChange(Array.isArray(next) ? next : next ? [next] : [])}
    />
  );
}
