export { DataTable } from './DataTable';
export type { DataTableProps, ListResult, PageResult } from './DataTable';
export type { SummaryRow } from './SummaryCells';
export {
  useTableQuery,
  toFilterValues,
  filtersOf,
  DEFAULT_PAGE_SIZE,
  pageSizeKey,
  storedSize,
} from './use-table-query';
export type { FilterValues, SortOrder, TableQuery } from './use-table-query';
export { useColumnSettings, columnSettingsKey } from './use-column-settings';
export type { ColumnSetting, ColumnSettings } from './use-column-settings';
export { useExport } from './use-export';
export type { ExportOptions, ExportRows } from './use-export';
export { buildWorkbook, downloadBlob, readSheet } from './excel';
export type { ExportColumn, SheetRow } from './excel';
export { AddButton } from './AddButton';
export { ExportButton } from './ExportButton';
export { WarmUpTable } from './WarmUpTable';
export { defineEnum, enumViews, useEnum, type EnumDef } from './enum-def';
