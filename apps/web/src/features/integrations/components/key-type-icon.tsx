import { Bot, KeyRound, Shield, Smartphone } from "lucide-react";
import type { ApiKeyType } from "@life/contracts";

const icons = { general: KeyRound, shortcut: Smartphone, gpt: Bot, admin: Shield } as const;

export function KeyTypeIcon({ type, size = 20 }: { type: ApiKeyType; size?: number }) {
  const Icon = icons[type];
  return <Icon size={size} aria-hidden="true" className="key-type-icon" />;
}
