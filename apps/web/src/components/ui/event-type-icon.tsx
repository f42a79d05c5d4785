import {
  Bell,
  BookOpen,
  Brain,
  Circle,
  CircleCheck,
  Contact,
  FolderKanban,
  Gavel,
  Heart,
  Lightbulb,
  MessageCircle,
  Repeat,
  ShoppingBag,
  Trophy,
  Wallet,
  type LucideIcon,
} from "lucide-react";

/** Spec 3: every event type has an icon. */
const icons: Record<string, LucideIcon> = {
  task: CircleCheck,
  project: FolderKanban,
  communication: MessageCircle,
  routine_activity: Repeat,
  contact: Contact,
  transaction: Wallet,
  acquisition_disposition: ShoppingBag,
  observation_insight: Lightbulb,
  emotion_state: Heart,
  reminder_intention: Bell,
  decision_commitment: Gavel,
  learning_consumption: BookOpen,
  milestone_outcome: Trophy,
};

export function eventTypeIcon(type: string | null | undefined): LucideIcon {
  return (type && icons[type]) || (type ? Brain : Circle);
}

/** Decorative: the event type is always written out next to it. */
export function EventTypeIcon({ type, size = 16 }: { type: string | null | undefined; size?: number }) {
  const Icon = eventTypeIcon(type);
  return <Icon size={size} aria-hidden="true" className="event-type-icon" />;
}
