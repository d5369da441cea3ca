import { NotBuiltYet } from '../../components/ui/NotBuiltYet';
import { PageHeader } from '../../components/ui/PageHeader';
import { BridgeSteps } from './BridgeSteps';
import { LinkedRouteNotice, type LinkedRoute } from './LinkedRouteNotice';
import { SupportedChains } from './SupportedChains';

export function BridgePage({ linked = {} }: { linked?: LinkedRoute }) {
  return (
    <div className="space-y-10">
      <PageHeader
        eyebrow="Bridge"
        title="Move tokens between chains"
        description="Send a token from one blockchain and receive it on another, with the fees and the arrival amount shown before you sign."
      />
      <LinkedRouteNotice linked={linked} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <NotBuiltYet
          feature="the bridge"
          capabilities={[
            'Pick a token and the chains to send it from and to.',
            'Get a live quote with every fee, the amount that arrives, and when the quote expires.',
            'Approve and sign in your own wallet; Ferry never holds your keys.',
            'Follow the transfer until it arrives, or see why it was refunded.',
          ]}
        />
        <BridgeSteps />
      </div>
      <SupportedChains />
    </div>
  );
}
