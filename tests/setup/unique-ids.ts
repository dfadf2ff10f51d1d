import type React from 'react';

// @rc-component/util's useId answers the constant 'test-id' under NODE_ENV=test, so every antd
// modal on a page is labelled by the same element and role queries by dialog name cannot tell
// them apart. Tests get React's own ids, as the browser does.
jest.mock('@rc-component/util/lib/hooks/useId', () => {
  const actual = jest.requireActual('@rc-component/util/lib/hooks/useId');
  const { useId } = jest.requireActual<typeof React>('react');
  return {
    ...actual,
    __esModule: true,
    default: function useUniqueId(id?: string) {
      const reactId = useId();
      return id ?? reactId;
    },
  };
});
