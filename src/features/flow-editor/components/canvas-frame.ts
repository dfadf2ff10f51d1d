import * as go from 'gojs';

/**
 * Without a licence key (config.js `gojsLicenseKey`) GoJS draws its evaluation notice over the top-left of the
 * view: four lines, about 175 × 70 px whatever the scale (measured in Chromium, GoJS 4.0). A preview keeps
 * its node below this band rather than hiding the notice.
 */
export const EVALUATION_NOTICE_PX = 72;
/** Room around the framed node, px. */
const MARGIN_PX = 8;

/**
 * Shows a part whole and centred in the view below `clearTopPx`, scaled down when it is bigger than that
 * room (a node with many branches is taller than a small preview), never up.
 */
export function framePart(diagram: go.Diagram, part: go.Part, clearTopPx: number) {
  const bounds = part.actualBounds;
  const view = diagram.viewportBounds;
  if (!bounds.isReal() || !view.isReal() || bounds.width <= 0 || bounds.height <= 0) return;
  const widthPx = view.width * diagram.scale;
  const heightPx = view.height * diagram.scale;
  const roomWidth = widthPx - 2 * MARGIN_PX;
  const roomHeight = heightPx - clearTopPx - 2 * MARGIN_PX;
  if (roomWidth <= 0 || roomHeight <= 0) return;
  const scale = Math.min(1, roomWidth / bounds.width, roomHeight / bounds.height);
  // the node's centre on the room's centre: the room starts below the band
  const centreY = clearTopPx + MARGIN_PX + roomHeight / 2;
  diagram.scale = scale;
  diagram.position = new go.Point(bounds.centerX - widthPx / 2 / scale, bounds.centerY - centreY / scale);
}
