// The Log In form: e-mail and password validated by the shared schema, then POST /api/auth/login.

import { Button } from '@client/components/ui/button';
import { FormField, fieldErrorId } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import { setSession } from '@client/lib/session-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { API } from '@shared/api-paths';
import { type LoginRequest, loginRequestSchema, type User } from '@shared/auth';
import { LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GoogleSignIn } from './google-sign-in';
import { PasswordInput } from './password-input';
import { PrivacyNote } from './privacy-note';
import { postCredentials } from './sign-in-request';
import { SwitchPrompt } from './switch-prompt';

export type AuthFormProps = {
  /** Runs after the session is saved and the success toast is shown. */
  onSuccess?: (user: User) => void;
  /** Shows the other form; without it the switch prompt is hidden. */
  onSwitch?: () => void;
};

export function LoginForm({ onSuccess, onSwitch }: AuthFormProps) {
  const [pending, setPending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof loginRequestSchema>, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setPending(true);
    try {
      const { token, user } = await postCredentials(API.login, values);
      setSession(token, user);
      toast({ title: 'Login Successful', description: `Welcome back, ${user.username}!` });
      onSuccess?.(user);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Login Failed',
        description: error instanceof ApiError ? error.message : 'Invalid email or password',
      });
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Log In" className="grid gap-5">
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? fieldErrorId('login-email') : undefined}
          {...register('email')}
        />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          placeholder="Your password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? fieldErrorId('login-password') : undefined}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending}>
        {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
        {pending ? 'Logging in...' : 'Log In'}
      </Button>
      <div>
        <GoogleSignIn />
        <SwitchPrompt prompt="Don't have an account?" action="Sign up" onSwitch={onSwitch} />
        <PrivacyNote action="signing in" />
      </div>
    </form>
  );
}
