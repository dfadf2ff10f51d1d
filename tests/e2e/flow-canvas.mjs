/** The flow editor's GoJS canvas, seen through its `flowProbe` test instrument. */

export const canvas = (page) => page.getByTestId('flow-canvas');

/** The script list beside the canvas: a list whose rows are select buttons, the chosen one aria-current. */
export const scriptList = (page) => page.getByRole('list', { name: '话术列表' });

/** The chosen script's row button, when its name matches `name`. */
export const selectedScript = (page, name) =>
  scriptList(page).locator('button[aria-current="true"]', { hasText: name });

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
