import { useMemo } from 'react';
import { useT } from '../i18n/useT';
import { formatsFor, type Formats } from './format';

/** The page's formatters (amounts, USD, times, durations, lists) in its language. */
export function useFormat(): Formats {
  const t = useT();
  return useMemo(() => formatsFor(t), [t]);
}
