import {
  Award,
  Briefcase,
  Building2,
  ChefHat,
  CircleCheck,
  Compass,
  Handshake,
  Hotel,
  KeyRound,
  type LucideIcon,
  Phone,
  Search,
  Send,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  Users,
} from 'lucide-react'

const ICONS: Record<string, LucideIcon> = {
  hotel: Hotel,
  chef: ChefHat,
  trending: TrendingUp,
  key: KeyRound,
  shield: ShieldCheck,
  compass: Compass,
  handshake: Handshake,
  users: Users,
  search: Search,
  phone: Phone,
  send: Send,
  check: CircleCheck,
  award: Award,
  sparkles: Sparkles,
  briefcase: Briefcase,
  building: Building2,
}

/** The block icon an editor picked (select field `icon`), with a fallback. */
export function BlockIcon({ name, fallback = 'check', className }: { name?: string | null; fallback?: string; className?: string }) {
  const Icon = ICONS[name || ''] ?? ICONS[fallback] ?? CircleCheck
  return <Icon aria-hidden="true" className={className} />
}
