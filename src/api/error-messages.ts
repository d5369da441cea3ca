// The words of every error code, as messages (ids api.error.<CODE>.<part>), typed over the
// contract's codes so a code without words fails the build; errorCopy says them.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { KnownCode } from '../contract/error-codes';

export interface ErrorMessages {
  title: MessageDescriptor;
  message: MessageDescriptor;
  action: MessageDescriptor;
}

/** Every message: each code's own, those several codes share, and those woven around a field,
 * a wait or a code this build does not know. */
export const WORDS = defineMessages({
  tryLater: { id: 'api.error.action.tryLater', defaultMessage: 'Try again in a few moments.' },
  contactSupport: {
    id: 'api.error.action.contactSupport',
    defaultMessage: 'Try again. If it keeps happening, contact support.',
  },
  checkDetails: {
    id: 'api.error.action.checkDetails',
    defaultMessage: 'Check the details and try again.',
  },
  serviceTitle: { id: 'api.error.service.title', defaultMessage: 'Service error' },
  serviceMessage: {
    id: 'api.error.service.message',
    defaultMessage:
      "The service had a problem handling this request. It wasn't caused by anything you did.",
  },
  unknownTitle: { id: 'api.error.unknown.title', defaultMessage: 'Something went wrong' },
  unknownMessage: {
    id: 'api.error.unknown.message',
    defaultMessage: "The request couldn't be completed.",
  },
  unknownAction: {
    id: 'api.error.unknown.action',
    defaultMessage: 'Try again. If it keeps happening, contact support and mention “{code}”.',
  },
  field: {
    id: 'api.error.field.action',
    defaultMessage: 'Check the field “{field}” and try again.',
  },
  waitSeconds: {
    id: 'api.error.RATE_LIMITED.waitSeconds',
    defaultMessage: 'Wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  },
  waitMinutes: {
    id: 'api.error.RATE_LIMITED.waitMinutes',
    defaultMessage: 'Wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  },
  INVALID_PARAM_title: {
    id: 'api.error.INVALID_PARAM.title',
    defaultMessage: "Something isn't right",
  },
  INVALID_PARAM_message: {
    id: 'api.error.INVALID_PARAM.message',
    defaultMessage: 'One of the values sent to the service was not accepted.',
  },
  INVALID_METHOD_title: {
    id: 'api.error.INVALID_METHOD.title',
    defaultMessage: 'Request not supported',
  },
  INVALID_METHOD_message: {
    id: 'api.error.INVALID_METHOD.message',
    defaultMessage:
      "The service does not accept this kind of request. It wasn't caused by anything you did.",
  },
  MISSING_PARAM_title: {
    id: 'api.error.MISSING_PARAM.title',
    defaultMessage: 'Some details are missing',
  },
  MISSING_PARAM_message: {
    id: 'api.error.MISSING_PARAM.message',
    defaultMessage: 'The service needs a value that was not sent.',
  },
  MISSING_PARAM_action: {
    id: 'api.error.MISSING_PARAM.action',
    defaultMessage: 'Complete every field and try again.',
  },
  SIMULATION_ERROR_title: {
    id: 'api.error.SIMULATION_ERROR.title',
    defaultMessage: 'This transfer would fail',
  },
  SIMULATION_ERROR_message: {
    id: 'api.error.SIMULATION_ERROR.message',
    defaultMessage:
      'A test run of this transfer failed, so nothing was sent and nothing was charged.',
  },
  SIMULATION_ERROR_action: {
    id: 'api.error.SIMULATION_ERROR.action',
    defaultMessage: 'Check your balance and the recipient, or try a different amount.',
  },
  AMOUNT_TOO_LOW_title: {
    id: 'api.error.AMOUNT_TOO_LOW.title',
    defaultMessage: 'Amount too small',
  },
  AMOUNT_TOO_LOW_message: {
    id: 'api.error.AMOUNT_TOO_LOW.message',
    defaultMessage:
      'This amount is below the minimum for this route; the fees would take most of it.',
  },
  AMOUNT_TOO_LOW_action: {
    id: 'api.error.AMOUNT_TOO_LOW.action',
    defaultMessage: 'Enter a larger amount.',
  },
  AMOUNT_TOO_HIGH_title: {
    id: 'api.error.AMOUNT_TOO_HIGH.title',
    defaultMessage: 'Amount too large',
  },
  AMOUNT_TOO_HIGH_message: {
    id: 'api.error.AMOUNT_TOO_HIGH.message',
    defaultMessage: 'This amount is above the most this route can move right now.',
  },
  AMOUNT_TOO_HIGH_action: {
    id: 'api.error.AMOUNT_TOO_HIGH.action',
    defaultMessage: 'Enter a smaller amount, or split it into several transfers.',
  },
  ROUTE_NOT_ENABLED_title: {
    id: 'api.error.ROUTE_NOT_ENABLED.title',
    defaultMessage: 'Route not available',
  },
  ROUTE_NOT_ENABLED_message: {
    id: 'api.error.ROUTE_NOT_ENABLED.message',
    defaultMessage: 'Transfers between these chains or tokens are not enabled right now.',
  },
  ROUTE_NOT_ENABLED_action: {
    id: 'api.error.ROUTE_NOT_ENABLED.action',
    defaultMessage: 'Pick a different chain or token.',
  },
  SWAP_LIQUIDITY_INSUFFICIENT_title: {
    id: 'api.error.SWAP_LIQUIDITY_INSUFFICIENT.title',
    defaultMessage: 'Not enough liquidity',
  },
  SWAP_LIQUIDITY_INSUFFICIENT_message: {
    id: 'api.error.SWAP_LIQUIDITY_INSUFFICIENT.message',
    defaultMessage: "There isn't enough liquidity to swap this amount right now.",
  },
  SWAP_LIQUIDITY_INSUFFICIENT_action: {
    id: 'api.error.SWAP_LIQUIDITY_INSUFFICIENT.action',
    defaultMessage: 'Try a smaller amount or another token, or try again later.',
  },
  SWAP_QUOTE_UNAVAILABLE_title: {
    id: 'api.error.SWAP_QUOTE_UNAVAILABLE.title',
    defaultMessage: 'No price available',
  },
  SWAP_QUOTE_UNAVAILABLE_message: {
    id: 'api.error.SWAP_QUOTE_UNAVAILABLE.message',
    defaultMessage: "The service couldn't find a price for this swap right now.",
  },
  SWAP_QUOTE_UNAVAILABLE_action: {
    id: 'api.error.SWAP_QUOTE_UNAVAILABLE.action',
    defaultMessage: 'Try again in a moment, or pick a different token.',
  },
  SWAP_SLIPPAGE_INSUFFICIENT_title: {
    id: 'api.error.SWAP_SLIPPAGE_INSUFFICIENT.title',
    defaultMessage: 'Price moved too much',
  },
  SWAP_SLIPPAGE_INSUFFICIENT_message: {
    id: 'api.error.SWAP_SLIPPAGE_INSUFFICIENT.message',
    defaultMessage: 'The price changed by more than the slippage you allowed.',
  },
  SWAP_SLIPPAGE_INSUFFICIENT_action: {
    id: 'api.error.SWAP_SLIPPAGE_INSUFFICIENT.action',
    defaultMessage: 'Allow a little more slippage, or try a smaller amount.',
  },
  SWAP_TYPE_NOT_GUARANTEED_title: {
    id: 'api.error.SWAP_TYPE_NOT_GUARANTEED.title',
    defaultMessage: "Exact amount can't be guaranteed",
  },
  SWAP_TYPE_NOT_GUARANTEED_message: {
    id: 'api.error.SWAP_TYPE_NOT_GUARANTEED.message',
    defaultMessage: "This route can't guarantee the exact amount for this kind of trade.",
  },
  SWAP_TYPE_NOT_GUARANTEED_action: {
    id: 'api.error.SWAP_TYPE_NOT_GUARANTEED.action',
    defaultMessage: 'Enter the amount you send instead, or pick another route.',
  },
  ABI_ENCODING_ERROR_title: {
    id: 'api.error.ABI_ENCODING_ERROR.title',
    defaultMessage: "Couldn't prepare the transaction",
  },
  ABI_ENCODING_ERROR_message: {
    id: 'api.error.ABI_ENCODING_ERROR.message',
    defaultMessage: 'The service could not build the transaction data for this request.',
  },
  ABI_ENCODING_ERROR_action: {
    id: 'api.error.ABI_ENCODING_ERROR.action',
    defaultMessage: 'Check any custom actions or data, then try again.',
  },
  FORBIDDEN_API_KEY_title: {
    id: 'api.error.FORBIDDEN_API_KEY.title',
    defaultMessage: 'Access not allowed',
  },
  FORBIDDEN_API_KEY_message: {
    id: 'api.error.FORBIDDEN_API_KEY.message',
    defaultMessage:
      'The service refused the key Ferry uses. This is a set-up problem on our side, not something you did.',
  },
  FORBIDDEN_API_KEY_action: {
    id: 'api.error.FORBIDDEN_API_KEY.action',
    defaultMessage: 'Please contact support.',
  },
  UPSTREAM_RPC_ERROR_title: {
    id: 'api.error.UPSTREAM_RPC_ERROR.title',
    defaultMessage: 'Blockchain node unavailable',
  },
  UPSTREAM_RPC_ERROR_message: {
    id: 'api.error.UPSTREAM_RPC_ERROR.message',
    defaultMessage:
      "The service couldn't reach a blockchain node it needs. It wasn't caused by anything you did.",
  },
  UPSTREAM_HTTP_ERROR_title: {
    id: 'api.error.UPSTREAM_HTTP_ERROR.title',
    defaultMessage: 'Service temporarily unavailable',
  },
  UPSTREAM_HTTP_ERROR_message: {
    id: 'api.error.UPSTREAM_HTTP_ERROR.message',
    defaultMessage:
      "A service Ferry depends on didn't answer properly. It wasn't caused by anything you did.",
  },
  UPSTREAM_GATEWAY_TIMEOUT_title: {
    id: 'api.error.UPSTREAM_GATEWAY_TIMEOUT.title',
    defaultMessage: 'The service took too long',
  },
  UPSTREAM_GATEWAY_TIMEOUT_message: {
    id: 'api.error.UPSTREAM_GATEWAY_TIMEOUT.message',
    defaultMessage:
      "A service Ferry depends on didn't answer in time. It wasn't caused by anything you did.",
  },
  UNEXPECTED_ERROR_title: {
    id: 'api.error.UNEXPECTED_ERROR.title',
    defaultMessage: 'Something went wrong',
  },
  UNEXPECTED_ERROR_message: {
    id: 'api.error.UNEXPECTED_ERROR.message',
    defaultMessage: "The service hit an unexpected problem. It wasn't caused by anything you did.",
  },
  INVALID_REQUEST_title: {
    id: 'api.error.INVALID_REQUEST.title',
    defaultMessage: "Something isn't right",
  },
  INVALID_REQUEST_message: {
    id: 'api.error.INVALID_REQUEST.message',
    defaultMessage: 'The service did not accept one of the values.',
  },
  IncorrectQueryParamsException_title: {
    id: 'api.error.IncorrectQueryParamsException.title',
    defaultMessage: 'Search not understood',
  },
  IncorrectQueryParamsException_message: {
    id: 'api.error.IncorrectQueryParamsException.message',
    defaultMessage:
      'A deposit search needs one thing to look for: a transaction, or a deposit id with its origin chain.',
  },
  IncorrectQueryParamsException_action: {
    id: 'api.error.IncorrectQueryParamsException.action',
    defaultMessage: 'Check the search and try again.',
  },
  DepositNotFoundException_title: {
    id: 'api.error.DepositNotFoundException.title',
    defaultMessage: 'Deposit not found',
  },
  DepositNotFoundException_message: {
    id: 'api.error.DepositNotFoundException.message',
    defaultMessage:
      'No deposit matches these details. A new deposit can take up to a minute to appear.',
  },
  DepositNotFoundException_action: {
    id: 'api.error.DepositNotFoundException.action',
    defaultMessage: 'Check the transaction or deposit id, or try again shortly if it is recent.',
  },
  ValidationError_title: {
    id: 'api.error.ValidationError.title',
    defaultMessage: "Some details aren't valid",
  },
  ValidationError_message: {
    id: 'api.error.ValidationError.message',
    defaultMessage: 'The service did not accept the details sent.',
  },
  ValidationError_action: {
    id: 'api.error.ValidationError.action',
    defaultMessage: 'Check the form and try again.',
  },
  UnauthorizedError_title: {
    id: 'api.error.UnauthorizedError.title',
    defaultMessage: 'Not authorised',
  },
  UnauthorizedError_message: {
    id: 'api.error.UnauthorizedError.message',
    defaultMessage:
      "The service did not accept Ferry's key. This is a set-up problem on our side, not something you did.",
  },
  UnauthorizedError_action: {
    id: 'api.error.UnauthorizedError.action',
    defaultMessage: 'Please contact support.',
  },
  ForbiddenError_title: {
    id: 'api.error.ForbiddenError.title',
    defaultMessage: 'Permission missing',
  },
  ForbiddenError_message: {
    id: 'api.error.ForbiddenError.message',
    defaultMessage: 'The key in use does not have the deposit-address permission this needs.',
  },
  ForbiddenError_action: {
    id: 'api.error.ForbiddenError.action',
    defaultMessage: 'Ask the operator to enable deposit addresses for this key.',
  },
  ConflictError_title: {
    id: 'api.error.ConflictError.title',
    defaultMessage: 'Already exists',
  },
  ConflictError_message: {
    id: 'api.error.ConflictError.message',
    defaultMessage: 'A webhook subscription for this URL already exists.',
  },
  ConflictError_action: {
    id: 'api.error.ConflictError.action',
    defaultMessage: 'Use the existing subscription, or delete it before adding it again.',
  },
  NotFoundError_title: {
    id: 'api.error.NotFoundError.title',
    defaultMessage: 'Not found',
  },
  NotFoundError_message: {
    id: 'api.error.NotFoundError.message',
    defaultMessage: "This item doesn't exist or has already been deleted.",
  },
  NotFoundError_action: {
    id: 'api.error.NotFoundError.action',
    defaultMessage: 'Refresh the list.',
  },
  UNAUTHORIZED_title: {
    id: 'api.error.UNAUTHORIZED.title',
    defaultMessage: 'Not authorised',
  },
  UNAUTHORIZED_message: {
    id: 'api.error.UNAUTHORIZED.message',
    defaultMessage:
      'The service did not accept the key for this request. This is a set-up problem on our side, not something you did.',
  },
  UNAUTHORIZED_action: {
    id: 'api.error.UNAUTHORIZED.action',
    defaultMessage: 'Please contact support.',
  },
  FORBIDDEN_title: {
    id: 'api.error.FORBIDDEN.title',
    defaultMessage: 'Access not allowed',
  },
  FORBIDDEN_message: {
    id: 'api.error.FORBIDDEN.message',
    defaultMessage: 'The key in use is not allowed to do this.',
  },
  FORBIDDEN_action: {
    id: 'api.error.FORBIDDEN.action',
    defaultMessage: 'Ask the operator to grant the permission this needs.',
  },
  UNSUPPORTED_ROUTE_title: {
    id: 'api.error.UNSUPPORTED_ROUTE.title',
    defaultMessage: 'Route not supported',
  },
  UNSUPPORTED_ROUTE_message: {
    id: 'api.error.UNSUPPORTED_ROUTE.message',
    defaultMessage: "These two chains or tokens can't be connected right now.",
  },
  UNSUPPORTED_ROUTE_action: {
    id: 'api.error.UNSUPPORTED_ROUTE.action',
    defaultMessage: 'Pick a different chain or token.',
  },
  QUOTE_NOT_FOUND_title: {
    id: 'api.error.QUOTE_NOT_FOUND.title',
    defaultMessage: 'Quote not found',
  },
  QUOTE_NOT_FOUND_message: {
    id: 'api.error.QUOTE_NOT_FOUND.message',
    defaultMessage: 'The service does not know this quote. Nothing was sent.',
  },
  QUOTE_NOT_FOUND_action: {
    id: 'api.error.QUOTE_NOT_FOUND.action',
    defaultMessage: 'Get a new quote.',
  },
  QUOTE_EXPIRED_title: {
    id: 'api.error.QUOTE_EXPIRED.title',
    defaultMessage: 'Quote expired',
  },
  QUOTE_EXPIRED_message: {
    id: 'api.error.QUOTE_EXPIRED.message',
    defaultMessage: 'A quote is valid for a limited time, and this one ran out. Nothing was sent.',
  },
  QUOTE_EXPIRED_action: {
    id: 'api.error.QUOTE_EXPIRED.action',
    defaultMessage: 'Get a new quote and sign it.',
  },
  INVALID_SIGNATURE_title: {
    id: 'api.error.INVALID_SIGNATURE.title',
    defaultMessage: 'Signature not accepted',
  },
  INVALID_SIGNATURE_message: {
    id: 'api.error.INVALID_SIGNATURE.message',
    defaultMessage: "The signature doesn't match this quote and wallet. Nothing was sent.",
  },
  INVALID_SIGNATURE_action: {
    id: 'api.error.INVALID_SIGNATURE.action',
    defaultMessage: 'Connect the wallet that asked for the quote, then sign again.',
  },
  ALREADY_EXECUTED_title: {
    id: 'api.error.ALREADY_EXECUTED.title',
    defaultMessage: 'Already submitted',
  },
  ALREADY_EXECUTED_message: {
    id: 'api.error.ALREADY_EXECUTED.message',
    defaultMessage:
      'This quote has already been submitted, so it cannot be submitted again differently.',
  },
  ALREADY_EXECUTED_action: {
    id: 'api.error.ALREADY_EXECUTED.action',
    defaultMessage: 'Follow the transfer already under way, or get a new quote for another one.',
  },
  PAYLOAD_TOO_LARGE_title: {
    id: 'api.error.PAYLOAD_TOO_LARGE.title',
    defaultMessage: 'Request too large',
  },
  PAYLOAD_TOO_LARGE_message: {
    id: 'api.error.PAYLOAD_TOO_LARGE.message',
    defaultMessage:
      'Ferry refused this request because it was larger than any valid request can be.',
  },
  PAYLOAD_TOO_LARGE_action: {
    id: 'api.error.PAYLOAD_TOO_LARGE.action',
    defaultMessage: 'Reload the page and try again; if it keeps happening, contact support.',
  },
  IDEMPOTENCY_KEY_REUSED_title: {
    id: 'api.error.IDEMPOTENCY_KEY_REUSED.title',
    defaultMessage: 'Submission does not match',
  },
  IDEMPOTENCY_KEY_REUSED_message: {
    id: 'api.error.IDEMPOTENCY_KEY_REUSED.message',
    defaultMessage:
      'This submission reused the identity of an earlier one with different details, so nothing was sent.',
  },
  IDEMPOTENCY_KEY_REUSED_action: {
    id: 'api.error.IDEMPOTENCY_KEY_REUSED.action',
    defaultMessage: 'Reload the transfer to see where it stands before submitting again.',
  },
  EXECUTION_IN_PROGRESS_title: {
    id: 'api.error.EXECUTION_IN_PROGRESS.title',
    defaultMessage: 'Already being submitted',
  },
  EXECUTION_IN_PROGRESS_message: {
    id: 'api.error.EXECUTION_IN_PROGRESS.message',
    defaultMessage: 'This transfer is being submitted right now; a second submission was not sent.',
  },
  EXECUTION_IN_PROGRESS_action: {
    id: 'api.error.EXECUTION_IN_PROGRESS.action',
    defaultMessage: 'Wait a moment: the transfer page will show its progress.',
  },
  TRANSFER_INDEXING_title: {
    id: 'api.error.TRANSFER_INDEXING.title',
    defaultMessage: 'Looking for your transfer',
  },
  TRANSFER_INDEXING_message: {
    id: 'api.error.TRANSFER_INDEXING.message',
    defaultMessage:
      'The transfer was submitted moments ago and the service has not listed it yet. Nothing is wrong.',
  },
  TRANSFER_INDEXING_action: {
    id: 'api.error.TRANSFER_INDEXING.action',
    defaultMessage: 'This page checks again by itself; give it a minute.',
  },
  RATE_LIMITED_title: {
    id: 'api.error.RATE_LIMITED.title',
    defaultMessage: 'Too many requests',
  },
  RATE_LIMITED_message: {
    id: 'api.error.RATE_LIMITED.message',
    defaultMessage: 'The service is limiting how often requests can be made.',
  },
  RATE_LIMITED_action: {
    id: 'api.error.RATE_LIMITED.action',
    defaultMessage: 'Wait a moment and try again.',
  },
  INVALID_ORDER_ID_title: {
    id: 'api.error.INVALID_ORDER_ID.title',
    defaultMessage: 'Not a transfer id',
  },
  INVALID_ORDER_ID_message: {
    id: 'api.error.INVALID_ORDER_ID.message',
    defaultMessage: "This doesn't look like a transfer id.",
  },
  INVALID_ORDER_ID_action: {
    id: 'api.error.INVALID_ORDER_ID.action',
    defaultMessage: 'Check the link: a transfer id is 0x followed by 64 letters and digits.',
  },
  TRANSFER_NOT_FOUND_title: {
    id: 'api.error.TRANSFER_NOT_FOUND.title',
    defaultMessage: 'Transfer not found yet',
  },
  TRANSFER_NOT_FOUND_message: {
    id: 'api.error.TRANSFER_NOT_FOUND.message',
    defaultMessage:
      'The service does not know this transfer yet. A new one can take a minute or two.',
  },
  TRANSFER_NOT_FOUND_action: {
    id: 'api.error.TRANSFER_NOT_FOUND.action',
    defaultMessage: 'Wait a moment and refresh. If it still does not appear, check the id.',
  },
  NETWORK_ERROR_title: {
    id: 'api.error.NETWORK_ERROR.title',
    defaultMessage: "Can't reach the service",
  },
  NETWORK_ERROR_message: {
    id: 'api.error.NETWORK_ERROR.message',
    defaultMessage: "Ferry couldn't connect. You may be offline, or the service may be down.",
  },
  NETWORK_ERROR_action: {
    id: 'api.error.NETWORK_ERROR.action',
    defaultMessage: 'Check your connection and try again.',
  },
  TIMEOUT_title: {
    id: 'api.error.TIMEOUT.title',
    defaultMessage: 'No answer in time',
  },
  TIMEOUT_message: {
    id: 'api.error.TIMEOUT.message',
    defaultMessage: "The service didn't answer in time. It wasn't caused by anything you did.",
  },
  TIMEOUT_action: {
    id: 'api.error.TIMEOUT.action',
    defaultMessage:
      'Try again. If you were submitting a transfer, check its status before resubmitting.',
  },
  BAD_RESPONSE_title: {
    id: 'api.error.BAD_RESPONSE.title',
    defaultMessage: 'Unexpected answer',
  },
  BAD_RESPONSE_message: {
    id: 'api.error.BAD_RESPONSE.message',
    defaultMessage:
      "The service sent an answer Ferry couldn't read. It wasn't caused by anything you did.",
  },
});

const SERVICE_ERROR: ErrorMessages = {
  title: WORDS.serviceTitle,
  message: WORDS.serviceMessage,
  action: WORDS.tryLater,
};

export const ERROR_MESSAGES = {
  INVALID_PARAM: {
    title: WORDS.INVALID_PARAM_title,
    message: WORDS.INVALID_PARAM_message,
    action: WORDS.checkDetails,
  },
  INVALID_METHOD: {
    title: WORDS.INVALID_METHOD_title,
    message: WORDS.INVALID_METHOD_message,
    action: WORDS.contactSupport,
  },
  MISSING_PARAM: {
    title: WORDS.MISSING_PARAM_title,
    message: WORDS.MISSING_PARAM_message,
    action: WORDS.MISSING_PARAM_action,
  },
  SIMULATION_ERROR: {
    title: WORDS.SIMULATION_ERROR_title,
    message: WORDS.SIMULATION_ERROR_message,
    action: WORDS.SIMULATION_ERROR_action,
  },
  AMOUNT_TOO_LOW: {
    title: WORDS.AMOUNT_TOO_LOW_title,
    message: WORDS.AMOUNT_TOO_LOW_message,
    action: WORDS.AMOUNT_TOO_LOW_action,
  },
  AMOUNT_TOO_HIGH: {
    title: WORDS.AMOUNT_TOO_HIGH_title,
    message: WORDS.AMOUNT_TOO_HIGH_message,
    action: WORDS.AMOUNT_TOO_HIGH_action,
  },
  ROUTE_NOT_ENABLED: {
    title: WORDS.ROUTE_NOT_ENABLED_title,
    message: WORDS.ROUTE_NOT_ENABLED_message,
    action: WORDS.ROUTE_NOT_ENABLED_action,
  },
  SWAP_LIQUIDITY_INSUFFICIENT: {
    title: WORDS.SWAP_LIQUIDITY_INSUFFICIENT_title,
    message: WORDS.SWAP_LIQUIDITY_INSUFFICIENT_message,
    action: WORDS.SWAP_LIQUIDITY_INSUFFICIENT_action,
  },
  SWAP_QUOTE_UNAVAILABLE: {
    title: WORDS.SWAP_QUOTE_UNAVAILABLE_title,
    message: WORDS.SWAP_QUOTE_UNAVAILABLE_message,
    action: WORDS.SWAP_QUOTE_UNAVAILABLE_action,
  },
  SWAP_SLIPPAGE_INSUFFICIENT: {
    title: WORDS.SWAP_SLIPPAGE_INSUFFICIENT_title,
    message: WORDS.SWAP_SLIPPAGE_INSUFFICIENT_message,
    action: WORDS.SWAP_SLIPPAGE_INSUFFICIENT_action,
  },
  SWAP_TYPE_NOT_GUARANTEED: {
    title: WORDS.SWAP_TYPE_NOT_GUARANTEED_title,
    message: WORDS.SWAP_TYPE_NOT_GUARANTEED_message,
    action: WORDS.SWAP_TYPE_NOT_GUARANTEED_action,
  },
  ABI_ENCODING_ERROR: {
    title: WORDS.ABI_ENCODING_ERROR_title,
    message: WORDS.ABI_ENCODING_ERROR_message,
    action: WORDS.ABI_ENCODING_ERROR_action,
  },
  FORBIDDEN_API_KEY: {
    title: WORDS.FORBIDDEN_API_KEY_title,
    message: WORDS.FORBIDDEN_API_KEY_message,
    action: WORDS.FORBIDDEN_API_KEY_action,
  },
  UPSTREAM_RPC_ERROR: {
    title: WORDS.UPSTREAM_RPC_ERROR_title,
    message: WORDS.UPSTREAM_RPC_ERROR_message,
    action: WORDS.tryLater,
  },
  UPSTREAM_HTTP_ERROR: {
    title: WORDS.UPSTREAM_HTTP_ERROR_title,
    message: WORDS.UPSTREAM_HTTP_ERROR_message,
    action: WORDS.tryLater,
  },
  UPSTREAM_GATEWAY_TIMEOUT: {
    title: WORDS.UPSTREAM_GATEWAY_TIMEOUT_title,
    message: WORDS.UPSTREAM_GATEWAY_TIMEOUT_message,
    action: WORDS.tryLater,
  },
  UNEXPECTED_ERROR: {
    title: WORDS.UNEXPECTED_ERROR_title,
    message: WORDS.UNEXPECTED_ERROR_message,
    action: WORDS.contactSupport,
  },
  INVALID_REQUEST: {
    title: WORDS.INVALID_REQUEST_title,
    message: WORDS.INVALID_REQUEST_message,
    action: WORDS.checkDetails,
  },
  INTERNAL_SERVER_ERROR: SERVICE_ERROR,
  IncorrectQueryParamsException: {
    title: WORDS.IncorrectQueryParamsException_title,
    message: WORDS.IncorrectQueryParamsException_message,
    action: WORDS.IncorrectQueryParamsException_action,
  },
  DepositNotFoundException: {
    title: WORDS.DepositNotFoundException_title,
    message: WORDS.DepositNotFoundException_message,
    action: WORDS.DepositNotFoundException_action,
  },
  ValidationError: {
    title: WORDS.ValidationError_title,
    message: WORDS.ValidationError_message,
    action: WORDS.ValidationError_action,
  },
  UnknownError: SERVICE_ERROR,
  UnauthorizedError: {
    title: WORDS.UnauthorizedError_title,
    message: WORDS.UnauthorizedError_message,
    action: WORDS.UnauthorizedError_action,
  },
  ForbiddenError: {
    title: WORDS.ForbiddenError_title,
    message: WORDS.ForbiddenError_message,
    action: WORDS.ForbiddenError_action,
  },
  ConflictError: {
    title: WORDS.ConflictError_title,
    message: WORDS.ConflictError_message,
    action: WORDS.ConflictError_action,
  },
  NotFoundError: {
    title: WORDS.NotFoundError_title,
    message: WORDS.NotFoundError_message,
    action: WORDS.NotFoundError_action,
  },
  UNAUTHORIZED: {
    title: WORDS.UNAUTHORIZED_title,
    message: WORDS.UNAUTHORIZED_message,
    action: WORDS.UNAUTHORIZED_action,
  },
  FORBIDDEN: {
    title: WORDS.FORBIDDEN_title,
    message: WORDS.FORBIDDEN_message,
    action: WORDS.FORBIDDEN_action,
  },
  UNSUPPORTED_ROUTE: {
    title: WORDS.UNSUPPORTED_ROUTE_title,
    message: WORDS.UNSUPPORTED_ROUTE_message,
    action: WORDS.UNSUPPORTED_ROUTE_action,
  },
  QUOTE_NOT_FOUND: {
    title: WORDS.QUOTE_NOT_FOUND_title,
    message: WORDS.QUOTE_NOT_FOUND_message,
    action: WORDS.QUOTE_NOT_FOUND_action,
  },
  QUOTE_EXPIRED: {
    title: WORDS.QUOTE_EXPIRED_title,
    message: WORDS.QUOTE_EXPIRED_message,
    action: WORDS.QUOTE_EXPIRED_action,
  },
  INVALID_SIGNATURE: {
    title: WORDS.INVALID_SIGNATURE_title,
    message: WORDS.INVALID_SIGNATURE_message,
    action: WORDS.INVALID_SIGNATURE_action,
  },
  ALREADY_EXECUTED: {
    title: WORDS.ALREADY_EXECUTED_title,
    message: WORDS.ALREADY_EXECUTED_message,
    action: WORDS.ALREADY_EXECUTED_action,
  },
  PAYLOAD_TOO_LARGE: {
    title: WORDS.PAYLOAD_TOO_LARGE_title,
    message: WORDS.PAYLOAD_TOO_LARGE_message,
    action: WORDS.PAYLOAD_TOO_LARGE_action,
  },
  IDEMPOTENCY_KEY_REUSED: {
    title: WORDS.IDEMPOTENCY_KEY_REUSED_title,
    message: WORDS.IDEMPOTENCY_KEY_REUSED_message,
    action: WORDS.IDEMPOTENCY_KEY_REUSED_action,
  },
  EXECUTION_IN_PROGRESS: {
    title: WORDS.EXECUTION_IN_PROGRESS_title,
    message: WORDS.EXECUTION_IN_PROGRESS_message,
    action: WORDS.EXECUTION_IN_PROGRESS_action,
  },
  TRANSFER_INDEXING: {
    title: WORDS.TRANSFER_INDEXING_title,
    message: WORDS.TRANSFER_INDEXING_message,
    action: WORDS.TRANSFER_INDEXING_action,
  },
  RATE_LIMITED: {
    title: WORDS.RATE_LIMITED_title,
    message: WORDS.RATE_LIMITED_message,
    action: WORDS.RATE_LIMITED_action,
  },
  INTERNAL: SERVICE_ERROR,
  INVALID_ORDER_ID: {
    title: WORDS.INVALID_ORDER_ID_title,
    message: WORDS.INVALID_ORDER_ID_message,
    action: WORDS.INVALID_ORDER_ID_action,
  },
  TRANSFER_NOT_FOUND: {
    title: WORDS.TRANSFER_NOT_FOUND_title,
    message: WORDS.TRANSFER_NOT_FOUND_message,
    action: WORDS.TRANSFER_NOT_FOUND_action,
  },
  NETWORK_ERROR: {
    title: WORDS.NETWORK_ERROR_title,
    message: WORDS.NETWORK_ERROR_message,
    action: WORDS.NETWORK_ERROR_action,
  },
  TIMEOUT: {
    title: WORDS.TIMEOUT_title,
    message: WORDS.TIMEOUT_message,
    action: WORDS.TIMEOUT_action,
  },
  BAD_RESPONSE: {
    title: WORDS.BAD_RESPONSE_title,
    message: WORDS.BAD_RESPONSE_message,
    action: WORDS.tryLater,
  },
} satisfies Record<KnownCode, ErrorMessages>;
