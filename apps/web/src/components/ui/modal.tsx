import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Where focus goes once the modal has closed; by default, back to where it was. */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * A modal on the native <dialog>: the browser traps focus inside it, closes it on Escape and hides the page
 * behind it from screen readers. The Close button is the spec's close button.
 */
export function Modal({ open, title, onClose, children, returnFocusTo }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        const target = returnFocusTo?.();
        if (target) requestAnimationFrame(() => target.focus());
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === ref.current) ref.current.close();
      }}
    >
      <div className="modal__box">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
        <button type="button" className="button modal__close" onClick={() => ref.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
