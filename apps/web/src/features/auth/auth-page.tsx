import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import type { LoginInput, RegisterInput } from '@staffwright/contract';
import { usePageTitle } from '@/components/ui/page-title';
import { toast } from '@/components/ui/use-toast';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { AuthCard, AuthForm } from './auth-card';
import { EmailField, PasswordField, UsernameField } from './form-field';
import { rememberAfterVerify } from './after-verify';
import { useAuth } from '@/lib/auth';
import { lazyZodResolver } from './lazy-resolver';

type Mode = 'login' | 'register';

const TEXT: Record<Mode, { intro: string; title: string; subtitle: string; question: string; toggle: string; other: Mode }> = {
  login: {
    intro: 'Welcome back! Sign in to your account',
    title: 'Sign In',
    subtitle: 'Enter your credentials to access your account',
    question: "Don't have an account?",
    toggle: 'Sign up',
    other: 'register',
  },
  register: {
    intro: 'Create an account to get started',
    title: 'Create Account',
    subtitle: 'Fill in your details to create a new account',
    question: 'Already have an account?',
    toggle: 'Sign in',
    other: 'login',
  },
};

/** SPEC §8: anything the form did not expect becomes a destructive 'Error' toast. */
function unexpected(err: unknown) {
  const message = err instanceof Error && err.message ? err.message : 'An unexpected error occurred';
  toast({ title: 'Error', description: message, variant: 'destructive' });
}

const FORM_OPTIONS = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;
// Validation runs on submit; zod and the schemas load when a field is first focused (lazy-resolver.ts).
const login = lazyZodResolver<LoginInput>((c) => c.loginSchema);
const register = lazyZodResolver<RegisterInput>((c) => c.registerSchema);

/**
 * Where to go after signing in or registering when the link asked for it (?next=/templates…):
 * a path on this site only, never another origin.
 */
function returnPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/')) return null;
  try {
    const url = new URL(next, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

function LoginForm({ next }: { next: string | null }) {
  const { loginMutation } = useAuth();
  const [, navigate] = useLocation();
  const form = useForm<LoginInput>({ ...FORM_OPTIONS, resolver: login.resolver, defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await loginMutation.mutateAsync(values);
    } catch {
      return; // useAuth has shown 'Login failed' with the reason.
    }
    navigate(next ?? '/dashboard', { replace: true });
  });

  return (
    <AuthForm
      onSubmit={(e) => void submit(e).catch(unexpected)}
      onFocus={() => void login.preload().catch(() => {})}
      pending={loginMutation.isPending}
      submitLabel="Sign In"
      busyLabel="Signing in"
    >
      <UsernameField id="login-username" error={errors.username?.message} {...form.register('username')} />
      <PasswordField
        id="login-password"
        autoComplete="current-password"
        error={errors.password?.message}
        aside={
          <Link
            href="/forgot-password"
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Forgot password?
          </Link>
        }
        {...form.register('password')}
      />
    </AuthForm>
  );
}

function RegisterForm({ next }: { next: string | null }) {
  const { registerMutation } = useAuth();
  const [, navigate] = useLocation();
  const form = useForm<RegisterInput>({
    ...FORM_OPTIONS,
    resolver: register.resolver,
    defaultValues: { username: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await registerMutation.mutateAsync(values);
    } catch {
      return; // useAuth has shown 'Registration failed' with the reason.
    }
    rememberAfterVerify(next);
    navigate(next ?? '/onboarding', { replace: true });
  });

  return (
    <AuthForm
      onSubmit={(e) => void submit(e).catch(unexpected)}
      onFocus={() => void register.preload().catch(() => {})}
      pending={registerMutation.isPending}
      submitLabel="Create Account"
      busyLabel="Creating account"
    >
      <UsernameField id="register-username" error={errors.username?.message} {...form.register('username')} />
      <EmailField id="register-email" error={errors.email?.message} {...form.register('email')} />
      <PasswordField id="register-password" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
    </AuthForm>
  );
}

/** SPEC §2 /auth: mode=register shows registration, anything else sign-in. */
export default function AuthPage() {
  const search = useSearch();
  const mode: Mode = new URLSearchParams(search).get('mode') === 'register' ? 'register' : 'login';
  const next = returnPath(search);
  const t = TEXT[mode];
  usePageTitle(t.title);

  return (
    <AuthLayout>
      <p className="mb-4 text-center text-sm font-medium text-muted-foreground">{t.intro}</p>
      <AuthCard
        title={t.title}
        description={t.subtitle}
        footerClassName="justify-center border-t pt-6 text-sm text-muted-foreground"
        footer={
          <p>
            {t.question}{' '}
            <Link
              href={`/auth?mode=${t.other}${next ? `&next=${encodeURIComponent(next)}` : ''}`}
              replace
              className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {t.toggle}
            </Link>
          </p>
        }
      >
        {mode === 'register' ? <RegisterForm key="register" next={next} /> : <LoginForm key="login" next={next} />}
      </AuthCard>
    </AuthLayout>
  );
}
