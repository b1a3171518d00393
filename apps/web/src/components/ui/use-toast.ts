import * as React from 'react';

export interface ToastInput {
  title?: string;
  description?: React.ReactNode;
  variant?: 'default' | 'destructive';
  action?: React.ReactNode;
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

const LIMIT = 3;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<(t: ToastItem[]) => void>();
const emit = () => listeners.forEach((l) => l(items));

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  items = [{ ...input, id, open: true }, ...items].slice(0, LIMIT);
  emit();
  return { id, dismiss: () => dismiss(id) };
}

export function dismiss(id: number): void {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  // Leave time for the close animation before removing it.
  setTimeout(() => {
    items = items.filter((t) => t.id !== id);
    emit();
  }, 300);
}

export function useToast() {
  const [state, setState] = React.useState(items);
  React.useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state, toast, dismiss };
}
