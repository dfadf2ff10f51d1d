import { LAYERS } from '@/lib/layers';
import type { WindowSize } from './assistant-window.slice';

/** ASSIST-02/03, CONST (section 9): the assistant window's two sizes in CSS pixels. */
export const WINDOW_SIZES: Record<WindowSize, { width: number; height: number }> = {
  normal: { width: 1330, height: 600 },
  mini: { width: 400, height: 400 },
};

export const WINDOW_Z_INDEX = LAYERS.assistantWindow;
