// What a person reads for each error code: one table, typed so a missing code fails the build.
// Components render this, never a raw upstream string alone: an error is data (a code), and the
// words are ours.
import type { ServiceError } from './errors';

/**
 * Legacy codes (docs/interface-decisions.md#error-codes), plus INVALID_REQUEST and
 * INTERNAL_SERVER_ERROR, which the legacy endpoints answer too.
 */
export const LEGACY_CODES = [
  'INVALID_PARAM',
  'INVALID_METHOD',
  'MISSING_PARAM',
  'SIMULATION_ERROR',
  'AMOUNT_TOO_LOW',
  'AMOUNT_TOO_HIGH',
  'ROUTE_NOT_ENABLED',
  'SWAP_LIQUIDITY_INSUFFICIENT',
  'SWAP_QUOTE_UNAVAILABLE',
  'SWAP_SLIPPAGE_INSUFFICIENT',
  'SWAP_TYPE_NOT_GUARANTEED',
  'ABI_ENCODING_ERROR',
  'FORBIDDEN_API_KEY',
  'UPSTREAM_RPC_ERROR',
  'UPSTREAM_HTTP_ERROR',
  'UPSTREAM_GATEWAY_TIMEOUT',
  'UNEXPECTED_ERROR',
  'INVALID_REQUEST',
  'INTERNAL_SERVER_ERROR',
] as const;

/** Names of the {error: Name, message} envelope. */
export const NAMED_CODES = [
  'IncorrectQueryParamsException',
  'DepositNotFoundException',
  'ValidationError',
  'UnknownError',
  'UnauthorizedError',
  'ForbiddenError',
  'ConflictError',
  'NotFoundError',
] as const;

/**
 * Versioned quote/execution/capabilities codes and transfer codes
 * (docs/interface-decisions.md#error-codes).
 */
export const VERSIONED_CODES = [
  'UNAUTHORIZED',
  'INVALID_REQUEST',
  'UNSUPPORTED_ROUTE',
  'AMOUNT_TOO_LOW',
  'AMOUNT_TOO_HIGH',
  'QUOTE_NOT_FOUND',
  'QUOTE_EXPIRED',
  'INVALID_SIGNATURE',
  'ALREADY_EXECUTED',
  'RATE_LIMITED',
  'INTERNAL',
  'INVALID_ORDER_ID',
  'TRANSFER_NOT_FOUND',
] as const;

/** Derived from a status when an envelope has no code, or made up by the client. */
export const SYNTHETIC_CODES = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'NETWORK_ERROR',
  'TIMEOUT',
  'BAD_RESPONSE',
] as const;

/** Codes Ferry's own BFF answers with (its refusals and the states only it knows). */
export const BFF_CODES = [
  'PAYLOAD_TOO_LARGE',
  'IDEMPOTENCY_KEY_REUSED',
  'EXECUTION_IN_PROGRESS',
  'TRANSFER_INDEXING',
] as const;

export type KnownCode =
  | (typeof LEGACY_CODES)[number]
  | (typeof NAMED_CODES)[number]
  | (typeof VERSIONED_CODES)[number]
  | (typeof SYNTHETIC_CODES)[number]
  | (typeof BFF_CODES)[number];

export interface ErrorCopy {
  title: string;
  message: string;
  action: string;
}

const notYou = "It wasn't caused by anything you did.";
const tryLater = 'Try again in a few moments.';
const contactSupport = 'Try again. If it keeps happening, contact support.';
const checkDetails = 'Check the details and try again.';
const serviceError: ErrorCopy = {
  title: 'Service error',
  message: `The service had a problem handling this request. ${notYou}`,
  action: tryLater,
};
const setupProblem = 'This is a set-up problem on our side, not something you did.';

export const ERROR_COPY = {
  INVALID_PARAM: {
    title: "Something isn't right",
    message: 'One of the values sent to the service was not accepted.',
    action: checkDetails,
  },
  INVALID_METHOD: {
    title: 'Request not supported',
    message: `The service does not accept this kind of request. ${notYou}`,
    action: contactSupport,
  },
  MISSING_PARAM: {
    title: 'Some details are missing',
    message: 'The service needs a value that was not sent.',
    action: 'Fill in every field and try again.',
  },
  SIMULATION_ERROR: {
    title: 'This transfer would fail',
    message: 'A test run of this transfer failed, so nothing was sent and nothing was charged.',
    action: 'Check your balance and the recipient, or try a different amount.',
  },
  AMOUNT_TOO_LOW: {
    title: 'Amount too small',
    message: 'This amount is below the minimum for this route; the fees would take most of it.',
    action: 'Enter a larger amount.',
  },
  AMOUNT_TOO_HIGH: {
    title: 'Amount too large',
    message: 'This amount is above the most this route can move right now.',
    action: 'Enter a smaller amount, or split it into several transfers.',
  },
  ROUTE_NOT_ENABLED: {
    title: 'Route not available',
    message: 'Transfers between these chains or tokens are not enabled right now.',
    action: 'Pick a different chain or token.',
  },
  SWAP_LIQUIDITY_INSUFFICIENT: {
    title: 'Not enough liquidity',
    message: "There isn't enough liquidity to swap this amount right now.",
    action: 'Try a smaller amount or another token, or try again later.',
  },
  SWAP_QUOTE_UNAVAILABLE: {
    title: 'No price available',
    message: "The service couldn't find a price for this swap right now.",
    action: 'Try again in a moment, or pick a different token.',
  },
  SWAP_SLIPPAGE_INSUFFICIENT: {
    title: 'Price moved too much',
    message: 'The price changed by more than the slippage you allowed.',
    action: 'Allow a little more slippage, or try a smaller amount.',
  },
  SWAP_TYPE_NOT_GUARANTEED: {
    title: "Exact amount can't be guaranteed",
    message: "This route can't guarantee the exact amount for this kind of trade.",
    action: 'Enter the amount you send instead, or pick another route.',
  },
  ABI_ENCODING_ERROR: {
    title: "Couldn't prepare the transaction",
    message: 'The service could not build the transaction data for this request.',
    action: 'Check any custom actions or data, then try again.',
  },
  FORBIDDEN_API_KEY: {
    title: 'Access not allowed',
    message: `The service refused the key Ferry uses. ${setupProblem}`,
    action: 'Please contact support.',
  },
  UPSTREAM_RPC_ERROR: {
    title: 'Blockchain node unavailable',
    message: `The service couldn't reach a blockchain node it needs. ${notYou}`,
    action: tryLater,
  },
  UPSTREAM_HTTP_ERROR: {
    title: 'Service temporarily unavailable',
    message: `A service Ferry depends on didn't answer properly. ${notYou}`,
    action: tryLater,
  },
  UPSTREAM_GATEWAY_TIMEOUT: {
    title: 'The service took too long',
    message: `A service Ferry depends on didn't answer in time. ${notYou}`,
    action: tryLater,
  },
  UNEXPECTED_ERROR: {
    title: 'Something went wrong',
    message: `The service hit an unexpected problem. ${notYou}`,
    action: contactSupport,
  },
  INVALID_REQUEST: {
    title: "Something isn't right",
    message: 'The service did not accept one of the values.',
    action: checkDetails,
  },
  INTERNAL_SERVER_ERROR: serviceError,
  IncorrectQueryParamsException: {
    title: 'Search not understood',
    message:
      'A deposit search needs one thing to look for: a transaction, or a deposit id with its origin chain.',
    action: 'Check the search and try again.',
  },
  DepositNotFoundException: {
    title: 'Deposit not found',
    message: 'No deposit matches these details. A new deposit can take up to a minute to appear.',
    action: 'Check the transaction or deposit id, or try again shortly if it is recent.',
  },
  ValidationError: {
    title: "Some details aren't valid",
    message: 'The service did not accept the details sent.',
    action: 'Check the form and try again.',
  },
  UnknownError: serviceError,
  UnauthorizedError: {
    title: 'Not authorised',
    message: `The service did not accept Ferry's key. ${setupProblem}`,
    action: 'Please contact support.',
  },
  ForbiddenError: {
    title: 'Permission missing',
    message: 'The key in use does not have the deposit-address permission this needs.',
    action: 'Ask the operator to enable deposit addresses for this key.',
  },
  ConflictError: {
    title: 'Already exists',
    message: 'A webhook subscription for this URL already exists.',
    action: 'Use the existing subscription, or delete it before adding it again.',
  },
  NotFoundError: {
    title: 'Not found',
    message: "This item doesn't exist or has already been deleted.",
    action: 'Refresh the list.',
  },
  UNAUTHORIZED: {
    title: 'Not authorised',
    message: `The service did not accept the key for this request. ${setupProblem}`,
    action: 'Please contact support.',
  },
  FORBIDDEN: {
    title: 'Access not allowed',
    message: 'The key in use is not allowed to do this.',
    action: 'Ask the operator to grant the permission this needs.',
  },
  UNSUPPORTED_ROUTE: {
    title: 'Route not supported',
    message: "These two chains or tokens can't be connected right now.",
    action: 'Pick a different chain or token.',
  },
  QUOTE_NOT_FOUND: {
    title: 'Quote not found',
    message: 'The service does not know this quote. Nothing was sent.',
    action: 'Get a new quote.',
  },
  QUOTE_EXPIRED: {
    title: 'Quote expired',
    message: 'A quote is valid for a limited time, and this one ran out. Nothing was sent.',
    action: 'Get a new quote and sign it.',
  },
  INVALID_SIGNATURE: {
    title: 'Signature not accepted',
    message: "The signature doesn't match this quote and wallet. Nothing was sent.",
    action: 'Connect the wallet that asked for the quote, then sign again.',
  },
  ALREADY_EXECUTED: {
    title: 'Already submitted',
    message: 'This quote has already been submitted, so it cannot be submitted again differently.',
    action: 'Follow the transfer already under way, or get a new quote for another one.',
  },
  PAYLOAD_TOO_LARGE: {
    title: 'Request too large',
    message: 'Ferry refused this request because it was larger than any valid request can be.',
    action: 'Reload the page and try again; if it keeps happening, contact support.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    title: 'Submission does not match',
    message:
      'This submission reused the identity of an earlier one with different details, so nothing was sent.',
    action: 'Reload the transfer to see where it stands before submitting again.',
  },
  EXECUTION_IN_PROGRESS: {
    title: 'Already being submitted',
    message: 'This transfer is being submitted right now; a second submission was not sent.',
    action: 'Wait a moment: the transfer page will show its progress.',
  },
  TRANSFER_INDEXING: {
    title: 'Looking for your transfer',
    message:
      'The transfer was submitted moments ago and the service has not listed it yet. Nothing is wrong.',
    action: 'This page checks again by itself; give it a minute.',
  },
  RATE_LIMITED: {
    title: 'Too many requests',
    message: 'The service is limiting how often requests can be made.',
    action: 'Wait a moment and try again.',
  },
  INTERNAL: serviceError,
  INVALID_ORDER_ID: {
    title: 'Not a transfer id',
    message: "This doesn't look like a transfer id.",
    action: 'Check the link: a transfer id is 0x followed by 64 letters and digits.',
  },
  TRANSFER_NOT_FOUND: {
    title: 'Transfer not found yet',
    message: 'The service does not know this transfer yet. A new one can take a minute or two.',
    action: 'Wait a moment and refresh. If it still does not appear, check the id.',
  },
  NETWORK_ERROR: {
    title: "Can't reach the service",
    message: "Ferry couldn't connect. You may be offline, or the service may be down.",
    action: 'Check your connection and try again.',
  },
  TIMEOUT: {
    title: 'No answer in time',
    message: `The service didn't answer in time. ${notYou}`,
    action: 'Try again. If you were submitting a transfer, check its status before resubmitting.',
  },
  BAD_RESPONSE: {
    title: 'Unexpected answer',
    message: `The service sent an answer Ferry couldn't read. ${notYou}`,
    action: tryLater,
  },
} as const satisfies Record<KnownCode, ErrorCopy>;

/** Every code with copy, once each. */
export const KNOWN_CODES = Object.keys(ERROR_COPY) as KnownCode[];

export function isKnownCode(code: string): code is KnownCode {
  return Object.hasOwn(ERROR_COPY, code);
}

/** Codes about one bad field, where naming the field helps. */
const FIELD_CODES = new Set<string>([
  'INVALID_PARAM',
  'MISSING_PARAM',
  'INVALID_REQUEST',
  'ValidationError',
  'IncorrectQueryParamsException',
]);

// Only weave in short, identifier-like text; anything else stays out of the copy.
const SAFE_TOKEN = /^[\w.[\]-]{1,64}$/;

export function describeError(
  err: Pick<ServiceError, 'code' | 'param' | 'retryAfterSec'>,
): ErrorCopy {
  if (!isKnownCode(err.code)) {
    const ref = SAFE_TOKEN.test(err.code) ? ` and mention “${err.code}”` : '';
    return {
      title: 'Something went wrong',
      message: "The request couldn't be completed.",
      action: `Try again. If it keeps happening, contact support${ref}.`,
    };
  }
  const copy: ErrorCopy = { ...ERROR_COPY[err.code] };
  if (err.param !== undefined && FIELD_CODES.has(err.code) && SAFE_TOKEN.test(err.param)) {
    copy.action = `Check the field “${err.param}” and try again.`;
  }
  if (err.retryAfterSec !== undefined && err.retryAfterSec > 0 && err.code === 'RATE_LIMITED') {
    copy.action = `Wait ${waitText(err.retryAfterSec)} and try again.`;
  }
  return copy;
}

function waitText(sec: number): string {
  if (sec < 120) return sec === 1 ? '1 second' : `${sec} seconds`;
  return `${Math.ceil(sec / 60)} minutes`;
}
