import type { AnchorHTMLAttributes, MouseEvent } from "react";

interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Called for a plain click; modified clicks (new tab, new window) keep the browser's behaviour. */
  onNavigate: () => void;
}

/** A real link (so it can be opened in a new tab) that switches screens in-app on a plain click. */
export function AppLink({ onNavigate, onClick, ...props }: AppLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate();
  };
  return <a {...props} onClick={handleClick} />;
}
