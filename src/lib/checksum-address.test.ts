import { describe, expect, it } from 'vitest';
import { checksumAddress } from './checksum-address';

describe('checksumAddress', () => {
  it('writes an EVM address with its EIP-55 checksum, and leaves anything else as it is', () => {
    expect(checksumAddress('0xe86cd45f5a5b268813183c57cf67234d21c9f086')).toBe(
      '0xE86cd45f5A5B268813183C57Cf67234D21C9f086',
    );
    expect(checksumAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    );
  });
});
