// The setup checklist of a new integrator: each step, where it is done, and when it counts as done.
import type { IntegratorOverview } from '../../../contract/schemas/ferry-integrator';

export interface SetupFacts {
  overview: IntegratorOverview;
  subscriptions: number;
}

export interface SetupStep {
  id: 'address' | 'webhook' | 'deposit' | 'event';
  title: string;
  help: string;
  to:
    '/integrator/deposit-addresses/new' | '/integrator/webhooks' | '/integrator/deposit-addresses';
  done: boolean;
}

export function setupSteps({ overview, subscriptions }: SetupFacts): SetupStep[] {
  return [
    {
      id: 'address',
      title: 'Create a deposit address',
      help: 'Choose the destination chain, token and recipient.',
      to: '/integrator/deposit-addresses/new',
      done: overview.depositAddresses > 0,
    },
    {
      id: 'webhook',
      title: 'Subscribe a webhook',
      help: "Point it at Ferry's own receiver to watch events here, or at your endpoint.",
      to: '/integrator/webhooks',
      done: subscriptions > 0,
    },
    {
      id: 'deposit',
      title: 'Send a test deposit',
      help: 'Open one of your addresses and use “Send a test deposit” (sandbox), or send real funds.',
      to: '/integrator/deposit-addresses',
      done: overview.depositEventSeen,
    },
    {
      id: 'event',
      title: 'See the event arrive',
      help: 'Events delivered to Ferry’s receiver appear on the address and in the webhook console.',
      to: '/integrator/webhooks',
      done: overview.lastEventAt !== null,
    },
  ];
}
