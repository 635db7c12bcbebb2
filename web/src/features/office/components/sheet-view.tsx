import { useEffect, useState } from 'react';
import { Alert, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import ExcelJS from 'exceljs';
import styles from './office.module.css';

/** Enough of a sheet to see what it holds; the whole of it is a download away. */
const MAX_ROWS = 500;
const MAX_COLUMNS = 50;

interface Sheet {
  name: string;
  rows: string[][];
  columns: number;
  truncated: boolean;
}

/** Spreadsheet column letters: A … Z, AA … */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

async function readSheets(bytes: ArrayBuffer): Promise<Sheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook.worksheets.map((worksheet) => {
    const rowCount = Math.min(worksheet.rowCount, MAX_ROWS);
    const columns = Math.min(worksheet.columnCount, MAX_COLUMNS);
    const rows: string[][] = [];
    for (let r = 1; r <= rowCount; r++) {
      const row = worksheet.getRow(r);
      const cells: string[] = [];
      for (let c = 1; c <= columns; c++) cells.push(row.getCell(c).text ?? '');
      rows.push(cells);
    }
    return {
      name: worksheet.name,
      rows,
      columns,
      truncated: worksheet.rowCount > MAX_ROWS || worksheet.columnCount > MAX_COLUMNS,
    };
  });
}

function SheetTable({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation('office');
  if (sheet.rows.length === 0 || sheet.columns === 0) {
    return <p className={styles.note}>{t('preview.sheetEmpty')}</p>;
  }
  return (
    <>
      {sheet.truncated && (
        <Alert
          type="info"
          title={t('preview.sheetTruncated', {
            rows: t('preview.firstRows', { count: MAX_ROWS }),
            columns: t('preview.firstColumns', { count: MAX_COLUMNS }),
          })}
        />
      )}
      <div className={styles.sheetScroll}>
        {/* Sheets read left to right, columns A, B, C…, whatever the page's direction. */}
        <table className={styles.sheet} dir="ltr">
          <thead>
            <tr>
              <th />
              {Array.from({ length: sheet.columns }, (_, c) => (
                <th key={c} scope="col">
                  {columnName(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.rows.map((cells, r) => (
              <tr key={r}>
                <th scope="row">{r + 1}</th>
                {cells.map((text, c) => (
                  <td key={c} dir="auto">
                    {text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** An Excel workbook read by ExcelJS (loaded only with this view): one tab per sheet. */
export default function SheetView({ bytes }: { bytes: ArrayBuffer }) {
  const { t } = useTranslation('office');
  const [sheets, setSheets] = useState<Sheet[] | 'failed'>();
  useEffect(() => {
    let live = true;
    readSheets(bytes)
      .then((read) => live && setSheets(read))
      .catch(() => live && setSheets('failed'));
    return () => {
      live = false;
    };
  }, [bytes]);
  if (!sheets) return <Spin tip={t('preview.loading')} />;
  if (sheets === 'failed') return <Alert type="warning" title={t('preview.failed')} />;
  return (
    <Tabs
      className={styles.sheetTabs}
      aria-label={t('preview.sheets')}
      tabPlacement="bottom"
      items={sheets.map((sheet, index) => ({
        key: String(index),
        label: <bdi>{sheet.name}</bdi>,
        children: <SheetTable sheet={sheet} />,
      }))}
    />
  );
}
