import { useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { useT } from '../../../i18n/useT';
import { useFormat } from '../../../lib/useFormat';
import type { TokenOption } from '../model/route-options';
import { orderTokens } from '../model/token-order';
import { ADDRESS_RE } from './picker-filter';
import { LazyPickerDialog, pickerIntent } from './LazyPickerDialog';
import { TokenLogo } from '../../../components/logos/TokenLogo';

interface TokenFieldProps {
  token: TokenOption | undefined;
  options: readonly TokenOption[];
  /** Wallet balances by token id, where they could be read. */
  balances: ReadonlyMap<string, bigint>;
  originName: string;
  onChange: (token: TokenOption) => void;
  loading: boolean;
  /** The token sent (options by input), or received (options whose output is the token). */
  side?: 'send' | 'receive';
}

/** The token to send, and a searchable picker of the route's tokens with balances. */
export function TokenField({
  token,
  options,
  balances,
  originName,
  onChange,
  loading,
  side = 'send',
}: TokenFieldProps) {
  const t = useT();
  const f = useFormat();
  const receiving = side === 'receive';
  const [open, setOpen] = useState(false);
  const { yours, rest } = orderTokens(options, balances);
  const sectioned = yours.length > 0;
  const toOption = (o: TokenOption, section: string | undefined) => {
    const balance = balances.get(o.id);
    return {
      section,
      id: o.id,
      label: o.symbol,
      description: o.name,
      icon: <TokenLogo symbol={o.symbol} logoUrl={o.logoUrl} size={32} />,
      addresses: [receiving ? o.output.address : o.input.address],
      ...(balance === undefined
        ? {}
        : {
            trailing: (
              <>
                {f.amount(balance, o.input.decimals, 4)}
                {o.priceUsd !== null && balance > 0n && (
                  <span className="block text-xs">
                    {f.usd(balance, o.input.decimals, o.priceUsd)}
                  </span>
                )}
              </>
            ),
          }),
      ...(o.reason ? { disabledReason: o.reason } : {}),
    };
  };
  const pickerOptions = [
    ...yours.map((o) =>
      toOption(o, t.formatMessage({ id: 'bridge.token.yours', defaultMessage: 'Your tokens' })),
    ),
    ...rest.map((o) =>
      toOption(
        o,
        sectioned
          ? t.formatMessage({ id: 'bridge.token.all', defaultMessage: 'All tokens' })
          : undefined,
      ),
    ),
  ];
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={
          token
            ? t.formatMessage(
                {
                  id: 'bridge.token.buttonChosen',
                  defaultMessage:
                    '{side, select, receive {Token to receive: {symbol}. Choose token to receive} other {Token: {symbol}. Choose token}}',
                },
                { side, symbol: token.symbol },
              )
            : t.formatMessage(
                {
                  id: 'bridge.token.button',
                  defaultMessage:
                    '{side, select, receive {Choose token to receive} other {Choose token}}',
                },
                { side },
              )
        }
        disabled={loading && !token}
        onClick={() => setOpen(true)}
        {...pickerIntent}
        className="flex h-11 shrink-0 items-center gap-2 rounded-full border border-border bg-surface-2 ps-1.5 pe-3 font-semibold hover:border-border-strong"
      >
        {token ? (
          <TokenLogo symbol={token.symbol} logoUrl={token.logoUrl} size={30} />
        ) : (
          <span className="size-[30px] rounded-full bg-border" aria-hidden="true" />
        )}
        {token || !loading ? (
          <span>
            {token?.symbol ??
              t.formatMessage({ id: 'bridge.token.placeholder', defaultMessage: 'Token' })}
          </span>
        ) : (
          // About a symbol's width, so the field beside it does not move when the token arrives.
          <span className="h-4 w-12 animate-pulse rounded bg-border" aria-hidden="true" />
        )}
        <Icon name="chevronDown" size={14} className="text-muted" />
      </button>
      <LazyPickerDialog
        open={open}
        title={t.formatMessage(
          {
            id: 'bridge.token.dialogTitle',
            defaultMessage:
              '{side, select, receive {Choose the token to receive on {chain}} other {Choose a token on {chain}}}',
          },
          { side, chain: originName },
        )}
        searchLabel={t.formatMessage({
          id: 'bridge.token.search',
          defaultMessage: 'Search by name or symbol, or paste an address',
        })}
        options={pickerOptions}
        selectedId={token?.id}
        onPick={(id) => {
          setOpen(false);
          const picked = options.find((o) => o.id === id);
          if (picked) onChange(picked);
        }}
        onClose={() => setOpen(false)}
        emptyText={(q) =>
          ADDRESS_RE.test(q)
            ? t.formatMessage(
                {
                  id: 'bridge.token.noneAtAddress',
                  defaultMessage:
                    '{side, select, receive {No token at {address} can be received on {chain} on this route.} other {No token at {address} can be sent from {chain} on this route.}}',
                },
                { side, address: q, chain: originName },
              )
            : t.formatMessage(
                { id: 'bridge.token.noMatch', defaultMessage: 'No token matches “{query}”.' },
                { query: q },
              )
        }
      />
    </>
  );
}
