// The Create Account form: fields validated by the shared schema; confirmPassword never leaves the browser.

import { Button } from '@client/components/ui/button';
import { FormField, fieldErrorId } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import { markNewAccount, setSession } from '@client/lib/session-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { API } from '@shared/api-paths';
import { type RegisterForm as RegisterValues, registerFormSchema } from '@shared/auth';
import { LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GoogleSignIn } from './google-sign-in';
import type { AuthFormProps } from './login-form';
import { PasswordInput } from './password-input';
import { PrivacyNote } from './privacy-note';
import { postCredentials } from './sign-in-request';
import { SwitchPrompt } from './switch-prompt';

export function RegisterForm({ onSuccess, onSwitch }: AuthFormProps) {
  const [pending, setPending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof registerFormSchema>, unknown, RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...payload }) => {
    setPending(true);
    try {
      const { token, user } = await postCredentials(API.register, payload);
      markNewAccount(user.username);
      setSession(token, user);
      toast({
        title: 'Registration Successful',
        description: `Welcome, ${user.username}! Your account has been created successfully.`,
      });
      onSuccess?.(user);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Registration Failed',
        description: error instanceof ApiError ? error.message : 'There was an error creating your account',
      });
    } finally {
      setPending(false);
    }
  });

  const invalid = (field: keyof typeof errors, id: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? fieldErrorId(id) : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create Account" className="grid gap-5">
      <FormField id="register-username" label="Username" error={errors.username?.message}>
        <Input
          id="register-username"
          autoComplete="username"
          placeholder="Elminster"
          {...invalid('username', 'register-username')}
          {...register('username')}
        />
      </FormField>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        <Input
          id="register-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...invalid('email', 'register-email')}
          {...register('email')}
        />
      </FormField>
      <FormField
        id="register-password"
        label="Password"
        error={errors.password?.message}
        hint="At least 8 characters, with an uppercase letter and a number."
      >
        <PasswordInput
          id="register-password"
          autoComplete="new-password"
          placeholder="8+ characters"
          {...invalid('password', 'register-password')}
          {...register('password')}
        />
      </FormField>
      <FormField
        id="register-confirm-password"
        label="Confirm Password"
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          id="register-confirm-password"
          autoComplete="new-password"
          placeholder="Repeat it"
          {...invalid('confirmPassword', 'register-confirm-password')}
          {...register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
        {pending ? 'Creating account...' : 'Sign Up'}
      </Button>
      <div>
        <GoogleSignIn />
        <SwitchPrompt prompt="Already have an account?" action="Log in" onSwitch={onSwitch} />
        <PrivacyNote action="signing up" />
      </div>
    </form>
  );
}
