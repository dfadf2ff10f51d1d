// Stands in for antd/es/tooltip/UniqueProvider inside antd's ConfigProvider (webpack.config.ts). ConfigProvider
// imports it at boot for the `tooltip.unique` option, which brings @rc-component/trigger onto the login page;
// here the real provider loads only if a ConfigProvider ever sets that option (the console does not).
import { lazy, Suspense, type PropsWithChildren } from 'react';

const RealUniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

export default function TooltipUniqueProvider({ children }: PropsWithChildren) {
  return (
    <Suspense>
      <RealUniqueProvider>{children}</RealUniqueProvider>
    </Suspense>
  );
}
