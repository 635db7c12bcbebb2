import { Button, Checkbox, Popover, Segmented, Slider } from 'antd';
import { AppstoreOutlined, TableOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  COLUMN_KEYS,
  GRID_SIZE_RANGE,
  type ColumnKey,
  type DisplayModel,
  type DrivePreferences,
} from '../rules/drive-preferences';
import styles from './drive-toolbar.module.css';

interface ViewControlsProps {
  preferences: DrivePreferences;
  /** Columns that have data in the view shown (the delete time only in the recycle bin). */
  availableColumns: readonly ColumnKey[];
  onChange: (change: Partial<DrivePreferences>) => void;
}

/** List or grid, which columns, and how large the grid icons are; all kept in the browser. */
export function ViewControls({ preferences, availableColumns, onChange }: ViewControlsProps) {
  const { t } = useTranslation('drive');
  const chooser = (
    <Checkbox.Group<ColumnKey>
      className={styles.columnList}
      value={preferences.columns}
      options={availableColumns.map((key) => ({ value: key, label: t(`columns.${key}`) }))}
      onChange={(checked) => {
        // Columns of other views stay as they were chosen; the table keeps its own order.
        const kept = new Set([
          ...preferences.columns.filter((key) => !availableColumns.includes(key)),
          ...checked,
        ]);
        onChange({ columns: COLUMN_KEYS.filter((key) => kept.has(key)) });
      }}
    />
  );
  return (
    <div className={styles.group}>
      <Segmented<DisplayModel>
        aria-label={t('toolbar.display')}
        value={preferences.displayModel}
        onChange={(displayModel) => onChange({ displayModel })}
        options={[
          { value: 'list', icon: <UnorderedListOutlined aria-hidden />, label: t('toolbar.list') },
          { value: 'grid', icon: <AppstoreOutlined aria-hidden />, label: t('toolbar.grid') },
        ]}
      />
      {preferences.displayModel === 'list' ? (
        <Popover content={chooser} trigger="click" placement="bottom">
          <Button icon={<TableOutlined aria-hidden />}>{t('toolbar.columns')}</Button>
        </Popover>
      ) : (
        <div className={styles.sizeControl}>
          <span aria-hidden="true">{t('toolbar.gridSize')}</span>
          <Slider
            className={styles.slider}
            min={GRID_SIZE_RANGE.min}
            max={GRID_SIZE_RANGE.max}
            step={10}
            value={preferences.gridSize}
            onChange={(gridSize) => onChange({ gridSize })}
            ariaLabelForHandle={t('toolbar.gridSize')}
            tooltip={{ formatter: (value) => `${value} px` }}
          />
        </div>
      )}
    </div>
  );
}
