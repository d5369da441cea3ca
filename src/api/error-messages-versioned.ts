// The messages of the versioned API's error codes (quotes, executions, transfers, subscriptions).
import { defineMessages } from 'react-intl';

export const VERSIONED_MESSAGES = defineMessages({
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
