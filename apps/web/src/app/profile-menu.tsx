import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ChevronDown, LogOut, UserRound } from "lucide-react";
import type { User } from "@life/contracts";
import { useDismiss } from "../components/ui/use-dismiss";
import { openBackendPage } from "../lib/backend-page";
import type { ViewId } from "./views";

const settingsItems: { view: ViewId; label: string }[] = [
  { view: "insights", label: "Insights" },
  { view: "api-keys", label: "API Keys" },
  { view: "shortcuts", label: "Apple Shortcuts" },
  { view: "gpt", label: "Custom GPT" },
  { view: "google-calendar", label: "Google Calendar" },
  { view: "waiting", label: "Waiting For" },
  { view: "account", label: "Account" },
];

interface ProfileMenuProps {
  user: User;
  onSelectView: (view: ViewId) => void;
  onForceStart: () => void;
  onLogout: () => void;
}

export function displayName(user: User): string {
  return user.display_name?.trim() || user.email;
}

export function ProfileMenu({ user, onSelectView, onForceStart, onLogout }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = displayName(user);
  const isAdmin = user.role === "admin";

  const close = useCallback((reason?: "outside" | "escape") => {
    setOpen(false);
    // Escape returns focus to the button; an outside click leaves focus where the person clicked.
    if (reason === "escape") buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);

  useEffect(() => {
    if (open) menuItems(menuRef.current)[0]?.focus();
  }, [open]);

  const choose = (action: () => void) => () => {
    close();
    buttonRef.current?.focus();
    action();
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === "ArrowDown") focusAt(index + 1);
    else if (event.key === "ArrowUp") focusAt(index - 1);
    else if (event.key === "Home") focusAt(0);
    else if (event.key === "End") focusAt(items.length - 1);
    else if (event.key === "Tab") return setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <div className="profile" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost profile-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Profile menu: ${name}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <UserRound size={18} aria-hidden="true" />
        <span className="profile-name">{name}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open && (
        <div className="profile-popover">
          <div className="profile-identity">
            <span className="profile-identity-name">{name}</span>
            {name !== user.email && <span className="profile-identity-email">{user.email}</span>}
          </div>
          <div id={menuId} ref={menuRef} role="menu" aria-label="Profile" onKeyDown={handleMenuKeyDown}>
            <MenuGroup label="Settings">
              {settingsItems.map((item) => (
                <MenuItem key={item.view} onSelect={choose(() => onSelectView(item.view))}>
                  {item.label}
                </MenuItem>
              ))}
            </MenuGroup>
            {isAdmin && (
              <>
                <MenuGroup label="Admin">
                  <MenuItem onSelect={choose(() => onSelectView("admin"))}>Admin Dashboard</MenuItem>
                </MenuGroup>
                <MenuGroup label="Marching Orders">
                  <MenuItem onSelect={choose(() => openBackendPage("file-browser", "File Browser"))}>File Browser</MenuItem>
                  <MenuItem onSelect={choose(() => openBackendPage("marching-orders-status", "Debug Status"))}>
                    Debug Status
                  </MenuItem>
                  <MenuItem onSelect={choose(onForceStart)}>Force Start Processor</MenuItem>
                </MenuGroup>
              </>
            )}
            <div role="separator" className="menu-separator" />
            <MenuItem onSelect={choose(onLogout)}>
              <LogOut size={16} aria-hidden="true" />
              Logout
            </MenuItem>
          </div>
        </div>
      )}
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="menu-group">
      <div id={labelId} className="menu-group-label">
        {label}
      </div>
      {children}
    </div>
  );
}

function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  // tabIndex -1: arrow keys move between items; Tab leaves the menu (WAI-ARIA menu pattern).
  return (
    <button type="button" role="menuitem" tabIndex={-1} className="menu-item" onClick={onSelect}>
      {children}
    </button>
  );
}
