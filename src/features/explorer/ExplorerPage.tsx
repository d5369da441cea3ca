import { NotBuiltYet } from '../../components/ui/NotBuiltYet';
import { PageHeader } from '../../components/ui/PageHeader';

export function ExplorerPage() {
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow="Explorer"
        title="Support explorer"
        description="For support staff: find a deposit from whatever detail a customer can give you."
      />
      <NotBuiltYet
        feature="deposit search"
        capabilities={[
          'Search by transaction hash, depositor address, deposit ID or sweep transaction.',
          'See a deposit’s full timeline, from the first confirmation to the sweep.',
          'Copy a summary to paste into a support reply.',
        ]}
      />
    </div>
  );
}
