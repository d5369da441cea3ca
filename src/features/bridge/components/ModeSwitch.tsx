import type { ReactNode } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Term } from '../../../components/ui/Term';
import { T, useT } from '../../../i18n/useT';
import { cn } from '../../../lib/cn';
import { TERMS } from '../model/terms';
import type { GaslessSupport, SubmitMode } from '../model/selection';

const m = defineMessages({
  standardTitle: { id: 'bridge.mode.standard.title', defaultMessage: 'Transfer authorisation' },
  standardBody: {
    id: 'bridge.mode.standard.body',
    defaultMessage: 'Sign one message for this exact transfer; the service submits it.',
  },
  gaslessTitle: { id: 'bridge.mode.gasless.title', defaultMessage: 'Gasless USDC' },
  gaslessBody: {
    id: 'bridge.mode.gasless.body',
    defaultMessage:
      'Sign a <permit>USDC payment permit</permit> for this amount; the service sends the deposit and pays its gas.',
  },
  transactionTitle: { id: 'bridge.mode.transaction.title', defaultMessage: 'Approve and deposit' },
  transactionBody: {
    id: 'bridge.mode.transaction.body',
    defaultMessage:
      'Send an approval and the deposit from your wallet yourself; you pay the network fee. For wallets that cannot sign messages.',
  },
});

const OPTIONS: ReadonlyArray<{
  mode: SubmitMode;
  title: MessageDescriptor;
  body: MessageDescriptor;
}> = [
  { mode: 'standard', title: m.standardTitle, body: m.standardBody },
  { mode: 'gasless', title: m.gaslessTitle, body: m.gaslessBody },
  { mode: 'transaction', title: m.transactionTitle, body: m.transactionBody },
];

/** How the transfer is authorised, where the route offers a choice. */
export function ModeSwitch({
  support,
  modes,
  mode,
  onChange,
}: {
  support: GaslessSupport;
  /** The modes offered (model/selection.ts offeredModes). */
  modes: readonly SubmitMode[];
  mode: SubmitMode;
  onChange: (mode: SubmitMode) => void;
}) {
  const t = useT();
  const permit = (chunks: ReactNode[]) => (
    <Term term={TERMS.erc3009.term} meaning={t.formatMessage(TERMS.erc3009.meaning)}>
      {chunks}
    </Term>
  );
  if (support === 'required') {
    return (
      <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
        <T
          id="bridge.mode.hypercore"
          defaultMessage="Transfers from HyperCore are authorised with HyperCore actions you sign in your wallet; the service sends the deposit and pays its gas."
        />
      </p>
    );
  }
  if (modes.length < 2) return null;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-muted">
        <T id="bridge.mode.legend" defaultMessage="How you authorise it" />
      </legend>
      <div className="mt-1 grid gap-2">
        {OPTIONS.filter((o) => modes.includes(o.mode)).map((option) => (
          <label
            key={option.mode}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
              mode === option.mode
                ? 'border-accent bg-accent-soft'
                : 'border-border hover:bg-surface-2',
            )}
          >
            <input
              type="radio"
              name="submit-mode"
              value={option.mode}
              checked={mode === option.mode}
              onChange={() => onChange(option.mode)}
              className="mt-1 accent-[var(--ferry-accent)]"
            />
            <span>
              <span className="block font-medium">{t.formatMessage(option.title)}</span>
              <span className="block text-muted">{t.formatMessage(option.body, { permit })}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
