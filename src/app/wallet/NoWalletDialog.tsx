import { useEffect, useId, useRef } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Button } from '../../components/ui/Button';
import { T, useT } from '../../i18n/useT';

// Links open the wallets' own sites only when clicked; nothing is fetched at load.
const DESKTOP = [
  { name: 'MetaMask', href: 'https://metamask.io/download/' },
  { name: 'Rabby', href: 'https://rabby.io/' },
  { name: 'Coinbase Wallet', href: 'https://www.coinbase.com/wallet/downloads' },
];
const PHONE = [
  { name: 'Rainbow', href: 'https://rainbow.me/' },
  { name: 'MetaMask', href: 'https://metamask.io/download/' },
  { name: 'Coinbase Wallet', href: 'https://www.coinbase.com/wallet/downloads' },
];

/** What the wallet is wanted for: sending on the bridge, signing in on the dashboard. */
export type WalletPurpose = 'send' | 'sign-in';

const m = defineMessages({
  sendTitle: { id: 'app.noWallet.send.title', defaultMessage: 'You need a wallet to send tokens' },
  sendWhy: {
    id: 'app.noWallet.send.why',
    defaultMessage:
      'Ferry never holds your funds or keys: it asks your wallet to sign each transfer, and you see exactly what before it does.',
  },
  signInTitle: { id: 'app.noWallet.signIn.title', defaultMessage: 'You need a wallet to sign in' },
  signInWhy: {
    id: 'app.noWallet.signIn.why',
    defaultMessage:
      'The integrator dashboard uses it to prove who you are: you sign a short message, which costs nothing and sends no transaction.',
  },
  computer: { id: 'app.noWallet.computer.title', defaultMessage: 'On a computer' },
  computerHint: {
    id: 'app.noWallet.computer.hint',
    defaultMessage: 'Install a browser extension, then reload this page.',
  },
  phone: { id: 'app.noWallet.phone.title', defaultMessage: 'On a phone' },
  phoneHint: {
    id: 'app.noWallet.phone.hint',
    defaultMessage: "Install a wallet app and open Ferry in the app's own browser.",
  },
});

const PURPOSES = {
  send: { title: m.sendTitle, why: m.sendWhy },
  'sign-in': { title: m.signInTitle, why: m.signInWhy },
} satisfies Record<WalletPurpose, { title: MessageDescriptor; why: MessageDescriptor }>;

/**
 * Shown instead of an empty wallet list when this browser has no wallet: what a wallet is, and
 * how to get one on a computer or a phone. A native <dialog>: Escape closes it and focus returns.
 */
export function NoWalletDialog({
  open,
  onClose,
  purpose = 'send',
}: {
  open: boolean;
  onClose: () => void;
  purpose?: WalletPurpose;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal?.();
    else if (!open && el.open) el.close?.();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(30rem,calc(100vw-1.5rem))] max-w-none rounded-2xl border border-border bg-surface p-0 text-text shadow-card backdrop:bg-black/45"
    >
      <div className="max-h-[85dvh] space-y-4 overflow-y-auto p-5 text-sm">
        <h2 id={titleId} className="text-lg font-semibold">
          {t.formatMessage(PURPOSES[purpose].title)}
        </h2>
        <p>
          <T
            id="app.noWallet.what"
            defaultMessage="A wallet is an app that holds your keys and signs what you approve."
          />{' '}
          {t.formatMessage(PURPOSES[purpose].why)}{' '}
          <T id="app.noWallet.none" defaultMessage="No wallet was found in this browser." />
        </p>
        <WalletOptions
          title={t.formatMessage(m.computer)}
          hint={t.formatMessage(m.computerHint)}
          options={DESKTOP}
        />
        <WalletOptions
          title={t.formatMessage(m.phone)}
          hint={t.formatMessage(m.phoneHint)}
          options={PHONE}
        />
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={() => window.location.reload()}>
            <T id="app.noWallet.reload" defaultMessage="I installed one: reload" />
          </Button>
          <Button onClick={() => dialog.current?.close()}>
            <T id="app.noWallet.close" defaultMessage="Close" />
          </Button>
        </div>
      </div>
    </dialog>
  );
}

function WalletOptions({
  title,
  hint,
  options,
}: {
  title: string;
  hint: string;
  options: readonly { name: string; href: string }[];
}) {
  return (
    <section aria-label={title} className="space-y-1.5">
      <h3 className="font-semibold">{title}</h3>
      <p className="text-muted">{hint}</p>
      <ul className="flex flex-wrap gap-2">
        {options.map((o) => (
          <li key={o.name}>
            <a
              href={o.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block rounded-lg border border-border-strong px-3 py-1.5 font-medium hover:bg-surface-2"
            >
              {o.name}
              <span className="sr-only">
                {' '}
                <T id="app.noWallet.newTab" defaultMessage="(opens in a new tab)" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
