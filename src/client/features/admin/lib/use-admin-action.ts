/**
 * One hook for every admin button (seed 001 §8 "Admin toasts"): runs the call, raises the
 * success toast or the destructive toast with the server's message as description (a 409
 * when two admins act on one item names what happened), and refetches the admin lists.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast, type ToastOptions } from '../../../components/ui/toast';
import { ADMIN_QUERY_ROOT } from '../api/admin-queries';

/** The message of a failed call: the server's, else a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}

export interface AdminActionOptions<TVariables, TResult> {
  run: (variables: TVariables) => Promise<TResult>;
  /** The success toast, built from the answer and the variables. */
  success: (result: TResult, variables: TVariables) => ToastOptions;
  /** Title of the failure toast (seed 001 §8), e.g. 'Archive failed'. */
  failure: string;
  onSuccess?: (result: TResult, variables: TVariables) => void;
}

/** A mutation with the seed's toasts; every admin query is refetched whether it succeeds or not. */
export function useAdminAction<TVariables, TResult>(options: AdminActionOptions<TVariables, TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TVariables>({
    mutationFn: options.run,
    onSuccess: (result, variables) => {
      toast(options.success(result, variables));
      options.onSuccess?.(result, variables);
    },
    onError: (error) => {
      toast({ title: options.failure, description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT }),
  });
}
