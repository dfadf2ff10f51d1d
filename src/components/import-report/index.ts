export { BatchedImportModal, type BatchedImportTexts } from './BatchedImportModal';
export { importInBatches, type BatchAnswer } from './import-in-batches';
export { ImportReport, type ImportOutcome, type ImportReportTexts, type RowError } from './ImportReport';
