import { Button, Input } from 'antd';
import type { SearchProps } from 'antd/es/input';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface SearchFieldProps extends Omit<SearchProps, 'enterButton' | 'allowClear'> {
  /** A filled, coloured search button (antd's `enterButton`) instead of a plain one. */
  primary?: boolean;
}

/**
 * antd's search box with its two icon-only buttons named in the interface language: antd names
 * them after their icons, "search" and "close-circle", in English whatever the page's language.
 */
export function SearchField({ primary = false, ...props }: SearchFieldProps) {
  const { t } = useTranslation('common');
  return (
    <Input.Search
      {...props}
      allowClear={{ clearIcon: <CloseCircleFilled aria-label={t('searchField.clear')} /> }}
      enterButton={
        <Button
          type={primary ? 'primary' : 'default'}
          icon={<SearchOutlined aria-hidden />}
          aria-label={t('searchField.submit')}
        />
      }
    />
  );
}
