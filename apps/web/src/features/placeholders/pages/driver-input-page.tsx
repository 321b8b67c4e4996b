import { PlaceholderPage } from './placeholder-page';

export function DriverInputPage() {
  return <PlaceholderPage title="Driver Input" message="Driver input form will be implemented here." />;
}
