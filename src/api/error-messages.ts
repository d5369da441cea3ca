// The words of every error code, as messages (ids api.error.<CODE>.<part>), typed over the
// contract's codes so a code without words fails the build; errorCopy says them. The messages
// themselves are in error-words-*.ts, by part of the interface.
import type { MessageDescriptor } from 'react-intl';
import type { KnownCode } from '../contract/error-codes';
import { LEGACY_WORDS } from './error-words-legacy';
import { SHARED_WORDS } from './error-words-shared';
import { VERSIONED_WORDS } from './error-words-versioned';

export interface ErrorMessages {
  title: MessageDescriptor;
  message: MessageDescriptor;
  action: MessageDescriptor;
}

/** Every message: each code's own, those several codes share, and those woven around a field,
 * a wait or a code this build does not know. */
export const WORDS = { ...SHARED_WORDS, ...LEGACY_WORDS, ...VERSIONED_WORDS };

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
