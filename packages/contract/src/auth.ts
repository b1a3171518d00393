import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './constants.ts';

/** SPEC §5 messages, word for word. */
export const AUTH_MESSAGES = {
  usernameMin: 'Username must be at least 2 characters',
  passwordMin: 'Password must be at least 6 characters',
  email: 'Invalid email format',
  resetEmail: 'Invalid email address',
  /** On the list of common and breached passwords (checked by the server). */
  passwordCommon: 'This password is too common. Please choose a less common password.',
  usernameInvisible: 'Username cannot contain invisible or text-direction characters',
} as const;

/**
 * Characters a reader cannot see or that reorder what they see: controls, format characters
 * (zero-width space and joiners, the bidi embeddings, overrides and isolates), default-ignorable
 * code points (variation selectors, Hangul fillers), line and paragraph separators, private-use,
 * unassigned and lone surrogate code points, and the blank braille pattern.
 */
const INVISIBLE_OR_BIDI = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\u2800]/u;

/**
 * Usernames are compared and stored in Unicode NFKC: full-width "ＡＤＭＩＮ" is "ADMIN", the
 * ligature "ﬁ" is "fi". Uniqueness also goes by the name's confusable skeleton (server side).
 */
const username = z
  .string()
  .normalize('NFKC')
  .trim()
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameMin)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`);
/** A new username: visible characters only (a sign-in still finds a name stored before this rule). */
const newUsername = username.refine((v) => !INVISIBLE_OR_BIDI.test(v), AUTH_MESSAGES.usernameInvisible);
const password = z
  .string()
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
const email = z.string().trim().max(EMAIL_MAX, AUTH_MESSAGES.email).pipe(z.email(AUTH_MESSAGES.email));

export const loginSchema = z.strictObject({ username, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.strictObject({ username: newUsername, email, password });
export type RegisterInput = z.infer<typeof registerSchema>;

export const requestPasswordResetSchema = z.strictObject({
  email: z.string().trim().max(EMAIL_MAX, AUTH_MESSAGES.resetEmail).pipe(z.email(AUTH_MESSAGES.resetEmail)),
});
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

/** Tokens are 43 base64url characters (256 bits); anything else cannot be valid. */
export const tokenSchema = z.string().min(20).max(200);

export const resetPasswordSchema = z.strictObject({ token: tokenSchema, password });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.strictObject({ token: tokenSchema });

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.strictObject({
  email,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const deleteAccountSchema = z.strictObject({
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
});

/** SPEC §3 User: the only fields ever sent to a client. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  /** Set while an admin is using this account (impersonation); `until`: when it ends by itself. */
  impersonatedBy: z.object({ id: z.number().int(), username: z.string(), until: z.string().optional() }).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ user: userSchema.nullable(), message: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof messageSchema>;
