/**
 * The date inputs of the forms (src/common/DateInputs.tsx, MUI X pickers) as a user meets them: a
 * group of sections named by its label that shows dd/MM/yyyy (HH:mm), and a whole date typed at once.
 */
import { fireEvent, screen } from '@testing-library/react';

/** The picker labelled `label` (a group of day, month, year … sections). */
export const datePicker = (label: RegExp) => screen.getByRole('group', { name: label });

/** What the picker shows, without the direction marks MUI X puts around its sections. */
export const shownDate = (label: RegExp) =>
  datePicker(label).textContent?.replace(/[\u200e\u200f\u2066-\u2069]/g, '');

/**
 * Types a whole date (`dd/MM/yyyy` or `dd/MM/yyyy HH:mm`) into the picker at once, as a paste would:
 * the picker's own input takes the formatted text and fills the sections from it.
 */
export const typeDate = (label: RegExp, value: string) => {
  const input = datePicker(label).querySelector('input');
  if (!input) throw new Error(`The date picker ${label} has no input.`);
  fireEvent.change(input, { target: { value } });
};
