import { useEffect } from 'react';
import { App } from 'antd';
import { setNotifier } from '@/api/feedback';

/**
 * Points the request layer's warnings and errors at antd's themed message (REQ-13..15).
 * It lives in the signed-in layout: the login page shows its failure inline and loads no message code.
 */
export function FeedbackBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    // The text is the key, so the same failure from merged or repeated calls shows once.
    setNotifier({
      success: (text) => void message.success({ content: text, key: text }),
      warning: (text) => void message.warning({ content: text, key: text }),
      error: (text) => void message.error({ content: text, key: text }),
    });
    return () => setNotifier(null);
  }, [message]);
  return null;
}
