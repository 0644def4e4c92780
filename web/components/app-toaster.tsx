import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from './notify.ts';

/** sonner's <Toaster>, loaded after the first paint (see notify.ts). Sonner announces toasts politely. */
export default function AppToaster() {
  useEffect(() => {
    toasterMounted();
  }, []);
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      duration={5000}
      containerAriaLabel="Benachrichtigungen"
      toastOptions={{ closeButtonAriaLabel: 'Schließen' }}
    />
  );
}
