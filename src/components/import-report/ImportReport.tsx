import { Alert, Button, Progress, Table } from 'antd';

/** A row an import refused: its row number in the file and why. */
export interface RowError {
  row: number;
  msg: string;
}

/** How an import went: rows read, rows taken, and the refused ones. */
export interface ImportOutcome {
  total: number;
  success: number;
  errors: RowError[];
}

/** The feature's own wording of the report (each import names its rows as it does). */
export interface ImportReportTexts {
  progress(p: { done: number; total: number }): string;
  summary(s: { total: number; success: number; failed: number }): string;
  downloadErrors: string;
  errorsTitle: string;
  row: string;
  reason: string;
}

/** An import's progress while it runs, then its summary and the refused rows, downloadable. */
export function ImportReport({
  progress,
  outcome,
  texts,
  onDownloadErrors,
}: {
  progress?: { done: number; total: number };
  outcome?: ImportOutcome;
  texts: ImportReportTexts;
  onDownloadErrors(): void;
}) {
  return (
    <>
      {progress && (
        <Progress
          percent={Math.round((progress.done / progress.total) * 100)}
          format={() => texts.progress(progress)}
        />
      )}
      {outcome && (
        <>
          <Alert
            type={outcome.errors.length ? 'warning' : 'success'}
            showIcon
            title={texts.summary({
              total: outcome.total,
              success: outcome.success,
              failed: outcome.errors.length,
            })}
            action={
              outcome.errors.length > 0 && (
                <Button size="small" onClick={onDownloadErrors}>
                  {texts.downloadErrors}
                </Button>
              )
            }
          />
          {outcome.errors.length > 0 && (
            <Table<RowError>
              size="small"
              rowKey="row"
              title={() => texts.errorsTitle}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={outcome.errors}
              columns={[
                { title: texts.row, dataIndex: 'row', width: 80 },
                { title: texts.reason, dataIndex: 'msg' },
              ]}
            />
          )}
        </>
      )}
    </>
  );
}
