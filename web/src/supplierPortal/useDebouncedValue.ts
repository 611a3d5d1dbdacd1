import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms (spec 03 §9: customer search waits 1,000 ms). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
