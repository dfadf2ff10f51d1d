import { memo } from 'react';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import type { SpeakStatus } from '@/api/socket-messages';
import { selectSpeak } from '../assistant-window.store';

type Indicator = 'speed' | 'volume' | 'forestall' | 'mute';
const FIELD: Record<Indicator, keyof SpeakStatus> = {
  speed: 'speed_status',
  volume: 'volume_status',
  forestall: 'forestall_status',
  mute: 'mute_status',
};
/** The value that needs no attention: 1 is "normal" for every indicator (spec section 3). */
const NORMAL = 1;

/** ASSIST-10..13: the seat's speech speed, volume, interruption and mute, as the platform hears them. */
export const SpeakIndicators = memo(function SpeakIndicators() {
  const { t } = useTranslation('assistantWindow');
  const speak = useAppSelector(selectSpeak);
  const value = (indicator: Indicator): string => {
    if (!speak) return t('indicators.unknown');
    const v = speak[FIELD[indicator]];
    switch (indicator) {
      case 'speed':
        return t(`indicators.speedValue.${v as 0 | 1 | 2}`);
      case 'volume':
        return t(`indicators.volumeValue.${v as 0 | 1 | 2}`);
      case 'forestall':
        return t(`indicators.forestallValue.${v as 0 | 1}`);
      case 'mute':
        return t(`indicators.muteValue.${v as 0 | 1}`);
    }
  };
  const color = (indicator: Indicator) =>
    !speak ? 'default' : speak[FIELD[indicator]] === NORMAL ? 'success' : 'warning';
  return (
    <Space size={[8, 4]} wrap aria-label={t('indicators.title')} role="group">
      {(Object.keys(FIELD) as Indicator[]).map((indicator) => (
        <Tag key={indicator} color={color(indicator)} data-indicator={indicator}>
          {t('indicators.line', { label: t(`indicators.${indicator}`), value: value(indicator) })}
        </Tag>
      ))}
    </Space>
  );
});
