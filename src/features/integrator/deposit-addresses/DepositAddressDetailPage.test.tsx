// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../../../i18n/testing/format-message';
import { FakeEventSource } from '../../../api/testing/fake-event-source';
import {
  DEPOSIT_ADDRESS,
  depositAddressRecordFixture as record,
} from '../../../contract/testing/deposit-addresses';
import { RECIPIENT } from '../../../contract/testing/values';
import { webhookEventFixture } from '../../../contract/testing/webhooks';
import { adminSession, json, renderDashboard, stubApi } from '../testing/render-dashboard';
import { DepositAddressDetailPage } from './DepositAddressDetailPage';

afterEach(() => vi.unstubAllGlobals());

const view = (createdAt: string, updatedAt: string) => ({
  id: record.id,
  address: DEPOSIT_ADDRESS,
  addresses: [DEPOSIT_ADDRESS],
  destination: { chainId: 8453, token: record.destination.token.address, symbol: 'USDC' },
  recipient: RECIPIENT,
  refundAddresses: [],
  createdBy: null,
  createdAt,
  updatedAt,
  record,
});

function setup(opts: { created: boolean; reused?: boolean; sandbox?: boolean }) {
  const t = '2026-11-23T10:00:00.000Z';
  stubApi({
    '/api/ferry/auth/session': () => json(200, { ...adminSession, sandbox: opts.sandbox ?? true }),
    [`/api/ferry/deposit-addresses/${record.id}`]: () =>
      json(200, view(t, opts.reused ? '2026-11-23T11:00:00.000Z' : t)),
    '/api/deposits': () => json(200, []),
    '/api/ferry/webhooks/events': () => json(200, { data: [], nextCursor: null }),
  });
  renderDashboard(`deposit-addresses/${record.id}`, () => (
    <DepositAddressDetailPage addressId={record.id} created={opts.created} />
  ));
}

describe('deposit address detail', () => {
  it('shows the address to hand out: QR code, copy, no expiry', async () => {
    setup({ created: true });
    expect(await screen.findByRole('img', { name: `QR code of ${DEPOSIT_ADDRESS}` })).toBeVisible();
    expect(screen.getByRole('button', { name: formatMessage('integrator.qr.copy') })).toBeVisible();
    expect(screen.getByText(formatMessage('integrator.qr.noExpiry'))).toBeVisible();
    expect(screen.getByText(formatMessage('integrator.detail.createdTitle'))).toBeVisible();
    // No refund address: said plainly, in words that wrap between words (the addresses beside it
    // break anywhere; a sentence must not, or a phone shows "manual refun/d").
    const none = screen.getByText(/a failed deposit needs a manual refund through support/);
    expect(none).toBeVisible();
    expect(none).toHaveClass('break-normal');
  });

  it('lists the supported inputs in each token’s units, unpriced and paused ones in words', async () => {
    setup({ created: false });
    const table = await screen.findByRole('table', {
      name: formatMessage('integrator.inputs.caption'),
    });
    const arbitrum = within(table).getByRole('row', {
      name: (name) =>
        name.startsWith(
          formatMessage('integrator.input.tokenOnChain', { symbol: 'USDC', chain: 'Arbitrum One' }),
        ),
    });
    expect(arbitrum).toHaveTextContent('1 USDC');
    // A readable maximum, exact on hover.
    expect(within(arbitrum).getByText('≈ 1,650,293.0194 USDC')).toHaveAttribute(
      'title',
      '1,650,293.019482 USDC',
    );
    expect(arbitrum).toHaveTextContent('0.01% + $0.05');
    expect(arbitrum).toHaveTextContent('about 4 sec');
    expect(within(table).getByText(formatMessage('integrator.inputs.notPriced'))).toBeVisible();
    expect(within(table).getByText(formatMessage('integrator.inputs.paused'))).toBeVisible();
  });

  it('the same request again says it resolved to the address already there', async () => {
    setup({ created: true, reused: true });
    const title = await screen.findByText(formatMessage('integrator.detail.reusedTitle'));
    // The sentence around the relative time of the first creation.
    const [before, after] = formatMessage('integrator.detail.reusedBody', { when: '\u0000' }).split(
      '\u0000',
    );
    expect(title.parentElement).toHaveTextContent(before!.trim());
    expect(title.parentElement).toHaveTextContent(after!.trim());
  });

  it('offers a test deposit with the embedded service', async () => {
    setup({ created: false, sandbox: true });
    expect(
      await screen.findByRole('heading', { name: formatMessage('integrator.testDeposit.title') }),
    ).toBeVisible();
  });

  it('offers no test deposit with a real service', async () => {
    setup({ created: false, sandbox: false });
    expect(
      await screen.findByRole('table', { name: formatMessage('integrator.inputs.caption') }),
    ).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: formatMessage('integrator.testDeposit.title') }),
    ).toBeNull();
  });

  it('lists a deposit as soon as its webhook events arrive live, before the indexer shows it', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let events: unknown[] = [];
    const t = '2026-11-23T10:00:00.000Z';
    stubApi({
      '/api/ferry/auth/session': () => json(200, adminSession),
      [`/api/ferry/deposit-addresses/${record.id}`]: () => json(200, view(t, t)),
      // The indexer has not seen the deposit yet, however often it is asked.
      '/api/deposits': () => json(200, []),
      '/api/ferry/webhooks/events': () => json(200, { data: events, nextCursor: null }),
    });
    renderDashboard(`deposit-addresses/${record.id}`, () => (
      <DepositAddressDetailPage addressId={record.id} created={false} />
    ));
    expect(await screen.findByText(formatMessage('integrator.activity.noDeposits'))).toBeVisible();
    const feed = FakeEventSource.instances.at(-1)!;
    const arrive = (seq: number, type: string, data: object) => {
      const event = {
        id: String(seq),
        webhookId: `msg_${seq}`,
        eventId: `evt_${seq}`,
        type,
        subscriptionId: 'sub_1',
        depositAddress: DEPOSIT_ADDRESS,
        status: null,
        eventCreatedAt: null,
        receivedAt: t,
        payload: {
          ...webhookEventFixture,
          id: `evt_${seq}`,
          type,
          createdAt: `2026-11-23T10:00:0${seq}.000Z`,
          data: { ...webhookEventFixture.data, ...data },
        },
      };
      events = [event, ...events];
      feed.emit('webhook', event);
    };
    feed.emit('ready');
    arrive(1, 'pda_transfer.deposit-pending', {});
    const list = await screen.findByRole('list', {
      name: formatMessage('integrator.activity.deposits'),
    });
    expect(list).toHaveTextContent(
      formatMessage('integrator.activity.amountFrom', { amount: '25 USDC', chain: 'Arbitrum One' }),
    );
    arrive(2, 'pda_transfer.filled', {
      status: 'filled',
      depositId: '77',
      outputAmount: '24990000',
    });
    expect(
      await within(list).findByText(formatMessage('components.status.delivered.label')),
    ).toBeVisible();
    expect(list).toHaveTextContent('→ 24.99 USDC');
    expect(
      within(list).getByRole('link', {
        name: formatMessage('integrator.activity.track', { depositId: '77' }),
      }),
    ).toBeVisible();
  });

  it('a re-read the service refuses (rate limited) keeps the deposits shown and says why', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const t = '2026-11-23T10:00:00.000Z';
    const pending = {
      id: '1',
      webhookId: 'msg_1',
      eventId: 'evt_1',
      type: 'pda_transfer.deposit-pending',
      subscriptionId: 'sub_1',
      depositAddress: DEPOSIT_ADDRESS,
      status: null,
      eventCreatedAt: null,
      receivedAt: t,
      payload: { ...webhookEventFixture, id: 'evt_1', type: 'pda_transfer.deposit-pending' },
    };
    let reads = 0;
    stubApi({
      '/api/ferry/auth/session': () => json(200, adminSession),
      [`/api/ferry/deposit-addresses/${record.id}`]: () => json(200, view(t, t)),
      // The indexer responds once; every later read of the address's deposits is refused.
      '/api/deposits': () =>
        ++reads === 1
          ? json(200, [])
          : json(429, { error: 'RATE_LIMITED', message: 'Too many requests' }),
      '/api/ferry/webhooks/events': () => json(200, { data: [pending], nextCursor: null }),
    });
    renderDashboard(`deposit-addresses/${record.id}`, () => (
      <DepositAddressDetailPage addressId={record.id} created={false} />
    ));
    const list = await screen.findByRole('list', {
      name: formatMessage('integrator.activity.deposits'),
    });
    FakeEventSource.instances.at(-1)!.emit('webhook', { ...pending, id: '2' });
    expect(await screen.findByText(formatMessage('api.error.RATE_LIMITED.title'))).toBeVisible();
    expect(reads).toBeGreaterThan(1);
    expect(list).toBeInTheDocument();
    expect(list).toHaveTextContent(
      formatMessage('integrator.activity.amountFrom', { amount: '25 USDC', chain: 'Arbitrum One' }),
    );
  });

  it('groups a busy address by deposit, newest first, each event once, five deposits a page', async () => {
    const t = '2026-11-23T10:00:00.000Z';
    // Eight deposits, each pending then filled, every event delivered to two subscriptions.
    const events = Array.from({ length: 8 }, (_, n) => n).flatMap((n) =>
      (['pda_transfer.deposit-pending', 'pda_transfer.filled'] as const).flatMap((type, step) =>
        ['sub_1', 'sub_2'].map((subscriptionId) => ({
          webhookId: `msg_${n}_${step}_${subscriptionId}`,
          eventId: `evt_${n}_${step}`,
          type,
          subscriptionId,
          depositAddress: DEPOSIT_ADDRESS,
          status: null,
          eventCreatedAt: null,
          receivedAt: t,
          payload: {
            ...webhookEventFixture,
            id: `evt_${n}_${step}`,
            type,
            createdAt: `2026-11-23T1${n}:00:0${step}.000Z`,
            data: {
              ...webhookEventFixture.data,
              inputAmount: `${n + 1}000000`,
              depositTxnRef: `0x${String(n).repeat(64)}`,
              ...(step === 1 && { status: 'filled', depositId: String(100 + n) }),
            },
          },
        })),
      ),
    );
    const listed = events.reverse().map((e, i) => ({ ...e, id: String(1000 - i) }));
    stubApi({
      '/api/ferry/auth/session': () => json(200, adminSession),
      [`/api/ferry/deposit-addresses/${record.id}`]: () => json(200, view(t, t)),
      '/api/deposits': () => json(200, []),
      '/api/ferry/webhooks/events': () => json(200, { data: listed, nextCursor: null }),
    });
    renderDashboard(`deposit-addresses/${record.id}`, () => (
      <DepositAddressDetailPage addressId={record.id} created={false} />
    ));
    const list = await screen.findByRole('list', {
      name: formatMessage('integrator.activity.deposits'),
    });
    const deposits = () =>
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list);
    await waitFor(() => expect(deposits()).toHaveLength(5));
    // Newest first: the eighth deposit (8 USDC), and its two events, each once.
    expect(deposits()[0]).toHaveTextContent(
      formatMessage('integrator.activity.amountFrom', { amount: '8 USDC', chain: 'Arbitrum One' }),
    );
    const first = within(deposits()[0]!).getByRole('list', {
      name: formatMessage('integrator.events.label'),
    });
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('code')?.textContent),
    ).toEqual(['pda_transfer.filled', 'pda_transfer.deposit-pending']);
    const pages = screen.getByRole('navigation', {
      name: formatMessage('integrator.activity.pages'),
    });
    expect(pages).toHaveTextContent(
      formatMessage('integrator.activity.position', { from: 1, to: 5, total: 8 }),
    );
    await userEvent
      .setup()
      .click(
        within(pages).getByRole('button', { name: formatMessage('integrator.addresses.older') }),
      );
    expect(deposits()).toHaveLength(3);
    expect(deposits()[2]).toHaveTextContent(
      formatMessage('integrator.activity.amountFrom', { amount: '1 USDC', chain: 'Arbitrum One' }),
    );
    expect(pages).toHaveTextContent(
      formatMessage('integrator.activity.position', { from: 6, to: 8, total: 8 }),
    );
  });
});
