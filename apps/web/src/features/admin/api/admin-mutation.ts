import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-list';

/**
 * A staff change: once the server has it, every admin read (lists, records, their audit trail)
 * is fetched again, so no page shows a record as it was before the change.
 */
export function useAdminMutation<Answer, Input>(options: UseMutationOptions<Answer, Error, Input>) {
  const client = useQueryClient();
  return useMutation<Answer, Error, Input>({
    ...options,
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: adminKeys.all });
      await options.onSuccess?.(...args);
    },
  });
}
