// The text a person pastes to support: every id and reference of one transfer, plain and
// labelled, so nobody has to ask twice. Built only from what the page shows (no secrets exist
// in the browser to leak), and stable in order so two bundles can be compared line by line.
import type { DepositDetail } from '../../contract/schemas/deposit';
import type { Transfer } from '../../contract/schemas/v1-transfers';
import { english } from '../../i18n/english';
import { chainLabel } from './chain-label';

type Line = [label: string, value: string | number | boolean | null | undefined];

// Support reads English, whatever the page's language.
const chain = (id: number) => `${chainLabel(id, english)} (${id})`;

function render(title: string, lines: Line[], history: string[], meta: BundleMeta): string {
  const out = [title, `Generated: ${meta.generatedAt}`, `Page: ${meta.pageUrl}`];
  for (const [label, value] of lines) {
    if (value === undefined || value === null || value === '') continue;
    out.push(`${label}: ${String(value)}`);
  }
  if (history.length) out.push('History:', ...history.map((h) => `  ${h}`));
  return out.join('\n') + '\n';
}

export interface BundleMeta {
  generatedAt: string;
  pageUrl: string;
  /** What the page shows as the state (may be "indexing"). */
  shownState: string;
  /** Whether the page is following it live or by polling. */
  liveMode?: string;
}

export function transferBundle(
  orderId: string,
  transfer: Transfer | null,
  deposit: DepositDetail | undefined,
  meta: BundleMeta,
): string {
  const t = transfer;
  const lines: Line[] = [
    ['Order ID', orderId],
    ['External ID', t?.externalId],
    ['Shown state', meta.shownState],
    ['Service state', t?.status.state],
    ['Reason', t?.status.reason],
    ['Terminal', t?.status.isTerminal],
    ['Finalized', t?.status.finalized],
    ['Following', meta.liveMode],
    ['Origin chain', t && chain(t.inputToken.chainId)],
    ['Destination chain', t && chain(t.outputToken.chainId)],
    ['Input token', t && `${t.inputToken.symbol} ${t.inputToken.address}`],
    ['Input amount (base units)', t?.inputAmount],
    ['Output token', t && `${t.outputToken.symbol} ${t.outputToken.address}`],
    ['Quoted output (base units)', t?.outputAmount],
    ['Depositor', t?.depositor],
    ['Recipient', t?.recipient],
    ['Refund address', deposit?.depositRefundAddress],
    ['Deposit ID', t?.deposit?.depositId],
    ['Deposit txn', t?.deposit && `${t.deposit.txnRef} at ${t.deposit.blockTimestamp}`],
    ['Fill txn', t?.fill && `${t.fill.txnRef} at ${t.fill.blockTimestamp}`],
    ['Fill relayer', t?.fill?.relayer],
    ['Delivered (base units)', t?.fill?.outputAmount],
    ['Refund txn', t?.refund && `${t.refund.txnRef} at ${t.refund.blockTimestamp}`],
    ['Fill deadline', deposit?.fillDeadline],
    ['Created', t?.createdAt],
    ['Updated', t?.updatedAt],
    ['Quote expires', t?.expiresAt],
  ];
  const history = (t?.history ?? []).map(
    (h) => `${h.at}  ${h.state}${h.reason ? ` (${h.reason})` : ''}`,
  );
  return render('Ferry transfer — support details', lines, history, meta);
}

export function depositBundle(
  ref: { originChainId: number; depositId: string },
  deposit: DepositDetail | undefined,
  meta: BundleMeta,
): string {
  const d = deposit;
  const lines: Line[] = [
    ['Deposit ID', ref.depositId],
    ['Origin chain', chain(ref.originChainId)],
    ['Destination chain', d && chain(d.destinationChainId)],
    ['Shown state', meta.shownState],
    ['Service status', d?.status],
    ['Following', meta.liveMode],
    ['Input token', d?.inputToken],
    ['Input amount (base units)', d?.inputAmount],
    ['Output token', d?.outputToken],
    ['Output amount (base units)', d?.outputAmount],
    ['Depositor', d?.depositor],
    ['Recipient', d?.recipient],
    ['Refund address', d?.depositRefundAddress],
    ['Deposit txn', d && `${d.depositTxnRef} at ${d.depositBlockTimestamp}`],
    ['Fill txn', d?.fillTxnRef && `${d.fillTxnRef} at ${d.fillBlockTimestamp ?? '?'}`],
    ['Fill relayer', d?.relayer],
    ['Refund txn', d?.depositRefundTxnRef],
    ['Relay hash', d?.relayHash],
    ['Quote time', d?.quoteTimestamp],
    ['Fill deadline', d?.fillDeadline],
  ];
  return render('Ferry deposit — support details', lines, [], meta);
}
