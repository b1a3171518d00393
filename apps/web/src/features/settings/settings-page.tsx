import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { changeEmailSchema, changePasswordSchema, type MessageResult } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useAuth, USER_KEY } from '@/lib/auth';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { apiJson } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

function useAccountAction<T>(method: string, url: string, after?: () => void) {
  return useMutation<MessageResult, Error, T>({
    mutationFn: (body) => apiJson<MessageResult>(method, url, body),
    onSuccess: (r) => {
      toast({ title: r.message });
      after?.();
    },
    onError: (e) => toast({ title: 'Error', description: e.message, variant: 'destructive' }),
  });
}

const passwordForm = changePasswordSchema
  .extend({ confirm: z.string() })
  .refine((v) => v.confirm === v.newPassword, { path: ['confirm'], message: 'Passwords do not match' });

function ChangePasswordCard() {
  const form = useForm<z.input<typeof passwordForm>>({
    resolver: zodResolver(passwordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const change = useAccountAction<z.infer<typeof changePasswordSchema>>('POST', '/api/account/password', () => form.reset());
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Change password</CardTitle>
        <CardDescription>Your other sessions are signed out when the password changes.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit(({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }))}
        >
          <FormField id="currentPassword" label="Current password" error={errors.currentPassword?.message}>
            {(aria) => <Input {...aria} type="password" autoComplete="current-password" {...form.register('currentPassword')} />}
          </FormField>
          <FormField id="newPassword" label="New password" error={errors.newPassword?.message}>
            {(aria) => <Input {...aria} type="password" autoComplete="new-password" {...form.register('newPassword')} />}
          </FormField>
          <FormField id="confirm" label="Confirm new password" error={errors.confirm?.message}>
            {(aria) => <Input {...aria} type="password" autoComplete="new-password" {...form.register('confirm')} />}
          </FormField>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && <Spinner />} Change password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function ChangeEmailCard({ current }: { current: string }) {
  const form = useForm<z.input<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', password: '' },
  });
  const change = useAccountAction<z.infer<typeof changeEmailSchema>>('POST', '/api/account/email', () => form.reset());
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Change email</CardTitle>
        <CardDescription>
          Currently <strong>{current}</strong>. We send a link to the new address; the change takes effect once you open it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => change.mutate(v))}>
          <FormField id="newEmail" label="New email" error={errors.email?.message}>
            {(aria) => <Input {...aria} type="email" autoComplete="email" {...form.register('email')} />}
          </FormField>
          <FormField id="emailPassword" label="Password" error={errors.password?.message}>
            {(aria) => <Input {...aria} type="password" autoComplete="current-password" {...form.register('password')} />}
          </FormField>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && <Spinner />} Send verification link
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function DangerZone() {
  const [, navigate] = useLocation();
  const signedOut = () => {
    queryClient.clear();
    queryClient.setQueryData(USER_KEY, null);
    navigate('/');
  };
  const logoutAll = useAccountAction<void>('POST', '/api/account/logout-all', signedOut);
  const form = useForm<{ password: string }>({
    resolver: zodResolver(z.object({ password: z.string().min(1, 'Password is required') })),
    defaultValues: { password: '' },
  });
  const remove = useAccountAction<{ password: string }>('DELETE', '/api/account', signedOut);
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-lg">Sessions and account</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => logoutAll.mutate()} disabled={logoutAll.isPending}>
          Sign out everywhere
        </Button>
        <AlertDialog onOpenChange={() => form.reset()}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">Delete account</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              This permanently deletes your account, your businesses, their training data and conversations. This cannot be undone.
            </AlertDialogDescription>
            <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => remove.mutate(v))}>
              <FormField id="deletePassword" label="Confirm with your password" error={form.formState.errors.password?.message}>
                {(aria) => <Input {...aria} type="password" autoComplete="current-password" {...form.register('password')} />}
              </FormField>
              <AlertDialogFooter>
                <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
                <Button type="submit" variant="destructive" disabled={remove.isPending}>
                  {remove.isPending && <Spinner />} Delete account
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}

export default function SettingsPage() {
  const { user } = useAuth();
  return (
    <DashboardLayout>
      <h1 className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">Settings</h1>
      <div className="grid max-w-2xl gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Account</CardTitle>
            <CardDescription>
              Signed in as <strong>{user?.username}</strong> ({user?.email})
            </CardDescription>
          </CardHeader>
        </Card>
        <ChangePasswordCard />
        <ChangeEmailCard current={user?.email ?? ''} />
        <DangerZone />
      </div>
    </DashboardLayout>
  );
}
