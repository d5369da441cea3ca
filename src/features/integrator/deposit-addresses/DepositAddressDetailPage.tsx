import { Link } from '@tanstack/react-router';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { RelativeTime } from '../../../components/ui/RelativeTime';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useDepositAddress } from '../../../api/integrator-deposit-addresses';
import { useSession } from '../../../api/session';
import { depositAddressRecord } from '../../../contract/schemas/deposit-addresses';
import { T, useT } from '../../../i18n/useT';
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
  const t = useT();
  const view = useDepositAddress(addressId);
  const session = useSession();
  const back = (
    <Link to="/integrator/deposit-addresses" className={cn('text-sm', linkClass)}>
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ←
      </span>{' '}
      <T id="integrator.detail.back" defaultMessage="All deposit addresses" />
    </Link>
  );
  if (view.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">
          <T id="integrator.detail.loading" defaultMessage="Loading the deposit address…" />
        </span>
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
  const destinationText = t.formatMessage(
    { id: 'integrator.input.tokenOnChain', defaultMessage: '{symbol} on {chain}' },
    { symbol: destination.symbol, chain: chainName(destination.chainId, t) },
  );
  const mono = (text: string) => (
    <span className="font-mono break-all" dir="ltr">
      {text}
    </span>
  );
  // The registry upserts: an earlier creation keeps its createdAt, a repeat only moves updatedAt.
  const reused = created && view.data.createdAt !== view.data.updatedAt;
  return (
    <IntegratorSection
      title={t.formatMessage({ id: 'integrator.detail.title', defaultMessage: 'Deposit address' })}
      description={
        <T
          id="integrator.detail.description"
          defaultMessage="Sends {symbol} on {chain} to {recipient}."
          values={{
            symbol: destination.symbol,
            chain: chainName(destination.chainId, t),
            recipient: mono(view.data.recipient),
          }}
        />
      }
    >
      {back}
      {created && (
        <Notice
          tone={reused ? 'info' : 'success'}
          title={
            reused ? (
              <T id="integrator.detail.reusedTitle" defaultMessage="Same request, same address" />
            ) : (
              <T id="integrator.detail.createdTitle" defaultMessage="Deposit address created" />
            )
          }
          announce
        >
          {reused ? (
            <T
              id="integrator.detail.reusedBody"
              defaultMessage="This request resolved to the address you already had (first created {when}), not a new one: the service gives one address per destination, token and recipient."
              values={{ when: <RelativeTime value={view.data.createdAt} /> }}
            />
          ) : (
            <T
              id="integrator.detail.createdBody"
              defaultMessage="Share the address below. It never expires."
            />
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
          <dt className="text-muted">
            <T id="integrator.label.field" defaultMessage="Label" />
          </dt>
          <dd>
            <LabelEditor id={view.data.id} label={view.data.label} />
          </dd>
          <dt className="text-muted">
            <T id="integrator.addresses.destination" defaultMessage="Destination" />
          </dt>
          <dd>
            {destinationText}{' '}
            <span className="font-mono break-all text-muted" dir="ltr">
              ({destination.token})
            </span>
          </dd>
          <dt className="text-muted">
            <T id="integrator.addresses.recipient" defaultMessage="Recipient" />
          </dt>
          <dd className="font-mono break-all" dir="ltr">
            {view.data.recipient}
          </dd>
          <dt className="text-muted">
            <T id="integrator.detail.refunds" defaultMessage="Refund addresses" />
          </dt>
          <dd
            className="font-mono break-all"
            dir={view.data.refundAddresses.length > 0 ? 'ltr' : undefined}
          >
            {view.data.refundAddresses.length > 0 ? (
              view.data.refundAddresses.join(', ')
            ) : (
              <span className="font-sans break-normal text-warning">
                <T
                  id="integrator.detail.noRefunds"
                  defaultMessage="None: a failed deposit needs a manual refund through support."
                />
              </span>
            )}
          </dd>
          <dt className="text-muted">
            <T id="integrator.addresses.created" defaultMessage="Created" />
          </dt>
          <dd>
            <RelativeTime value={view.data.createdAt} />
          </dd>
        </dl>
      </Card>
      <section className="space-y-3" aria-labelledby="inputs-heading">
        <h3 id="inputs-heading" className="text-lg font-semibold">
          <T id="integrator.inputs.caption" defaultMessage="Supported inputs" />
        </h3>
        <p className="text-sm text-muted">
          <T
            id="integrator.detail.inputsNote"
            defaultMessage="Limits are in each token’s own units on its chain; fees and fill times are indicative."
          />
        </p>
        {record.success ? (
          record.data.depositInstructions.map((instruction) => (
            <SupportedInputsTable
              key={instruction.depositAddress.address}
              inputs={instruction.supportedInputs}
            />
          ))
        ) : (
          <Notice
            tone="warning"
            title={
              <T id="integrator.detail.inputsUnavailable" defaultMessage="Inputs unavailable" />
            }
          >
            <T
              id="integrator.detail.recordUnreadable"
              defaultMessage="The service’s record of this address could not be read."
            />
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
