import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Watches the tab list inside `container`: whether more tabs hide to either side, and keeps the
 * selected tab in view whenever the selection or the width changes.
 */
export function useOverflowingTabs(container: RefObject<HTMLElement | null>, selected: string | undefined) {
  const [hidden, setHidden] = useState({ before: false, after: false });

  const listOf = useCallback(() => container.current?.querySelector<HTMLElement>('.bp6-tab-list') ?? null, [container]);

  const measure = useCallback(() => {
    const list = listOf();
    if (!list) return;
    const before = list.scrollLeft > 1;
    const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setHidden((current) => (current.before === before && current.after === after ? current : { before, after }));
  }, [listOf]);

  useEffect(() => {
    const list = listOf();
    if (!list) return;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [listOf, measure]);

  useEffect(() => {
    if (!selected) return;
    const tab = listOf()?.querySelector<HTMLElement>('[aria-selected="true"]');
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    measure();
  }, [selected, listOf, measure]);

  const scrollBy = (direction: -1 | 1) => {
    const list = listOf();
    list?.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };

  return { hidden, scrollBy };
}
