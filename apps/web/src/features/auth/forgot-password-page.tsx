import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { KeyRound } from 'lucide-react';
import { requestPasswordResetSchema, type MessageResult, type RequestPasswordResetInput } from '@staffwright/contract';
import { IconTile } from '@/components/ui/icon-tile';
import { usePageTitle } from '@/components/ui/page-title';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { AuthCard, AuthForm, BackToSignIn } from './auth-card';
import { EmailField } from './form-field';
import { toastServerError } from './server-error';

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
    onError: (err) => toastServerError(err, 'Failed to send reset link'),
  });
  const submit = form.handleSubmit((values) => mutation.mutate(values));
  const error = form.formState.errors.email?.message;

  return (
    <AuthLayout>
      <AuthCard
        icon={<IconTile icon={KeyRound} className="mb-2" />}
        title="Forgot your password?"
        description="Enter the email address of your account and we'll send you a link to choose a new password."
        footer={<BackToSignIn />}
      >
        <AuthForm onSubmit={(e) => void submit(e)} pending={mutation.isPending} submitLabel="Send Reset Link" busyLabel="Sending">
          <EmailField id="reset-email" error={error} {...form.register('email')} />
        </AuthForm>
      </AuthCard>
    </AuthLayout>
  );
}
