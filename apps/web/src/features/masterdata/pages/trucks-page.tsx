import { useMasterdataBrowse } from '../api/use-masterdata-list';
import { MasterdataPage } from '../components/masterdata-page';
import { TRUCKS_KIND } from '../kinds/trucks-kind';

/** /trucks (beyond the spec). */
export function TrucksPage() {
  const browse = useMasterdataBrowse('trucks');
  return <MasterdataPage config={TRUCKS_KIND} browse={browse} />;
}
