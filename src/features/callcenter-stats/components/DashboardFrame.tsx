import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Flex, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { REFRESH_CHOICES, useAutoRefresh } from '../auto-refresh';
import type { DayRange } from '@/lib/day-range';
import { useWallboard } from '../wallboard';
import { RangeFilter } from './RangeFilter';

const WallboardContext = createContext(false);

/** A chart's height: taller on the wallboard. */
export const useChartHeight = (base: number) =>
  useContext(WallboardContext) ? Math.round(base * 1.5) : base;

// larger type on the wallboard, read across a room
const WALLBOARD_THEME = {
  token: { fontSize: 20 },
  components: { Statistic: { contentFontSize: 44, titleFontSize: 20 }, Card: { headerFontSize: 22 } },
};
const FALLBACK_STYLE = {
  position: 'fixed',
  inset: 0,
  zIndex: 1100,
  overflow: 'auto',
} as const;

interface Props {
  title: string;
  range: DayRange;
  onRange: (r: DayRange) => void;
  refresh: () => void;
  /** when the figures were last read (ms) */
  updatedAt?: number;
  children: ReactNode;
}

/** A dashboard's frame: its date range, auto-refresh (paused while the page is hidden) and wallboard mode. */
export function DashboardFrame({ title, range, onRange, refresh, updatedAt, children }: Props) {
  const { t } = useTranslation('callcenterStats');
  const ref = useRef<HTMLDivElement>(null);
  const [seconds, setSeconds] = useState<number>(60);
  const wallboard = useWallboard(ref);
  useAutoRefresh(seconds, refresh);
  return (
    <div
      ref={ref}
      data-testid="dashboard"
      data-wallboard={wallboard.on ? 'on' : 'off'}
      style={{
        background: '#f5f5f5',
        padding: wallboard.on ? 24 : 0,
        ...(wallboard.fallback ? FALLBACK_STYLE : {}),
      }}
    >
      <ConfigProvider theme={wallboard.on ? WALLBOARD_THEME : undefined}>
        <WallboardContext.Provider value={wallboard.on}>
          <Flex vertical gap={16}>
            <Flex wrap gap={12} align="center" justify="space-between">
              <Typography.Title level={wallboard.on ? 2 : 4} style={{ margin: 0 }}>
                {title}
              </Typography.Title>
              <Flex wrap gap={12} align="center">
                <RangeFilter value={range} onChange={onRange} />
                <Select
                  aria-label={t('refresh.label')}
                  value={seconds}
                  onChange={setSeconds}
                  style={{ width: 140 }}
                  options={REFRESH_CHOICES.map((s) => ({
                    value: s,
                    label: s
                      ? t('refresh.every', {
                          count: s >= 60 ? s / 60 : s,
                          unit: t(s >= 60 ? 'refresh.minutes' : 'refresh.seconds'),
                        })
                      : t('refresh.off'),
                  }))}
                />
                {updatedAt ? (
                  <Typography.Text type="secondary">
                    {t('refresh.updatedAt', { time: dayjs(updatedAt).format('HH:mm:ss') })}
                  </Typography.Text>
                ) : null}
                <Button
                  icon={wallboard.on ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                  onClick={() => (wallboard.on ? wallboard.exit() : void wallboard.enter())}
                >
                  {wallboard.on ? t('wallboard.exit') : t('wallboard.enter')}
                </Button>
              </Flex>
            </Flex>
            {children}
          </Flex>
        </WallboardContext.Provider>
      </ConfigProvider>
    </div>
  );
}
