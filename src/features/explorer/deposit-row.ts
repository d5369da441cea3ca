// One deposit as the explorer's tables and lists show it: status from the one status map, chain
// names, amounts in each token's own decimals (base units when the token is not listed), written
// the way the page's language writes numbers (`f` from useFormat(), `t` from useT()).
import type { TokenLookup } from '../../api/deposits-tokens';
import { chainLabel } from '../../components/deposit/chain-label';
import type { Formats } from '../../lib/format';
import type { MessageFormatter } from '../../lib/intl-locale';
import { statusInfo, type StatusInfo } from '../../components/deposit/status-map';
import type { DepositListItem } from '../../contract/schemas/deposits';

export interface DepositRow {
  key: string;
  deposit: DepositListItem;
  status: string;
  info: StatusInfo;
  origin: string;
  destination: string;
  input: string;
  inputUsd?: string;
  output: string;
  outputUsd?: string;
  time: string;
}

export const depositKey = (d: Pick<DepositListItem, 'originChainId' | 'depositId'>) =>
  `${d.originChainId}:${d.depositId}`;

export function depositRow(
  d: DepositListItem,
  tokens: TokenLookup,
  f: Formats,
  t: MessageFormatter,
): DepositRow {
  const inTok = tokens(d.originChainId, d.inputToken);
  const outTok = tokens(d.destinationChainId, d.outputToken);
  return {
    key: depositKey(d),
    deposit: d,
    status: d.status,
    info: statusInfo('deposit', d.status),
    origin: chainLabel(d.originChainId, t),
    destination: chainLabel(d.destinationChainId, t),
    input: f.tokenAmount(d.inputAmount, inTok),
    inputUsd:
      inTok && f.usdAmount(d.inputAmount, inTok.decimals, d.inputPriceUsd ?? inTok.priceUsd),
    output: f.tokenAmount(d.outputAmount, outTok),
    outputUsd:
      outTok && f.usdAmount(d.outputAmount, outTok.decimals, d.outputPriceUsd ?? outTok.priceUsd),
    time: d.depositBlockTimestamp,
  };
}
