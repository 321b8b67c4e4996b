/** Query keys of the job screens; a saved job invalidates everything under `all`. */
export const jobQueryKeys = {
  all: ['jobs'] as const,
  entryData: () => [...jobQueryKeys.all, 'entry-data'] as const,
  containerCheck: (container: string) => [...jobQueryKeys.all, 'container-check', container] as const,
};

/** The dashboard's key, refreshed when a job is saved (the dashboard feature owns the query). */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;
