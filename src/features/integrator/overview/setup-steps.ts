// The setup checklist of a new integrator: each step, where it is done, and when it counts as done.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { IntegratorOverview } from '../../../contract/schemas/ferry-integrator';

export interface SetupFacts {
  overview: IntegratorOverview;
  subscriptions: number;
}

export interface SetupStep {
  id: 'address' | 'webhook' | 'deposit' | 'event';
  title: MessageDescriptor;
  help: MessageDescriptor;
  to:
    '/integrator/deposit-addresses/new' | '/integrator/webhooks' | '/integrator/deposit-addresses';
  done: boolean;
}

const copy = defineMessages({
  addressTitle: { id: 'integrator.setup.addressTitle', defaultMessage: 'Create a deposit address' },
  addressHelp: {
    id: 'integrator.setup.addressHelp',
    defaultMessage: 'Choose the destination chain, token and recipient.',
  },
  webhookTitle: { id: 'integrator.setup.webhookTitle', defaultMessage: 'Subscribe a webhook' },
  webhookHelp: {
    id: 'integrator.setup.webhookHelp',
    defaultMessage: "Point it at Ferry's own receiver to watch events here, or at your endpoint.",
  },
  depositTitle: { id: 'integrator.setup.depositTitle', defaultMessage: 'Send a test deposit' },
  depositHelp: {
    id: 'integrator.setup.depositHelp',
    defaultMessage:
      'Open one of your addresses and use “Send a test deposit” (sandbox), or send real funds.',
  },
  eventTitle: { id: 'integrator.setup.eventTitle', defaultMessage: 'See the event arrive' },
  eventHelp: {
    id: 'integrator.setup.eventHelp',
    defaultMessage:
      'Events delivered to Ferry’s receiver appear on the address and in the webhook console.',
  },
});

export function setupSteps({ overview, subscriptions }: SetupFacts): SetupStep[] {
  return [
    {
      id: 'address',
      title: copy.addressTitle,
      help: copy.addressHelp,
      to: '/integrator/deposit-addresses/new',
      done: overview.depositAddresses > 0,
    },
    {
      id: 'webhook',
      title: copy.webhookTitle,
      help: copy.webhookHelp,
      to: '/integrator/webhooks',
      done: subscriptions > 0,
    },
    {
      id: 'deposit',
      title: copy.depositTitle,
      help: copy.depositHelp,
      to: '/integrator/deposit-addresses',
      done: overview.depositEventSeen,
    },
    {
      id: 'event',
      title: copy.eventTitle,
      help: copy.eventHelp,
      to: '/integrator/webhooks',
      done: overview.lastEventAt !== null,
    },
  ];
}
