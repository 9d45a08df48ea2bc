import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';

const status = {
  activeMembers: 120,
  orderQuantity: 4,
  advertQuantity: 9,
  activityQuantity: 3,
  vendorQuantity: 7,
  messageQuantity: 2,
};

/** A fake API answering by path; records every call. */
const fakeApi = (answers: Record<string, unknown>) =>
  vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    if (!(path in answers)) return new Response('{"error":"not found"}', { status: 404 });
    return new Response(JSON.stringify(answers[path]), { status: 200 });
  });

const setup = (answers: Record<string, unknown>, apiUrl = '/api/backoffice') => {
  const fetchMock = fakeApi(answers);
  const dataProvider = createDataProvider(
    apiUrl,
    createHttpClient(async () => 'token', fetchMock),
  );
  const call = (index = 0) => ({
    url: String(fetchMock.mock.calls[index][0]),
    init: fetchMock.mock.calls[index][1],
  });
  return { dataProvider, fetchMock, call };
};

const listParams = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

describe('dataProvider', () => {
  it('lists notifications with take 200 and skip 0, total = length', async () => {
    const rows = [
      { id: 2, type: 'memberCreated', name: 'Jan Maes', createdOn: '2024-03-05T14:07:00Z' },
      { id: 1, type: 'orderPlaced', name: 'An Peeters', createdOn: '2024-03-04T09:00:00Z' },
    ];
    const { dataProvider, call } = setup({ '/api/backoffice/Notifications?take=200&skip=0': rows });
    await expect(dataProvider.getList('notifications', listParams)).resolves.toEqual({
      data: rows,
      total: 2,
    });
    expect(call().url).toBe('/api/backoffice/Notifications?take=200&skip=0');
    expect(call().init?.method).toBe('GET');
  });

  it('deletes notifications with DELETE /Notifications and the ids as JSON body', async () => {
    const { dataProvider, call } = setup({
      '/api/backoffice/Notifications': { statusCode: 200, isSuccess: true, error: null },
    });
    await expect(dataProvider.deleteMany('notifications', { ids: [1, 2, 3] })).resolves.toEqual({
      data: [1, 2, 3],
    });
    expect(call().init?.method).toBe('DELETE');
    expect(call().init?.body).toBe('[1,2,3]');
  });

  it('reads the dashboard counts from GET /Status', async () => {
    const { dataProvider, call } = setup({ '/api/backoffice/Status': status });
    await expect(dataProvider.getStatus()).resolves.toEqual(status);
    expect(call().url).toBe('/api/backoffice/Status');
  });

  it('rejects a /Status answer that lacks counts', async () => {
    const { dataProvider } = setup({ '/api/backoffice/Status': { activeMembers: 1 } });
    await expect(dataProvider.getStatus()).rejects.toThrow(/orderQuantity/);
  });

  it('reads the notification total from GET /Notifications/total', async () => {
    const { dataProvider, call } = setup({ '/api/backoffice/Notifications/total': 72 });
    await expect(dataProvider.getNotificationTotal()).resolves.toBe(72);
    expect(call().url).toBe('/api/backoffice/Notifications/total');
  });

  it('lists countries from GET /Countries, also with a trailing slash in apiUrl', async () => {
    const countries = [{ id: 1, name: 'België', twoLetterCode: 'BE' }];
    const { dataProvider, call } = setup({ '/api/backoffice/Countries': countries }, '/api/backoffice/');
    await expect(dataProvider.getList('countries', listParams)).resolves.toEqual({
      data: countries,
      total: 1,
    });
    expect(call().url).toBe('/api/backoffice/Countries');
  });

  it('rejects methods and resources the API does not serve yet, without calling it', async () => {
    const { dataProvider, fetchMock } = setup({});
    await expect(dataProvider.getOne('rings', { id: 1 })).rejects.toThrow(
      'getOne is not available for resource "rings" yet',
    );
    await expect(dataProvider.delete('members', { id: 1 })).rejects.toThrow(/not available/);
    await expect(dataProvider.delete('notifications', { id: 1 })).rejects.toThrow(/not available/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes API errors on as HttpError', async () => {
    const { dataProvider } = setup({});
    await expect(dataProvider.getList('countries', listParams)).rejects.toMatchObject({
      status: 404,
      message: 'app.errors.unexpected',
    });
  });

  it("makes an area's own call once the areas' part has loaded, and refuses a call no area has", async () => {
    const account = { email: 'jan@example.be', hasSecondFactor: false };
    const { dataProvider, call } = setup({ '/api/backoffice/Account': account });
    await expect(dataProvider.getAccount()).resolves.toEqual(account);
    expect(call().url).toBe('/api/backoffice/Account');
    const unknown = dataProvider as unknown as Record<string, () => Promise<unknown>>;
    await expect(unknown.getSomethingElse()).rejects.toThrow('getSomethingElse is not available');
  });

  it('is neither a promise nor claims abort signals, so react-admin and await take it as it is', async () => {
    const { dataProvider } = setup({});
    expect((dataProvider as unknown as { then?: unknown }).then).toBeUndefined();
    expect(dataProvider.supportAbortSignal).toBeUndefined();
    await expect(Promise.resolve(dataProvider)).resolves.toBe(dataProvider);
  });
});
