// The accounts contract: sign-in and registration payloads, the user shape and the auth answer.
// The same schemas validate the browser forms and the server requests; messages are the spec's (section 5).
import { z } from 'zod';
import { cleanText } from './text.js';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = cleanText({ required: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .email('Please enter a valid email address');

export const loginRequestSchema = z.object({
  email,
  password: cleanText({ required: 'Password is required' }).min(1, 'Password is required'),
});

export const passwordSchema = cleanText({ required: 'Password must be at least 8 characters' })
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  // Spaces are allowed (passphrases), but they do not count towards the length: '       A1' is not 8 characters.
  .refine((v) => v.replace(/\s/g, '').length >= PASSWORD_MIN, {
    message: `Password must have at least ${PASSWORD_MIN} characters that are not spaces`,
  })
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number');

export const registerRequestSchema = z.object({
  username: cleanText({ required: 'Username must be at least 3 characters' })
    .trim()
    .min(USERNAME_MIN, 'Username must be at least 3 characters')
    .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`),
  email,
  password: passwordSchema,
});

/** A new password for a signed-in account: the current one proves it is the owner asking. */
export const passwordChangeRequestSchema = z.object({
  currentPassword: cleanText({ required: 'Current password is required' }).min(
    1,
    'Current password is required',
  ),
  newPassword: passwordSchema,
});

/** The password form adds a confirmation field that never leaves the browser. */
export const passwordChangeFormSchema = passwordChangeRequestSchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** The Create Account form adds a confirmation field that never leaves the browser. */
export const registerFormSchema = registerRequestSchema
  .extend({
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  credits: z.number().int(),
});

export const authResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
});

export const meResponseSchema = z.object({ user: userSchema });

/** What the browser may know about the server's set-up before signing in. */
export const publicConfigSchema = z.object({
  googleEnabled: z.boolean(),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type RegisterForm = z.infer<typeof registerFormSchema>;
export type User = z.infer<typeof userSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type PublicConfig = z.infer<typeof publicConfigSchema>;
