import { PlaceholderPage } from './placeholder-page';

export function DriverSummaryPage() {
  return <PlaceholderPage title="Driver Summary" message="Driver summary report will be implemented here." />;
}
