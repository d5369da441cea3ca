// What a person reads for an error, in their language: its code's title, what happened and what
// to do (error-messages.ts). Components show this, never a raw upstream string alone: an error is
// data (a code), and the messages are ours.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { isFieldCode, isKnownCode } from '../contract/error-codes';
import type { ServiceError } from '../contract/errors';
import { useT } from '../i18n/useT';
import { MESSAGES as m, ERROR_MESSAGES, type ErrorMessages } from './error-messages';

export interface ErrorCopy {
  title: string;
  message: string;
  action: string;
}

// Only weave in short, identifier-like text; anything else stays out of the message.
const SAFE_TOKEN = /^[\w.[\]-]{1,64}$/;

type Describable = Pick<ServiceError, 'code' | 'param' | 'retryAfterSec'>;

/** What useErrorCopy gives: an error in, its messages in the page's language out. */
export type DescribeError = (err: Describable) => ErrorCopy;

/** The messages for an error in `t`'s language: its code's, with the field or the wait woven in. */
export function errorCopy(t: IntlShape, err: Describable): ErrorCopy {
  const format = (d: MessageDescriptor, values?: Record<string, string | number>) =>
    t.formatMessage(d, values);
  if (!isKnownCode(err.code)) {
    return {
      title: format(m.unknownTitle),
      message: format(m.unknownMessage),
      action: SAFE_TOKEN.test(err.code)
        ? format(m.unknownAction, { code: err.code })
        : format(m.contactSupport),
    };
  }
  const messages: ErrorMessages = ERROR_MESSAGES[err.code];
  const copy = {
    title: format(messages.title),
    message: format(messages.message),
    action: format(messages.action),
  };
  if (err.param !== undefined && isFieldCode(err.code) && SAFE_TOKEN.test(err.param)) {
    copy.action = format(m.field, { field: err.param });
  }
  const wait = err.retryAfterSec;
  if (wait !== undefined && wait > 0 && err.code === 'RATE_LIMITED') {
    copy.action =
      wait < 120
        ? format(m.waitSeconds, { seconds: wait })
        : format(m.waitMinutes, { minutes: Math.ceil(wait / 60) });
  }
  return copy;
}

/** `errorCopy` in the page's language: `const describeError = useErrorCopy();`. */
export function useErrorCopy(): DescribeError {
  const t = useT();
  return (err) => errorCopy(t, err);
}
