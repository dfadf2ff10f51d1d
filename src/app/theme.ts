import type { ThemeConfig } from 'antd';
import { FONT_FAMILY } from '@/lib/font-family';
import { PRIMARY } from '@/lib/primary-colour';

/**
 * antd's default look with every text at WCAG AA contrast (4.5:1) on the backgrounds it sits on (white, the
 * grey of table heads and hovered rows, the light blue of selected rows and menu items): antd's own blue, red,
 * grey texts and tag colours measure 2–4:1 there.
 */
export const theme: ThemeConfig = {
  // components take their styles from antd's stylesheet (webpack.config.ts, src/lib/antd-stylesheet.ts): building
  // them in the page cost about a quarter of a list screen's first draw at 4× CPU (npm run bench)
  zeroRuntime: true,
  token: {
    fontFamily: FONT_FAMILY,
    // links, link buttons, white text on primary buttons and selected menu items
    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    colorError: '#d32029',
    colorSuccessText: '#2b830a',
    // secondary texts (Typography secondary, statistic titles, description labels, form help) and placeholders
    colorTextTertiary: 'rgba(0, 0, 0, 0.56)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
  components: {
    // A tag's text is its colour on that colour's palest tint; the icons and badges elsewhere keep antd's shades.
    Tag: {
      colorSuccess: '#2b830a',
      colorWarning: '#874d00',
      volcano7: '#ad2102',
      orange7: '#ad4e00',
      gold7: '#874d00',
      yellow7: '#876800',
      lime7: '#3f6600',
      green7: '#237804',
      cyan7: '#006d75',
    },
  },
};
