import { screen } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { Layout } from '../../src/layout/Layout';
import { renderWithAdmin } from './renderWithAdmin';

const Failing = () => {
  throw new Error('the screen failed');
};

const dataProvider = () =>
  testDataProvider({
    getNotificationTotal: async () => 0,
    getList: async () => ({ data: [], total: 0 }),
  });

describe('Layout', () => {
  it("shows react-admin's error page inside the frame when a screen fails to render", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithAdmin(
      <Layout>
        <Failing />
      </Layout>,
      { dataProvider: dataProvider() },
    );
    expect(await screen.findByText('Er is iets misgegaan')).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Club Beheer');
    expect(document.getElementById('main-content')).toContainElement(
      screen.getByText('Er is iets misgegaan'),
    );
    consoleError.mockRestore();
  });

  it('shows the screen in the content, with the skip link before the header', async () => {
    await renderWithAdmin(
      <Layout>
        <h1>Leden</h1>
      </Layout>,
      { dataProvider: dataProvider() },
    );
    expect(await screen.findByRole('heading', { name: 'Leden' })).toBeVisible();
    expect(document.getElementById('main-content')).toContainElement(
      screen.getByRole('heading', { name: 'Leden' }),
    );
    const skip = screen.getByRole('button', { name: 'Naar de inhoud' });
    expect(
      skip.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
