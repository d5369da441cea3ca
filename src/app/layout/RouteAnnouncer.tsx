import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/useT';

/**
 * Keeps document.title in step with the route (each route sets staticData.title) and, after a
 * client-side navigation, announces the new page in a polite live region, as a full page load
 * would for a screen reader.
 */
export function RouteAnnouncer() {
  const t = useT();
  const titleMessage = useRouterState({
    select: (state) => {
      const titled = state.matches.filter((match) => match.staticData.title);
      return titled[titled.length - 1]?.staticData.title;
    },
  });
  const title = titleMessage && t.formatMessage(titleMessage);
  const [message, setMessage] = useState('');
  const first = useRef(true);

  useEffect(() => {
    document.title = title ? `${title} · Ferry` : 'Ferry';
    if (first.current) {
      first.current = false;
      return;
    }
    setMessage(
      title
        ? t.formatMessage({ id: 'route.announce', defaultMessage: '{title} page' }, { title })
        : t.formatMessage({ id: 'route.changed', defaultMessage: 'Page changed' }),
    );
  }, [title, t]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
