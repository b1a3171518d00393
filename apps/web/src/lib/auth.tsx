import * as React from 'react';
import { useMutation, useQuery, type UseMutationResult } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import type { AuthResult, LoginInput, RegisterInput, User } from '@staffwright/contract';
import { getQueryFn } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/components/ui/use-toast';

export const USER_KEY = ['/api/user'] as const;

type Result = { ok: true; data: AuthResult } | { ok: false; message: string };

/**
 * SPEC §8 auth helper: from 500 on the message is the status text, other failures give the body,
 * network errors give the error's text. Never throws.
 */
export async function authRequest(method: string, url: string, body?: unknown): Promise<Result> {
  try {
    const res = await fetch(url, {
      method,
      headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
      body: body !== undefined ? JSON.stringify(body) : undefined,
      credentials: 'include',
    });
    if (!res.ok) {
      if (res.status >= 500) return { ok: false, message: res.statusText || `Server error (${res.status})` };
      const text = await res.text();
      let message = text;
      try {
        const parsed = JSON.parse(text) as { message?: string };
        if (parsed.message) message = parsed.message;
      } catch {
        /* plain text body */
      }
      return { ok: false, message: message || res.statusText };
    }
    return { ok: true, data: (await res.json()) as AuthResult };
  } catch (err) {
    return { ok: false, message: (err as Error).message };
  }
}

async function unwrap(p: Promise<Result>): Promise<AuthResult> {
  const r = await p;
  if (!r.ok) throw new Error(r.message);
  return r.data;
}

/** Stores the returned user, then re-fetches it (SPEC §4). */
function settle(data: AuthResult) {
  queryClient.setQueryData(USER_KEY, data.user);
  void queryClient.invalidateQueries({ queryKey: USER_KEY });
}

interface AuthState {
  user: User | null;
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<AuthResult, Error, LoginInput>;
  registerMutation: UseMutationResult<AuthResult, Error, RegisterInput>;
  logoutMutation: UseMutationResult<AuthResult, Error, void>;
  resendVerificationMutation: UseMutationResult<AuthResult, Error, void>;
}

const AuthContext = React.createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: React.ReactNode }) {
  // Cached indefinitely and never retried (SPEC §4); a 401 means "signed out".
  const { data, error, isLoading } = useQuery<User | null, Error>({
    queryKey: USER_KEY,
    queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
    retry: false,
    staleTime: Infinity,
  });

  const loginMutation = useMutation<AuthResult, Error, LoginInput>({
    mutationFn: (input) => unwrap(authRequest('POST', '/api/login', input)),
    onSuccess: (d) => {
      settle(d);
      toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
    },
    onError: (e) => toast({ title: 'Login failed', description: e.message, variant: 'destructive' }),
  });
  const registerMutation = useMutation<AuthResult, Error, RegisterInput>({
    mutationFn: (input) => unwrap(authRequest('POST', '/api/register', input)),
    onSuccess: (d) => {
      settle(d);
      toast({ title: 'Welcome!', description: 'Your account has been created successfully.' });
    },
    onError: (e) => toast({ title: 'Registration failed', description: e.message, variant: 'destructive' }),
  });
  const logoutMutation = useMutation<AuthResult, Error, void>({
    mutationFn: () => unwrap(authRequest('POST', '/api/logout')),
    onSuccess: (d) => {
      // To the landing page first: the signed-out routes have no /dashboard (or any signed-in
      // screen), so staying put would land on the not-found page.
      navigate('/', { replace: true });
      // Nothing of the previous user may stay cached for the next one.
      queryClient.clear();
      settle(d);
      toast({ title: 'Logged out', description: 'You have been logged out successfully.' });
    },
    onError: (e) => toast({ title: 'Logout failed', description: e.message, variant: 'destructive' }),
  });
  const resendVerificationMutation = useMutation<AuthResult, Error, void>({
    mutationFn: () => unwrap(authRequest('POST', '/api/resend-verification')),
    onSuccess: (d) => {
      settle(d);
      toast({ title: 'Verification email sent. Please check your inbox.' });
    },
    onError: (e) => toast({ title: 'Error', description: e.message || 'Failed to resend verification email', variant: 'destructive' }),
  });

  const value: AuthState = {
    user: data ?? null,
    isLoading,
    error: error ?? null,
    loginMutation,
    registerMutation,
    logoutMutation,
    resendVerificationMutation,
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = React.useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
