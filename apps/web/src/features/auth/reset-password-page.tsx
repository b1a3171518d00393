import * as React from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { LockKeyhole, TriangleAlert } from 'lucide-react';
import { z } from 'zod';
import { resetPasswordSchema, tokenSchema, type MessageResult, type ResetPasswordInput } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';
import { usePageTitle } from '@/components/ui/page-title';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiJson } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { AuthCard, AuthForm, BackToSignIn } from './auth-card';
import { PasswordField } from './form-field';
import { toastServerError } from './server-error';
import { USER_KEY } from '@/lib/auth';

// The password rule is the contract's; only the confirmation is this screen's own.
const formSchema = z
  .object({ password: resetPasswordSchema.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
type FormValues = z.infer<typeof formSchema>;

/** The link cannot be used (missing, malformed, expired or already used): say so and offer a new one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <AuthCard
      icon={<IconTile icon={TriangleAlert} tone="destructive" className="mb-2" />}
      title="Reset link not valid"
      description={message}
      alert
      footer={<BackToSignIn />}
    >
      <Button asChild className="w-full">
        <Link href="/forgot-password">Request a new link</Link>
      </Button>
    </AuthCard>
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
      toastServerError(err, 'Failed to reset password');
    },
  });
  const submit = form.handleSubmit((v) => mutation.mutate({ token, password: v.password }));

  return (
    <AuthCard
      icon={<IconTile icon={LockKeyhole} className="mb-2" />}
      title="Choose a new password"
      description="Your new password must be at least 6 characters long."
      footer={<BackToSignIn />}
    >
      <AuthForm onSubmit={(e) => void submit(e)} pending={mutation.isPending} submitLabel="Reset Password" busyLabel="Saving">
        <PasswordField
          id="new-password"
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          // After a failed submit, changing the first field re-checks the confirmation too.
          {...form.register('password', { deps: ['confirmPassword'] })}
        />
        <PasswordField
          id="confirm-password"
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
      </AuthForm>
    </AuthCard>
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
