import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';

/** SPEC §8: a destructive 'Error' toast with the server's text, or the fallback when there is none (e.g. no connection). */
export function toastServerError(err: unknown, fallback: string): void {
  const message = err instanceof ApiError && err.message ? err.message : fallback;
  toast({ title: 'Error', description: message, variant: 'destructive' });
}
