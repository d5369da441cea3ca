import { Link } from '@tanstack/react-router';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { RelativeTime } from '../../../components/ui/RelativeTime';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useDepositAddress } from '../../../api/integrator-deposit-addresses';
import { useSession } from '../../../api/session';
import { depositAddressRecord } from '../../../contract/schemas/deposit-addresses';
import { IntegratorSection } from '../IntegratorSection';
import { ErrorNotice } from '../shared/ErrorNotice';
import { AddressActivity } from './AddressActivity';
import { AddressQrCard } from './AddressQrCard';
import { chainName } from './input-format';
import { LabelEditor } from './LabelEditor';
import { SupportedInputsTable } from './SupportedInputsTable';
import { TestDepositPanel } from './TestDepositPanel';
import { linkClass } from '../../../components/ui/link-class';
import { cn } from '../../../lib/cn';

/** One deposit address: to hand out (QR, copy), what it accepts, and what it received. */
export function DepositAddressDetailPage({
  addressId,
  created,
}: {
  addressId: string;
  created: boolean;
}) {
  const view = useDepositAddress(addressId);
  const session = useSession();
  const back = (
    <Link to="/integrator/deposit-addresses" className={cn('text-sm', linkClass)}>
      ← All deposit addresses
    </Link>
  );
  if (view.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">Loading the deposit address…</span>
        <Skeleton className="h-48" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (view.isError) {
    return (
      <div className="space-y-4">
        {back}
        <ErrorNotice error={view.error} />
      </div>
    );
  }
  const record = depositAddressRecord.safeParse(view.data.record);
  const { destination } = view.data;
  // The registry upserts: an earlier creation keeps its createdAt, a repeat only moves updatedAt.
  const reused = created && view.data.createdAt !== view.data.updatedAt;
  return (
    <IntegratorSection
      title="Deposit address"
      description={
        <>
          Sends {destination.symbol} on {chainName(destination.chainId)} to{' '}
          <span className="font-mono break-all">{view.data.recipient}</span>.
        </>
      }
    >
      {back}
      {created && (
        <Notice
          tone={reused ? 'info' : 'success'}
          title={reused ? 'Same request, same address' : 'Deposit address created'}
          announce
        >
          {reused ? (
            <>
              This request resolved to the address you already had (first created{' '}
              <RelativeTime value={view.data.createdAt} />
              ), not a new one: the service gives one address per destination, token and recipient.
            </>
          ) : (
            'Share the address below. It never expires.'
          )}
        </Notice>
      )}
      {view.data.addresses.map((address) => (
        <AddressQrCard
          key={address}
          address={address}
          expiresAt={record.success ? record.data.expiresAt : null}
        />
      ))}
      <Card className="p-5 text-sm sm:p-6">
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">Label</dt>
          <dd>
            <LabelEditor id={view.data.id} label={view.data.label} />
          </dd>
          <dt className="text-muted">Destination</dt>
          <dd>
            {destination.symbol} on {chainName(destination.chainId)}{' '}
            <span className="font-mono break-all text-muted">({destination.token})</span>
          </dd>
          <dt className="text-muted">Recipient</dt>
          <dd className="font-mono break-all">{view.data.recipient}</dd>
          <dt className="text-muted">Refund addresses</dt>
          <dd className="font-mono break-all">
            {view.data.refundAddresses.length > 0 ? (
              view.data.refundAddresses.join(', ')
            ) : (
              <span className="font-sans break-normal text-warning">
                None: a failed deposit needs a manual refund through support.
              </span>
            )}
          </dd>
          <dt className="text-muted">Created</dt>
          <dd>
            <RelativeTime value={view.data.createdAt} />
          </dd>
        </dl>
      </Card>
      <section className="space-y-3" aria-labelledby="inputs-heading">
        <h3 id="inputs-heading" className="text-lg font-semibold">
          Supported inputs
        </h3>
        <p className="text-sm text-muted">
          Limits are in each token&apos;s own units on its chain; fees and fill times are
          indicative.
        </p>
        {record.success ? (
          record.data.depositInstructions.map((instruction) => (
            <SupportedInputsTable
              key={instruction.depositAddress.address}
              inputs={instruction.supportedInputs}
            />
          ))
        ) : (
          <Notice tone="warning" title="Inputs unavailable">
            The service&apos;s record of this address could not be read.
          </Notice>
        )}
      </section>
      {session.data?.sandbox && record.success && (
        <TestDepositPanel
          address={view.data.address}
          inputs={record.data.depositInstructions[0]?.supportedInputs ?? []}
        />
      )}
      {record.success && <AddressActivity address={view.data.address} record={record.data} />}
    </IntegratorSection>
  );
}
