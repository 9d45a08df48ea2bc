import { useEffect } from 'react';
import { ColumnsButton, useResourceContext } from 'react-admin';

/**
 * react-admin's list of columns marks each column an `option` of a `menu` that holds a switch, which
 * assistive technology cannot make sense of (axe: aria-required-parent, nested-interactive). Read as
 * what it is: a list whose items each hold a labelled switch (and a drag handle to reorder).
 */
function asListOfSwitches(container: Element) {
  for (const menu of container.querySelectorAll('ul[role="menu"]')) menu.setAttribute('role', 'list');
  for (const item of container.querySelectorAll('li[role="option"]')) item.setAttribute('role', 'listitem');
}

/** Whether `element` sits in the chooser's popover while that is closed (kept mounted, hidden). */
const inClosedPopover = (element: Element) => {
  const popover = element.closest('.MuiPopover-root');
  return (
    popover !== null &&
    (popover.getAttribute('aria-hidden') === 'true' || getComputedStyle(popover).visibility === 'hidden')
  );
};

/**
 * react-admin's chooser gives its column search field `autoFocus`; when the table mounts after a
 * dialog opened, that field — in the closed popover — would take the focus from the dialog. It goes
 * back where it was.
 */
const keepFocusOut = (event: FocusEvent) => {
  const target = event.target as Element;
  if (!inClosedPopover(target)) return;
  (target as HTMLElement).blur();
  if (event.relatedTarget instanceof HTMLElement) event.relatedTarget.focus();
};

/**
 * "Kolommen": react-admin's ColumnsButton of the list's DataTable (store keys `<resource>.datatable`,
 * the hidden columns, and `<resource>.datatable_columnRanks`, their order), its list read as a list
 * of switches ({@link asListOfSwitches}).
 */
export const ColumnChooser = () => {
  const resource = useResourceContext();
  const id = `${resource}.datatable-columnsSelector`;
  useEffect(() => {
    let observer: MutationObserver | undefined;
    // The container comes with the button's popover, which mounts its content a moment later.
    const attach = () => {
      const container = document.getElementById(id);
      if (!container) return false;
      asListOfSwitches(container);
      container.addEventListener('focusin', keepFocusOut);
      observer = new MutationObserver(() => asListOfSwitches(container));
      observer.observe(container, { childList: true, subtree: true });
      return true;
    };
    const timer = attach() ? undefined : setInterval(() => attach() && clearInterval(timer), 50);
    return () => {
      clearInterval(timer);
      observer?.disconnect();
      document.getElementById(id)?.removeEventListener('focusin', keepFocusOut);
    };
  }, [id]);
  return <ColumnsButton />;
};
