import type { FormEvent } from 'react';

/**
 * A capture-phase `submit` handler for an element around a react-admin form, for that form's own
 * submits (issue M: every tap answered within 200 ms). A save re-renders every input of the form,
 * twice: react-admin's form context changes when the submit starts and again when the save starts,
 * and, started from the click, React renders those changes before the browser paints the press. This
 * handler holds the submit back until the press has been painted, then submits the form again, once;
 * a second press meanwhile is ignored. The work is the same, but the tap is answered first
 * (docs/decisions.md "The phone's first screen").
 */
export const createSubmitAfterPaint = () => {
  let state: 'idle' | 'waiting' | 'passing' = 'idle';
  return (event: FormEvent<HTMLElement>) => {
    const form = event.target;
    // Only the record form itself: a dialog's form inside it (a link to add, in a portal) submits through
    // React's tree too, and is its own.
    if (!(form instanceof HTMLFormElement) || !event.currentTarget.contains(form)) return;
    if (state === 'passing') return;
    // react-admin's own handler leaves a submit whose default is prevented alone.
    event.preventDefault();
    if (state === 'waiting') return;
    state = 'waiting';
    requestAnimationFrame(() =>
      setTimeout(() => {
        // `requestSubmit` dispatches the submit at once (or not at all, when the browser's own checks
        // refuse the form), so the state is back to idle whatever happened.
        state = 'passing';
        form.requestSubmit();
        state = 'idle';
      }),
    );
  };
};
