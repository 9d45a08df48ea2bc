/**
 * A request's payments on its page (issue K item 5, docs/api/dues.md "Payments"): listed with day,
 * amount, method, payer, how and note; a cash payment recorded in a dialog (amount in euro, day as
 * dd/MM/yyyy, note); a payment taken back after a confirmation; read-only for whoever may only read.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DuesDetail } from '../../server/src/schemas/dues';
import type { StaffRole } from '../../server/src/schemas/permissions';
import { todayIso } from '../../src/resources/adverts/advertModel';
import { shownDate, typeDate } from './datePickers';
import { WITH_PAYMENTS } from './duesFixtures';
import { fakeApi, json, type Routes } from './fakeApi';
import { renderApp } from './renderApp';
import { fakeAuthProvider, staffPermissions } from './renderWithAdmin';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** Request 17's page as `role`; `detail` answers `GET /Dues/17` (it may change). */
const open = async ({
  role = 'penningmeester' as StaffRole,
  detail = (): DuesDetail => WITH_PAYMENTS,
  routes = {} as Routes,
  lang = 'nl' as 'nl' | 'en',
} = {}) => {
  const api = fakeApi({
    'GET /Notifications/total': json(0),
    'GET /Dues/17': () => json(detail()),
    ...routes,
  });
  await renderApp('/dues/17/show', {
    dataProvider: api.dataProvider,
    authProvider: fakeAuthProvider(staffPermissions(role)),
    lang,
  });
  await screen.findByRole('heading', { name: /Rita en Jan Declercq/, level: 1 });
  return api;
};

/** Whether one of the elements of `container` with `text` is shown (below sm parts repeat, hidden). */
const shows = (container: HTMLElement, text: string) =>
  within(container)
    .getAllByText(text, { normalizer: plain })
    .some((element) => {
      try {
        expect(element).toBeVisible();
        return true;
      } catch {
        return false;
      }
    });

const paymentsTable = () => screen.getByRole('table', { name: /^(Betalingen|Payments)$/ });

/** A refused call logs an error in the console: expected here. */
const expectRefusal = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe("a request's payments", { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists them oldest first: day, amount, method, payer, how and note', async () => {
    await open();
    const table = within(await screen.findByRole('table', { name: 'Betalingen' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [transfer, cash] = rows;
    for (const text of ['14/03/2030', '€ 10,00', 'Overschrijving', 'Rita Claes', 'op mededeling'])
      expect(shows(transfer, text), text).toBe(true);
    for (const text of ['20/03/2030', '€ 15,00', 'Contant', 'met de hand', 'Op de vergadering'])
      expect(shows(cash, text), text).toBe(true);
  });

  it('records a cash payment: amount in euro, day as dd/MM/yyyy, note', async () => {
    const user = userEvent.setup();
    let recorded = false;
    const after: DuesDetail = {
      ...WITH_PAYMENTS,
      paid: 3750,
      status: 'paid',
      payments: [
        ...WITH_PAYMENTS.payments,
        {
          id: 58,
          amount: 1250,
          paidOn: '2030-03-21',
          method: 'cash',
          matchedByHand: true,
          bankEntryId: null,
          counterpartyName: null,
          note: 'Tentoonstelling',
        },
      ],
    };
    const { sent } = await open({
      detail: () => (recorded ? after : WITH_PAYMENTS),
      routes: {
        'POST /Dues/17/payments': () => {
          recorded = true;
          return json(after, 201);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Betaling registreren' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Betaling registreren' }));
    expect(dialog.getByText(/^Geld voor het lidgeld 2030 van Rita en Jan Declercq/)).toBeInTheDocument();
    const [year, month, day] = todayIso().split('-');
    expect(shownDate(/^Betaald op/)).toBe(`${day}/${month}/${year}`);

    await user.type(dialog.getByRole('textbox', { name: /^Bedrag \(€\)/ }), '12,5');
    typeDate(/^Betaald op/, '21/03/2030');
    await user.type(dialog.getByRole('textbox', { name: 'Notitie' }), '  Tentoonstelling ');
    await user.click(dialog.getByRole('button', { name: 'Registreren' }));

    expect(
      await screen.findByText('Betaling van € 12,50 geregistreerd.', { normalizer: plain }),
    ).toBeInTheDocument();
    expect(sent('POST /Dues/17/payments').map((call) => call.json)).toEqual([
      { amount: 1250, paidOn: '2030-03-21', method: 'cash', note: 'Tentoonstelling' },
    ]);
    await waitFor(() => expect(within(paymentsTable()).getAllByRole('row')).toHaveLength(4));
    expect(shows(paymentsTable(), 'Tentoonstelling')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks an amount above 0 in whole cents before sending anything, and says a refusal at the amount', async () => {
    const user = userEvent.setup();
    expectRefusal();
    const { sent } = await open({
      lang: 'en',
      routes: {
        'POST /Dues/17/payments': json(
          { statusCode: 400, isSuccess: false, error: 'Too large.', field: 'amount', reason: 'maximum' },
          400,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a payment' }));
    const amount = dialog.getByRole('textbox', { name: /^Amount \(€\)/ });
    await user.type(amount, '0');
    await user.click(dialog.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(amount);
    await user.type(amount, '12.505');
    await user.click(dialog.getByRole('button', { name: 'Record' }));
    expect(await dialog.findByText('At most two digits after the decimal point.')).toBeInTheDocument();
    expect(sent('POST /Dues/17/payments')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '999999');
    await user.click(dialog.getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('The paid amount of this request would become too large.'),
    );
    expect(sent('POST /Dues/17/payments').map((call) => call.json.amount)).toEqual([99999900]);
  });

  it('takes a payment back after a confirmation that names it', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { sent } = await open({
      detail: () =>
        deleted ? { ...WITH_PAYMENTS, paid: 1500, payments: WITH_PAYMENTS.payments.slice(1) } : WITH_PAYMENTS,
      routes: {
        'DELETE /Dues/payments/41': () => {
          deleted = true;
          return json({ ...WITH_PAYMENTS, paid: 1500, payments: WITH_PAYMENTS.payments.slice(1) });
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: /^Betaling van €\s10,00 van 14\/03\/2030 verwijderen$/ }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Betaling verwijderen?' }));
    expect(
      dialog.getByText(/De ontvangst van de bank wordt weer niet gekoppeld/, { normalizer: plain }),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    expect(sent('DELETE /Dues/payments/41')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Verwijderen' }));
    expect(
      await screen.findByText('Betaling van € 10,00 van 14/03/2030 verwijderd.', { normalizer: plain }),
    ).toBeInTheDocument();
    expect(sent('DELETE /Dues/payments/41')).toHaveLength(1);
    await waitFor(() => expect(within(paymentsTable()).getAllByRole('row')).toHaveLength(2));
  });

  it('keeps a payment when its removal is cancelled', async () => {
    const user = userEvent.setup();
    const { sent } = await open();
    await user.click(
      await screen.findByRole('button', { name: /^Betaling van €\s15,00 van 20\/03\/2030 verwijderen$/ }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Betaling verwijderen?' }));
    expect(dialog.getByText(/het betaalde bedrag daalt\.$/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('DELETE /Dues/payments/57')).toHaveLength(0);
  });

  it('shows a lezer the payments, without recording or removing one', async () => {
    await open({ role: 'lezer' });
    const table = within(await screen.findByRole('table', { name: 'Betalingen' }));
    expect(table.getAllByText('Op de vergadering').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Betaling registreren' })).not.toBeInTheDocument();
    expect(table.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes no payment by hand on a waived request, and says when there is none yet', async () => {
    await open({
      detail: () => ({
        ...WITH_PAYMENTS,
        status: 'waived',
        payments: [],
        paid: 0,
        waivedOn: '2030-02-01T10:00:00.000Z',
        waiverReason: 'Erelid',
      }),
    });
    expect(await screen.findByText('Nog geen betalingen.')).toBeInTheDocument();
    expect(screen.getByText('Erelid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Betaling registreren' })).not.toBeInTheDocument();
  });
});
