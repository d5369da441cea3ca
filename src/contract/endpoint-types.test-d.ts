// Type tests: the helper types of a row give the row's own input types.
import { expectTypeOf, test } from 'vitest';
import type { BodyOf, ParamsOf, QueryOf } from './endpoint';
import type { endpoints } from './endpoints';

test('slot types follow the row', () => {
  expectTypeOf<ParamsOf<typeof endpoints.getTransfer>>().toEqualTypeOf<{ orderId: string }>();
  expectTypeOf<BodyOf<typeof endpoints.getTransfer>>().toEqualTypeOf<undefined>();
  expectTypeOf<QueryOf<typeof endpoints.ping>>().toEqualTypeOf<undefined>();
  expectTypeOf<BodyOf<typeof endpoints.createQuote>>().toHaveProperty('amount');
});
