/** 导出CSV: every page of the list with the filters on screen. */
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { exportCsv, type CsvColumn } from './csv';
import type { PageOf } from './usePagedList';

export function ExportButton<Row>(props: {
  filename: string;
  columns: CsvColumn<Row>[];
  fetchPage: (page: number, size: number) => Promise<PageOf<Row>>;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const count = await exportCsv(props.filename, props.columns, props.fetchPage);
      message.success(`已导出 ${count} 条`);
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      导出CSV
    </Button>
  );
}
