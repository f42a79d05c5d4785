import { CircleDollarSign, CircleHelp, Coins, Feather, Gem, TrendingUp, type LucideIcon } from "lucide-react";

const tierIcons: Record<string, LucideIcon> = {
  premium: Gem,
  high: TrendingUp,
  medium: CircleDollarSign,
  low: Coins,
  minimal: Feather,
};

/** Spec 9: an unknown tier gets a default icon. */
export function tierIcon(tier: string | null | undefined): LucideIcon {
  return (tier && tierIcons[tier]) || CircleHelp;
}

export function ValueTierIcon({ tier }: { tier: string | null | undefined }) {
  const Icon = tierIcon(tier);
  return <Icon size={18} aria-hidden="true" className="value-tier-icon" data-tier={tier && tierIcons[tier] ? tier : "unknown"} />;
}
