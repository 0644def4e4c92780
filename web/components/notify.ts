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

function show(kind: Kind, message: string, description?: string): void {
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => {
    toast[kind](message, description ? { description } : undefined);
  });
}

export const notify = {
  success: (message: string, description?: string) => show('success', message, description),
  error: (message: string, description?: string) => show('error', message, description),
  info: (message: string, description?: string) => show('info', message, description),
};
