import { useEffect, useRef, type ReactNode } from "react";

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
}

/** A dialog over the page: Escape or the backdrop closes it, focus moves into it and back out. */
export function Modal({ title, onClose, children, actions }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>("input, button, [href], select, textarea");
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      before?.focus?.();
    };
  }, [onClose]);

  return (
    <div className="doc-modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="doc-modal panel" role="dialog" aria-modal="true" aria-label={title} ref={panel} tabIndex={-1}>
        <h3 className="doc-modal-title">{title}</h3>
        <div className="doc-modal-body">{children}</div>
        {actions && <div className="doc-modal-actions">{actions}</div>}
      </div>
    </div>
  );
}
