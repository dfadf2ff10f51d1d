import { Button, Tooltip } from 'antd';
import { CloseOutlined, CompressOutlined, ExpandOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useOverlayFocusReturn } from '@/lib/focus';
import {
  assistantWindowActions,
  selectCallStatus,
  selectSpeechName,
  selectWindowSize,
} from '../assistant-window.store';
import { WINDOW_SIZES, WINDOW_Z_INDEX } from '../window-sizes';
import { ChatRecord } from './ChatRecord';
import { CustomerCard } from './CustomerCard';
import { KnowledgePages } from './KnowledgePages';
import { NodeScript } from './NodeScript';
import { SpeakIndicators } from './SpeakIndicators';
import { StageTree } from './StageTree';
import styles from './assistant-window.styles';
import { useWindowDrag } from './use-window-drag';

/** Tree height in the normal size: the window's body less the customer card above it. */
const TREE_HEIGHT = 300;

/**
 * ASSIST-01..03: the live prompts of the current call in a floating window that leaves the page usable
 * (no mask). Normal 1330×600 shows everything side by side; mini 400×400 keeps what the seat needs while
 * talking. The title bar moves it; it closes only once the call has ended.
 */
export function AssistantWindow() {
  const { t } = useTranslation('assistantWindow');
  const dispatch = useAppDispatch();
  const size = useAppSelector(selectWindowSize);
  const status = useAppSelector(selectCallStatus);
  const speechName = useAppSelector(selectSpeechName);
  const { width, height } = WINDOW_SIZES[size];
  const { position, handle } = useWindowDrag(width, height);
  const mini = size === 'mini';
  const focus = useOverlayFocusReturn();
  const close = () => {
    dispatch(assistantWindowActions.windowClosed());
    focus.restore();
  };
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-label={t('title')}
      onFocusCapture={focus.onFocusCapture}
      // Esc closes it like its close button, only once the call has ended (the nearest open popup takes Esc first)
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || status !== 'ended' || e.defaultPrevented) return;
        e.preventDefault();
        close();
      }}
      data-size={size}
      style={{ ...styles.frame, left: position.x, top: position.y, width, height, zIndex: WINDOW_Z_INDEX }}
    >
      <div style={styles.titleBar} {...handle} title={t('dragHint')} data-testid="assistant-window-title">
        <span style={styles.title}>{t('title')}</span>
        <span style={styles.titleInfo}>
          {status ? t(`status.${status}`) : ''}
          {speechName ? ` · ${speechName}` : ''}
        </span>
        <ChatRecord />
        <Tooltip title={mini ? t('toNormal') : t('toMini')}>
          <Button
            type="text"
            size="small"
            style={styles.titleButton}
            aria-label={mini ? t('toNormal') : t('toMini')}
            icon={mini ? <ExpandOutlined /> : <CompressOutlined />}
            onClick={() => dispatch(assistantWindowActions.sizeToggled())}
          />
        </Tooltip>
        {status === 'ended' && (
          <Button
            type="text"
            size="small"
            style={styles.titleButton}
            aria-label={t('close')}
            icon={<CloseOutlined />}
            onClick={close}
          />
        )}
      </div>
      {mini ? (
        <div style={styles.body}>
          <div style={{ ...styles.column, ...styles.mini }}>
            <CustomerCard compact />
            <SpeakIndicators />
            <NodeScript />
            <KnowledgePages />
          </div>
        </div>
      ) : (
        <div style={styles.body}>
          <div style={{ ...styles.column, ...styles.left }}>
            <CustomerCard compact={false} />
            <StageTree height={TREE_HEIGHT} />
          </div>
          <div style={{ ...styles.column, ...styles.middle }}>
            <SpeakIndicators />
            <NodeScript />
          </div>
          <div style={{ ...styles.column, ...styles.right }}>
            <KnowledgePages />
          </div>
        </div>
      )}
    </div>
  );
}
