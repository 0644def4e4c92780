// Toasts without putting sonner on the home page's first load: the library arrives with the
// lazily mounted <AppToaster>, and a toast raised before that simply waits for it.
// Game routes, which load later anyway, may import `toast` from 'sonner' directly.

type Kind = 'success' | 'error' | 'info';

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by <AppToaster> once sonner's <Toaster> listens. */
export function toasterMounted(): void {
  markMounted();
}

/** `duration` in ms keeps a toast longer than sonner's default (e.g. a sample answer to read). */
type Options = { duration?: number };

function show(kind: Kind, message: string, description?: string, options: Options = {}): void {
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => {
    toast[kind](message, description || options.duration ? { ...(description ? { description } : {}), ...options } : undefined);
  });
}

export const notify = {
  success: (message: string, description?: string, options?: Options) => show('success', message, description, options),
  error: (message: string, description?: string, options?: Options) => show('error', message, description, options),
  info: (message: string, description?: string, options?: Options) => show('info', message, description, options),
};
