import type { ReactNode } from 'react';
import { ConfigProvider, Empty } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from '@/i18n';
import type { AppStore } from './store';

/** SHELL-32: every empty list shows the placeholder common:empty, whatever antd's own text. */
const renderEmpty = () => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={i18n.t('common:empty')} />;

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider
          locale={zhCN}
          renderEmpty={renderEmpty}
          theme={{ token: { colorPrimary: '#1677ff' } }}
        >
          {children}
        </ConfigProvider>
      </I18nextProvider>
    </Provider>
  );
}
