import { PlaceholderPage } from './placeholder-page';

export function BookingEntryPage() {
  return <PlaceholderPage title="Booking Entry" message="Booking entry form will be displayed here." />;
}
