/**
 * The new-password form of the reset pages (seed 001 §2, §5, §8): the new password (shared
 * rule, its message shown) and its confirmation ('Please confirm your password', "Passwords
 * don't match"), validated on blur; submit sends `POST /api/password-reset/confirm`. A
 * failure shows the server's message (e.g. 'This password reset link is invalid or has
 * expired.') or 'Failed to reset password'; a password field error goes on the field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetPasswordForm, type ResetPasswordForm as ResetValues } from '../../../../shared/validation/auth';
import { TextField } from '../../../components/ui/form-fields';
import { confirmPasswordReset } from '../api/password-reset';
import { failureMessage, fieldErrorsOf } from '../lib/server-errors';
import { FormAlert } from './auth-card';
import { Button } from '../../../components/ui/button';
import { PASSWORD_RULE_HINT } from '../../../../shared/validation/fields';

export const RESET_FAILED = 'Failed to reset password';

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordForm),
    mode: 'onBlur',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: ResetValues) => {
    setFailure(null);
    try {
      await confirmPasswordReset({ token, password: values.password });
      onDone();
    } catch (error) {
      const [onPassword] = fieldErrorsOf(error, ['password'] as const);
      if (onPassword) setError('password', { type: 'server', message: onPassword.message }, { shouldFocus: true });
      else setFailure(failureMessage(error, RESET_FAILED));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Choose a new password" className="space-y-5">
      <TextField
        id="reset-password"
        label="New password"
        type="password"
        required
        autoComplete="new-password"
        hint={PASSWORD_RULE_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="reset-confirm-password"
        label="Confirm new password"
        type="password"
        required
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" disabled={isSubmitting} variant="primary" size="block">
        {isSubmitting ? 'Saving…' : 'Reset password'}
      </Button>
    </form>
  );
}
