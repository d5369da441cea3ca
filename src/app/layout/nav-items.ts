// The primary sections, in the order the header shows them.
export const NAV_ITEMS = [
  { to: '/', label: 'Bridge', exact: true },
  { to: '/transfers', label: 'Transfers', exact: false },
  { to: '/history', label: 'History', exact: false },
  { to: '/explorer', label: 'Explorer', exact: false },
  { to: '/integrator', label: 'Integrator', exact: false },
] as const;
