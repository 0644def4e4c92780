import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Short line under the title, also read out as the dialog's description. */
  description?: ReactNode;
  className?: string;
};

/**
 * A modal on the native `<dialog>`: `showModal()` makes the rest of the page inert (focus
 * stays inside), Escape closes it, and focus goes back to whatever opened it. The content is
 * mounted only while open, so every opening starts with fresh form state.
 */
// False while prerendering and hydrating (the portal has no server markup to match), true after.
const noSubscription = () => () => {};
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export function Dialog({ open, onClose, title, children, description, className }: DialogProps) {
  const inBrowser = useInBrowser();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The close event also fires when we close it ourselves; only a close the user caused is reported.
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    openRef.current = open;
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, inBrowser]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  function handleClose() {
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
    if (openRef.current) onCloseRef.current();
  }

  if (!inBrowser) return null;
  if (!inBrowser) return null;
  // Rendered under <body>, so the dialog never inherits the look of the card that opened it.
  return createPortal(
    <dialog
      ref={ref}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={handleClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, never on its padded content box.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {open && (
        <div className="dialog__body">
          <div className="dialog__head">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="dialog__close" aria-label="Schließen" onClick={() => ref.current?.close()}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {description && (
            <p id={descriptionId} className="dialog__description">
              {description}
            </p>
          )}
          {children}
        </div>
      )}
    </dialog>,
    document.body,
  );
}
