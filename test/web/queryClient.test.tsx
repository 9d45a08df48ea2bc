/**
 * The app's react-query cache (providers/queryClient.ts): while the auth provider knows the signed-in
 * person at once, react-admin's auth questions are answered in the first render — the menu, the
 * header and the page render whole in one pass — and those answers hold for a few seconds, after
 * which react-admin asks the provider again.
 */
import { render, screen } from '@testing-library/react';
import {
  AdminContext,
  CanAccess,
  memoryStore,
  useCanAccessResources,
  useGetIdentity,
  usePermissions,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { KnownAuth } from '../../src/providers/authProvider';
import { authAnswer, FirstScreenQueryClient, KNOWN_AUTH_FRESH_MS } from '../../src/providers/queryClient';
import { fakeAuthProvider, STAFF } from './renderWithAdmin';

/** Someone who may read the members and nothing else. */
const lezer = [STAFF, 'read:members'];
const known: KnownAuth = {
  permissions: lezer,
  identity: { id: 'els.maes@example.be', fullName: 'els.maes@example.be' },
};

const Asked = () => {
  const { permissions } = usePermissions<string[]>();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: ['members', 'dues'] });
  return (
    <p>
      {`permissions: ${permissions?.length ?? 'asking'}; identity: ${identity?.fullName ?? 'asking'}; `}
      {`members: ${canAccess?.members ?? 'asking'}, dues: ${canAccess?.dues ?? 'asking'}`}
    </p>
  );
};

const renderAsked = (knownNow: () => KnownAuth | undefined) => {
  const authProvider = fakeAuthProvider(lezer);
  const client = new FirstScreenQueryClient(knownNow);
  render(
    <MemoryRouter>
      <AdminContext authProvider={authProvider} store={memoryStore()} queryClient={client}>
        <CanAccess resource="members" action="list">
          <p>Leden</p>
        </CanAccess>
        <CanAccess resource="dues" action="list">
          <p>Lidgelden</p>
        </CanAccess>
        <Asked />
      </AdminContext>
    </MemoryRouter>,
  );
  return { authProvider, client };
};

describe("the app's query cache", () => {
  it("answers react-admin's auth questions in the first render while the person is known, and does not ask again at once", async () => {
    const { authProvider } = renderAsked(() => known);
    // Straight after the first render, before any answer of the provider could have come.
    expect(screen.getByText('Leden')).toBeInTheDocument();
    expect(screen.queryByText('Lidgelden')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        `permissions: ${lezer.length}; identity: els.maes@example.be; members: true, dues: false`,
      ),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(authProvider.canAccess).not.toHaveBeenCalled();
    expect(authProvider.getPermissions).not.toHaveBeenCalled();
    expect(screen.getByText('Leden')).toBeInTheDocument();
  });

  it('asks the provider for a screen mounted once the first answers are no longer fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { authProvider, client } = renderAsked(() => known);
      expect(screen.getByText('Leden')).toBeInTheDocument();
      vi.setSystemTime(Date.now() + KNOWN_AUTH_FRESH_MS + 1);
      render(
        <MemoryRouter>
          <AdminContext authProvider={authProvider} store={memoryStore()} queryClient={client}>
            <CanAccess resource="members" action="list">
              <p>Leden, later</p>
            </CanAccess>
          </AdminContext>
        </MemoryRouter>,
      );
      await vi.waitFor(() => expect(authProvider.canAccess).toHaveBeenCalled());
      expect(screen.getByText('Leden, later')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the provider when nobody is known at once', async () => {
    renderAsked(() => undefined);
    expect(screen.queryByText('Leden')).not.toBeInTheDocument();
    expect(screen.getByText(/permissions: asking; identity: asking/)).toBeInTheDocument();
    expect(await screen.findByText('Leden')).toBeInTheDocument();
    expect(await screen.findByText(/members: true, dues: false/)).toBeInTheDocument();
  });

  it("knows react-admin's auth keys only", () => {
    expect(authAnswer(known, ['auth', 'checkAuth', {}])).toEqual({ answer: true });
    expect(authAnswer(known, ['auth', 'canAccess', { action: 'write', resource: 'members' }])).toEqual({
      answer: false,
    });
    expect(authAnswer(known, ['auth', 'handleCallback'])).toBeUndefined();
    expect(authAnswer(known, ['auth', 'canAccess', { resource: 'members' }])).toBeUndefined();
    expect(authAnswer(known, ['members', 'getList', {}])).toBeUndefined();
  });
});
