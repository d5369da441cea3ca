// The primary sections, in the order the header shows them.
import { defineMessages } from 'react-intl';

const labels = defineMessages({
  bridge: { id: 'nav.bridge', defaultMessage: 'Bridge' },
  transfers: { id: 'nav.transfers', defaultMessage: 'Transfers' },
  history: { id: 'nav.history', defaultMessage: 'History' },
  explorer: { id: 'nav.explorer', defaultMessage: 'Explorer' },
  integrator: { id: 'nav.integrator', defaultMessage: 'Integrator' },
});

export const NAV_ITEMS = [
  { to: '/', label: labels.bridge, exact: true },
  { to: '/transfers', label: labels.transfers, exact: false },
  { to: '/history', label: labels.history, exact: false },
  { to: '/explorer', label: labels.explorer, exact: false },
  { to: '/integrator', label: labels.integrator, exact: false },
] as const;
