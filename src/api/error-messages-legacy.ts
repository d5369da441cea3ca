// The messages of the legacy API's error codes and of the {error: Name} envelope's names.
import { defineMessages } from 'react-intl';

export const LEGACY_MESSAGES = defineMessages({
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
});
