// Toast state shared by the whole app (spec section 4): at most 1 toast, dismissed ones removed after 1,000,000 ms.
import type * as React from 'react';
import { useEffect, useState } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastData = {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactElement;
  variant?: ToastVariant;
  /** Display time in ms; the provider's 5000 ms when absent. */
  duration?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export type ToastInput = Omit<ToastData, 'id' | 'open' | 'onOpenChange'>;

type State = { toasts: ToastData[] };

type Action =
  | { type: 'add'; toast: ToastData }
  | { type: 'update'; toast: Partial<ToastData> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

let counter = 0;
function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
}

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY),
  );
}

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'dismiss': {
      // Closing keeps the toast mounted so Radix can animate it out; removal comes later.
      for (const t of state.toasts) if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id);
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    }
    case 'remove':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

const listeners = new Set<(state: State) => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  memoryState = reduce(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

/** Shows a toast; returns handles to update or dismiss it. */
export function toast(input: ToastInput): {
  id: string;
  dismiss: () => void;
  update: (t: ToastInput) => void;
} {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'dismiss', id });
  dispatch({
    type: 'add',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update: (t) => dispatch({ type: 'update', toast: { ...t, id } }) };
}

/** The toasts currently shown (used to carry a success toast across a page reload). */
export function currentToasts(): readonly ToastData[] {
  return memoryState.toasts.filter((t) => t.open);
}

export function useToast() {
  const [state, setState] = useState<State>(memoryState);
  useEffect(() => {
    listeners.add(setState);
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: (id?: string) => dispatch({ type: 'dismiss', id }) };
}
