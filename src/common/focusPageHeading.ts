/**
 * Where the keyboard goes when what had the focus is gone (a saved form, a deleted record, a closed
 * dialog whose opener has left) or after a navigation started outside the page: the page's heading,
 * the h1 in react-admin's `#main-content`. Focused by script only (tabindex -1), so the next Tab
 * reaches the page's first control and a screen reader reads the page's name.
 */

/** The shown page's h1, or null while it has none (e.g. an edit page still loading its record). */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main-content h1');
}

/**
 * Whether the focus is nowhere useful: on the body (its element was removed or disabled), or still in
 * the header or the sidebar after they started a navigation.
 */
export function focusIsAdrift(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.closest('header, .RaSidebar-root') !== null;
}

/** Focuses the page heading; answers false (and does nothing) when the page has none. */
export function focusPageHeading(): boolean {
  const heading = pageHeading();
  if (!heading) return false;
  heading.tabIndex = -1;
  heading.focus();
  return true;
}

/** Focuses the page heading when the focus has fallen to the body (e.g. a dialog closed, its opener gone). */
export function focusPageHeadingIfLost(): void {
  const active = document.activeElement;
  if (!active || active === document.body) focusPageHeading();
}
