import { useMemo, type ReactNode } from 'react';
import { ConfigProvider, Empty, type ConfigProviderProps } from 'antd';
import { EllipsisOutlined, SearchOutlined } from '@ant-design/icons';
import zhCN from 'antd/locale/zh_CN';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from '@/i18n';
import type { AppStore } from '@/store/hooks';
import { theme } from './theme';

/** SHELL-32: every empty list shows the placeholder common:empty, whatever antd's own text. */
const renderEmpty = () => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={i18n.t('common:empty')} />;

/**
 * Icon-only buttons antd draws by itself are named by their icon's English name ("search", "ellipsis"): the
 * search button of every search box and the overflow button of tabs get Chinese names.
 */
const namedIcons = (): Pick<ConfigProviderProps, 'inputSearch' | 'tabs'> => ({
  inputSearch: { searchIcon: <SearchOutlined aria-label={i18n.t('common:search')} /> },
  tabs: { moreIcon: <EllipsisOutlined aria-label={i18n.t('common:moreTabs')} /> },
});

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const icons = useMemo(() => namedIcons(), []);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={zhCN} renderEmpty={renderEmpty} theme={theme} {...icons}>
          {children}
        </ConfigProvider>
      </I18nextProvider>
    </Provider>
  );
}
