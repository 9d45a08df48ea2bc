/** Elements a person can put the cursor in, including the date pickers' day/month/year sections. */
const FOCUSABLE =
  'input:not([type="hidden"]):not([aria-hidden="true"]), textarea, select, [role="spinbutton"], [contenteditable="true"], button, [tabindex]:not([tabindex="-1"])';

const isShown = (element: Element) => element.getClientRects().length > 0;

/** The input of a marked element: itself when it takes focus, else the first that does in its control. */
const inputOf = (marked: Element): HTMLElement | undefined => {
  if (marked.matches(FOCUSABLE) && isShown(marked)) return marked as HTMLElement;
  const control = marked.closest('.MuiFormControl-root, fieldset, .ra-input') ?? marked.parentElement;
  return [...(control?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find(isShown);
};

/**
 * Brings the first field in error of `form` (in DOM order: an `aria-invalid="true"` input or a control
 * MUI marks `Mui-error`) to the middle of the viewport and puts the cursor in it, so a refused save —
 * by the form's own checks or by the server — shows where to correct. Answers whether one was found.
 */
export const focusFirstError = (form: ParentNode): boolean => {
  const target = [...form.querySelectorAll('[aria-invalid="true"], .Mui-error')]
    .map(inputOf)
    .find((input) => input !== undefined);
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
};
