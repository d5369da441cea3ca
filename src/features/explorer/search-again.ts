import { defineMessage } from 'react-intl';

/** The one button a stopped or failed search offers. */
export const searchAgain = defineMessage({
  id: 'explorer.search.again',
  defaultMessage: 'Search again',
});
