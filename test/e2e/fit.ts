/**
 * Whether what a person sees fits the window sideways: the page does not scroll sideways, no open
 * dialog, menu or popup reaches past either edge, and no part of the page hides content in a box of its
 * own that scrolls sideways (a table's columns, paging arrows).
 */
import { expect, type Page } from '@playwright/test';

/** Everything that opens over the page: dialogs, menus, pickers, tooltips and listboxes. */
const OVERLAYS =
  '[role=dialog], [role=menu], [role=listbox], [role=tooltip], .MuiPopper-root, .MuiDrawer-paper';

/**
 * What sticks out at the window's width, as lines naming it (empty when everything fits): the page's
 * own sideways scroll, each visible overlay past an edge, each sideways scrolling box with hidden content.
 */
export const overflows = (page: Page) =>
  page.evaluate((overlays) => {
    const width = window.innerWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''}.${String(element.className).split(' ')[0]} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) found.push(`the page is ${pageWidth} px wide`);
    for (const overlay of document.querySelectorAll(overlays)) {
      const box = overlay.getBoundingClientRect();
      const shown = box.width > 0 && box.height > 0 && getComputedStyle(overlay).visibility !== 'hidden';
      if (shown && (box.left < -0.5 || box.right > width + 0.5))
        found.push(`${name(overlay)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (!/auto|scroll/.test(getComputedStyle(element).overflowX)) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`${name(element)} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth}`);
    }
    return found;
  }, OVERLAYS);

/**
 * Asserts that nothing sticks out sideways ({@link overflows}) once the opening and closing transitions
 * have ended (a drawer sliding in is past the edge on its way); `what` names the screen or dialog.
 */
export async function expectFits(page: Page, what: string) {
  const width = page.viewportSize()?.width;
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  expect(await overflows(page), `${what} at ${width} px`).toEqual([]);
}
