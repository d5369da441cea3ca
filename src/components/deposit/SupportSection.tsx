import { T } from '../../i18n/useT';
import { SupportBundleButton } from './SupportBundleButton';

/** The "Need help?" block under every tracker: one click copies what support needs. */
export function SupportSection({ build }: { build: () => string }) {
  return (
    <section aria-labelledby="support-heading" className="space-y-2">
      <h2 id="support-heading" className="text-base font-semibold">
        <T id="components.support.heading" defaultMessage="Need help?" />
      </h2>
      <p className="text-sm text-muted">
        <T
          id="components.support.intro"
          defaultMessage="Copy every id and reference of this transfer and paste it into your message to support."
        />
      </p>
      <SupportBundleButton build={build} />
    </section>
  );
}
