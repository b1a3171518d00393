import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { requestPasswordResetSchema, type MessageResult, type RequestPasswordResetInput } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { usePageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiJson } from '@/lib/api';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { TextField } from './form-field';

/** SPEC §2 /forgot-password. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [, navigate] = useLocation();
  const form = useForm<RequestPasswordResetInput>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  });
  const mutation = useMutation<MessageResult, Error, RequestPasswordResetInput>({
    mutationFn: (input) => apiJson<MessageResult>('POST', '/api/request-password-reset', input),
    onSuccess: () => {
      toast({ title: 'Check your email', description: "We've sent you a link to reset your password." });
      navigate('/auth?mode=login');
    },
    onError: (err) => {
      // SPEC §8: the server's text, or the fallback when there is none (e.g. no connection).
      const message = err instanceof ApiError && err.message ? err.message : 'Failed to send reset link';
      toast({ title: 'Error', description: message, variant: 'destructive' });
    },
  });
  const submit = form.handleSubmit((values) => mutation.mutate(values));
  const error = form.formState.errors.email?.message;

  return (
    <AuthLayout>
      <Card className="shadow-md">
        <CardHeader className="space-y-2">
          <div className="mb-2 flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <KeyRound className="h-5 w-5" aria-hidden />
          </div>
          <h1 className="text-2xl font-bold tracking-tight">Forgot your password?</h1>
          <CardDescription>
            Enter the email address of your account and we&apos;ll send you a link to choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
            <TextField
              id="reset-email"
              label="Email"
              type="email"
              autoComplete="email"
              spellCheck={false}
              error={error}
              {...form.register('email')}
            />
            <Button type="submit" className="w-full" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
              {mutation.isPending ? <Spinner label="Sending" /> : null}
              Send Reset Link
            </Button>
          </form>
        </CardContent>
        <CardFooter className="justify-center border-t pt-6">
          <Link
            href="/auth?mode=login"
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Sign In
          </Link>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
