import { useEffect, useRef } from 'react';

// A native modal <dialog> that shows while `open`: showModal() moves focus in and makes the
// page behind inert; close() hands focus back to what had it. Escape and the dialog's own
// close events stay the caller's to handle.
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return ref;
}
