// Stands in for antd/es/color-picker/components/ColorPresets inside antd's Button token code (webpack.config.ts):
// the Button styles need only isBright, and the real module brings the whole ColorPicker and Collapse with it.
// Same code as antd 6's isBright, with the Color class imported from its own file rather than the picker's index.
import { Color as RcColor } from '@rc-component/color-picker/es/color';
import type { AggregationColor } from 'antd/es/color-picker/color';

export const isBright = (value: AggregationColor, bgColorToken: string) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    // Adapted to dark mode
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
