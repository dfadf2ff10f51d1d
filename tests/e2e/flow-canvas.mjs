/** The flow editor's GoJS canvas, seen through its `flowProbe` test instrument. */

export const canvas = (page) => page.getByTestId('flow-canvas');

/** Where a node (or one of its branch ports) is on screen. */
export const pointOf = (page, key, portId) =>
  canvas(page).evaluate((el, [k, p]) => el.flowProbe.point(k, p), [key, portId]);
export const nodeCount = (page) => canvas(page).evaluate((el) => el.flowProbe.count());
export const linkCount = (page) => canvas(page).evaluate((el) => el.flowProbe.links());
/** Keys of the current scene's nodes, as the canvas draws them. */
export const sceneKeys = (page) => canvas(page).evaluate((el) => el.flowProbe.keys());

/** A mouse drag in steps, as GoJS's linking and dragging tools need. */
export async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}
