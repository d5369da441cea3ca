import { defineMessage } from 'react-intl';

/** A tracker's title once its amount is known: what went where. */
export const trackerTitle = defineMessage<{ amount: string; origin: string; destination: string }>({
  id: 'transfers.tracker.title',
  defaultMessage: '{amount} from {origin} to {destination}',
});
