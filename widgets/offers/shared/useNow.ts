import { useState } from 'react';

/** The current time, read once per mount: expiry and status rules get it injected (tests pass their own). */
export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}
