// The explorer at /explorer, composed with the dashboard's address note here (features never
// import each other). A chunk of its own with the explorer's page (build/route-chunks.ts).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ExplorerPage } from '../../features/explorer/ExplorerPage';
import { FerryAddressNote } from './FerryAddressNote';

const addressNote = (address: string) => <FerryAddressNote address={address} />;

export function ExplorerRoute() {
  const search = useSearch({ from: '/explorer' });
  const navigate = useNavigate({ from: '/explorer' });
  return (
    <ExplorerPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      addressNote={addressNote}
    />
  );
}
