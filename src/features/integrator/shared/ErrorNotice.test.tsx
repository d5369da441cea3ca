// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { inLocale, formatMessage } from '../../../i18n/testing/format-message';
import { ErrorNotice } from './ErrorNotice';

const Spanish = inLocale('es');
const queryClient = new QueryClient();

function InSpanish({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Spanish>{children}</Spanish>
    </QueryClientProvider>
  );
}

describe('ErrorNotice', () => {
  it('says an error that is not the service’s in the page’s language', () => {
    render(<ErrorNotice error={new TypeError('Failed to parse the answer')} />, {
      wrapper: InSpanish,
    });
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(
      formatMessage('integrator.errorNotice.title', undefined, 'es'),
    );
    expect(notice).toHaveTextContent(
      `${formatMessage('integrator.errorNotice.message', undefined, 'es')} ${formatMessage('integrator.errorNotice.action', undefined, 'es')}`,
    );
    expect(notice).not.toHaveTextContent('Failed to parse');
  });
});
