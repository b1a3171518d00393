import * as React from 'react';
import { AlertTriangle, Home, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { StatePanel } from '@/components/ui/status';

/**
 * A screen's code that could not be downloaded (the connection dropped, or the server was updated
 * and no longer has the old build's files): the browser's own words name a file and help no one.
 */
const CHUNK_LOAD_FAILED = /dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed/i;
export const PAGE_LOAD_FAILED = 'This page could not be loaded. Check your connection and try again.';

function userMessage(message: string | undefined): string {
  if (!message) return 'An unexpected error occurred';
  return CHUNK_LOAD_FAILED.test(message) ? PAGE_LOAD_FAILED : message;
}

/**
 * SPEC §2 error screen ('Error', the message, 'Try Again' reloads), in the app's frame: a header
 * with the logo and a way home. It may show because a provider failed, so it uses none of them
 * (no router, no theme context: the theme's class is already on <html>), and its links load pages
 * afresh.
 */
export function ErrorScreen({ message }: { message?: string }) {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <a
            href="/"
            className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <LogoMark />
            <span>Staffwright</span>
          </a>
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-12 sm:px-6">
        <StatePanel icon={AlertTriangle} tone="destructive" title="Error" heading="h1" className="w-full max-w-md">
          <p role="alert" className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {userMessage(message)}
          </p>
          <div className="mt-3 flex flex-wrap justify-center gap-2">
            <Button onClick={() => window.location.reload()}>
              <RotateCw aria-hidden /> Try Again
            </Button>
            <Button variant="outline" asChild>
              <a href="/">
                <Home aria-hidden /> Go to the home page
              </a>
            </Button>
          </div>
        </StatePanel>
      </main>
    </div>
  );
}

export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <ErrorScreen message={this.state.error.message} /> : this.props.children;
  }
}
