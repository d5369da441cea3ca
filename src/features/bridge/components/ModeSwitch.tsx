import type { ReactNode } from 'react';
import { Term } from '../../../components/ui/Term';
import { cn } from '../../../lib/cn';
import { TERMS } from '../model/terms';
import type { GaslessSupport, SubmitMode } from '../model/selection';

const OPTIONS = [
  {
    mode: 'standard',
    title: 'Transfer authorisation',
    body: 'Sign one message for this exact transfer; the service submits it.',
  },
  {
    mode: 'gasless',
    title: 'Gasless USDC',
    body: (
      <>
        Sign a{' '}
        <Term term={TERMS.erc3009.term} meaning={TERMS.erc3009.meaning}>
          USDC payment permit
        </Term>{' '}
        for this amount; the service sends the deposit and pays its gas.
      </>
    ),
  },
  {
    mode: 'transaction',
    title: 'Approve and deposit',
    body: 'Send an approval and the deposit from your wallet yourself; you pay the network fee. For wallets that cannot sign messages.',
  },
] as const satisfies ReadonlyArray<{ mode: SubmitMode; title: string; body: ReactNode }>;

/** How the transfer is authorised, where the route offers a choice. */
export function ModeSwitch({
  support,
  mode,
  onChange,
}: {
  support: GaslessSupport;
  mode: SubmitMode;
  onChange: (mode: SubmitMode) => void;
}) {
  if (support === 'none') return null;
  if (support === 'required') {
    return (
      <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
        Transfers from HyperCore are authorised with HyperCore actions you sign in your wallet; the
        service sends the deposit and pays its gas.
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="text-sm font-medium text-muted">How you authorise it</legend>
      <div className="mt-1 grid gap-2">
        {OPTIONS.map((option) => (
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
              <span className="block font-medium">{option.title}</span>
              <span className="block text-muted">{option.body}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
