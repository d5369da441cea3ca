// Message descriptors as plain MessageDescriptor: react-intl types each descriptor made by
// defineMessages as taking no values, so one with placeholders could not be formatted with them.
import type { MessageDescriptor } from 'react-intl';

export const untyped = <K extends string>(messages: Record<K, MessageDescriptor>) => messages;
