/**
 * The question before unsaved changes are left (common/WarnWhenUnsavedChanges.tsx), in a data router
 * as the app has: asked on each click away, also when the second click comes before the router's
 * reset has rendered; a "no" keeps the form and its text, a "yes" goes where asked.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore, TextInput } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { WarnWhenUnsavedChanges } from '../../src/common/WarnWhenUnsavedChanges';
import { createTestI18nProvider } from './i18nTestProvider';
import { fakeAuthProvider } from './renderWithAdmin';

const UNSAVED = 'Sommige wijzigingen werden niet opgeslagen. Bent u zeker dat u ze wilt negeren?';

const renderForm = async () => {
  const i18nProvider = await createTestI18nProvider('nl');
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext i18nProvider={i18nProvider} authProvider={fakeAuthProvider()} store={memoryStore()}>
            <Form warnWhenUnsavedChanges WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges}>
              <TextInput source="first_name" label="Voornaam" />
            </Form>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/members/7'] },
  );
  render(<RouterProvider router={router} />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Voornaam' }), 'Mia');
  return router;
};

afterEach(() => vi.restoreAllMocks());

it('a "no" keeps the form with its text, a "yes" goes where asked', async () => {
  const router = await renderForm();
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);

  await act(() => router.navigate('/dashboard'));
  expect(confirm).toHaveBeenLastCalledWith(UNSAVED);
  expect(router.state.location.pathname).toBe('/members/7');
  expect(screen.getByRole('textbox', { name: 'Voornaam' })).toHaveValue('Mia');

  await act(() => router.navigate('/dashboard'));
  expect(confirm).toHaveBeenCalledTimes(2);
  expect(router.state.location.pathname).toBe('/dashboard');
});

it('a click away that comes before the "no" has rendered is asked about too, and can leave', async () => {
  const router = await renderForm();
  const confirm = vi
    .spyOn(window, 'confirm')
    .mockImplementationOnce(() => {
      // The next click lands right after the reset, before React has rendered it.
      queueMicrotask(() => void router.navigate('/dashboard'));
      return false;
    })
    .mockReturnValueOnce(true);
  // React schedules its renders as in the browser, not inside act's queue.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    void router.navigate('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(confirm).toHaveBeenCalledTimes(2);
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
});

it('moving within the form is not asked about', async () => {
  const router = await renderForm();
  const confirm = vi.spyOn(window, 'confirm');
  await act(() => router.navigate('/members/7/1'));
  expect(confirm).not.toHaveBeenCalled();
  expect(router.state.location.pathname).toBe('/members/7/1');
});
