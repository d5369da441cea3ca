import { Link } from '@tanstack/react-router';
import { statusInfo } from '../../../components/deposit/status-map';
import { StatusBadge } from '../../../components/deposit/StatusBadge';
import { RelativeTime } from '../../../components/ui/RelativeTime';
import { linkClass } from '../../../components/ui/link-class';
import { T, useT } from '../../../i18n/useT';
import { useFormat } from '../../../lib/useFormat';
import { TokenAmount } from '../shared/TokenAmount';
import { chainName } from './input-format';
import type { ReceivedDeposit } from './received-deposits';

interface TokenOf {
  symbol: string;
  decimals: number;
}

/** One received deposit on a line: status, amount in and out, when, and where to track it. */
export function DepositSummary({
  deposit: d,
  input,
  output,
}: {
  deposit: ReceivedDeposit;
  /** The input token on its chain, when the address's record lists it. */
  input: TokenOf | undefined;
  output: TokenOf;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <StatusBadge info={statusInfo('deposit', d.status)} />
      <span className="tabular-nums">
        <T
          id="integrator.activity.amountFrom"
          defaultMessage="{amount} from {chain}"
          values={{
            amount: input ? (
              <TokenAmount value={d.inputAmount} decimals={input.decimals} symbol={input.symbol} />
            ) : (
              f.tokenAmount(d.inputAmount, undefined)
            ),
            chain: chainName(d.originChainId, t),
          }}
        />
      </span>
      {d.outputAmount !== null && (
        <span className="text-muted tabular-nums">
          <T
            id="integrator.activity.output"
            defaultMessage="→ {amount}"
            values={{
              amount: (
                <TokenAmount
                  value={d.outputAmount}
                  decimals={output.decimals}
                  symbol={output.symbol}
                />
              ),
            }}
          />
        </span>
      )}
      <span className="text-muted">
        <RelativeTime value={d.at} />
      </span>
      {d.depositId !== null && (
        <Link
          to="/transfers/deposit"
          search={{ originChainId: d.originChainId, depositId: d.depositId }}
          className={linkClass}
        >
          <T
            id="integrator.activity.track"
            defaultMessage="Track deposit {depositId}"
            values={{ depositId: d.depositId }}
          />
        </Link>
      )}
    </div>
  );
}
