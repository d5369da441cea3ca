import { defineMessages } from 'react-intl';

/** The header of a tracker link that names no transfer. */
export const notFoundHeader = defineMessages({
  eyebrow: { id: 'transfers.notFound.eyebrow', defaultMessage: 'Transfers' },
  title: { id: 'transfers.notFound.title', defaultMessage: 'Transfer not found' },
});
