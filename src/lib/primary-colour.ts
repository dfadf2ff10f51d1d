/**
 * The console's primary colour (antd's colorPrimary, set in src/app/theme.ts), for what draws outside antd's
 * tokens: one step darker than antd's #1677ff, so white text on it and it as text on white reach 4.5:1.
 */
export const PRIMARY = '#0f62e0';
