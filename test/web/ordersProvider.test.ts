import { fakeApi, json } from './fakeApi';
import { elsOrder, janOrder, listItem } from './orderFixtures';
import { useXsrfCookie } from './xsrfCookie';

const listParams = (page: number, filter: Record<string, unknown> = {}) => ({
  pagination: { page, perPage: 25 },
  sort: { field: 'orderDate', order: 'DESC' as const },
  filter,
});

describe('orders, rings, board members and links in the dataProvider', () => {
  useXsrfCookie();

  it('pages orders with take/skip/includeOrderlines and reads the total from GET /Orders/total', async () => {
    const rows = [listItem(janOrder()), listItem(elsOrder())];
    const { dataProvider } = fakeApi({
      'GET /Orders?take=25&skip=25&includeOrderlines=false': json(rows),
      'GET /Orders/total': json(27),
    });
    await expect(dataProvider.getList('orders', listParams(2))).resolves.toEqual({ data: rows, total: 27 });
  });

  it('sends the filter to both the list and the total, leaving empty values out', async () => {
    const { dataProvider, sent } = fakeApi({
      'GET /Orders?take=25&skip=0&includeOrderlines=false&searchString=maes&from=2026-09-01': json([]),
      'GET /Orders/total?searchString=maes&from=2026-09-01': json(0),
    });
    await expect(
      dataProvider.getList('orders', listParams(1, { q: ' maes ', from: '2026-09-01', to: '' })),
    ).resolves.toEqual({ data: [], total: 0 });
    expect(sent('GET /Orders/total?searchString=maes&from=2026-09-01')).toHaveLength(1);
  });

  it('reads one order with its lines and deletes it with DELETE /Orders/{id}', async () => {
    const order = janOrder();
    const { dataProvider, sent } = fakeApi({
      'GET /Orders/231?includeOrderLines=true': json(order),
      'DELETE /Orders/231': json({ statusCode: 200, isSuccess: true, error: null }),
    });
    await expect(dataProvider.getOne('orders', { id: 231 })).resolves.toEqual({ data: order });
    await expect(dataProvider.delete('orders', { id: 231, previousData: order })).resolves.toEqual({
      data: order,
    });
    expect(sent('DELETE /Orders/231')[0].headers.get('X-XSRF-TOKEN')).toBeTruthy();
  });

  it('asks the summary of selected ids or of a filter, and exports it', async () => {
    const summary = { orderCount: 2, ringCount: 10, totalCents: 400, rows: [] };
    const { dataProvider, sent } = fakeApi({
      'POST /Orders/summary': json(summary),
      'POST /Orders/summary/export': {
        body: '\uFEFFjaar;ringmaat (mm)\r\n',
        headers: { 'Content-Disposition': 'attachment; filename="ringen-per-maat-2026-11-22.csv"' },
      },
    });
    await expect(dataProvider.summarizeOrders({ ids: [231, 230] })).resolves.toEqual(summary);
    await dataProvider.summarizeOrders({ searchString: 'maes' });
    expect(sent('POST /Orders/summary').map((call) => call.json)).toEqual([
      { ids: [231, 230] },
      { searchString: 'maes' },
    ]);
    const file = await dataProvider.exportOrderSummary({ ids: [231], format: 'csv', groupBy: 'size' });
    expect(file.fileName).toBe('ringen-per-maat-2026-11-22.csv');
    expect(sent('POST /Orders/summary/export')[0].json).toEqual({
      ids: [231],
      format: 'csv',
      groupBy: 'size',
    });
  });

  it('lists rings, the board without addresses and the links', async () => {
    const ring = { id: 1, year: 2026, sizeMm: 4, priceCents: 40 };
    const chair = {
      id: 1,
      memberId: 12,
      name: 'Jan Maes',
      function: 'voorzitter',
      email: '',
      phoneNumber: '',
      mobilePhoneNumber: '',
    };
    const link = { id: 1, title: 'BOU', url: 'https://www.bou.be' };
    const { dataProvider } = fakeApi({
      'GET /Rings': json([ring]),
      'GET /BoardMembers?includeAddress=false': json([chair]),
      'GET /Links': json([link]),
    });
    const all = listParams(1);
    await expect(dataProvider.getList('rings', all)).resolves.toEqual({ data: [ring], total: 1 });
    await expect(dataProvider.getList('boardMembers', all)).resolves.toEqual({ data: [chair], total: 1 });
    await expect(dataProvider.getList('links', all)).resolves.toEqual({ data: [link], total: 1 });
  });
});
