/**
 * Moves the keyboard's starting point to the page's content (react-admin's `#main-content`), as its
 * "skip to content" button does: the next Tab lands on the first control of the content, and no
 * focus ring is drawn on the container. For a dialog closing after its opener has gone from the page
 * (the browser would otherwise start again from the top). Does nothing without that element.
 */
export function focusMainContent(): void {
  const main = document.getElementById('main-content');
  if (!main) return;
  main.setAttribute('tabindex', '-1');
  main.focus();
  main.blur();
  main.removeAttribute('tabindex');
}
