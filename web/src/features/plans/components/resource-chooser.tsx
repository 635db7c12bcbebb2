import { useDeferredValue, useState } from 'react';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResourceChoice } from '../api/use-resource-choice';
import { addResource, removeResource, type ChosenResource } from '../rules/plan-resources';
import { ResourceKind } from './resource-kind';
import { TitleText } from './title-text';
import styles from './resource-chooser.module.css';

function KindTitle({ item }: { item: ChosenResource }) {
  return (
    <>
      <ResourceKind kind={item.kind} />
      <TitleText>{item.title}</TitleText>
    </>
  );
}

/**
 * "Also study": micro-lessons, documents and videos of the catalogue to study with one course of
 * a plan, searched by keyword and shown as removable tags in the order they will be studied (after
 * the course's class hours).
 */
export function ResourceChooser({
  id,
  courseTitle,
  value,
  onChange,
}: {
  id: string;
  courseTitle: string;
  value: readonly ChosenResource[];
  onChange: (next: ChosenResource[]) => void;
}) {
  const { t } = useTranslation('plans');
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const found = useResourceChoice(deferred);
  const choices = (deferred ? (found.data ?? []) : []).filter(
    (item) => !value.some((one) => one.id === item.id),
  );
  const options = choices.map((item) => ({
    value: item.id,
    title: `${t(`resources.kind.${item.kind}`)}: ${item.title}`,
    label: <KindTitle item={item} />,
  }));
  return (
    <>
      <Select<string | null>
        id={id}
        aria-label={t('resources.chooserLabel', { title: courseTitle })}
        showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
        value={null}
        placeholder={t('resources.placeholder')}
        loading={found.isFetching}
        notFoundContent={deferred ? t('resources.none') : t('resources.typeToSearch')}
        options={options}
        style={{ inlineSize: '100%' }}
        onChange={(picked) => {
          const item = choices.find((one) => one.id === picked);
          if (item) onChange(addResource(value, item));
          setKeyword('');
        }}
      />
      {value.length > 0 && (
        <ul className={styles.chosen} aria-label={t('resources.chosen', { title: courseTitle })}>
          {value.map((item) => (
            <li key={item.id}>
              <Tag
                closable={{
                  'aria-label': t('resources.remove', { title: item.title }),
                }}
                onClose={(event) => {
                  event.preventDefault();
                  onChange(removeResource(value, item.id));
                }}
              >
                <KindTitle item={item} />
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
