import { Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MOOC_FILTER_NAMES,
  MOOC_FILTERS,
  filterValueKey,
  withFilter,
  type MoocFilterName,
  type MoocListQuery,
} from '../rules/mooc-list-query';
import styles from './mooc.module.css';

const ALL = 'all';

function FilterRow({
  name,
  query,
  onChange,
}: {
  name: MoocFilterName;
  query: MoocListQuery;
  onChange: (next: MoocListQuery) => void;
}) {
  const { t } = useTranslation('mooc');
  const labelId = `mooc-filter-${name}`;
  const options = [
    { value: ALL, label: t('filter.all') },
    ...MOOC_FILTERS[name].map((value: string) => ({
      value,
      label: t(filterValueKey(name, value)),
    })),
  ];
  return (
    <div className={styles.filterRow} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.filterLabel}>
        {t(`filter.${name}`)}
      </span>
      <Segmented
        value={query[name] ?? ALL}
        options={options}
        onChange={(value) => onChange(withFilter(query, name, value === ALL ? undefined : value))}
      />
    </div>
  );
}

/** The four filters of spec §3 as rows of choices ("all" first), and a keyword search. */
export function MoocFilters({
  query,
  onChange,
}: {
  query: MoocListQuery;
  onChange: (next: MoocListQuery) => void;
}) {
  const { t } = useTranslation('mooc');
  return (
    <section className={`${styles.panel} ${styles.filters}`} aria-label={t('list.filtersLabel')}>
      {MOOC_FILTER_NAMES.map((name) => (
        <FilterRow key={name} name={name} query={query} onChange={onChange} />
      ))}
      <Input.Search
        key={query.keyword}
        className={styles.keyword}
        aria-label={t('list.keywordLabel')}
        placeholder={t('list.keywordPlaceholder')}
        defaultValue={query.keyword}
        allowClear
        enterButton
        onSearch={(keyword) => onChange({ ...query, keyword: keyword.trim(), page: 1 })}
      />
    </section>
  );
}
