// The messages of every error code (ids api.error.<CODE>.<part>), typed over the contract's
// codes so a code without messages fails the build; errorCopy formats them. The messages
// themselves are in error-messages-*.ts, by part of the interface.
import type { MessageDescriptor } from 'react-intl';
import type { KnownCode } from '../contract/error-codes';
import { LEGACY_MESSAGES } from './error-messages-legacy';
import { SHARED_MESSAGES } from './error-messages-shared';
import { VERSIONED_MESSAGES } from './error-messages-versioned';

export interface ErrorMessages {
  title: MessageDescriptor;
  message: MessageDescriptor;
  action: MessageDescriptor;
}

/** Every message: each code's own, those several codes share, and those woven around a field,
 * a wait or a code this build does not know. */
export const MESSAGES = { ...SHARED_MESSAGES, ...LEGACY_MESSAGES, ...VERSIONED_MESSAGES };

const SERVICE_ERROR: ErrorMessages = {
  title: MESSAGES.serviceTitle,
  message: MESSAGES.serviceMessage,
  action: MESSAGES.tryLater,
};

export const ERROR_MESSAGES = {
  INVALID_PARAM: {
    title: MESSAGES.INVALID_PARAM_title,
    message: MESSAGES.INVALID_PARAM_message,
    action: MESSAGES.checkDetails,
  },
  INVALID_METHOD: {
    title: MESSAGES.INVALID_METHOD_title,
    message: MESSAGES.INVALID_METHOD_message,
    action: MESSAGES.contactSupport,
  },
  MISSING_PARAM: {
    title: MESSAGES.MISSING_PARAM_title,
    message: MESSAGES.MISSING_PARAM_message,
    action: MESSAGES.MISSING_PARAM_action,
  },
  SIMULATION_ERROR: {
    title: MESSAGES.SIMULATION_ERROR_title,
    message: MESSAGES.SIMULATION_ERROR_message,
    action: MESSAGES.SIMULATION_ERROR_action,
  },
  AMOUNT_TOO_LOW: {
    title: MESSAGES.AMOUNT_TOO_LOW_title,
    message: MESSAGES.AMOUNT_TOO_LOW_message,
    action: MESSAGES.AMOUNT_TOO_LOW_action,
  },
  AMOUNT_TOO_HIGH: {
    title: MESSAGES.AMOUNT_TOO_HIGH_title,
    message: MESSAGES.AMOUNT_TOO_HIGH_message,
    action: MESSAGES.AMOUNT_TOO_HIGH_action,
  },
  ROUTE_NOT_ENABLED: {
    title: MESSAGES.ROUTE_NOT_ENABLED_title,
    message: MESSAGES.ROUTE_NOT_ENABLED_message,
    action: MESSAGES.ROUTE_NOT_ENABLED_action,
  },
  SWAP_LIQUIDITY_INSUFFICIENT: {
    title: MESSAGES.SWAP_LIQUIDITY_INSUFFICIENT_title,
    message: MESSAGES.SWAP_LIQUIDITY_INSUFFICIENT_message,
    action: MESSAGES.SWAP_LIQUIDITY_INSUFFICIENT_action,
  },
  SWAP_QUOTE_UNAVAILABLE: {
    title: MESSAGES.SWAP_QUOTE_UNAVAILABLE_title,
    message: MESSAGES.SWAP_QUOTE_UNAVAILABLE_message,
    action: MESSAGES.SWAP_QUOTE_UNAVAILABLE_action,
  },
  SWAP_SLIPPAGE_INSUFFICIENT: {
    title: MESSAGES.SWAP_SLIPPAGE_INSUFFICIENT_title,
    message: MESSAGES.SWAP_SLIPPAGE_INSUFFICIENT_message,
    action: MESSAGES.SWAP_SLIPPAGE_INSUFFICIENT_action,
  },
  SWAP_TYPE_NOT_GUARANTEED: {
    title: MESSAGES.SWAP_TYPE_NOT_GUARANTEED_title,
    message: MESSAGES.SWAP_TYPE_NOT_GUARANTEED_message,
    action: MESSAGES.SWAP_TYPE_NOT_GUARANTEED_action,
  },
  ABI_ENCODING_ERROR: {
    title: MESSAGES.ABI_ENCODING_ERROR_title,
    message: MESSAGES.ABI_ENCODING_ERROR_message,
    action: MESSAGES.ABI_ENCODING_ERROR_action,
  },
  FORBIDDEN_API_KEY: {
    title: MESSAGES.FORBIDDEN_API_KEY_title,
    message: MESSAGES.FORBIDDEN_API_KEY_message,
    action: MESSAGES.FORBIDDEN_API_KEY_action,
  },
  UPSTREAM_RPC_ERROR: {
    title: MESSAGES.UPSTREAM_RPC_ERROR_title,
    message: MESSAGES.UPSTREAM_RPC_ERROR_message,
    action: MESSAGES.tryLater,
  },
  UPSTREAM_HTTP_ERROR: {
    title: MESSAGES.UPSTREAM_HTTP_ERROR_title,
    message: MESSAGES.UPSTREAM_HTTP_ERROR_message,
    action: MESSAGES.tryLater,
  },
  UPSTREAM_GATEWAY_TIMEOUT: {
    title: MESSAGES.UPSTREAM_GATEWAY_TIMEOUT_title,
    message: MESSAGES.UPSTREAM_GATEWAY_TIMEOUT_message,
    action: MESSAGES.tryLater,
  },
  UNEXPECTED_ERROR: {
    title: MESSAGES.UNEXPECTED_ERROR_title,
    message: MESSAGES.UNEXPECTED_ERROR_message,
    action: MESSAGES.contactSupport,
  },
  INVALID_REQUEST: {
    title: MESSAGES.INVALID_REQUEST_title,
    message: MESSAGES.INVALID_REQUEST_message,
    action: MESSAGES.checkDetails,
  },
  INTERNAL_SERVER_ERROR: SERVICE_ERROR,
  IncorrectQueryParamsException: {
    title: MESSAGES.IncorrectQueryParamsException_title,
    message: MESSAGES.IncorrectQueryParamsException_message,
    action: MESSAGES.IncorrectQueryParamsException_action,
  },
  DepositNotFoundException: {
    title: MESSAGES.DepositNotFoundException_title,
    message: MESSAGES.DepositNotFoundException_message,
    action: MESSAGES.DepositNotFoundException_action,
  },
  ValidationError: {
    title: MESSAGES.ValidationError_title,
    message: MESSAGES.ValidationError_message,
    action: MESSAGES.ValidationError_action,
  },
  UnknownError: SERVICE_ERROR,
  UnauthorizedError: {
    title: MESSAGES.UnauthorizedError_title,
    message: MESSAGES.UnauthorizedError_message,
    action: MESSAGES.UnauthorizedError_action,
  },
  ForbiddenError: {
    title: MESSAGES.ForbiddenError_title,
    message: MESSAGES.ForbiddenError_message,
    action: MESSAGES.ForbiddenError_action,
  },
  ConflictError: {
    title: MESSAGES.ConflictError_title,
    message: MESSAGES.ConflictError_message,
    action: MESSAGES.ConflictError_action,
  },
  NotFoundError: {
    title: MESSAGES.NotFoundError_title,
    message: MESSAGES.NotFoundError_message,
    action: MESSAGES.NotFoundError_action,
  },
  UNAUTHORIZED: {
    title: MESSAGES.UNAUTHORIZED_title,
    message: MESSAGES.UNAUTHORIZED_message,
    action: MESSAGES.UNAUTHORIZED_action,
  },
  FORBIDDEN: {
    title: MESSAGES.FORBIDDEN_title,
    message: MESSAGES.FORBIDDEN_message,
    action: MESSAGES.FORBIDDEN_action,
  },
  UNSUPPORTED_ROUTE: {
    title: MESSAGES.UNSUPPORTED_ROUTE_title,
    message: MESSAGES.UNSUPPORTED_ROUTE_message,
    action: MESSAGES.UNSUPPORTED_ROUTE_action,
  },
  QUOTE_NOT_FOUND: {
    title: MESSAGES.QUOTE_NOT_FOUND_title,
    message: MESSAGES.QUOTE_NOT_FOUND_message,
    action: MESSAGES.QUOTE_NOT_FOUND_action,
  },
  QUOTE_EXPIRED: {
    title: MESSAGES.QUOTE_EXPIRED_title,
    message: MESSAGES.QUOTE_EXPIRED_message,
    action: MESSAGES.QUOTE_EXPIRED_action,
  },
  INVALID_SIGNATURE: {
    title: MESSAGES.INVALID_SIGNATURE_title,
    message: MESSAGES.INVALID_SIGNATURE_message,
    action: MESSAGES.INVALID_SIGNATURE_action,
  },
  ALREADY_EXECUTED: {
    title: MESSAGES.ALREADY_EXECUTED_title,
    message: MESSAGES.ALREADY_EXECUTED_message,
    action: MESSAGES.ALREADY_EXECUTED_action,
  },
  PAYLOAD_TOO_LARGE: {
    title: MESSAGES.PAYLOAD_TOO_LARGE_title,
    message: MESSAGES.PAYLOAD_TOO_LARGE_message,
    action: MESSAGES.PAYLOAD_TOO_LARGE_action,
  },
  IDEMPOTENCY_KEY_REUSED: {
    title: MESSAGES.IDEMPOTENCY_KEY_REUSED_title,
    message: MESSAGES.IDEMPOTENCY_KEY_REUSED_message,
    action: MESSAGES.IDEMPOTENCY_KEY_REUSED_action,
  },
  EXECUTION_IN_PROGRESS: {
    title: MESSAGES.EXECUTION_IN_PROGRESS_title,
    message: MESSAGES.EXECUTION_IN_PROGRESS_message,
    action: MESSAGES.EXECUTION_IN_PROGRESS_action,
  },
  TRANSFER_INDEXING: {
    title: MESSAGES.TRANSFER_INDEXING_title,
    message: MESSAGES.TRANSFER_INDEXING_message,
    action: MESSAGES.TRANSFER_INDEXING_action,
  },
  RATE_LIMITED: {
    title: MESSAGES.RATE_LIMITED_title,
    message: MESSAGES.RATE_LIMITED_message,
    action: MESSAGES.RATE_LIMITED_action,
  },
  INTERNAL: SERVICE_ERROR,
  INVALID_ORDER_ID: {
    title: MESSAGES.INVALID_ORDER_ID_title,
    message: MESSAGES.INVALID_ORDER_ID_message,
    action: MESSAGES.INVALID_ORDER_ID_action,
  },
  TRANSFER_NOT_FOUND: {
    title: MESSAGES.TRANSFER_NOT_FOUND_title,
    message: MESSAGES.TRANSFER_NOT_FOUND_message,
    action: MESSAGES.TRANSFER_NOT_FOUND_action,
  },
  NETWORK_ERROR: {
    title: MESSAGES.NETWORK_ERROR_title,
    message: MESSAGES.NETWORK_ERROR_message,
    action: MESSAGES.NETWORK_ERROR_action,
  },
  TIMEOUT: {
    title: MESSAGES.TIMEOUT_title,
    message: MESSAGES.TIMEOUT_message,
    action: MESSAGES.TIMEOUT_action,
  },
  BAD_RESPONSE: {
    title: MESSAGES.BAD_RESPONSE_title,
    message: MESSAGES.BAD_RESPONSE_message,
    action: MESSAGES.tryLater,
  },
} satisfies Record<KnownCode, ErrorMessages>;
