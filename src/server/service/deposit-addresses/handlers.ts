// POST /deposit-addresses: a persistent deposit address with infinite TTL.
// The same request (same integrator, destination, recipient and refund addresses, any case)
// resolves to the same address and id; the supported inputs are those of the world right now.
import { getAddress, isAddress } from 'viem';
import type { ServiceContext } from '../context';
import { Failure } from '../../../contract/failure';
import type { Handlers } from '../http/router';
import { depositAddressIdOf, depositAddressOf, requestKey } from './derive';
import { resolveDestination, supportedInputs, tokenInfo } from './inputs';
import { upsertAddress, type NamespacedAddress, type StoredAddressRecord } from './store';

export type DepositAddressHandlersIds = 'createDepositAddress';

const invalid = (param: string, message: string) =>
  new Failure(400, 'INVALID_PARAM', message, param);

/**
 * Every chain this service reaches is EVM: 0x + 40 hex, not the zero address. Any case is
 * accepted, as everywhere on the wire (checksums are checked where a person types one).
 */
function evmParam(param: string, value: string, role: string): `0x${string}` {
  if (!isAddress(value, { strict: false })) {
    throw invalid(param, `${role} must be an EVM address (0x + 40 hex characters), got ${value}`);
  }
  const address = getAddress(value.toLowerCase());
  if (/^0x0{40}$/.test(address)) throw invalid(param, `${role} must not be the zero address`);
  return address;
}

function refundAddresses(given: readonly NamespacedAddress[] | undefined): NamespacedAddress[] {
  return (given ?? []).map((r, i) => {
    if (r.namespace !== 'evm') {
      throw invalid(
        `refundAddresses.${i}.namespace`,
        `Unsupported namespace '${r.namespace}': refunds are paid on EVM chains ('evm')`,
      );
    }
    evmParam(`refundAddresses.${i}.address`, r.address, 'A refund address');
    // Echo the request as sent, as the service's record does.
    return { namespace: r.namespace, address: r.address };
  });
}

export function depositAddressHandlers(
  ctx: ServiceContext,
): Pick<Handlers, DepositAddressHandlersIds> {
  return {
    async createDepositAddress({ body, caller }) {
      const now = ctx.clock.now();
      const at = new Date(now);
      const destination = resolveDestination(body.destination.token, at);
      const recipient = evmParam(
        'destination.recipient',
        body.destination.recipient,
        'The recipient',
      );
      const refunds = refundAddresses(body.refundAddresses);
      // Owned by the key's integrator: webhook subscriptions are matched on it too.
      const key = requestKey({
        integratorId: caller.integratorId,
        chainId: destination.chainId,
        token: destination.address,
        recipient,
        refundAddresses: refunds,
      });
      const record: StoredAddressRecord = {
        depositAddress: depositAddressOf(key),
        destination: {
          token: tokenInfo(destination),
          recipient: { namespace: 'evm', address: recipient },
        },
        refundAddresses: refunds,
      };
      const row = await upsertAddress(ctx.db, {
        id: depositAddressIdOf(key),
        integratorId: caller.integratorId,
        requestKey: key,
        record,
        createdAt: now,
      });
      const stored = row.record;
      return {
        id: row.id,
        destination: stored.destination,
        refundAddresses: stored.refundAddresses,
        expiresAt: null,
        depositInstructions: [
          {
            depositAddress: { namespace: 'evm', address: stored.depositAddress },
            supportedInputs: supportedInputs(destination, at),
          },
        ],
      };
    },
  };
}
