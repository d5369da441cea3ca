// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { transferKeys } from '../../api/keys';
import { depositedTransferFixture, transferFixture } from '../../contract/testing/v1-transfers';
import { depositNotFound, json, renderAt, stubApi } from './testing/render-tracker';
import { TransferDetailPage } from './TransferDetailPage';
import { formatMessage } from '../../i18n/testing/format-message';

const orderId = transferFixture.orderId;
const path = `/api/v1/transfers/${orderId}`;
const page = (p: Record<string, string>) => <TransferDetailPage orderId={p.orderId!} />;
const pending = depositedTransferFixture;
const away = () =>
  json(502, { error: 'NETWORK_ERROR', message: 'The service could not be reached' });

// The app's own query client, so its default retry backoff would show here if the tracker used it.
const appClient = () => createQueryClient();

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('EventSource', undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('a tracker when the service goes away', () => {
  it('keeps the last known state, says when it last checked, and recovers by itself', async () => {
    let respond = () => json(200, pending);
    stubApi({ [path]: () => respond(), '/api/deposit': depositNotFound });
    const { queryClient } = renderAt(`/transfers/${orderId}`, page, appClient());
    expect(await screen.findByText('Deposited, awaiting fill')).toBeInTheDocument();
    const checkedAt = queryClient.getQueryState(transferKeys.detail(orderId))?.dataUpdatedAt;

    respond = away;
    await queryClient.refetchQueries({ queryKey: ['transfers'] });
    const notice = (await screen.findByText("Can't reach the service")).closest('[role=status]')!;
    expect(notice).toHaveTextContent("Can't reach the service");
    expect(notice).toHaveTextContent(/Last checked .+\. Showing the last known state/);
    expect(notice).not.toHaveTextContent('offline');
    const time = notice.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe(new Date(checkedAt ?? 0).toISOString());
    expect(time).toHaveAttribute('title');
    expect(screen.getByText('Deposited, awaiting fill')).toBeInTheDocument();
    expect(screen.getByText(formatMessage('transfers.follow.unreachable'))).toBeInTheDocument();

    respond = () => json(200, transferFixture);
    await queryClient.refetchQueries({ queryKey: ['transfers'] });
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
    expect(screen.queryByText("Can't reach the service")).not.toBeInTheDocument();
  });

  it('says so at the first failed check when opened while the service is away', async () => {
    const calls = stubApi({ [path]: away, '/api/deposit': depositNotFound });
    renderAt(`/transfers/${orderId}`, page, appClient());
    expect(await screen.findByText("Can't reach the service")).toBeInTheDocument();
    expect(screen.getByText(/Nothing could be loaded yet/)).toBeInTheDocument();
    // One request, not a backoff of retries before anything is said.
    expect(calls.filter((c) => c.startsWith(path))).toHaveLength(1);
  });

  it('says "You may be offline" only when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi({ [path]: away, '/api/deposit': depositNotFound });
    renderAt(`/transfers/${orderId}`, page, appClient());
    expect(await screen.findByText('You may be offline')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Can't reach the service")).toBeNull());
    vi.restoreAllMocks();
  });
});
