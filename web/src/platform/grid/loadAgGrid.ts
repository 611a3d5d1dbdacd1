/** The AG Grid module, once loaded: every DataGrid after the first renders it straight away. */
export type AgGridModule = typeof import('./agGrid');

let loaded: AgGridModule | null = null;
let loading: Promise<AgGridModule> | null = null;

/**
 * AG Grid is most of a venue page's JavaScript (about 250 KB gzipped), so it is fetched with a dynamic
 * import once a page has painted its first-paint table, never before; one promise serves every grid.
 */
export function loadAgGrid(): Promise<AgGridModule> {
  loading ??= import('./agGrid').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // A later grid (after a reconnect, say) may try again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function loadedAgGrid(): AgGridModule | null {
  return loaded;
}
