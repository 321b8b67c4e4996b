import { useState } from 'react';

/**
 * The last non-null value seen. A modal that closes keeps showing what it showed while it fades out,
 * instead of flashing empty or changing its title (Mantine unmounts the content once it is closed).
 */
export function useLastShown<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
