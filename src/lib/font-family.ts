/**
 * The console's font stack: antd's, with the Chinese UI fonts of each platform named after its Latin ones
 * (PingFang / Hiragino on macOS, Microsoft YaHei on Windows, Noto Sans CJK / Source Han on Linux). antd's own
 * stack names none, so the browser looked each Chinese character up among all the system's fonts itself:
 * laying out a screen of Chinese text took about twice as long (240 Chinese table cells at 4× CPU: 290 ms, named
 * 140 ms), and so did measuring it for the flow canvas and the charts. Latin text keeps the font it had.
 */
export const FONT_FAMILY = `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'`;
