/** The browser and system a request's user-agent names, as a login log shows them (`Chrome 131`, `Windows 10`). */
export function userAgentOf(ua: string | null): { browser: string; os: string } {
  const text = ua ?? '';
  const version = (re: RegExp) => text.match(re)?.[1];
  const edge = version(/Edg\/(\d+)/);
  const firefox = version(/Firefox\/(\d+)/);
  const chrome = version(/Chrome\/(\d+)/);
  const safari = /Safari\//.test(text) ? version(/Version\/(\d+)/) : undefined;
  const browser = edge
    ? `Edge ${edge}`
    : firefox
      ? `Firefox ${firefox}`
      : chrome
        ? `Chrome ${chrome}`
        : safari
          ? `Safari ${safari}`
          : '未知';
  const windows = version(/Windows NT (\d+\.\d+)/);
  const os = windows
    ? windows === '10.0'
      ? 'Windows 10'
      : `Windows NT ${windows}`
    : /iPhone|iPad/.test(text)
      ? 'iOS'
      : /Mac OS X/.test(text)
        ? 'macOS'
        : /Android/.test(text)
          ? 'Android'
          : /Linux/i.test(text)
            ? 'Linux'
            : '未知';
  return { browser, os };
}
