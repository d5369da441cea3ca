// Error messages several codes share, and those woven around a field, a wait or an unknown code.
import { defineMessages } from 'react-intl';

export const SHARED_MESSAGES = defineMessages({
  tryLater: { id: 'api.error.action.tryLater', defaultMessage: 'Try again in a few moments.' },
  contactSupport: {
    id: 'api.error.action.contactSupport',
    defaultMessage: 'Try again. If it keeps happening, contact support.',
  },
  checkDetails: {
    id: 'api.error.action.checkDetails',
    defaultMessage: 'Check the details and try again.',
  },
  serviceTitle: { id: 'api.error.service.title', defaultMessage: 'Service error' },
  serviceMessage: {
    id: 'api.error.service.message',
    defaultMessage:
      "The service had a problem handling this request. It wasn't caused by anything you did.",
  },
  unknownTitle: { id: 'api.error.unknown.title', defaultMessage: 'Something went wrong' },
  unknownMessage: {
    id: 'api.error.unknown.message',
    defaultMessage: "The request couldn't be completed.",
  },
  unknownAction: {
    id: 'api.error.unknown.action',
    defaultMessage: 'Try again. If it keeps happening, contact support and mention “{code}”.',
  },
  field: {
    id: 'api.error.field.action',
    defaultMessage: 'Check the field “{field}” and try again.',
  },
  waitSeconds: {
    id: 'api.error.RATE_LIMITED.waitSeconds',
    defaultMessage: 'Wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  },
  waitMinutes: {
    id: 'api.error.RATE_LIMITED.waitMinutes',
    defaultMessage: 'Wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  },
});
