// Accept and reject cases for the legacy deposit, limits and fees rows (endpoints.ts: deposit
// lists and lookups, deposit status, limits, suggested fees, deposit addresses).
import type { EndpointId } from '../endpoints';
import { depositAddressRecordFixture, depositAddressRequestFixture } from './deposit-addresses';
import {
  depositListItemFixture,
  depositResponseFixture,
  depositStatusFixture,
  unfilledDepositFixture,
} from './deposits';
import {
  closedLimitsFixture,
  limitsFixture,
  limitsQueryFixture,
  suggestedFeesFixture,
  suggestedFeesQueryFixture,
} from './fees-limits';
import { without, type EndpointCases } from './slot-cases';
import { DEPOSIT_TX, INTEGRATOR_ID, SWEEP_TX, USDC } from './values';

export const depositAndFeeCases = {
  getDeposits: {
    query: {
      accept: [
        {},
        { limit: '50', skip: '0', depositor: depositListItemFixture.depositor },
        { sweepTxnRef: SWEEP_TX },
      ],
      reject: [{ limit: '1001' }, { limit: '0' }, { skip: '-1' }, { depositor: 'vitalik.eth' }],
    },
    response: {
      accept: [[depositListItemFixture, unfilledDepositFixture], []],
      reject: [[without(depositListItemFixture, 'depositTxnRef')], { deposits: [] }],
    },
  },
  getDeposit: {
    query: {
      accept: [
        { depositTxnRef: DEPOSIT_TX },
        { depositId: '3912470', originChainId: '42161' },
        { sweepTxnRef: SWEEP_TX, index: '1' },
      ],
      reject: [
        { depositId: 'abc' },
        { index: '-1' },
        { relayDataHash: '0x12' },
        { depositTxnRef: 'x' },
      ],
    },
    response: {
      accept: [depositResponseFixture],
      reject: [without(depositResponseFixture, 'pagination'), depositResponseFixture.deposit],
    },
  },
  getDepositStatus: {
    query: {
      accept: [
        { depositTxnRef: DEPOSIT_TX, integratorId: INTEGRATOR_ID },
        { depositId: '3912470', originChainId: '42161', index: '0' },
      ],
      reject: [
        { depositId: '1.5' },
        { depositId: '1'.repeat(79) },
        { originChainId: '42161.0' },
        { index: '-1' },
        { sweepTxnRef: SWEEP_TX },
      ],
    },
    response: {
      accept: [
        depositStatusFixture,
        { ...depositStatusFixture, status: 'pending', fillTx: null, fillTxnRef: null },
      ],
      reject: [without(depositStatusFixture, 'pagination'), { status: 'filled' }],
    },
  },
  getLimits: {
    query: {
      accept: [
        limitsQueryFixture,
        { token: USDC.arbitrum, originChainId: '42161', destinationChainId: '8453' },
      ],
      reject: [
        { ...limitsQueryFixture, allowUnmatchedDecimals: 'yes' },
        without(limitsQueryFixture, 'originChainId'),
      ],
    },
    response: {
      accept: [limitsFixture, closedLimitsFixture],
      reject: [without(limitsFixture, 'maxDeposit'), { ...limitsFixture, minDeposit: '1.5' }],
    },
  },
  getSuggestedFees: {
    query: {
      accept: [
        suggestedFeesQueryFixture,
        { ...suggestedFeesQueryFixture, allowUnmatchedDecimals: 'true' },
      ],
      reject: [
        { ...suggestedFeesQueryFixture, amount: '0' },
        { ...suggestedFeesQueryFixture, timestamp: 'now' },
        without(suggestedFeesQueryFixture, 'amount'),
      ],
    },
    response: {
      accept: [suggestedFeesFixture],
      reject: [
        without(suggestedFeesFixture, 'limits'),
        { ...suggestedFeesFixture, isAmountTooLow: 'false' },
      ],
    },
  },
  createDepositAddress: {
    query: { accept: [{}, { integratorId: INTEGRATOR_ID }], reject: [{ integratorId: '0xf00d0' }] },
    body: {
      accept: [
        depositAddressRequestFixture,
        without(depositAddressRequestFixture, 'refundAddresses'),
      ],
      reject: [
        {
          ...depositAddressRequestFixture,
          destination: { token: { chainId: '8453', address: USDC.base }, recipient: '0x1' },
        },
        { refundAddresses: [] },
        { ...depositAddressRequestFixture, refundAddresses: [{ address: USDC.base }] },
      ],
    },
    response: {
      accept: [depositAddressRecordFixture],
      reject: [
        without(depositAddressRecordFixture, 'depositInstructions'),
        without(depositAddressRecordFixture, 'id'),
      ],
    },
  },
} as const satisfies Partial<Record<EndpointId, EndpointCases>>;
