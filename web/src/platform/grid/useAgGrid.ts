import { useEffect, useState } from 'react';
import { afterTablePaint } from './afterTablePaint';
import { type AgGridModule, loadAgGrid, loadedAgGrid } from './loadAgGrid';

/** Starts loading AG Grid once the browser has painted the first-paint table, never before. */
export function useAgGrid(): { grid: AgGridModule | null; failed: boolean } {
  const [grid, setGrid] = useState(loadedAgGrid);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (grid) return;
    let live = true;
    const cancel = afterTablePaint(() => {
      loadAgGrid().then(
        (module) => live && setGrid(module),
        () => live && setFailed(true),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [grid]);
  return { grid, failed };
}
