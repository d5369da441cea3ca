import { Card } from '../../../components/ui/Card';
import { Icon } from '../../../components/ui/Icon';
import { useT } from '../../../i18n/useT';
import type { AmountCheck } from '../model/amount';
import type { SubmitMode } from '../model/selection';
import { SOME_CHAIN, type TokenOption } from '../model/route-options';
import type { BridgeSelection } from '../hooks/useBridgeSelection';
import type { BalanceState } from '../model/balance-state';
import type { TestFundsTarget } from '../model/test-funds';
import { AmountField } from './AmountField';
import { ChainField } from './ChainField';
import { ModeSwitch } from './ModeSwitch';
import { RecipientFields } from './RecipientFields';
import { SandboxWalletPanel } from './SandboxWalletPanel';
import { TokenField } from './TokenField';
import type { TokenRef } from '../../../contract/schemas/common';
import type { Slippage } from '../model/slippage';
import { CounterpartRow } from './CounterpartRow';
import { SlippageSettings } from './SlippageSettings';
import { TradeTypeSwitch, type TradeType } from './TradeTypeSwitch';

interface BridgeFormProps {
  selection: BridgeSelection;
  amountText: string;
  onAmountChange: (text: string) => void;
  amountCheck: AmountCheck;
  balance: BalanceState;
  balances: ReadonlyMap<string, bigint>;
  recipient: string;
  refundAddress: string;
  onRecipientChange: (text: string) => void;
  onRefundChange: (text: string) => void;
  onOriginChange: (chainId: number) => void;
  onDestinationChange: (chainId: number) => void;
  onSwapDirection: () => void;
  onTokenChange: (token: TokenOption) => void;
  onModeChange: (mode: SubmitMode) => void;
  onReceiveChange: (token: TokenOption) => void;
  onTradeTypeChange: (tradeType: TradeType) => void;
  slippage: Slippage;
  onSlippageChange: (next: Slippage) => void;
  /** The quote's amount for the side the person did not type. */
  counterpart: { value: bigint; token: TokenRef } | undefined;
  /** On a sandbox chain: the faucet beside the balance. */
  testFunds: TestFundsTarget | undefined;
}

const NO_LIMITS = { min: 0n, max: 0n };
const NO_BALANCE: BalanceState = { kind: 'no-wallet' };
const EMPTY_BALANCES: ReadonlyMap<string, bigint> = new Map();

/** Route, token, amount and (optionally) who receives and who gets a refund. */
export function BridgeForm(props: BridgeFormProps) {
  const { selection: s } = props;
  const t = useT();
  const originName = s.originName ?? t.formatMessage(SOME_CHAIN.origin);
  const destinationName = s.destinationName ?? t.formatMessage(SOME_CHAIN.destination);
  const swapLabel = t.formatMessage({
    id: 'bridge.form.swapDirection',
    defaultMessage: 'Swap origin and destination',
  });
  const sendField = (
    <TokenField
      token={s.token}
      options={s.tokens}
      balances={props.balances}
      originName={originName}
      onChange={props.onTokenChange}
      loading={s.tokensLoading}
    />
  );
  const receiveField = (
    <TokenField
      side="receive"
      token={s.receive}
      options={s.receiveOptions}
      balances={EMPTY_BALANCES}
      originName={destinationName}
      onChange={props.onReceiveChange}
      loading={s.receiveLoading}
    />
  );
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        <ChainField
          label={t.formatMessage({ id: 'bridge.form.from', defaultMessage: 'From' })}
          role="origin"
          chainId={s.origin}
          name={s.originName}
          options={s.originOptions}
          onChange={props.onOriginChange}
        />
        <button
          type="button"
          onClick={props.onSwapDirection}
          aria-label={swapLabel}
          title={swapLabel}
          className="-my-1 grid size-9 place-items-center justify-self-center rounded-full border border-border bg-surface text-muted hover:bg-surface-2 hover:text-text sm:my-0 sm:mb-1"
        >
          <Icon name="swap" size={16} className="rotate-90 sm:rotate-0" />
        </button>
        <ChainField
          label={t.formatMessage({ id: 'bridge.form.to', defaultMessage: 'To' })}
          role="destination"
          chainId={s.destination}
          name={s.destinationName}
          options={s.destinationOptions}
          onChange={props.onDestinationChange}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TradeTypeSwitch
          value={s.exactOutput ? 'exactOutput' : 'exactInput'}
          onChange={props.onTradeTypeChange}
        />
        <SlippageSettings value={props.slippage} onChange={props.onSlippageChange} />
      </div>
      <AmountField
        label={
          s.exactOutput
            ? t.formatMessage(
                {
                  id: 'bridge.form.recipientGetsExactly',
                  defaultMessage: 'Recipient gets exactly on {chain}',
                },
                { chain: destinationName },
              )
            : t.formatMessage({ id: 'bridge.form.youSend', defaultMessage: 'You send' })
        }
        text={props.amountText}
        onTextChange={props.onAmountChange}
        // Exact output: the typed amount is in the received token; no limits or balance apply.
        token={
          s.exactOutput && s.receive
            ? { ...s.receive, input: s.receive.output, limits: NO_LIMITS }
            : s.token
        }
        check={props.amountCheck}
        balance={s.exactOutput ? NO_BALANCE : props.balance}
        testFunds={props.testFunds}
        originChainId={s.origin}
        originName={originName}
        tokenSlot={s.exactOutput ? receiveField : sendField}
      />
      <CounterpartRow
        label={
          s.exactOutput
            ? t.formatMessage(
                { id: 'bridge.form.youSendFrom', defaultMessage: 'You send from {chain}' },
                { chain: originName },
              )
            : t.formatMessage(
                { id: 'bridge.form.recipientGets', defaultMessage: 'Recipient gets on {chain}' },
                { chain: destinationName },
              )
        }
        amount={props.counterpart}
        tokenSlot={s.exactOutput ? sendField : receiveField}
      />
      <ModeSwitch
        support={s.gaslessSupport}
        modes={s.modes}
        mode={s.mode}
        onChange={props.onModeChange}
      />
      <RecipientFields
        recipient={props.recipient}
        refundAddress={props.refundAddress}
        onRecipientChange={props.onRecipientChange}
        onRefundChange={props.onRefundChange}
        originName={originName}
        destinationName={destinationName}
      />
      {/* After the form: on a phone the amount to send stays on the first screen. */}
      <SandboxWalletPanel chainId={s.origin} chainName={originName} />
    </Card>
  );
}
