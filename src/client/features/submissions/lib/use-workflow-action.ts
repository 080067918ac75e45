/**
 * One hook for every workflow button (seed 001 §8): runs the call, raises the seed's success
 * toast or its destructive toast with the server's message as description (a 409 names the
 * current status), and refreshes the author's list, the editors' queue and the details.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast, type ToastOptions } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import {
  authorSubmissionsQueryKey,
  editorSubmissionsQueryKey,
  submissionsQueryKeyRoot,
} from '../api/submission-queries';

export interface WorkflowActionOptions<TVariables, TResult> {
  run: (variables: TVariables) => Promise<TResult>;
  /** Title of the success toast, or the whole toast built from the answer. */
  success: string | ((result: TResult, variables: TVariables) => ToastOptions);
  /** Title of the failure toast (seed 001 §8). */
  failure: string;
  onSuccess?: (result: TResult, variables: TVariables) => void;
}

/** A mutation with the seed's toasts; lists and details are invalidated whether it succeeds or not. */
export function useWorkflowAction<TVariables, TResult>(options: WorkflowActionOptions<TVariables, TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TVariables>({
    mutationFn: options.run,
    onSuccess: (result, variables) => {
      toast(typeof options.success === 'string' ? { title: options.success } : options.success(result, variables));
      options.onSuccess?.(result, variables);
    },
    onError: (error) => {
      toast({ title: options.failure, description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authorSubmissionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: editorSubmissionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: submissionsQueryKeyRoot }),
      ]),
  });
}
