import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerInsertResponse, type JobEntryData } from '@fleetledger/shared/jobs/jobs.contract';
import { apiRequest } from '../../../lib/api-client';
import { jobQueryKeys } from './job-query-keys';

/** POST customer_insert.php with the name only, as Job Entry's modal sends it. */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest({ path: 'customer_insert.php', method: 'POST', body: { name }, schema: customerInsertResponse }),
    onSuccess: async (response, name) => {
      // The new customer is offered (and matched) at once, before the lists are fetched again.
      queryClient.setQueryData<JobEntryData>(jobQueryKeys.entryData(), (data) =>
        data === undefined || data.customers.some((customer) => customer.id === response.customerId)
          ? data
          : { ...data, customers: [...data.customers, { id: response.customerId, name: name.trim() }] },
      );
      await queryClient.invalidateQueries({ queryKey: jobQueryKeys.entryData() });
    },
  });
}
