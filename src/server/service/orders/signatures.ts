// EIP-712 payloads the service hands out and the signatures it accepts back. Signatures are
// always checked against the typed data the service STORED, never the copy a caller returns.
import { hashTypedData, verifyTypedData, type TypedDataDefinition } from 'viem';

/** JSON-safe typed data (amounts as decimal strings), as it travels in quotes. */
export type TypedDataJson = {
  domain: { name?: string; version?: string; chainId?: number; verifyingContract?: string };
  types: Record<string, { name: string; type: string }[]>;
  primaryType: string;
  message: Record<string, unknown>;
};

const definition = (td: TypedDataJson) => td as unknown as TypedDataDefinition;

/** Whether `signature` over `typedData` recovers to `signer`. Malformed input is simply false. */
export async function signedBy(
  typedData: TypedDataJson,
  signature: string,
  signer: string,
): Promise<boolean> {
  try {
    return await verifyTypedData({
      ...definition(typedData),
      address: signer as `0x${string}`,
      signature: signature as `0x${string}`,
    });
  } catch {
    return false;
  }
}

/** The EIP-712 digest of typed data, or undefined when it is not valid typed data. */
export function digestOf(typedData: unknown): string | undefined {
  try {
    return hashTypedData(definition(typedData as TypedDataJson));
  } catch {
    return undefined;
  }
}
