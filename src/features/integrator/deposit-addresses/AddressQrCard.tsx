import { QRCodeSVG } from 'qrcode.react';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { CopyButton } from '../../../components/ui/CopyButton';
import { T, useT } from '../../../i18n/useT';
import { formatAbsoluteTime } from '../../../lib/time';

/** The deposit address to hand out: QR code, the text with a copy button, and that it lasts. */
export function AddressQrCard({
  address,
  expiresAt,
}: {
  address: string;
  expiresAt: string | null;
}) {
  const t = useT();
  return (
    <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
      {/* White quiet zone in both themes: scanners need dark modules on a light ground. */}
      <div className="self-center rounded-xl bg-white p-3">
        <QRCodeSVG
          value={address}
          size={168}
          level="M"
          title={t.formatMessage(
            { id: 'integrator.qr.title', defaultMessage: 'QR code of {address}' },
            { address },
          )}
          role="img"
        />
      </div>
      <div className="min-w-0 space-y-3">
        <h3 className="text-sm font-medium text-muted">
          <T id="integrator.qr.heading" defaultMessage="Deposit address" />
        </h3>
        <p className="font-mono text-base break-all" dir="ltr" data-testid="deposit-address">
          {address}
        </p>
        <CopyButton
          text={address}
          label={t.formatMessage({
            id: 'integrator.qr.copy',
            defaultMessage: 'Copy the deposit address',
          })}
        />
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {expiresAt === null ? (
            <>
              <Badge tone="success">
                <T id="integrator.qr.noExpiry" defaultMessage="No expiry" />
              </Badge>
              <span className="text-muted">
                <T
                  id="integrator.qr.lasting"
                  defaultMessage="It keeps working for every future deposit."
                />
              </span>
            </>
          ) : (
            <Badge tone="warning">
              <T
                id="integrator.qr.expires"
                defaultMessage="Expires {date}"
                values={{ date: formatAbsoluteTime(expiresAt, t.locale) }}
              />
            </Badge>
          )}
        </p>
      </div>
    </Card>
  );
}
