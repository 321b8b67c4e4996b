import { useQuery } from '@tanstack/react-query';
import { apiDescriptionResponse } from '@fleetledger/shared/openapi/openapi.contract';
import { apiRequest } from '../../../lib/api-client';

/** Where the description is served: beside the spec's calls, not among them. */
export const API_DESCRIPTION_URL = '/api/openapi.json';

/** GET /api/openapi.json, the API's generated description (any signed-in user; the page is the Admin's). */
export function useApiDescription() {
  return useQuery({
    queryKey: ['api-description'],
    // The client's paths are under /api/transportation/; the description sits one folder up.
    queryFn: ({ signal }) => apiRequest({ path: '../openapi.json', schema: apiDescriptionResponse, signal }),
    staleTime: Infinity,
  });
}
