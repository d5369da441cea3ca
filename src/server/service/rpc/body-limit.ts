// The body limit of the service's JSON-RPCs (/rpc and /sandbox/rpc), as the BFF's /api/rpc has
// it: hono's bodyLimit trusts a Content-Length and otherwise stops reading a chunked body at the
// limit, so an oversized request is a 413 before its JSON is parsed. The refusal is a JSON-RPC
// error, which a wallet or script shows as it shows any other.
import { bodyLimit } from 'hono/body-limit';
import { RPC_MAX_BODY_BYTES, rpcError, rpcErrorCodes as codes } from '../../../contract/json-rpc';

export const rpcBodyLimit = () =>
  bodyLimit({
    maxSize: RPC_MAX_BODY_BYTES,
    onError: (c) =>
      c.json(
        rpcError(
          null,
          codes.limitExceeded,
          `JSON-RPC bodies are limited to ${RPC_MAX_BODY_BYTES} bytes`,
        ),
        413,
      ),
  });
