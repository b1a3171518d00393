import * as React from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { ArrowLeft, LockKeyhole, TriangleAlert } from 'lucide-react';
import { z } from 'zod';
import { resetPasswordSchema, tokenSchema, type MessageResult, type ResetPasswordInput } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { usePageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiJson } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { TextField } from './form-field';
import { USER_KEY } from '@/lib/auth';

// The password rule is the contract's; only the confirmation is this screen's own.
const formSchema = z
  .object({ password: resetPasswordSchema.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
type FormValues = z.infer<typeof formSchema>;

const linkClass =
  'inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function BackToSignIn() {
  return (
    <Link href="/auth?mode=login" className={linkClass}>
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Sign In
    </Link>
  );
}

/** The link cannot be used (missing, malformed, expired or already used): say so and offer a new one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <Card className="shadow-md">
      <CardHeader className="space-y-2">
        <div className="mb-2 flex h-11 w-11 items-center justify-center rounded-lg bg-destructive/10 text-destructive">
          <TriangleAlert className="h-5 w-5" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold tracking-tight">Reset link not valid</h1>
        <CardDescription role="alert">{message}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full">
          <Link href="/forgot-password">Request a new link</Link>
        </Button>
      </CardContent>
      <CardFooter className="justify-center border-t pt-6">
        <BackToSignIn />
      </CardFooter>
    </Card>
  );
}

function ResetForm({ token, onInvalid }: { token: string; onInvalid: (message: string) => void }) {
  const [, navigate] = useLocation();
  const form = useForm<FormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(formSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const mutation = useMutation<MessageResult, Error, ResetPasswordInput>({
    mutationFn: (input) => apiJson<MessageResult>('POST', '/api/reset-password', input),
    onSuccess: async (res) => {
      // The server ends every session of the account (and this browser's): re-read who is signed in.
      await queryClient.invalidateQueries({ queryKey: USER_KEY });
      toast({ title: 'Password reset', description: res.message });
      navigate('/auth?mode=login');
    },
    onError: (err) => {
      // A 400 without field errors is the server saying the link is invalid or has expired.
      if (err instanceof ApiError && err.status === 400 && !err.fields) return onInvalid(err.message);
      const message = err instanceof ApiError && err.message ? err.message : 'Failed to reset password';
      toast({ title: 'Error', description: message, variant: 'destructive' });
    },
  });
  const submit = form.handleSubmit((v) => mutation.mutate({ token, password: v.password }));

  return (
    <Card className="shadow-md">
      <CardHeader className="space-y-2">
        <div className="mb-2 flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <LockKeyhole className="h-5 w-5" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold tracking-tight">Choose a new password</h1>
        <CardDescription>Your new password must be at least 6 characters long.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
          <TextField
            id="new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            // After a failed submit, changing the first field re-checks the confirmation too.
            {...form.register('password', { deps: ['confirmPassword'] })}
          />
          <TextField
            id="confirm-password"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" className="w-full" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
            {mutation.isPending ? <Spinner label="Saving" /> : null}
            Reset Password
          </Button>
        </form>
      </CardContent>
      <CardFooter className="justify-center border-t pt-6">
        <BackToSignIn />
      </CardFooter>
    </Card>
  );
}

/** /reset-password?token=… (the link of the password-reset mail). */
export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [invalid, setInvalid] = React.useState<string | null>(null);

  let content: React.ReactNode;
  if (!token)
    content = <InvalidLink message="This page needs the link from your password-reset email. Request a new link to reset your password." />;
  else if (!tokenSchema.safeParse(token).success)
    content = <InvalidLink message="This link is incomplete or malformed. Please request a new one." />;
  else if (invalid) content = <InvalidLink message={invalid} />;
  else content = <ResetForm token={token} onInvalid={setInvalid} />;

  return <AuthLayout>{content}</AuthLayout>;
}
