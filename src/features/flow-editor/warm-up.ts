import type { TFunction } from 'i18next';
import { loadCanvas } from './components/canvas-loader';

/** Loads the canvas and draws a small scene off the page (canvas-warm-up); answers how to remove it early. */
export async function warmUpFlowCanvas(t: TFunction<'flow'>) {
  await loadCanvas();
  const { warmUpCanvas } = await import(/* webpackChunkName: "flow-canvas" */ './components/canvas-warm-up');
  return warmUpCanvas(t);
}
