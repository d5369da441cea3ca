import { Icon } from '../../components/ui/Icon';
import { T } from '../../i18n/useT';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          <T
            id="footer.about"
            defaultMessage="Ferry moves tokens between blockchains and follows every transfer to its outcome."
          />
        </p>
        <p className="flex items-center gap-1.5">
          <Icon name="shield" size={16} className="shrink-0" />
          <T
            id="footer.recoveryPhrase"
            defaultMessage="Ferry never asks for your recovery phrase."
          />
        </p>
      </div>
    </footer>
  );
}
