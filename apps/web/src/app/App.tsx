import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth';
import { ThemeProvider } from '@/components/theme/theme';
import { queryClient } from '@/lib/query-client';
import { ErrorBoundary } from './error-boundary';
import { AppRouter } from './router';

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          {/* No app-wide TooltipProvider: each Tooltip brings its own (keeps Radix's popper out of the shell). */}
          <AuthProvider>
            <AppRouter />
            <Toaster />
          </AuthProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
