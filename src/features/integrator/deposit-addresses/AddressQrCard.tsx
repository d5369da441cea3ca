import { QRCodeSVG } from 'qrcode.react';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { CopyButton } from '../../../components/ui/CopyButton';

/** The deposit address to hand out: QR code, the text with a copy button, and that it lasts. */
export function AddressQrCard({
  address,
  expiresAt,
}: {
  address: string;
  expiresAt: string | null;
}) {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
      {/* White quiet zone in both themes: scanners need dark modules on a light ground. */}
      <div className="self-center rounded-xl bg-white p-3">
        <QRCodeSVG
          value={address}
          size={168}
          level="M"
          title={`QR code of ${address}`}
          role="img"
        />
      </div>
      <div className="min-w-0 space-y-3">
        <h3 className="text-sm font-medium text-muted">Deposit address</h3>
        <p className="font-mono text-base break-all" data-testid="deposit-address">
          {address}
        </p>
        <CopyButton text={address} label="Copy the deposit address" />
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {expiresAt === null ? (
            <>
              <Badge tone="success">No expiry</Badge>
              <span className="text-muted">It keeps working for every future deposit.</span>
            </>
          ) : (
            <Badge tone="warning">Expires {expiresAt}</Badge>
          )}
        </p>
      </div>
    </Card>
  );
}
